// What the alert tests (docs/product.md#alerts) need on top of db.ts, http.ts and queue.ts: saved
// searches, a listing's public_since, windows of time no other test's listings fall in, and one
// user's digest run through the Worker's queue handler.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { digestKey, istDate } from "~/domain/alerts";
import { DIGEST_SUBJECT, type DigestJob, digestJobs } from "~/server/alerts/digest.server";
import { createDb } from "~/server/db/client.server";
import { favourites, listings, savedSearches } from "~/server/db/schema.server";
import { db, insertListing, insertUser } from "./db";
import type { EnvOverrides } from "./env";
import { MAIL_QUEUE_NAME, runQueue } from "./queue";

let windows = 0;
/**
 * A moment of its own, an hour after the last one this file took (and days ahead of now): searches
 * last told at `start`, listings public at `start + 1000...`, the digest at `at`. No other test's
 * listing became public in it.
 */
export function alertWindow() {
  windows += 1;
  const start = Date.now() + 30 * 86_400_000 + windows * 3_600_000;
  return { start, at: start + 600_000, publicAt: (i = 0) => start + 1000 + i };
}

export async function insertSavedSearch(
  userId: string,
  query: string,
  opts: { name?: string; frequency?: "daily" | "weekly" | "off"; lastAlertedAt: number },
) {
  return db()
    .insert(savedSearches)
    .values({
      userId,
      name: opts.name ?? `Search ${query || "all"}`,
      query,
      frequency: opts.frequency ?? "daily",
      lastAlertedAt: opts.lastAlertedAt,
      updatedAt: opts.lastAlertedAt,
    })
    .returning()
    .get();
}

export async function savedSearchRow(id: number) {
  return db().select().from(savedSearches).where(eq(savedSearches.id, id)).get();
}

export async function favouriteRow(userId: string, listingId: number) {
  const rows = await db().select().from(favourites).where(eq(favourites.userId, userId));
  return rows.find((r) => r.listingId === listingId);
}

export async function publicSinceOf(listingId: number): Promise<number | null> {
  const row = await db().select({ at: listings.publicSince }).from(listings).where(eq(listings.id, listingId)).get();
  return row?.at ?? null;
}

/** An Approved listing that became public at `publicAt` (a plot in RS Puram unless overridden). */
export function insertPublicListing(
  publicAt: number,
  overrides: Parameters<typeof insertListing>[0] = {},
  opts: Parameters<typeof insertListing>[1] = {},
) {
  return insertListing({ publicSince: publicAt, ...overrides }, opts);
}

/** A buyer with a password-less account (digests go to their address). */
export const insertAlertUser = () => insertUser({ role: "buyer" });

/** A digest message with no search news (price drops only, or a failing one). */
export const digestJob = (userId: string, at: number): DigestJob => ({
  kind: "digest",
  userId,
  day: istDate(at),
  at,
  searches: [],
});

/**
 * The 07:30 job for one user at `at` (its messages, not queued), then those messages through the
 * Worker's queue handler (the consumer the real queue runs). `jobs` can be handed over again.
 */
export async function runDigest(userId: string, at: number, opts: { env?: EnvOverrides; attempts?: number } = {}) {
  const jobs = await digestJobs(createDb(env.DB), at, [userId]);
  const result = jobs.length ? await runQueue(MAIL_QUEUE_NAME, jobs, opts) : null;
  return { jobs, result };
}

/** Hands `jobs` to the queue handler again (a redelivery). */
export function redeliver(jobs: DigestJob[], opts: { env?: EnvOverrides; attempts?: number } = {}) {
  return runQueue(MAIL_QUEUE_NAME, jobs, opts);
}

/** The digest mails in the outbox to `to`, newest first. */
export async function digestMails(to: string) {
  const { results } = await env.DB.prepare(
    'SELECT id, subject, text, html FROM email_outbox WHERE "to" = ? AND subject = ? ORDER BY id DESC',
  )
    .bind(to, DIGEST_SUBJECT)
    .all<{ id: number; subject: string; text: string; html: string }>();
  return results;
}

export { digestKey };
