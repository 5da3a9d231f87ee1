// The admin Health page's figures (docs/product.md#operations): the last run of each scheduled
// job, today's payments by outcome, today's mail by outcome with the latest failures, and AI
// model calls against the daily budget; the mail queue's waiting mails and latest dead letters
// (decision 0044). "Today" is the India day, as everywhere in the admin.
import { and, count, desc, eq, gte, inArray, sum } from "drizzle-orm";
import type { BudgetState } from "~/domain/ai-budget";
import { PAYMENT_STATUSES } from "~/domain/catalog";
import { istDayStart } from "~/domain/dates";
import { modelCallsToday } from "../ai-search/budget.server";
import type { Db } from "../db/client.server";
import { mailDeliveries, mailSends, payments, scheduledRuns } from "../db/schema.server";
import { SCHEDULED_JOBS } from "./runs.server";

export type JobHealth = {
  job: string;
  label: string;
  every: string;
  lastRun: {
    startedAt: number;
    finishedAt: number;
    outcome: "ok" | "error";
    counts: Record<string, number>;
    error: string | null;
  } | null;
};

export type PaymentOutcome = { status: (typeof PAYMENT_STATUSES)[number]; orders: number; rupees: number };

export type Health = {
  jobs: JobHealth[];
  payments: PaymentOutcome[];
  mail: {
    sent: number;
    failed: number;
    failures: { sentAt: number; via: string; subject: string; status: number | null }[];
  };
  ai: BudgetState;
  queue: {
    /** Mails queued or waiting for a retry (the queue's depth as the app sees it). */
    waiting: number;
    retrying: number;
    deadLetters: { updatedAt: number; subject: string; attempts: number; lastError: string | null }[];
  };
};

/** How many of the latest dead letters (of the last 7 days) the page lists. */
export const DEAD_LETTERS_SHOWN = 10;

/** How many of the latest failed mails (of the last 7 days) the page lists. */
export const MAIL_FAILURES_SHOWN = 10;

export async function loadHealth(db: Db, now: number): Promise<Health> {
  const today = istDayStart(now);
  const week = now - 7 * 24 * 60 * 60 * 1000;
  const [runs, paymentRows, mailRows, failures, ai, waitingRows, deadLetters] = await Promise.all([
    db.select().from(scheduledRuns).all(),
    db
      .select({ status: payments.status, orders: count(), rupees: sum(payments.amount) })
      .from(payments)
      .where(gte(payments.createdAt, today))
      .groupBy(payments.status)
      .all(),
    db
      .select({ outcome: mailSends.outcome, mails: count() })
      .from(mailSends)
      .where(gte(mailSends.sentAt, today))
      .groupBy(mailSends.outcome)
      .all(),
    db
      .select({ sentAt: mailSends.sentAt, via: mailSends.via, subject: mailSends.subject, status: mailSends.status })
      .from(mailSends)
      .where(and(eq(mailSends.outcome, "failed"), gte(mailSends.sentAt, week)))
      .orderBy(desc(mailSends.sentAt))
      .limit(MAIL_FAILURES_SHOWN)
      .all(),
    modelCallsToday(db, now),
    db
      .select({ state: mailDeliveries.state, mails: count() })
      .from(mailDeliveries)
      .where(inArray(mailDeliveries.state, ["queued", "retrying"]))
      .groupBy(mailDeliveries.state)
      .all(),
    db
      .select({
        updatedAt: mailDeliveries.updatedAt,
        subject: mailDeliveries.subject,
        attempts: mailDeliveries.attempts,
        lastError: mailDeliveries.lastError,
      })
      .from(mailDeliveries)
      .where(and(eq(mailDeliveries.state, "dead"), gte(mailDeliveries.updatedAt, week)))
      .orderBy(desc(mailDeliveries.updatedAt))
      .limit(DEAD_LETTERS_SHOWN)
      .all(),
  ]);
  const queued = waitingRows.find((r) => r.state === "queued")?.mails ?? 0;
  const retrying = waitingRows.find((r) => r.state === "retrying")?.mails ?? 0;
  const runOf = new Map(runs.map((run) => [run.job, run]));
  return {
    jobs: SCHEDULED_JOBS.map(({ job, label, every }) => {
      const run = runOf.get(job);
      return {
        job,
        label,
        every,
        // counts: JSON written by recordRun itself.
        lastRun: run ? { ...run, counts: JSON.parse(run.counts) as Record<string, number> } : null,
      };
    }),
    // Every outcome, zero included, so "no failed payments today" reads as a 0.
    payments: PAYMENT_STATUSES.map((status) => {
      const row = paymentRows.find((r) => r.status === status);
      return { status, orders: row?.orders ?? 0, rupees: Number(row?.rupees ?? 0) };
    }),
    mail: {
      sent: mailRows.find((r) => r.outcome === "sent")?.mails ?? 0,
      failed: mailRows.find((r) => r.outcome === "failed")?.mails ?? 0,
      failures,
    },
    ai,
    queue: { waiting: queued + retrying, retrying, deadLetters },
  };
}
