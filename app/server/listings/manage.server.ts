// Managing listings (docs/product.md#listings): status changes, deletes and the poster's own
// table. Plain functions taking the acting user, so My Listings, the detail page and the admin
// pages share one rule each.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { HiddenReason, ListingStatus, PropertyType } from "~/domain/catalog";
import type { Lang } from "~/domain/language";
import { decisionColumns } from "~/domain/listing-moderation";
import {
  type Actor,
  canChangeListingStatus,
  canDeleteListing,
  canResubmitListing,
  canSeeListing,
  isAdmin,
} from "~/domain/permissions";
import { type AuditActor, auditInsert } from "../admin/audit.server";
import type { Db } from "../db/client.server";
import { publicSinceAfter } from "../alerts/public-since.server";
import { listingReviews, listings, users } from "../db/schema.server";
import { deleteListingPhotos, type PhotoEnv } from "../photos/cleanup.server";
import { mainImageColumns, smallImage, takeMainImage } from "./browse.server";

/** The daily cron (wrangler.toml [triggers]) on which the Worker deletes orphan photo uploads. */
export const PHOTO_CLEANUP_CRON = "17 3 * * *";

export const LISTING_ADMIN_MESSAGES = {
  statusUpdated: "Status updated successfully",
  statusFailed: "Failed to update status",
  deleted: "Listing deleted successfully",
  deleteFailed: "Failed to delete listing",
} as const;

export type AdminOutcome = { ok: true } | { ok: false; reason: "not-found" | "forbidden" | "failed" };

/** Whoever acts, with the e-mail the audit trail keeps (docs/product.md#admin). */
export type ListingActor = Actor & AuditActor;

export type StatusOutcome =
  | {
      ok: true;
      before: ListingStatus;
      /** The poster, for the status mail (in their language). */
      listing: { id: number; title: string; posterEmail: string; posterLang: Lang };
    }
  | { ok: false; reason: "not-found" | "forbidden" | "failed" };

/**
 * Sets a listing's status; a superadmin only (canChangeListingStatus), any value, in any order.
 * The change and its audit row (with the reason, when one was given) go in one D1 batch; any
 * status but Sold also clears a waiting review of its edits. A rejection keeps its reason on the
 * listing for its poster and opens one resubmission; any other status clears both
 * (docs/product.md#my-listings-and-deleting).
 */
export async function setListingStatus(
  db: Db,
  actor: ListingActor,
  listingId: number,
  status: ListingStatus,
  opts: { reason?: string | null; now?: number } = {},
): Promise<StatusOutcome> {
  if (!canChangeListingStatus(actor)) return { ok: false, reason: "forbidden" };
  const row = await db
    .select({
      id: listings.id,
      title: listings.title,
      status: listings.status,
      posterEmail: users.email,
      posterLang: users.lang,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.postedById))
    .where(eq(listings.id, listingId))
    .get();
  if (!row) return { ok: false, reason: "not-found" };
  const at = opts.now ?? Date.now();
  // Approving, rejecting or sending back a listing decides on it as it now is: a waiting review of
  // its edits is done with (docs/product.md#admin). Marking it Sold is not a look at its text.
  const review = status === "Sold" ? [] : [db.delete(listingReviews).where(eq(listingReviews.listingId, listingId))];
  await db.batch([
    db
      .update(listings)
      // A superadmin's decision is the look that brings a hidden listing back, and approving
      // it counts as its seller's confirmation (docs/product.md#trust).
      .set({
        status,
        ...decisionColumns(status, opts.reason),
        hiddenReason: null,
        ...(status === "Approved" ? { confirmedAt: at } : {}),
        publicSince: publicSinceAfter({ status, hiddenReason: null }, at),
        updatedAt: at,
      })
      .where(eq(listings.id, listingId)),
    ...review,
    auditInsert(db, actor, {
      action: "listing.status",
      targetType: "listing",
      targetId: listingId,
      before: { status: row.status },
      after: { status },
      reason: opts.reason,
      at,
    }),
  ]);
  const { id, title, posterEmail, posterLang } = row;
  return { ok: true, before: row.status, listing: { id, title, posterEmail, posterLang } };
}

export type ResubmitOutcome = { ok: true } | { ok: false; reason: "not-found" | "forbidden" | "not-rejected" };

/**
 * "Resubmit for review" (docs/product.md#my-listings-and-deleting): the poster sends a Rejected
 * listing back to Pending, once per rejection; no credits move. The status change and its audit
 * row (`listing.resubmit`, the poster as actor) go in one batch, both only while the listing is
 * still Rejected and not resubmitted, so a double submit changes it and audits it once.
 */
export async function resubmitListing(
  db: Db,
  actor: ListingActor,
  listingId: number,
  now = Date.now(),
): Promise<ResubmitOutcome> {
  const row = await db
    .select({ postedById: listings.postedById, status: listings.status, resubmittedAt: listings.resubmittedAt })
    .from(listings)
    .where(eq(listings.id, listingId))
    .get();
  // Someone who may not even see it (a stranger, while it is Rejected) is told it does not exist.
  if (!row || !canSeeListing(actor, row)) return { ok: false, reason: "not-found" };
  if (actor.id !== row.postedById) return { ok: false, reason: "forbidden" };
  if (!canResubmitListing(actor, row)) return { ok: false, reason: "not-rejected" };
  const open = and(eq(listings.id, listingId), eq(listings.status, "Rejected"), isNull(listings.resubmittedAt));
  const [audited] = await db.batch([
    auditInsert(
      db,
      actor,
      {
        action: "listing.resubmit",
        targetType: "listing",
        targetId: listingId,
        before: { status: "Rejected" },
        after: { status: "Pending" },
        at: now,
      },
      sql`exists (select 1 from ${listings} where ${open})`,
    ),
    db.update(listings).set({ status: "Pending", resubmittedAt: now, publicSince: null, updatedAt: now }).where(open),
  ]);
  return audited.meta.changes > 0 ? { ok: true } : { ok: false, reason: "not-rejected" };
}

/** What the delete confirmation shows, if `actor` may delete the listing. */
export async function deletableListing(db: Db, actor: Actor, listingId: number) {
  const row = await db
    .select({ id: listings.id, title: listings.title, postedById: listings.postedById, status: listings.status })
    .from(listings)
    .where(eq(listings.id, listingId))
    .get();
  if (!row || !canDeleteListing(actor, row)) return null;
  return row;
}

/**
 * Deletes a listing for its poster, an admin or a superadmin: its photos leave R2 first (their
 * keys are found through the rows the listing's delete would cascade away), then the row, whose
 * favourites and views go with it. When an admin deletes, the audit row is written with it.
 */
export async function deleteListing(
  env: PhotoEnv,
  db: Db,
  actor: ListingActor,
  listingId: number,
): Promise<AdminOutcome> {
  const row = await db
    .select({ id: listings.id, postedById: listings.postedById, title: listings.title, status: listings.status })
    .from(listings)
    .where(eq(listings.id, listingId))
    .get();
  if (!row) return { ok: false, reason: "not-found" };
  if (!canDeleteListing(actor, row)) return { ok: false, reason: "forbidden" };
  try {
    await deleteListingPhotos(env, listingId);
    const remove = db.delete(listings).where(eq(listings.id, listingId));
    // An admin deleting any listing (their own included) is an admin action: audited with it.
    if (isAdmin(actor.role)) {
      const before = { title: row.title, status: row.status, postedById: row.postedById };
      const audit = auditInsert(db, actor, {
        action: "listing.delete",
        targetType: "listing",
        targetId: listingId,
        before,
      });
      await db.batch([remove, audit]);
    } else {
      await remove;
    }
    return { ok: true };
  } catch (error) {
    console.error("listing delete failed", error);
    return { ok: false, reason: "failed" };
  }
}

export const MY_LISTINGS_PAGE_SIZE = 20;

export type MyListingRow = {
  id: number;
  title: string;
  type: PropertyType;
  price: number;
  status: ListingStatus;
  views: number;
  enquiries: number;
  createdAt: number;
  image: { src128: string; width: number; height: number } | null;
  /** A rejection's reason, kept while its resubmission waits (docs/product.md#my-listings-and-deleting). */
  rejectionReason: string | null;
  resubmittedAt: number | null;
  /** Its last confirmation and why it is hidden, if it is (docs/product.md#trust). */
  confirmedAt: number | null;
  hiddenReason: HiddenReason | null;
};

/** One page of the listings `userId` posted, newest first, whatever their status. */
export async function myListings(
  db: Db,
  userId: string,
  page: number,
  pageSize = MY_LISTINGS_PAGE_SIZE,
): Promise<{ rows: MyListingRow[]; isEnd: boolean }> {
  const rows = await db
    .select({
      id: listings.id,
      title: listings.title,
      type: listings.type,
      price: listings.price,
      status: listings.status,
      views: listings.views,
      createdAt: listings.createdAt,
      rejectionReason: listings.rejectionReason,
      resubmittedAt: listings.resubmittedAt,
      confirmedAt: listings.confirmedAt,
      hiddenReason: listings.hiddenReason,
      // Spelt out: inside a subquery drizzle would leave the column names unqualified.
      enquiries: sql<number>`(SELECT count(*) FROM enquiries AS e WHERE e.listing_id = "listings"."id")`,
      ...mainImageColumns,
    })
    .from(listings)
    .where(eq(listings.postedById, userId))
    .orderBy(desc(listings.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return {
    isEnd: rows.length <= pageSize,
    rows: rows.slice(0, pageSize).map((row) => {
      const [image, r] = takeMainImage(row);
      return { ...r, enquiries: Number(r.enquiries), image: smallImage(image) };
    }),
  };
}

/** A listing `userId` posted (id and title), or null. */
export async function myListing(db: Db, userId: string, listingId: number) {
  const row = await db
    .select({ id: listings.id, title: listings.title, status: listings.status })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.postedById, userId)))
    .get();
  return row ?? null;
}
