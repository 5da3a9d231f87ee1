// The admin's listings (docs/product.md#admin): the moderation table of /admin/listings and
// what /admin/listing/:id adds to the detail page (its views per day come from
// views-chart.server.ts); the mails a status change sends the poster (rejected, live). Status changes and deletes themselves are in
// listings/manage.server.ts, shared with the detail page.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { type AnyColumn, and, asc, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { HiddenReason, ListingStatus, PosterType, PropertyType } from "~/domain/catalog";
import { posterNotice } from "~/domain/listing-moderation";
import { matchLocalities } from "~/domain/locality-match";
import type { AdminListingsQuery } from "~/schemas/admin-listings";
import type { Db } from "../db/client.server";
import { listingReviews, listings, users } from "../db/schema.server";
import type { Lang } from "~/domain/language";
import { fill } from "~/messages/messages";
import { type EmailMessage, getEmailSender, linkMail, mailHtml, mailLink, mailWords } from "../mail/email.server";
import { type PendingReview, pendingReviews } from "../listings/listing-reviews.server";

export const ADMIN_LISTINGS_PAGE_SIZE = 20;

export type AdminListingRow = {
  id: number;
  title: string;
  type: PropertyType;
  price: number;
  /** With type and price, the unit price the public pages show (formatUnitPrice). */
  landArea: number;
  squareFeet: number;
  postedBy: string;
  phone: string | null;
  poster: PosterType;
  area: string;
  city: string;
  views: number;
  status: ListingStatus;
  /** Why it is out of public view, and a listing it may repeat (docs/product.md#trust). */
  hiddenReason: HiddenReason | null;
  duplicateOf: number | null;
  /** "Edited since approval": what changed, for the queue to show before and after. */
  review: PendingReview | null;
};

/** Contains `needle`, any case (no LIKE, so % and _ typed in a filter are plain characters). */
const contains = (column: AnyColumn, needle: string) => sql`instr(lower(${column}), ${needle.toLowerCase()}) > 0`;

/**
 * The Area filter: the text as contained in the area, or any locality it names in another
 * spelling or misspells ("saravanampatty"; docs/product.md#locality-matching).
 */
function areaMatches(text: string) {
  const localities = matchLocalities(text);
  const typed = contains(listings.area, text);
  return localities.length ? or(typed, inArray(listings.area, localities)) : typed;
}

/** One page of every listing, whatever its status, filtered and sorted as the URL says. */
export async function adminListingsPage(
  db: Db,
  q: Pick<AdminListingsQuery, "area" | "city" | "status" | "type" | "sort" | "order" | "page"> &
    Partial<Pick<AdminListingsQuery, "review">>,
  pageSize = ADMIN_LISTINGS_PAGE_SIZE,
): Promise<{ rows: AdminListingRow[]; isEnd: boolean }> {
  const where = and(
    q.area ? areaMatches(q.area) : undefined,
    q.city ? contains(listings.city, q.city) : undefined,
    q.status ? eq(listings.status, q.status) : undefined,
    q.type ? eq(listings.type, q.type) : undefined,
    q.review === "edited" ? isNotNull(listingReviews.listingId) : undefined,
  );
  const order =
    q.sort === "views"
      ? [q.order === "asc" ? asc(listings.views) : desc(listings.views), desc(listings.id)]
      : // The moderation queue: what waits for a decision comes first, then edits since approval.
        [
          sql`CASE WHEN ${listings.status} = 'Pending' THEN 0 WHEN ${listingReviews.listingId} IS NOT NULL THEN 1 ELSE 2 END`,
          desc(listings.id),
        ];
  const rows = await db
    .select({
      id: listings.id,
      title: listings.title,
      type: listings.type,
      price: listings.price,
      landArea: listings.landArea,
      squareFeet: listings.squareFeet,
      postedBy: users.username,
      phone: users.phone,
      poster: listings.poster,
      area: listings.area,
      city: listings.city,
      views: listings.views,
      status: listings.status,
      hiddenReason: listings.hiddenReason,
      duplicateOf: listings.duplicateOf,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.postedById))
    .leftJoin(listingReviews, eq(listingReviews.listingId, listings.id))
    .where(where)
    .orderBy(...order)
    .limit(pageSize + 1)
    .offset((q.page - 1) * pageSize);
  const page = rows.slice(0, pageSize);
  const reviews = await pendingReviews(
    db,
    page.map((r) => r.id),
  );
  return { rows: page.map((r) => ({ ...r, review: reviews.get(r.id) ?? null })), isEnd: rows.length <= pageSize };
}

type MailedListing = { id: number; title: string };

/**
 * The mail to a poster whose listing was rejected, with the admin's reason and the way back:
 * fix it and press "Resubmit for review" on My Listings (docs/product.md#my-listings-and-deleting).
 * In the poster's language (app/messages/mail.server.ts); the reason as the admin wrote it.
 */
export function rejectionEmail(
  to: string,
  listing: MailedListing,
  reason: string,
  origin: string,
  lang: Lang = "en",
): EmailMessage {
  const words = mailWords(lang);
  const intro = fill(words.rejected.intro, { title: listing.title, id: listing.id });
  const next = words.rejected.next;
  const link = mailLink(origin, "/seller/listings", lang);
  const outro = words.rejected.outro;
  const label = words.rejected.reason;
  const text = `${intro}\n\n${label} ${reason}\n\n${next}\n${link}\n\n${outro}\n\n${words.signature}`;
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html =
    `<p>${esc(intro)}</p><p><strong>${esc(label)}</strong> ${esc(reason)}</p>` +
    `<p>${esc(next)}</p><p><a href="${esc(link)}">${esc(words.rejected.myListings)}</a></p><p>${esc(outro)}</p>` +
    `<p>${esc(words.signature)}</p>`;
  return { to, subject: words.rejected.subject, text, html: mailHtml(html, lang) };
}

/** The mail to a poster whose listing a superadmin approved: it is public now. */
export function liveEmail(to: string, listing: MailedListing, origin: string, lang: Lang = "en"): EmailMessage {
  const words = mailWords(lang).live;
  return linkMail(
    to,
    words.subject,
    fill(words.intro, { title: listing.title, id: listing.id }),
    words.action,
    mailLink(origin, `/listing/${listing.id}`, lang),
    words.outro,
    lang,
  );
}

/**
 * Tells the poster about a superadmin's status change (posterNotice): rejected with the reason,
 * or live. Called after the change is saved and audited; a lost mail is logged and never undoes it.
 */
export async function mailPosterAboutStatus(
  context: AppLoadContext,
  origin: string,
  change: {
    before: ListingStatus;
    status: ListingStatus;
    reason?: string | null;
    listing: MailedListing & { posterEmail: string; posterLang?: Lang };
  },
): Promise<void> {
  const { listing, reason } = change;
  const notice = posterNotice(change.before, change.status, reason);
  if (!notice) return;
  const lang = listing.posterLang ?? "en";
  const mail =
    notice === "live"
      ? liveEmail(listing.posterEmail, listing, origin, lang)
      : rejectionEmail(listing.posterEmail, listing, reason?.trim() ?? "", origin, lang);
  try {
    await getEmailSender(context).send(mail);
  } catch (error) {
    console.error(`${notice} mail failed`, error);
  }
}
