// Credits for the pages (docs/product.md#credits): revealing a seller's mobile through the
// buyer's UserCredits Durable Object, who may see a number, the credit history and enquiries.
import { and, desc, eq, sql } from "drizzle-orm";
import { CREDIT_MESSAGES } from "~/domain/credits";
import { isAdmin } from "~/domain/permissions";
import type { Role } from "~/domain/catalog";
import type { Db } from "../db/client.server";
import { enquiries, listings, users } from "../db/schema.server";

type Viewer = { id: string; role: Role };

/**
 * The seller's number as this viewer may see it: their own and (for admins) anyone's at once;
 * otherwise only after they paid to reveal it; null means masked. Pages get the number from
 * here only, so it is in no HTML, loader or .data response before it is revealed.
 */
export async function visiblePhone(
  db: Db,
  viewer: Viewer | null,
  sellerId: string,
): Promise<{ phone: string | null; hasPhone: boolean }> {
  const row = await db
    .select({
      phone: users.phone,
      paid: viewer
        ? sql<number>`EXISTS (SELECT 1 FROM enquiries WHERE buyer_id = ${viewer.id} AND seller_id = ${sellerId})`
        : sql<number>`0`,
    })
    .from(users)
    .where(eq(users.id, sellerId))
    .get();
  const hasPhone = Boolean(row?.phone);
  if (!row || !hasPhone || !viewer) return { phone: null, hasPhone };
  const maySee = viewer.id === sellerId || isAdmin(viewer.role) || Number(row.paid) === 1;
  return { phone: maySee ? row.phone : null, hasPhone };
}

export type RevealOutcome =
  | { ok: true; charged: boolean }
  | { ok: false; reason: "insufficient" | "limit" | "seller-not-found" | "no-phone"; message: string };

/** Pays (once per seller) for the seller's number through the buyer's Durable Object. */
export async function revealSellerPhone(
  env: Env,
  db: Db,
  viewer: Viewer,
  sellerId: string,
  listingId: number | null,
): Promise<RevealOutcome> {
  const seller = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(and(eq(users.id, sellerId), sql`${users.deletedAt} IS NULL`))
    .get();
  if (!seller) return { ok: false, reason: "seller-not-found", message: CREDIT_MESSAGES.sellerGone };
  // Nothing to sell: never charge for an empty number.
  if (!seller.phone) return { ok: false, reason: "no-phone", message: NO_PHONE };
  if (viewer.id === seller.id || isAdmin(viewer.role)) return { ok: true, charged: false };

  const stub = env.CREDITS.get(env.CREDITS.idFromName(viewer.id));
  const result = await stub.reveal({
    buyerId: viewer.id,
    sellerId: seller.id,
    listingId,
    // One key per (buyer, seller): however often the form is sent, the seller is paid for once.
    idempotencyKey: `reveal:${viewer.id}:${seller.id}`,
  });
  if (result.ok) return { ok: true, charged: result.charged };
  switch (result.reason) {
    case "insufficient":
    case "buyer-not-found":
      return { ok: false, reason: "insufficient", message: CREDIT_MESSAGES.revealFailed };
    case "limit":
      return { ok: false, reason: "limit", message: CREDIT_MESSAGES.revealLimit };
    case "seller-not-found":
      return { ok: false, reason: "seller-not-found", message: CREDIT_MESSAGES.sellerGone };
  }
}

export const NO_PHONE = "This seller has not added a mobile number yet.";

export const HISTORY_PAGE_SIZE = 20;

export type CreditHistoryRow = {
  id: number;
  description: string;
  amount: number;
  createdAt: number;
  balanceAfter: number;
};

/**
 * One page of the ledger, newest first. Rows written before balance_after existed get it from
 * the current balance minus everything after them (the ledger sums to the balance).
 */
export async function creditHistory(
  db: Db,
  userId: string,
  page: number,
  pageSize = HISTORY_PAGE_SIZE,
): Promise<{ rows: CreditHistoryRow[]; isEnd: boolean }> {
  const rows = await db.all<{
    id: number;
    description: string;
    amount: number;
    created_at: number;
    balance_after: number;
  }>(sql`
    SELECT id, description, amount, created_at,
      COALESCE(balance_after,
        (SELECT credits FROM users WHERE id = ${userId})
          - COALESCE(SUM(amount) OVER (ORDER BY id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
      ) AS balance_after
    FROM credit_transactions
    WHERE user_id = ${userId}
    ORDER BY id DESC
    LIMIT ${pageSize + 1} OFFSET ${(page - 1) * pageSize}`);
  return {
    rows: rows.slice(0, pageSize).map((r) => ({
      id: r.id,
      description: r.description,
      amount: r.amount,
      createdAt: r.created_at,
      balanceAfter: r.balance_after,
    })),
    isEnd: rows.length <= pageSize,
  };
}

export type EnquiryRow = {
  id: number;
  name: string;
  phone: string;
  createdAt: number;
  listingId: number | null;
  listingTitle: string | null;
};

/** Who revealed the seller's number: from one listing, or (listingId omitted) from anywhere. */
export async function enquiriesFor(db: Db, where: { listingId: number } | { sellerId: string }): Promise<EnquiryRow[]> {
  const rows = await db
    .select({
      id: enquiries.id,
      username: users.username,
      fullName: users.fullName,
      phone: users.phone,
      createdAt: enquiries.createdAt,
      listingId: enquiries.listingId,
      listingTitle: listings.title,
    })
    .from(enquiries)
    .innerJoin(users, eq(users.id, enquiries.buyerId))
    .leftJoin(listings, eq(listings.id, enquiries.listingId))
    .where("listingId" in where ? eq(enquiries.listingId, where.listingId) : eq(enquiries.sellerId, where.sellerId))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    name: r.fullName || r.username,
    phone: r.phone,
    createdAt: r.createdAt,
    listingId: r.listingId,
    listingTitle: r.listingTitle,
  }));
}
