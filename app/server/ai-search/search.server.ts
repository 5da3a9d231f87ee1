// AI search for a request: picks the model (the identity in use, else Workers AI), the D1
// answer cache, and runs the pipeline (docs/product.md#ai-search).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq, lt } from "drizzle-orm";
import type { Filters } from "~/domain/filters";
import { ipLimitKey } from "~/domain/ip-key";
import { activeIdentity } from "./identities.server";
import { clientIp, hit } from "../accounts/rate-limit.server";
import { getConfig, getDb, getEnv } from "../platform/context.server";
import { log } from "../platform/log.server";
import type { Db } from "../db/client.server";
import { aiSearchCache } from "../db/schema.server";
import { getOptionalUser } from "../accounts/session.server";
import { takeModelCall } from "./budget.server";
import { isAiBinding, openAiCompatibleModel, workersAiModel } from "./models.server";
import { type AnswerCache, type ModelClient, type Understanding, understandSearch } from "./pipeline.server";

/** A cached answer is trusted for 30 days (the localities and types rarely change). */
const CACHE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Paid model calls per client address (an IPv4 address, an IPv6 /64): beyond this the parser
 * answers alone for a while (docs/product.md#rate-limits).
 */
export const MODEL_CALLS_PER_IP = { limit: 30, windowMs: 10 * 60 * 1000 } as const;
/** Paid model calls per signed-in account, whatever address it comes from. */
export const MODEL_CALLS_PER_USER = { limit: 30, windowMs: 10 * 60 * 1000 } as const;

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

/**
 * Whether this request may pay for one model call: its address (/64 for IPv6) and its account
 * are under their limits, and the site's daily budget has a call left. A bot sending endless new
 * words, from however many addresses, must not run up the model bill.
 */
async function allowModelCall(context: AppLoadContext, request: Request): Promise<boolean> {
  const env = getEnv(context);
  const ip = MODEL_CALLS_PER_IP;
  if (!(await hit(env, `ai-search:ip:${ipLimitKey(clientIp(request))}`, ip.limit, ip.windowMs))) return false;
  const user = await getOptionalUser(request, context);
  const perUser = MODEL_CALLS_PER_USER;
  if (user && !(await hit(env, `ai-search:user:${user.id}`, perUser.limit, perUser.windowMs))) return false;
  return takeModelCall(getDb(context), Date.now());
}

export async function aiSearch(context: AppLoadContext, request: Request, text: string): Promise<Understanding> {
  return logged(
    understandSearch(text, {
      model: () => modelFor(context),
      cache: d1AnswerCache(getDb(context)),
      allowCall: () => allowModelCall(context, request),
      log: (line) => log("ai", { level: "warn", note: line }),
    }),
  );
}

/** One log line per AI search: what the model did (answered, cached, limited, timeout...). */
async function logged(understanding: Promise<Understanding>): Promise<Understanding> {
  const result = await understanding;
  if (result.model !== "not-needed") log("ai", { outcome: result.model });
  return result;
}
