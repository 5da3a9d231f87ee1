// Fresh listings (docs/product.md#trust): sellers confirm their listings ("Still available" /
// "No longer available") from My Listings or from the reminder mail's page; the daily job mails
// the reminders and hides listings not confirmed for 60 days. Every write is one conditional
// UPDATE, so the job run twice, or a button pressed twice, changes nothing more.
import { and, eq, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Lang } from "~/domain/language";
import { CONFIRM_TOKEN_DAYS, REMINDER_AFTER_DAYS, reminderBefore, STALE_AFTER_DAYS, staleBefore } from "~/domain/trust";
import { fill } from "~/messages/messages";
import { DAY_MS } from "~/domain/dates";
import { createDb, type Db } from "../db/client.server";
import { listingConfirmTokens, listings, users } from "../db/schema.server";
import { publicSinceAfter } from "../alerts/public-since.server";
import { type EmailSender, linkMail, mailLink, mailWords, queuedSender } from "../mail/email.server";
import { configOf } from "../platform/env.server";
import { randomToken, sha256Hex } from "../platform/crypto.server";

export type Availability = "available" | "unavailable";

export const FRESHNESS_MESSAGES = {
  confirmed: "Thank you. Your listing is shown as still available.",
  unavailable: "Your listing is hidden. Our team will mark it Sold.",
  failed: "This listing cannot be confirmed now.",
  tokenInvalid: "This link does not work. Use the buttons on My Listings instead.",
  tokenUsed: "This link has already been used. Use the buttons on My Listings instead.",
  tokenExpired: "This link has expired. Use the buttons on My Listings instead.",
} as const;

/** When the listing was last confirmed, in SQL: a listing never confirmed counts from posting. */
const lastConfirmed = sql`coalesce(${listings.confirmedAt}, ${listings.createdAt})`;

/**
 * "Still available": confirmed now, and back in public view if it was hidden as stale or by its
 * seller (never when reporters hid it: only a superadmin brings that back). Approved only.
 */
function confirmWhere(listingId: number): SQL {
  return and(
    eq(listings.id, listingId),
    eq(listings.status, "Approved"),
    or(isNull(listings.hiddenReason), inArray(listings.hiddenReason, ["stale", "seller_unavailable"])),
  ) as SQL;
}

/** "No longer available": out of public view at once, flagged for a superadmin to set Sold. */
function unavailableWhere(listingId: number): SQL {
  return and(
    eq(listings.id, listingId),
    eq(listings.status, "Approved"),
    or(isNull(listings.hiddenReason), eq(listings.hiddenReason, "stale")),
  ) as SQL;
}

/** Applies the seller's answer; false when the listing is not in a state that takes it. */
export async function setAvailability(db: Db, listingId: number, answer: Availability, now = Date.now()) {
  const result =
    answer === "available"
      ? await db
          .update(listings)
          .set({ confirmedAt: now, hiddenReason: null, publicSince: publicSinceAfter({ hiddenReason: null }, now) })
          .where(confirmWhere(listingId))
      : await db
          .update(listings)
          .set({ hiddenReason: "seller_unavailable", publicSince: null })
          .where(unavailableWhere(listingId));
  return result.meta.changes > 0;
}

/** The seller's own listing (for My Listings' buttons), or null. */
export async function ownListing(db: Db, userId: string, listingId: number) {
  const row = await db
    .select({ id: listings.id, title: listings.title })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.postedById, userId)))
    .get();
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// The reminder's single-use links.

export type TokenCheck =
  | { status: "ok"; listing: { id: number; title: string } }
  | { status: "invalid" | "used" | "expired" };

/** A new link for one listing, valid CONFIRM_TOKEN_DAYS; only its SHA-256 is stored. */
export async function issueConfirmToken(db: Db, listingId: number, now: number): Promise<string> {
  const token = randomToken();
  await db.insert(listingConfirmTokens).values({
    listingId,
    tokenHash: await sha256Hex(token),
    expiresAt: now + CONFIRM_TOKEN_DAYS * DAY_MS,
    createdAt: now,
  });
  return token;
}

/** Looks a link up without using it (the page with the two buttons). */
export async function checkConfirmToken(db: Db, token: string, now: number): Promise<TokenCheck> {
  if (!token || token.length > 100) return { status: "invalid" };
  const row = await db
    .select({
      usedAt: listingConfirmTokens.usedAt,
      expiresAt: listingConfirmTokens.expiresAt,
      id: listings.id,
      title: listings.title,
    })
    .from(listingConfirmTokens)
    .innerJoin(listings, eq(listings.id, listingConfirmTokens.listingId))
    .where(eq(listingConfirmTokens.tokenHash, await sha256Hex(token)))
    .get();
  if (!row) return { status: "invalid" };
  if (row.usedAt !== null) return { status: "used" };
  if (row.expiresAt <= now) return { status: "expired" };
  return { status: "ok", listing: { id: row.id, title: row.title } };
}

/**
 * Uses a link once and applies the answer: the claim is one conditional UPDATE, so two presses
 * (or two buttons) cannot both act.
 */
export async function answerWithToken(
  db: Db,
  token: string,
  answer: Availability,
  now: number,
): Promise<TokenCheck | { status: "failed" }> {
  const check = await checkConfirmToken(db, token, now);
  if (check.status !== "ok") return check;
  const claimed = await db
    .update(listingConfirmTokens)
    .set({ usedAt: now })
    .where(and(eq(listingConfirmTokens.tokenHash, await sha256Hex(token)), isNull(listingConfirmTokens.usedAt)))
    .returning({ id: listingConfirmTokens.id })
    .get();
  if (!claimed) return { status: "used" };
  return (await setAvailability(db, check.listing.id, answer, now)) ? check : { status: "failed" };
}

// ---------------------------------------------------------------------------------------------
// The daily job.

/** Reminders mailed per run at most; the rest wait for the next day. */
export const REMINDERS_PER_RUN = 200;

/** The reminder, in the seller's language (app/messages/mail.server.ts). */
export function reminderEmail(
  to: string,
  listing: { id: number; title: string },
  link: string,
  lang: Lang = "en",
): ReturnType<typeof linkMail> {
  const words = mailWords(lang).reminder;
  const values = {
    title: listing.title,
    id: listing.id,
    days: REMINDER_AFTER_DAYS,
    staleDays: STALE_AFTER_DAYS,
    tokenDays: CONFIRM_TOKEN_DAYS,
  };
  return linkMail(to, words.subject, fill(words.intro, values), words.action, link, fill(words.outro, values), lang);
}

/**
 * Hides the Approved listings not confirmed for 60 days, then mails each Approved listing whose
 * last confirmation is 45 days old a reminder (once per confirmation, and at most one per 45
 * days): a listing is claimed (reminded_at set) before its mail goes, so a second run, even a
 * concurrent one, mails nobody twice.
 */
export async function runFreshnessJob(
  db: Db,
  mail: EmailSender,
  origin: string,
  now: number,
): Promise<{ hidden: number; reminded: number }> {
  const hidden = await db
    .update(listings)
    .set({ hiddenReason: "stale", publicSince: null })
    .where(and(eq(listings.status, "Approved"), isNull(listings.hiddenReason), lt(lastConfirmed, staleBefore(now))));

  const due = and(
    eq(listings.status, "Approved"),
    or(isNull(listings.hiddenReason), eq(listings.hiddenReason, "stale")),
    lt(lastConfirmed, reminderBefore(now)),
    or(
      isNull(listings.remindedAt),
      and(lt(listings.remindedAt, lastConfirmed), lt(listings.remindedAt, reminderBefore(now))),
    ),
  );
  const candidates = await db
    .select({ id: listings.id, title: listings.title, email: users.email, lang: users.lang })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.postedById))
    .where(due)
    .limit(REMINDERS_PER_RUN);
  let reminded = 0;
  for (const listing of candidates) {
    const claimed = await db
      .update(listings)
      .set({ remindedAt: now })
      .where(and(eq(listings.id, listing.id), due));
    if (claimed.meta.changes === 0) continue;
    const token = await issueConfirmToken(db, listing.id, now);
    try {
      const link = mailLink(origin, `/confirm-listing?token=${token}`, listing.lang);
      await mail.send(reminderEmail(listing.email, listing, link, listing.lang));
      reminded += 1;
    } catch (error) {
      // The claim stays: a lost mail is not sent twice; the seller still has My Listings.
      console.error("confirmation reminder failed", error);
    }
  }
  return { hidden: hidden.meta.changes, reminded };
}

/** Local runs without APP_ORIGIN (production requires it) link to the dev server. */
const LOCAL_ORIGIN = "http://localhost:8787";

/** The daily job as the Worker's scheduled handler runs it (wrangler.toml [triggers], the daily cron). */
export function runDailyFreshness(env: Env, now: number) {
  const config = configOf(env);
  const db = createDb(env.DB);
  return runFreshnessJob(db, queuedSender(env.MAIL_QUEUE, db, config), config.appOrigin ?? LOCAL_ORIGIN, now);
}
