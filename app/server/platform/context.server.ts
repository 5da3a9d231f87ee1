import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDb, type Db } from "../db/client.server";

// Settings and bindings come from env.server.ts (one validated config per isolate); they are
// re-exported here so a route finds every per-request service in one module.
export {
  type AppConfig,
  appOrigin,
  getConfig,
  getEnv,
  isLocal,
  type PublicSettings,
  publicSettings,
} from "./env.server";

const dbCache = new WeakMap<D1Database, Db>();

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    /** This request's D1 read session (db/replicas.server.ts); the database itself when absent. */
    d1?: D1Database;
  }
}

export function getDb(context: AppLoadContext): Db {
  const d1 = context.d1 ?? context.cloudflare.env.DB;
  let db = dbCache.get(d1);
  if (!db) {
    db = createDb(d1);
    dbCache.set(d1, db);
  }
  return db;
}
