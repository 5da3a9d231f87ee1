// The daily alert digest (docs/product.md#alerts, decision 0048). At 07:30 India time the job
// (workers/app.ts `scheduled`) reads the listings that became public since the oldest due search
// was last told, once (listings_public_since_idx), matches every due search in memory
// (app/domain/alerts.ts), tells the searches with nothing new that they are told, and enqueues one
// message per user with news or a price drop on the mail queue. The queue's consumer
// (app/server/mail/queue.server.ts) hands each batch to `deliverDigests`, which builds each digest
// (the listings still public, the favourites whose price fell) and sends each user at most one
// mail a day (its key is the user and the India day). Order: send, then advance last_alerted_at
// and alert_price. A redelivery before the advance builds the same digest and finds its key
// claimed: no second mail, no news lost; after the advance the searches are told already.
import { and, eq, gt, inArray, lt, lte, ne, or, type SQL, sql } from "drizzle-orm";
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
import { placeName } from "~/domain/catalog";
import { formatRupees, formatShortRupees } from "~/domain/format";
import type { Lang } from "~/domain/language";
import { mail as MAIL } from "~/messages/mail.server";
import { fill } from "~/messages/messages";
import { createDb, type Db } from "../db/client.server";
import { runBatch } from "../db/batch.server";
import { favourites, listingImages, listings, savedSearches, users } from "../db/schema.server";
import { type EmailMessage, type EmailSender, mailHtml, mailLink, mailWords, queuedSender } from "../mail/email.server";
import { configOf } from "../platform/env.server";
import { imageUrl } from "../photos/urls.server";
import { unsubscribeUrl } from "./unsubscribe.server";

export const DIGEST_SUBJECT = MAIL.en.digest.subject;
/** Local runs without APP_ORIGIN (production requires it) link to the dev server. */
const LOCAL_ORIGIN = "http://localhost:8787";
/** Messages per sendBatch call (the Queues limit is 100). */
const ENQUEUE_CHUNK = 100;

// ---------------------------------------------------------------------------------------------
// The job: who has news.

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

/** Listing ids a message carries per search (newest first); the rest only count for "and N more". */
const IDS_PER_SEARCH = 30;

/** A mail-queue message: build and send one user's digest of `day` with news up to `at`. */
export type DigestJob = {
  kind: "digest";
  userId: string;
  day: string;
  at: number;
  /** Each due search with news: its newest matches and how many there are. */
  searches: { id: number; listingIds: number[]; total: number }[];
};

const searchColumns = {
  id: savedSearches.id,
  userId: savedSearches.userId,
  name: savedSearches.name,
  query: savedSearches.query,
  frequency: savedSearches.frequency,
  lastAlertedAt: savedSearches.lastAlertedAt,
};

/** The saved searches due at `now` (of `onlyUsers` when given). */
export async function dueSearchesAt(db: Db, now: number, onlyUsers?: string[]): Promise<DueSearch[]> {
  const due = or(
    and(eq(savedSearches.frequency, "daily"), lt(savedSearches.lastAlertedAt, now)),
    and(eq(savedSearches.frequency, "weekly"), lte(savedSearches.lastAlertedAt, weeklyDueBefore(now))),
  );
  const rows = onlyUsers
    ? await chunked(onlyUsers, (part) =>
        db
          .select(searchColumns)
          .from(savedSearches)
          .where(and(due, inArray(savedSearches.userId, part))),
      )
    : await db.select(searchColumns).from(savedSearches).where(due);
  return rows.filter((s) => isAlertDue(s.frequency, s.lastAlertedAt, now));
}

/** Users with a favourite whose price fell below the price they were told (of `onlyUsers` when given). */
export async function usersWithPriceDrops(db: Db, onlyUsers?: string[]): Promise<string[]> {
  const dropped = and(eq(favourites.priceAlert, true), publicListingFromFavourite, priceBelowAlert);
  const query = (where: SQL | undefined) =>
    db
      .selectDistinct({ userId: favourites.userId })
      .from(favourites)
      .innerJoin(listings, eq(listings.id, favourites.listingId))
      .where(where);
  const rows = onlyUsers
    ? await chunked(onlyUsers, (part) => query(and(dropped, inArray(favourites.userId, part))))
    : await query(dropped);
  return rows.map((r) => r.userId);
}

/**
 * The run's messages: one read of the new listings for every due search, matched in memory. The
 * searches with nothing new are told up to `now` here; the others when their digest has gone.
 */
export async function digestJobs(db: Db, now: number, onlyUsers?: string[]): Promise<DigestJob[]> {
  const day = istDate(now);
  const searches = await dueSearchesAt(db, now, onlyUsers);
  const fresh = searches.length
    ? await listingsPublicBetween(db, Math.min(...searches.map((s) => s.lastAlertedAt)), now)
    : [];
  const matches = matchSearches(searches, fresh, now);
  const jobs = new Map<string, DigestJob>();
  const jobOf = (userId: string) => {
    let job = jobs.get(userId);
    if (!job) {
      job = { kind: "digest", userId, day, at: now, searches: [] };
      jobs.set(userId, job);
    }
    return job;
  };
  const quiet: number[] = [];
  for (const s of searches) {
    const found = matches.get(s.id) ?? [];
    if (!found.length) quiet.push(s.id);
    else jobOf(s.userId).searches.push({ id: s.id, listingIds: found.slice(0, IDS_PER_SEARCH), total: found.length });
  }
  for (const userId of await usersWithPriceDrops(db, onlyUsers)) jobOf(userId);
  for (let i = 0; i < quiet.length; i += ID_CHUNK * 10) {
    const parts = [];
    for (let j = i; j < Math.min(quiet.length, i + ID_CHUNK * 10); j += ID_CHUNK)
      parts.push(quiet.slice(j, j + ID_CHUNK));
    await runBatch(
      db,
      parts.map((ids) =>
        db
          .update(savedSearches)
          .set({ lastAlertedAt: now })
          .where(and(inArray(savedSearches.id, ids), lt(savedSearches.lastAlertedAt, now))),
      ),
    );
  }
  return [...jobs.values()];
}

/** The daily job: one digest message per user with news. */
export async function enqueueDigests(queue: Queue, db: Db, now: number, onlyUsers?: string[]) {
  const jobs = await digestJobs(db, now, onlyUsers);
  for (let i = 0; i < jobs.length; i += ENQUEUE_CHUNK) {
    await queue.sendBatch(jobs.slice(i, i + ENQUEUE_CHUNK).map((body) => ({ body, contentType: "json" as const })));
  }
  return { users: jobs.length };
}

/** The job as the Worker's scheduled handler runs it (wrangler.toml [triggers], ALERTS_CRON). */
export function runAlertDigests(env: Env, now: number) {
  return enqueueDigests(env.MAIL_QUEUE, createDb(env.DB), now);
}

/** 02:00 UTC is 07:30 in India. */
export const ALERTS_CRON = "0 2 * * *";

/** D1 takes at most 100 bound values a statement: ids go in chunks. */
const ID_CHUNK = 90;
async function chunked<I, T>(ids: I[], read: (part: I[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) out.push(...(await read(ids.slice(i, i + ID_CHUNK))));
  return out;
}

/**
 * Every Approved public listing that became public after `since` and up to `until`, newest first:
 * one read of listings_public_since_idx for all the searches of a run. Sold listings are public
 * but are not news.
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

/**
 * Each search's new matches (public after its last alert, up to `at`), newest first, as ids.
 * Searches with the same query share one pass over the listings (newest first, down to the
 * oldest last alert among them); each then takes the part newer than its own last alert.
 */
export function matchSearches(searches: DueSearch[], fresh: NewListing[], at: number): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const [query, group] of groupBy(searches, (s) => s.query)) {
    const filters = parseFilters(new URLSearchParams(query));
    const oldest = Math.min(...group.map((s) => s.lastAlertedAt));
    const matched: NewListing[] = [];
    for (const l of fresh) {
      if (l.publicSince <= oldest) break;
      if (l.publicSince <= at && matchesFilters(filters, l)) matched.push(l);
    }
    for (const s of group) {
      const ids: number[] = [];
      for (const l of matched) {
        if (l.publicSince <= s.lastAlertedAt) break;
        ids.push(l.id);
      }
      out.set(s.id, ids);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The consumer: build and send.

/**
 * The listing side of a price-drop query, written `+column` so that SQLite starts from the
 * favourites (favourites_price_alert_idx) and looks each listing up by id, never walking the
 * public listings' index first (the plan it picked: 400 ms a batch at 100,000 listings).
 */
const publicListingFromFavourite = sql`+${listings.isPublic} = 1`;
const priceBelowAlert = sql`+${listings.price} < ${favourites.alertPrice}`;

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
        publicListingFromFavourite,
        priceBelowAlert,
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

/**
 * A listing's price in a digest: whole rupees in English as always; in Tamil in லட்சம் and கோடி as
 * the Tamil pages show it, unless that would make a price drop read as no drop at all.
 */
function digestPrice(l: Shown, lang: Lang): string {
  if (lang === "en") {
    return l.oldPrice ? `${formatRupees(l.price)} (was ${formatRupees(l.oldPrice)})` : formatRupees(l.price);
  }
  let format = (v: number) => formatShortRupees(v, lang);
  if (l.oldPrice && format(l.price) === format(l.oldPrice)) format = formatRupees;
  return l.oldPrice
    ? fill(mailWords(lang).digest.was, { price: format(l.price), old: format(l.oldPrice) })
    : format(l.price);
}

/**
 * The digest mail: each listing with photo, price, locality and link; "and N more" to the search.
 * In the user's language (users.lang): its words, amounts and places; its links open the pages in
 * that language. The one-click unsubscribe of the List-Unsubscribe header stays unprefixed, the
 * one path that takes a mail provider's cross-origin POST (workers/app.ts).
 */
export async function digestEmail(
  to: string,
  content: DigestContent,
  photos: Map<number, string>,
  links: { origin: string; secret: string; userId: string },
  lang: Lang = "en",
): Promise<EmailMessage> {
  const { origin, secret, userId } = links;
  const words = mailWords(lang);
  const page = (url: string) => mailLink(origin, url.slice(origin.length), lang);
  const all: UnsubscribeTarget = {
    userId,
    searchIds: content.sections.map((s) => s.searchId),
    listingIds: content.drops.map((d) => d.id),
  };
  const oneClick = await unsubscribeUrl(origin, secret, all);
  const stopAll = page(oneClick);
  const text: string[] = [];
  const html: string[] = [];
  const item = (l: Shown) => {
    const link = mailLink(origin, `/listing/${l.id}`, lang);
    const price = digestPrice(l, lang);
    const area = placeName(l.area, lang);
    text.push(`- ${l.title}, ${area}: ${price}\n  ${link}`);
    const photo = photos.get(l.id);
    html.push(
      `<tr><td style="padding:4px 8px 4px 0">${
        photo ? `<img src="${esc(origin + imageUrl(photo))}" width="120" alt="">` : ""
      }</td><td><a href="${esc(link)}">${esc(l.title)}</a><br><strong>${esc(price)}</strong><br>${esc(area)}</td></tr>`,
    );
  };
  if (content.drops.length) {
    text.push(`${words.digest.drops}:`);
    html.push(`<h2>${esc(words.digest.drops)}</h2><table>`);
    for (const l of content.drops) item(l);
    html.push("</table>");
  }
  for (const s of content.sections) {
    const search = mailLink(origin, `/${s.query ? `?${s.query}` : ""}`, lang);
    const stop = page(await unsubscribeUrl(origin, secret, { userId, searchIds: [s.searchId], listingIds: [] }));
    const named = `<a href="${esc(search)}">“${esc(s.name)}”</a>`;
    text.push("", fill(words.digest.newForText, { name: s.name, link: search }));
    html.push(`<h2>${fill(esc(words.digest.newForHtml), { name: named })}</h2><table>`);
    for (const l of s.shown) item(l);
    html.push("</table>");
    if (s.more > 0) {
      text.push(fill(words.digest.moreText, { count: s.more, link: search }));
      html.push(`<p><a href="${esc(search)}">${esc(fill(words.digest.moreHtml, { count: s.more }))}</a></p>`);
    }
    text.push(`${words.digest.stopSearch}: ${stop}`);
    html.push(`<p><a href="${esc(stop)}">${esc(words.digest.stopSearch)}</a></p>`);
  }
  text.push("", `${words.digest.stopAll}: ${stopAll}`, "", words.signature);
  html.push(`<p><a href="${esc(stopAll)}">${esc(words.digest.stopAll)}</a></p><p>${esc(words.signature)}</p>`);
  return {
    to,
    subject: words.digest.subject,
    text: text.join("\n"),
    html: mailHtml(html.join(""), lang),
    // RFC 8058 one-click unsubscribe: mail clients POST "List-Unsubscribe=One-Click" to the URL.
    headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = out.get(key);
    if (list) list.push(item);
    else out.set(key, [item]);
  }
  return out;
}

/**
 * Builds and sends the digests of a batch of jobs. Returns, per job, null when done (sent, or
 * nothing left to tell) or the error that stopped it (the queue retries that job alone).
 */
export async function deliverDigests(env: Env, db: Db, jobs: DigestJob[], sender?: EmailSender) {
  const config = configOf(env);
  const mail = sender ?? queuedSender(env.MAIL_QUEUE, db, config);
  const origin = config.appOrigin ?? LOCAL_ORIGIN;
  const userIds = [...new Set(jobs.map((j) => j.userId))];
  const searchIds = jobs.flatMap((j) => (j.searches ?? []).map((s) => s.id));
  const listingIds = [...new Set(jobs.flatMap((j) => (j.searches ?? []).flatMap((s) => s.listingIds)))];
  // What still holds: a search turned off since the job, or a listing hidden since, drops out.
  const searches = new Map(
    (
      await chunked(searchIds, (part) =>
        db
          .select({
            id: savedSearches.id,
            name: savedSearches.name,
            query: savedSearches.query,
            lastAlertedAt: savedSearches.lastAlertedAt,
          })
          .from(savedSearches)
          .where(and(inArray(savedSearches.id, part), ne(savedSearches.frequency, "off"))),
      )
    ).map((s) => [s.id, s]),
  );
  const shownListings = new Map(
    (
      await chunked(listingIds, (part) =>
        db
          .select({ id: listings.id, title: listings.title, price: listings.price, area: listings.area })
          .from(listings)
          .where(and(inArray(listings.id, part), eq(listings.isPublic, true), eq(listings.status, "Approved"))),
      )
    ).map((l) => [l.id, l]),
  );
  const dropsOf = groupBy(await chunked(userIds, (part) => priceDrops(db, part)), (d) => d.userId);
  const people = await chunked(userIds, (part) =>
    db
      .select({ id: users.id, email: users.email, lang: users.lang, deletedAt: users.deletedAt })
      .from(users)
      .where(inArray(users.id, part)),
  );
  const emailOf = new Map(people.filter((p) => p.deletedAt === null).map((p) => [p.id, p.email]));
  // Each digest in its user's language as it is when the digest is built (a job queued before a
  // switch, or before users.lang existed, reads it then: the job itself carries no language).
  const langOf = new Map(people.map((p) => [p.id, p.lang]));

  const outcomes: (unknown | null)[] = [];
  for (const job of jobs) {
    try {
      const owed = (job.searches ?? []).flatMap((s) => {
        const row = searches.get(s.id);
        // Told already (a redelivery after the advance): nothing more for this search.
        if (!row || row.lastAlertedAt >= job.at) return [];
        const matches = s.listingIds.flatMap((id) => shownListings.get(id) ?? []);
        return [
          {
            searchId: s.id,
            name: row.name,
            query: row.query,
            matches,
            total: s.total - (s.listingIds.length - matches.length),
          },
        ];
      });
      const plan = planDigest<Shown>(dropsOf.get(job.userId) ?? [], owed);
      const to = emailOf.get(job.userId);
      if (to && (plan.drops.length || plan.sections.length)) {
        const photos = await mainPhotos(
          db,
          [...plan.drops, ...plan.sections.flatMap((s) => s.shown)].map((l) => l.id),
        );
        const message = await digestEmail(
          to,
          plan,
          photos,
          { origin, secret: config.appSecret, userId: job.userId },
          langOf.get(job.userId) ?? "en",
        );
        await mail.send(message, { key: digestKey(job.userId, job.day) });
      }
      // Told: its searches up to `at`, its drops at the price shown.
      const owedIds = owed.map((s) => s.searchId);
      await runBatch(db, [
        ...(owedIds.length
          ? [
              db
                .update(savedSearches)
                .set({ lastAlertedAt: job.at })
                .where(and(inArray(savedSearches.id, owedIds), lt(savedSearches.lastAlertedAt, job.at))),
            ]
          : []),
        ...plan.drops.map((d) =>
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
