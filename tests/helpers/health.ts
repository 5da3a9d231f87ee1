// What the Health page tests need beyond db.ts/credits.ts: payments in a given outcome, and the
// rows the scheduled jobs and mail sends leave (app/server/health/).
import { env } from "cloudflare:test";
import { insertOrder } from "./credits";

/** An order in `status` (created, paid or failed), created at `createdAt` (default now). */
export async function insertPayment(
  userId: string,
  status: "created" | "paid" | "failed",
  opts: { amount?: number; createdAt?: number } = {},
) {
  const order = await insertOrder(userId, opts);
  await env.DB.prepare("UPDATE payments SET status = ? WHERE id = ?").bind(status, order.id).run();
  return order;
}

export type MailSendRow = { via: string; subject: string; outcome: string; status: number | null; sentAt: number };

/** The mail log's rows for `subject`, oldest first. */
export async function mailSendsOf(subject: string): Promise<MailSendRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT via, subject, outcome, status, sent_at AS sentAt FROM mail_sends WHERE subject = ? ORDER BY id",
  )
    .bind(subject)
    .all<MailSendRow>();
  return results;
}

export type RunRow = {
  job: string;
  cron: string;
  outcome: string;
  counts: string;
  error: string | null;
  startedAt: number;
  finishedAt: number;
};

export async function scheduledRun(job: string): Promise<RunRow | null> {
  return env.DB.prepare(
    "SELECT job, cron, outcome, counts, error, started_at AS startedAt, finished_at AS finishedAt FROM scheduled_runs WHERE job = ?",
  )
    .bind(job)
    .first<RunRow>();
}
