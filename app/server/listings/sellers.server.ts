// Seller pages /seller/:username (docs/product.md#accounts): the seller's card and their public listings.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { PAGE_SIZE } from "~/domain/catalog";
import type { Filters } from "~/domain/filters";
import type { Db } from "../db/client.server";
import { listings, users } from "../db/schema.server";
import { cardColumns, filterTerms, toCardPage, type ListingCard } from "./browse.server";

export type Seller = {
  id: string;
  username: string;
  fullName: string;
  bio: string;
  phone: string;
  profileImage: string | null;
  createdAt: number;
};

/**
 * The seller behind /seller/:username, or null. Only a live account with at least one public
 * (Approved or Sold) listing has a seller page (docs/product.md#accounts, "Seller pages"):
 * buyers, admins, the superadmin and sellers with nothing public get null, the same answer as an
 * unknown or deleted username, so their number is never for sale and nobody learns who they are.
 * The reveal checks this before it reaches the credits code.
 */
export async function getSellerByUsername(db: Db, username: string): Promise<Seller | null> {
  const row = await db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      bio: users.bio,
      phone: users.phone,
      profileImage: users.profileImage,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(
      and(
        eq(users.username, username),
        isNull(users.deletedAt),
        // listings_posted_by_idx finds the seller's few listings.
        sql`EXISTS (SELECT 1 FROM ${listings} WHERE ${listings.postedById} = ${users.id} AND ${listings.isPublic} = 1)`,
      ),
    )
    .get();
  return row ?? null;
}

/**
 * The query behind listSellerListings (exported so a test can EXPLAIN it). It must use
 * listings_posted_by_idx (posted_by_id, rowid = id for the order): a seller has few listings,
 * while a type or locality has thousands. Without ANALYZE statistics SQLite would prefer the
 * (is_public, area/type) indexes, so the other terms are written `+column`, which keeps their
 * meaning but takes them out of index selection.
 */
export function sellerListingsQuery(db: Db, sellerId: string, filters: Filters, page: number, pageSize = PAGE_SIZE) {
  return db
    .select(cardColumns)
    .from(listings)
    .where(
      and(
        eq(listings.postedById, sellerId),
        sql`+${listings.isPublic} = 1`,
        ...filterTerms(filters, (column) => sql`+${column}`),
      ),
    )
    .orderBy(desc(listings.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
}

/** One page of a seller's public listings, newest first, with the shared filters. */
export async function listSellerListings(
  db: Db,
  seller: { id: string; username: string },
  filters: Filters,
  page: number,
  pageSize = PAGE_SIZE,
): Promise<{ listings: ListingCard[]; isEnd: boolean }> {
  const rows = await sellerListingsQuery(db, seller.id, filters, page, pageSize);
  return toCardPage(
    rows.map((r) => ({ ...r, username: seller.username })),
    pageSize,
  );
}
