// The admin's listings (docs/product.md#admin): the moderation table of /admin/listings and
// what /admin/listing/:id adds to the detail page (views per day, the rejection mail). Status
// changes and deletes themselves are in listing-admin.server.ts, shared with the detail page.
import { type AnyColumn, and, asc, desc, eq, gte, sql } from "drizzle-orm";
import type { ListingStatus, PosterType, PropertyType } from "~/domain/catalog";
import { CHART_DAYS, DAY_MS, type DayCount, dailySeries, IST_OFFSET_MS, windowStart } from "~/domain/views-chart";
import type { AdminListingsQuery } from "~/schemas/admin-listings";
import type { Db } from "./db/client.server";
import { listings, listingViews, users } from "./db/schema.server";
import type { EmailMessage } from "./email.server";

export const ADMIN_LISTINGS_PAGE_SIZE = 20;

export type AdminListingRow = {
  id: number;
  title: string;
  type: PropertyType;
  price: number;
  postedBy: string;
  phone: string | null;
  poster: PosterType;
  area: string;
  city: string;
  views: number;
  status: ListingStatus;
};

/** Contains `needle`, any case (no LIKE, so % and _ typed in a filter are plain characters). */
const contains = (column: AnyColumn, needle: string) => sql`instr(lower(${column}), ${needle.toLowerCase()}) > 0`;

/** One page of every listing, whatever its status, filtered and sorted as the URL says. */
export async function adminListingsPage(
  db: Db,
  q: Pick<AdminListingsQuery, "area" | "city" | "status" | "type" | "sort" | "order" | "page">,
  pageSize = ADMIN_LISTINGS_PAGE_SIZE,
): Promise<{ rows: AdminListingRow[]; isEnd: boolean }> {
  const where = and(
    q.area ? contains(listings.area, q.area) : undefined,
    q.city ? contains(listings.city, q.city) : undefined,
    q.status ? eq(listings.status, q.status) : undefined,
    q.type ? eq(listings.type, q.type) : undefined,
  );
  const order =
    q.sort === "views"
      ? [q.order === "asc" ? asc(listings.views) : desc(listings.views), desc(listings.id)]
      : // The moderation queue: what waits for a decision comes first.
        [sql`CASE WHEN ${listings.status} = 'Pending' THEN 0 ELSE 1 END`, desc(listings.id)];
  const rows = await db
    .select({
      id: listings.id,
      title: listings.title,
      type: listings.type,
      price: listings.price,
      postedBy: users.username,
      phone: users.phone,
      poster: listings.poster,
      area: listings.area,
      city: listings.city,
      views: listings.views,
      status: listings.status,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.postedById))
    .where(where)
    .orderBy(...order)
    .limit(pageSize + 1)
    .offset((q.page - 1) * pageSize);
  return { rows: rows.slice(0, pageSize), isEnd: rows.length <= pageSize };
}

/** Counted views of a listing per day for the last CHART_DAYS days up to `now` (IST days). */
export async function viewsPerDay(db: Db, listingId: number, now: number): Promise<DayCount[]> {
  // Whole IST days, as istDay() counts them: the constants are written into the SQL because a
  // bound JS number may arrive as a REAL, and the division must stay an integer one.
  const day = sql<number>`(${listingViews.createdAt} + ${sql.raw(String(IST_OFFSET_MS))}) / ${sql.raw(String(DAY_MS))}`;
  const rows = await db
    .select({ day, count: sql<number>`count(*)` })
    .from(listingViews)
    .where(
      and(
        eq(listingViews.listingId, listingId),
        eq(listingViews.counted, true),
        gte(listingViews.createdAt, windowStart(now, CHART_DAYS)),
      ),
    )
    .groupBy(day);
  return dailySeries(new Map(rows.map((r) => [Number(r.day), Number(r.count)])), now, CHART_DAYS);
}

/** The mail to a poster whose listing was rejected, with the admin's reason. */
export function rejectionEmail(to: string, listing: { id: number; title: string }, reason: string): EmailMessage {
  const intro = `Your listing "${listing.title}" (#${listing.id}) was not approved for Coimbatore Properties.`;
  const outro = "If you have questions, reply through the Contact link on the website.";
  const text = `${intro}\n\nReason: ${reason}\n\n${outro}\n\nCoimbatore Properties`;
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<p>${esc(intro)}</p><p><strong>Reason:</strong> ${esc(reason)}</p><p>${esc(outro)}</p><p>Coimbatore Properties</p>`;
  return { to, subject: "Your listing was not approved", text, html };
}
