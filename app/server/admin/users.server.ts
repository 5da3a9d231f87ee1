// /admin/users and /admin/user-analytics/:id (docs/product.md#admin): the users table with its
// counts, the per-user views, the analytics page, and the credit adjustment through the user's
// Durable Object. "Views" of a user are the listing opens recorded under their name (their
// viewing history; docs/decisions/0012-admin-users.md). Every query is a fixed number of
// statements whatever the page size: counts come from correlated subqueries on indexed columns.
import { sql } from "drizzle-orm";
import type { Role } from "~/domain/catalog";
import { adjustIdempotencyKey, CREDIT_MESSAGES, dailyGrantLimitMessage } from "~/domain/credits";
import type { DayCount } from "~/domain/views-chart";
import { ADMIN_USERS_PAGE_SIZE, type AdjustCreditsInput, type AdminUsersQuery } from "~/schemas/admin-users";
import type { AuditActor } from "./audit.server";
import type { Db } from "../db/client.server";
import { viewsPerDay } from "../views/views-chart.server";

export type AdminUserRow = {
  id: string;
  username: string;
  fullName: string;
  role: Role;
  phone: string;
  email: string;
  credits: number;
  listings: number;
  views: number;
  /** Credits refunds and lost disputes could not take back (already spent; docs/product.md#payments). */
  creditShortfall: number;
  /** The listings this user opened most, with how often (the hover card). */
  viewedListings: ListingViews[];
};

export type ListingViews = { listingId: number; title: string; views: number };

/** Listings shown per user in the table's hover card; the analytics page has the rest. */
export const HOVER_LISTINGS = 10;
/** Listings in the analytics page's Top 5. */
export const TOP_LISTINGS = 5;

const ORDER_COLUMNS = { listings: "listings", credits: "u.credits", views: "views" } as const;

/** One page of live accounts, filtered by name (username, full name, or e-mail), sorted by a numeric column. */
export async function listAdminUsers(
  db: Db,
  query: AdminUsersQuery,
  pageSize = ADMIN_USERS_PAGE_SIZE,
): Promise<{ rows: AdminUserRow[]; isEnd: boolean }> {
  const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const order = query.sort
    ? sql.raw(`${ORDER_COLUMNS[query.sort]} ${query.dir === "asc" ? "ASC" : "DESC"}, u.created_at DESC, u.id`)
    : sql.raw("u.created_at DESC, u.id");
  const rows = await db.all<{
    id: string;
    username: string;
    full_name: string;
    role: Role;
    phone: string;
    email: string;
    credits: number;
    listings: number;
    views: number;
    shortfall: number;
  }>(sql`
    SELECT u.id, u.username, u.full_name, u.role, u.phone, u.email, u.credits,
      (SELECT count(*) FROM listings l WHERE l.posted_by_id = u.id) AS listings,
      (SELECT count(*) FROM listing_views v WHERE v.user_id = u.id) AS views,
      (SELECT COALESCE(SUM(r.shortfall), 0) FROM payment_refunds r WHERE r.user_id = u.id) AS shortfall
    FROM users u
    WHERE u.deleted_at IS NULL
      AND (${query.q} = '' OR u.username LIKE ${pattern} ESCAPE '\\' OR u.full_name LIKE ${pattern} ESCAPE '\\'
        OR u.email LIKE ${pattern} ESCAPE '\\')
    ORDER BY ${order}
    LIMIT ${pageSize + 1} OFFSET ${(query.page - 1) * pageSize}`);
  const page = rows.slice(0, pageSize);
  const viewed = await viewedListingsOf(
    db,
    page.filter((r) => r.views > 0).map((r) => r.id),
    HOVER_LISTINGS,
  );
  return {
    rows: page.map((r) => ({
      id: r.id,
      username: r.username,
      fullName: r.full_name,
      role: r.role,
      phone: r.phone,
      email: r.email,
      credits: r.credits,
      listings: r.listings,
      views: r.views,
      creditShortfall: r.shortfall,
      viewedListings: viewed.get(r.id) ?? [],
    })),
    isEnd: rows.length <= pageSize,
  };
}

/** Per user, the listings they opened most (at most `limit` each), in one query for all of them. */
async function viewedListingsOf(db: Db, userIds: string[], limit: number): Promise<Map<string, ListingViews[]>> {
  const out = new Map<string, ListingViews[]>();
  if (userIds.length === 0) return out;
  const rows = await db.all<{ user_id: string; listing_id: number; title: string; views: number }>(sql`
    SELECT user_id, listing_id, title, views FROM (
      SELECT v.user_id, v.listing_id, l.title, count(*) AS views,
        row_number() OVER (PARTITION BY v.user_id ORDER BY count(*) DESC, v.listing_id DESC) AS rank
      FROM listing_views v JOIN listings l ON l.id = v.listing_id
      WHERE v.user_id IN (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      GROUP BY v.user_id, v.listing_id
    ) WHERE rank <= ${limit}
    ORDER BY user_id, views DESC, listing_id DESC`);
  for (const r of rows) {
    const list = out.get(r.user_id) ?? [];
    list.push({ listingId: r.listing_id, title: r.title, views: r.views });
    out.set(r.user_id, list);
  }
  return out;
}

export type UserAnalytics = {
  user: { id: string; username: string; fullName: string; email: string; phone: string; role: Role; credits: number };
  listings: { id: number; title: string; status: string; views: number; createdAt: number }[];
  /** The views of the listings posted: the sum of the `listings` rows' counters, as the table shows them. */
  listingViews: number;
  /** Every listing the user opened, most opened first. */
  views: ListingViews[];
  /** The user's own opens: the sum of the `views` rows (their viewing history, decision 0012). */
  totalViews: number;
  /** The first 5 of `views`: the Top 5 and its "No views found" come from the same rows. */
  top: ListingViews[];
  /** The last 30 India days, oldest first. */
  perDay: DayCount[];
};

/** The analytics page of one live account, or null (unknown or deleted). `now` sets the 30-day window. */
export async function userAnalytics(db: Db, userId: string, now: number): Promise<UserAnalytics | null> {
  const user = await db.get<UserAnalytics["user"] & { full_name: string }>(sql`
    SELECT id, username, full_name, email, phone, role, credits FROM users WHERE id = ${userId} AND deleted_at IS NULL`);
  if (!user) return null;
  const [listings, views, days] = await Promise.all([
    db.all<{ id: number; title: string; status: string; views: number; created_at: number }>(sql`
      SELECT id, title, status, views, created_at FROM listings WHERE posted_by_id = ${userId}
      ORDER BY created_at DESC, id DESC LIMIT 200`),
    db.all<{ listing_id: number; title: string; views: number }>(sql`
      SELECT v.listing_id, l.title, count(*) AS views
      FROM listing_views v JOIN listings l ON l.id = v.listing_id
      WHERE v.user_id = ${userId}
      GROUP BY v.listing_id ORDER BY views DESC, v.listing_id DESC`),
    viewsPerDay(db, { userId }, now),
  ]);
  const viewList = views.map((v) => ({ listingId: v.listing_id, title: v.title, views: v.views }));
  return {
    user: {
      id: user.id,
      username: user.username,
      fullName: user.full_name,
      email: user.email,
      phone: user.phone,
      role: user.role,
      credits: user.credits,
    },
    listings: listings.map((l) => ({
      id: l.id,
      title: l.title,
      status: l.status,
      views: l.views,
      createdAt: l.created_at,
    })),
    listingViews: listings.reduce((sum, l) => sum + l.views, 0),
    views: viewList,
    totalViews: viewList.reduce((sum, v) => sum + v.views, 0),
    top: viewList.slice(0, TOP_LISTINGS),
    perDay: days,
  };
}

/** Who the credits page is about: a live account's name and balance, or null. */
export async function creditTarget(
  db: Db,
  userId: string,
): Promise<{ id: string; username: string; fullName: string; role: Role; credits: number } | null> {
  const row = await db.get<{ id: string; username: string; full_name: string; role: Role; credits: number }>(sql`
    SELECT id, username, full_name, role, credits FROM users WHERE id = ${userId} AND deleted_at IS NULL`);
  return row
    ? { id: row.id, username: row.username, fullName: row.full_name, role: row.role, credits: row.credits }
    : null;
}

export type AdjustOutcome = { ok: true; applied: boolean; balance: number } | { ok: false; message: string };

/** Adds or removes credits through the user's UserCredits object (ledger, balance and audit in one batch). */
export async function adjustCredits(
  env: Env,
  actor: AuditActor,
  userId: string,
  input: AdjustCreditsInput,
): Promise<AdjustOutcome> {
  const stub = env.CREDITS.get(env.CREDITS.idFromName(userId));
  const result = await stub.adjust({
    userId,
    amount: input.direction === "add" ? input.amount : -input.amount,
    reason: input.reason,
    actor: { id: actor.id, email: actor.email },
    idempotencyKey: adjustIdempotencyKey(actor.id, userId, input.token),
  });
  if (result.ok) return result;
  if (result.reason === "daily-limit") return { ok: false, message: dailyGrantLimitMessage(result.grantedToday) };
  return {
    ok: false,
    message: result.reason === "below-zero" ? CREDIT_MESSAGES.adjustBelowZero : CREDIT_MESSAGES.adjustFailed,
  };
}
