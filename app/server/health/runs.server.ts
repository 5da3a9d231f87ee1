// The last run of each scheduled job, for the admin Health page (docs/product.md#operations):
// workers/app.ts runs every job through `recordRun`, which writes its start, end, outcome and
// counts to scheduled_runs (one row per job, replaced by each run) and passes its result or
// error on unchanged, so the job's own log line and error reporting still see it.
import { lt } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { mailSends, scheduledRuns } from "../db/schema.server";
import { errorText, redact } from "../platform/log.server";

/** The jobs the crons run (wrangler.toml [triggers]), in the order the Health page lists them. */
export const SCHEDULED_JOBS = [
  { job: "settle-orders", label: "Settle pending payments", every: "10 minutes" },
  { job: "photo-cleanup", label: "Delete unused photo uploads", every: "day" },
  { job: "ai-answer-cache", label: "Prune AI search answers", every: "day" },
  { job: "freshness", label: "Confirmation reminders and stale listings", every: "day" },
  { job: "mail-log-prune", label: "Prune the mail log", every: "day" },
  { job: "alert-digests", label: "Saved-search alert digests", every: "day" },
] as const;

export type ScheduledJob = (typeof SCHEDULED_JOBS)[number]["job"];

/** What a job returns: a summary of numbers ({ deleted: 3 }), or one number (rows deleted). */
type Counts = Record<string, number> | number | undefined;

function countsOf(result: Counts): Record<string, number> {
  if (typeof result === "number") return { deleted: result };
  if (!result) return {};
  return Object.fromEntries(Object.entries(result).filter(([, value]) => typeof value === "number"));
}

/** Runs one job and records the run; resolves or rejects as the job did. */
export async function recordRun<T extends Counts>(
  db: Db,
  job: ScheduledJob,
  cron: string,
  work: () => Promise<T>,
): Promise<T> {
  const startedAt = Date.now();
  const write = async (outcome: "ok" | "error", counts: Record<string, number>, error: string | null) => {
    const row = { cron, startedAt, finishedAt: Date.now(), outcome, counts: JSON.stringify(counts), error };
    // A failed write must not turn a job's success into a failure (or hide its own error).
    await db
      .insert(scheduledRuns)
      .values({ job, ...row })
      .onConflictDoUpdate({ target: scheduledRuns.job, set: row })
      .catch(() => undefined);
  };
  try {
    const result = await work();
    await write("ok", countsOf(result), null);
    return result;
  } catch (error) {
    await write("error", {}, redact(errorText(error)).slice(0, 300));
    throw error;
  }
}

/** How long the mail log keeps its rows. */
export const MAIL_LOG_DAYS = 30;

/** Deletes mail log rows past MAIL_LOG_DAYS; the number deleted. */
export async function pruneMailSends(db: Db, now: number): Promise<number> {
  const gone = await db
    .delete(mailSends)
    .where(lt(mailSends.sentAt, now - MAIL_LOG_DAYS * 24 * 60 * 60 * 1000))
    .returning({ id: mailSends.id });
  return gone.length;
}
