// Edits after approval (docs/product.md#admin): the listing_reviews row a seller's edit of a
// public listing writes (in the edit's own batch), what the admin pages show of it, and the
// superadmin's "Mark edit reviewed". The rules are in app/domain/listing-review.ts.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { PhotoUpload } from "~/domain/image-keys";
import {
  editNeedsReview,
  hasChanges,
  type ReviewChanges,
  type ReviewSnapshot,
  reviewAudit,
  reviewChanges,
  reviewSnapshot,
} from "~/domain/listing-review";
import { canChangeListingStatus } from "~/domain/permissions";
import type { ListingFields } from "~/schemas/listing";
import { auditInsert } from "../admin/audit.server";
import type { Db } from "../db/client.server";
import { listingReviews, listings } from "../db/schema.server";
import type { Statement } from "../db/batch.server";
import { listingPhotos } from "../photos/photos.server";
import type { ListingActor } from "./manage.server";
import { listingColumns } from "./listing-rows.server";

export const REVIEW_MESSAGES = {
  reviewed: "Edit marked as reviewed",
  stale: "The listing was edited again since you opened it: please look at the changes once more",
  failed: "Failed to mark the edit as reviewed",
} as const;

const reviewPhotos = (photos: PhotoUpload[]) => photos.map((p) => ({ id: p.id, src: p.urls[128] }));

/**
 * The statement that keeps an edit of `listing` waiting for review, to run in the edit's batch:
 * the first reviewed change of a public listing stores the fields as they were; later edits only
 * move the time (the snapshot stays the one last approved); an edit that puts everything back
 * as it was approved clears the row. Nothing for edits that need no review.
 */
export async function editReviewStatements(
  db: Db,
  input: {
    listing: typeof listings.$inferSelect;
    editorRole: Parameters<typeof editNeedsReview>[1];
    fields: ListingFields;
    /** The listing's photos after the edit, in order. */
    photos: PhotoUpload[];
    at: number;
  },
): Promise<Statement[]> {
  const { listing } = input;
  if (!editNeedsReview(listing.status, input.editorRole)) return [];
  const existing = await db
    .select({ before: listingReviews.before })
    .from(listingReviews)
    .where(eq(listingReviews.listingId, listing.id))
    .get();
  const approved: ReviewSnapshot = existing
    ? (JSON.parse(existing.before) as ReviewSnapshot)
    : reviewSnapshot(listing, reviewPhotos(await listingPhotos(db, listing.id)));
  const next = reviewSnapshot(listingColumns(input.fields), reviewPhotos(input.photos));
  if (!hasChanges(reviewChanges(approved, next))) {
    return existing ? [db.delete(listingReviews).where(eq(listingReviews.listingId, listing.id))] : [];
  }
  return [
    db
      .insert(listingReviews)
      .values({ listingId: listing.id, before: JSON.stringify(approved), editedAt: input.at })
      .onConflictDoUpdate({ target: listingReviews.listingId, set: { editedAt: input.at } }),
  ];
}

export type PendingReview = { editedAt: number; changes: ReviewChanges };

/** The waiting reviews of `ids`: what changed since approval, against the listings as they are now. */
export async function pendingReviews(db: Db, ids: number[]): Promise<Map<number, PendingReview>> {
  const found = new Map<number, PendingReview>();
  if (!ids.length) return found;
  const rows = await db
    .select({ review: listingReviews, listing: listings })
    .from(listingReviews)
    .innerJoin(listings, eq(listings.id, listingReviews.listingId))
    .where(inArray(listingReviews.listingId, ids));
  for (const { review, listing } of rows) {
    const now = reviewSnapshot(listing, reviewPhotos(await listingPhotos(db, listing.id)));
    const changes = reviewChanges(JSON.parse(review.before) as ReviewSnapshot, now);
    found.set(listing.id, { editedAt: review.editedAt, changes });
  }
  return found;
}

export async function pendingReview(db: Db, id: number): Promise<PendingReview | null> {
  return (await pendingReviews(db, [id])).get(id) ?? null;
}

export type ReviewOutcome = { ok: true } | { ok: false; reason: "forbidden" | "not-found" | "stale"; message: string };

/**
 * A superadmin marks the edit reviewed: the row goes and the audit row keeps what changed. The
 * form carries the edit time it showed, so an edit made meanwhile is never cleared unseen.
 */
export async function clearListingReview(
  db: Db,
  actor: ListingActor,
  listingId: number,
  editedAt: number,
  now = Date.now(),
): Promise<ReviewOutcome> {
  if (!canChangeListingStatus(actor)) return { ok: false, reason: "forbidden", message: REVIEW_MESSAGES.failed };
  const review = await pendingReview(db, listingId);
  if (!review) return { ok: false, reason: "not-found", message: REVIEW_MESSAGES.failed };
  if (review.editedAt !== editedAt) return { ok: false, reason: "stale", message: REVIEW_MESSAGES.stale };
  const same = and(eq(listingReviews.listingId, listingId), eq(listingReviews.editedAt, editedAt));
  await db.batch([
    auditInsert(
      db,
      actor,
      { action: "listing.review", targetType: "listing", targetId: listingId, ...reviewAudit(review.changes), at: now },
      sql`exists (select 1 from ${listingReviews} where ${same})`,
    ),
    db.delete(listingReviews).where(same),
  ]);
  return { ok: true };
}
