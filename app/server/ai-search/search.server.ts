// AI search for a request: picks the model (the identity in use, else Workers AI), the D1
// answer cache, and runs the pipeline (docs/product.md#ai-search).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq, lt } from "drizzle-orm";
import type { Filters } from "~/domain/filters";
import { activeIdentity } from "../ai-identities.server";
import { clientIp, hit } from "../auth/rate-limit.server";
import { getConfig, getDb, getEnv } from "../context.server";
import type { Db } from "../db/client.server";
import { aiSearchCache } from "../db/schema.server";
import { isAiBinding, openAiCompatibleModel, workersAiModel } from "./models.server";
import { type AnswerCache, type ModelClient, type Understanding, understandSearch } from "./pipeline.server";

/** A cached answer is trusted for 30 days (the localities and types rarely change). */
const CACHE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Paid model calls per client IP: beyond this the parser answers alone for a while. */
export const MODEL_CALLS_PER_IP = { limit: 30, windowMs: 10 * 60 * 1000 } as const;

export function d1AnswerCache(db: Db, now: () => number = Date.now): AnswerCache {
  return {
    async get(key) {
      const row = await db.select().from(aiSearchCache).where(eq(aiSearchCache.key, key)).get();
      if (!row || row.createdAt < now() - CACHE_TTL_MS) return null;
      return JSON.parse(row.answer) as Filters;
    },
    async put(key, answer) {
      const values = { key, answer: JSON.stringify(answer), createdAt: now() };
      await db
        .insert(aiSearchCache)
        .values(values)
        .onConflictDoUpdate({ target: aiSearchCache.key, set: { answer: values.answer, createdAt: values.createdAt } });
    },
  };
}

/** Deletes answers past their 30 days (the daily clean-up cron); returns how many went. */
export async function pruneAnswerCache(db: Db, now: number): Promise<number> {
  const gone = await db
    .delete(aiSearchCache)
    .where(lt(aiSearchCache.createdAt, now - CACHE_TTL_MS))
    .returning({ key: aiSearchCache.key });
  return gone.length;
}

/** The model for this request: the identity in use, else the Workers AI binding, else none. */
export async function modelFor(context: AppLoadContext): Promise<ModelClient | null> {
  const config = getConfig(context);
  const identity = await activeIdentity(getDb(context), config.appSecret, config.appEnv);
  if (identity) return openAiCompatibleModel(identity);
  const ai: unknown = getEnv(context).AI;
  return isAiBinding(ai) ? workersAiModel(ai) : null;
}

export async function aiSearch(context: AppLoadContext, request: Request, text: string): Promise<Understanding> {
  const db = getDb(context);
  const { limit, windowMs } = MODEL_CALLS_PER_IP;
  return understandSearch(text, {
    model: () => modelFor(context),
    cache: d1AnswerCache(db),
    // A bot sending endless new words must not run up the model bill.
    allowCall: () => hit(getEnv(context), `ai-search:ip:${clientIp(request)}`, limit, windowMs),
    log: (line) => console.warn(line),
  });
}
