import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDb, type Db } from "./db/client.server";

/** Bindings and settings are read per request from the load context, never at module scope. */
export function getEnv(context: AppLoadContext): Env {
  return context.cloudflare.env;
}

const dbCache = new WeakMap<D1Database, Db>();

export function getDb(context: AppLoadContext): Db {
  const d1 = context.cloudflare.env.DB;
  let db = dbCache.get(d1);
  if (!db) {
    db = createDb(d1);
    dbCache.set(d1, db);
  }
  return db;
}

export function isLocal(env: Env): boolean {
  return env.APP_ENV === "local" || env.APP_ENV === "test";
}

/** Public settings the pages need (never secrets). */
export function publicSettings(env: Env) {
  return {
    whatsappNumber: env.WHATSAPP_NUMBER,
    supportPhone: env.SUPPORT_PHONE,
    supportEmail: env.SUPPORT_EMAIL,
    mapTileUrl: env.MAP_TILE_URL,
  };
}
export type PublicSettings = ReturnType<typeof publicSettings>;

export function appOrigin(env: Env, request: Request): string {
  return env.APP_ORIGIN || new URL(request.url).origin;
}
