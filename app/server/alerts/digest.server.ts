// The daily alert digest (docs/product.md#alerts, decision 0048). At 07:30 India time the job
// (workers/app.ts `scheduled`) enqueues one message per user with alerts due on the mail queue;
// the queue's consumer (app/server/mail/queue.server.ts) hands each batch of them to
// `deliverDigests`, which reads the listings that became public since the batch's oldest due
// search once (listings_public_since_idx), matches them in memory (app/domain/alerts.ts), adds
// the favourites whose price fell, and sends each user at most one mail a day (its key is the user
// and the India day). Order: send, then advance last_alerted_at and alert_price. A redelivery
// before the advance finds the same news and the same key, already claimed: no second mail, and
// no news lost; after the advance it finds nothing new.
import { and, eq, gt, inArray, lte, lt, ne, or, sql } from "drizzle-orm";
import {
  type AlertFrequency,
  digestKey,
  isAlertDue,
  istDate,
  type MatchableListing,
  matchesFilters,
  planDigest,
  weeklyDueBefore,
} from "~/domain/alerts";
import type { UnsubscribeTarget } from "~/domain/alerts-token";
import { parseFilters } from "~/domain/filters";
import { formatRupees } from "~/domain/format";
import { createDb, type Db } from "../db/client.server";
import { favourites, listingImages, listings, savedSearches, users } from "../db/schema.server";
import { type EmailMessage, type EmailSender, queuedSender } from "../mail/email.server";
import { configOf } from "../platform/env.server";
import { imageUrl } from "../photos/urls.server";
import { unsubscribeUrl } from "./unsubscribe.server";

/** A mail-queue message: build and send one user's digest of `day` with news up to `at`. */
export type DigestJob = { kind: "digest"; userId: string; day: string; at: number };

export const DIGEST_SUBJECT = "New on Coimbatore Properties for your alerts";
/** Local runs without APP_ORIGIN (production requires it) link to the dev server. */
const LOCAL_ORIGIN = "http://localhost:8787";
/** Messages per sendBatch call (the Queues limit is 100). */
const ENQUEUE_CHUNK = 100;

// ---------------------------------------------------------------------------------------------
// The job: who has alerts due.

/** Users with a search due at `now` or a favourite whose price fell below the price they were told. */
export async function usersWithAlertsDue(db: Db, now: number): Promise<string[]> {
  const [searchUsers, dropUsers] = await Promise.all([
    db
      .selectDistinct({ userId: savedSearches.userId })
      .from(savedSearches)
      .where(
        or(
          and(eq(savedSearches.frequency, "daily"), lt(savedSearches.lastAlertedAt, now)),
          and(eq(savedSearches.frequency, "weekly"), lte(savedSearches.lastAlertedAt, weeklyDueBefore(now))),
        ),
      ),
    db
      .selectDistinct({ userId: favourites.userId })
      .from(favourites)
      .innerJoin(listings, eq(listings.id, favourites.listingId))
      .where(
        and(
          eq(favourites.priceAlert, true),
          eq(listings.isPublic, true),
          lt(listings.price, sql`${favourites.alertPrice}`),
        ),
      ),
  ]);
  return [...new Set([...searchUsers, ...dropUsers].map((r) => r.userId))];
}

/** The daily job: one digest message per user with alerts due. */
export async function enqueueDigests(queue: Queue, db: Db, now: number): Promise<{ users: number }> {
  const day = istDate(now);
  const userIds = await usersWithAlertsDue(db, now);
  for (let i = 0; i < userIds.length; i += ENQUEUE_CHUNK) {
    const jobs = userIds.slice(i, i + ENQUEUE_CHUNK).map((userId) => ({
      body: { kind: "digest", userId, day, at: now } satisfies DigestJob,
      contentType: "json" as const,
    }));
    await queue.sendBatch(jobs);
  }
  return { users: userIds.length };
}

/** The job as the Worker's scheduled handler runs it (wrangler.toml [triggers], ALERTS_CRON). */
export function runAlertDigests(env: Env, now: number) {
  return enqueueDigests(env.MAIL_QUEUE, createDb(env.DB), now);
}

/** 02:00 UTC is 07:30 in India. */
export const ALERTS_CRON = "0 2 * * *";

// ---------------------------------------------------------------------------------------------
// The consumer: build and send.

type NewListing = MatchableListing & { id: number; title: string; publicSince: number };
type Shown = { id: number; title: string; price: number; area: string; oldPrice?: number };

type DueSearch = {
  id: number;
  userId: string;
  name: string;
  query: string;
  frequency: AlertFrequency;
  lastAlertedAt: number;
};

/** The searches of `userIds` whose alert is due at each user's `at`. */
async function dueSearches(db: Db, atOf: Map<string, number>): Promise<DueSearch[]> {
  const rows = await db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      lastAlertedAt: savedSearches.lastAlertedAt,
    })
    .from(savedSearches)
    .where(and(inArray(savedSearches.userId, [...atOf.keys()]), ne(savedSearches.frequency, "off")));
  return rows.filter((s) => isAlertDue(s.frequency, s.lastAlertedAt, atOf.get(s.userId) ?? 0));
}

/**
 * Every Approved public listing that became public after `since` and up to `until`, newest first:
 * one read of listings_public_since_idx for all the searches of a batch (or of the whole run).
 * Sold listings are public but are not news.
 */
export async function listingsPublicBetween(db: Db, since: number, until: number): Promise<NewListing[]> {
  return db
    .select({
      id: listings.id,
      title: listings.title,
      type: listings.type,
      area: listings.area,
      price: listings.price,
      bhk: listings.bhk,
      facing: listings.facing,
      dtcpApproved: listings.dtcpApproved,
      readyToMove: listings.readyToMove,
      gatedCommunity: listings.gatedCommunity,
      landArea: listings.landArea,
      latitude: listings.latitude,
      longitude: listings.longitude,
      publicSince: sql<number>`${listings.publicSince}`,
    })
    .from(listings)
    .where(
      and(
        gt(listings.publicSince, since),
        lte(listings.publicSince, until),
        eq(listings.isPublic, true),
        eq(listings.status, "Approved"),
      ),
    )
    .orderBy(sql`${listings.publicSince} DESC`, sql`${listings.id} DESC`);
}

/** For each search, its new matches (public after its last alert, up to `at`), newest first. */
export function matchSearches(
  searches: DueSearch[],
  fresh: NewListing[],
  atOf: Map<string, number>,
): Map<number, NewListing[]> {
  const out = new Map<number, NewListing[]>();
  for (const s of searches) {
    const filters = parseFilters(new URLSearchParams(s.query));
    const at = atOf.get(s.userId) ?? 0;
    out.set(
      s.id,
      fresh.filter((l) => l.publicSince > s.lastAlertedAt && l.publicSince <= at && matchesFilters(filters, l)),
    );
  }
  return out;
}

/** The favourites of `userIds` with a price alert whose listing is public and cheaper than told. */
async function priceDrops(db: Db, userIds: string[]) {
  return db
    .select({
      userId: favourites.userId,
      id: listings.id,
      title: listings.title,
      price: listings.price,
      area: listings.area,
      oldPrice: sql<number>`${favourites.alertPrice}`,
    })
    .from(favourites)
    .innerJoin(listings, eq(listings.id, favourites.listingId))
    .where(
      and(
        inArray(favourites.userId, userIds),
        eq(favourites.priceAlert, true),
        eq(listings.isPublic, true),
        lt(listings.price, sql`${favourites.alertPrice}`),
      ),
    );
}

/** The 375 px main photo of each listing shown. */
async function mainPhotos(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ listingId: listingImages.listingId, key: listingImages.key375 })
    .from(listingImages)
    .where(and(inArray(listingImages.listingId, ids), eq(listingImages.position, 0)));
  return new Map(rows.map((r) => [r.listingId, r.key]));
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type DigestContent = {
  drops: Shown[];
  sections: { searchId: number; name: string; query: string; shown: Shown[]; more: number }[];
};

/** The digest mail: each listing with photo, price, locality and link; "and N more" to the search. */
export async function digestEmail(
  to: string,
  content: DigestContent,
  photos: Map<number, string>,
  links: { origin: string; secret: string; userId: string },
): Promise<EmailMessage> {
  const { origin, secret, userId } = links;
  const all: UnsubscribeTarget = {
    userId,
    searchIds: content.sections.map((s) => s.searchId),
    listingIds: content.drops.map((d) => d.id),
  };
  const stopAll = await unsubscribeUrl(origin, secret, all);
  const text: string[] = [];
  const html: string[] = [];
  const item = (l: Shown) => {
    const link = `${origin}/listing/${l.id}`;
    const price = l.oldPrice ? `${formatRupees(l.price)} (was ${formatRupees(l.oldPrice)})` : formatRupees(l.price);
    text.push(`- ${l.title}, ${l.area}: ${price}\n  ${link}`);
    const photo = photos.get(l.id);
    html.push(
      `<tr><td style="padding:4px 8px 4px 0">${
        photo ? `<img src="${esc(origin + imageUrl(photo))}" width="120" alt="">` : ""
      }</td><td><a href="${esc(link)}">${esc(l.title)}</a><br><strong>${esc(price)}</strong><br>${esc(l.area)}</td></tr>`,
    );
  };
  if (content.drops.length) {
    text.push("Price drops on your favourites:");
    html.push("<h2>Price drops on your favourites</h2><table>");
    for (const l of content.drops) item(l);
    html.push("</table>");
  }
  for (const s of content.sections) {
    const search = `${origin}/${s.query ? `?${s.query}` : ""}`;
    const stop = await unsubscribeUrl(origin, secret, { userId, searchIds: [s.searchId], listingIds: [] });
    text.push("", `New for "${s.name}" (${search}):`);
    html.push(`<h2>New for <a href="${esc(search)}">“${esc(s.name)}”</a></h2><table>`);
    for (const l of s.shown) item(l);
    html.push("</table>");
    if (s.more > 0) {
      text.push(`and ${s.more} more: ${search}`);
      html.push(`<p><a href="${esc(search)}">and ${s.more} more</a></p>`);
    }
    text.push(`Stop alerts for this search: ${stop}`);
    html.push(`<p><a href="${esc(stop)}">Stop alerts for this search</a></p>`);
  }
  text.push("", `Stop all the alerts in this mail: ${stopAll}`, "", "Coimbatore Properties");
  html.push(`<p><a href="${esc(stopAll)}">Stop all the alerts in this mail</a></p><p>Coimbatore Properties</p>`);
  return {
    to,
    subject: DIGEST_SUBJECT,
    text: text.join("\n"),
    html: html.join(""),
    // RFC 8058 one-click unsubscribe: mail clients POST "List-Unsubscribe=One-Click" to the URL.
    headers: { "List-Unsubscribe": `<${stopAll}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/**
 * Builds and sends the digests of a batch of jobs. Returns, per job, null when done (sent, or
 * nothing new) or the error that stopped it (the queue retries that job alone).
 */
export async function deliverDigests(env: Env, db: Db, jobs: DigestJob[], sender?: EmailSender) {
  const config = configOf(env);
  const mail = sender ?? queuedSender(env.MAIL_QUEUE, db, config);
  const origin = config.appOrigin ?? LOCAL_ORIGIN;
  const atOf = new Map<string, number>();
  for (const job of jobs) atOf.set(job.userId, Math.max(atOf.get(job.userId) ?? 0, job.at));
  const searches = await dueSearches(db, atOf);
  const since = Math.min(...searches.map((s) => s.lastAlertedAt));
  const fresh = searches.length ? await listingsPublicBetween(db, since, Math.max(...atOf.values())) : [];
  const matches = matchSearches(searches, fresh, atOf);
  const drops = await priceDrops(db, [...atOf.keys()]);
  const people = await db
    .select({ id: users.id, email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, [...atOf.keys()]));
  const emailOf = new Map(people.filter((p) => p.deletedAt === null).map((p) => [p.id, p.email]));

  const outcomes: (unknown | null)[] = [];
  for (const job of jobs) {
    try {
      const mine = searches.filter((s) => s.userId === job.userId);
      const plan = planDigest<Shown>(
        drops.filter((d) => d.userId === job.userId),
        mine.map((s) => ({ searchId: s.id, name: s.name, query: s.query, matches: matches.get(s.id) ?? [] })),
      );
      const to = emailOf.get(job.userId);
      if (to && (plan.drops.length || plan.sections.length)) {
        const photos = await mainPhotos(
          db,
          [...plan.drops, ...plan.sections.flatMap((s) => s.shown)].map((l) => l.id),
        );
        const message = await digestEmail(to, plan, photos, { origin, secret: config.appSecret, userId: job.userId });
        await mail.send(message, { key: digestKey(job.userId, job.day) });
      }
      // Told (or nothing to tell): up to `at` for its searches, the current price for its drops.
      const at = atOf.get(job.userId) ?? job.at;
      const dueIds = mine.map((s) => s.id);
      const told = plan.drops;
      await db.batch([
        db
          .update(savedSearches)
          .set({ lastAlertedAt: at })
          .where(and(inArray(savedSearches.id, dueIds.length ? dueIds : [-1]), lt(savedSearches.lastAlertedAt, at))),
        ...told.map((d) =>
          db
            .update(favourites)
            .set({ alertPrice: d.price })
            .where(and(eq(favourites.userId, job.userId), eq(favourites.listingId, d.id))),
        ),
      ]);
      outcomes.push(null);
    } catch (error) {
      outcomes.push(error);
    }
  }
  return outcomes;
}
