// Putting photos on a listing (docs/product.md#listings): the statements that make a list of
// upload ids a listing's photos, in order, for the batch that writes the listing (the
// UserCredits object's, with the 20-credit debit, or an edit's own). README.md next to this file
// documents the API.
import { and, eq, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { PHOTO_MESSAGES, PHOTO_RULES } from "~/domain/image-bytes";
import { isPhotoUploadId, photoKey, photoUploadIdFromKey } from "~/domain/image-keys";
import type { Statement } from "../db/batch.server";
import type { Db } from "../db/client.server";
import { listingImages, listings, photoUploads } from "../db/schema.server";
import { photoIdOf } from "./urls.server";

export type AttachResult =
  | {
      ok: true;
      /** Run them in one D1 batch (with the listing insert/update and the credit debit). */
      statements: Statement[];
      /** R2 keys of seeded pictures the edit dropped: delete them once the batch has committed. */
      staleKeys: string[];
    }
  | { ok: false; message: string };

/** The id of `ownerId`'s newest listing: the one their batch has just inserted. */
export function newestListingOf(ownerId: string): SQL<number> {
  return sql<number>`(select max(${listings.id}) from ${listings} where ${listings.postedById} = ${ownerId})`;
}

/**
 * The statements that make `uploadIds` the photos of a listing, in that order (the first is
 * the main photo, position 0). Each id is either a photo already on this listing (ids from
 * listingPhotos(); kept, maybe moved) or an upload of `ownerId` not attached anywhere.
 * Photos of the listing not named are let go: their uploads are detached (the cleanup job
 * deletes them) and seeded pictures come back in `staleKeys`.
 *
 * `listingId: "new"` is for a listing inserted earlier in the same batch by `ownerId`: the
 * statements find it as that user's newest listing, so they must run right after its insert.
 *
 * The checks run now and again inside the batch: a new photo is inserted only while its upload
 * is still this owner's and unattached (else a NOT NULL constraint fails and the whole batch,
 * credit debit included, rolls back), so two listings can never share an upload.
 */
export async function attachPhotos(
  db: Db,
  input: { listingId: number | "new"; ownerId: string; uploadIds: string[] },
): Promise<AttachResult> {
  const { ownerId } = input;
  const ids = [...new Set(input.uploadIds)];
  if (ids.length > PHOTO_RULES.maxPhotos) return { ok: false, message: PHOTO_MESSAGES.tooMany };
  const unavailable = { ok: false, message: PHOTO_MESSAGES.unavailable } as const;

  const listingId = input.listingId === "new" ? null : input.listingId;
  // The listing's id as SQL: a bound number, or the owner's newest listing (inserted in this batch).
  const lid: SQL<number> = listingId === null ? newestListingOf(ownerId) : sql<number>`${listingId}`;

  const existing =
    listingId === null
      ? []
      : await db
          .select({
            id: listingImages.id,
            key128: listingImages.key128,
            key375: listingImages.key375,
            key1000: listingImages.key1000,
          })
          .from(listingImages)
          .where(eq(listingImages.listingId, listingId));
  const onListing = new Map(existing.map((row) => [photoIdOf(row), row]));

  const newIds = ids.filter((id) => !onListing.has(id));
  if (newIds.some((id) => !isPhotoUploadId(id))) return unavailable;
  if (newIds.length) {
    const rows = await db
      .select({ id: photoUploads.id, ownerId: photoUploads.ownerId, listingId: photoUploads.listingId })
      .from(photoUploads)
      .where(inArray(photoUploads.id, newIds));
    const usable = new Set(
      rows
        .filter(
          (r) => (r.ownerId === ownerId && r.listingId === null) || (listingId !== null && r.listingId === listingId),
        )
        .map((r) => r.id),
    );
    if (newIds.some((id) => !usable.has(id))) return unavailable;
  }

  const statements: Statement[] = [];
  if (listingId !== null && existing.length) {
    // Park the current rows at negative positions; the ones kept get their new position below.
    statements.push(
      db
        .update(listingImages)
        .set({ position: sql`-1 - ${listingImages.position}` })
        .where(eq(listingImages.listingId, listingId)),
    );
  }
  ids.forEach((id, position) => {
    const row = onListing.get(id);
    if (row && listingId !== null) {
      statements.push(
        db
          .update(listingImages)
          .set({ position })
          .where(and(eq(listingImages.id, row.id), eq(listingImages.listingId, listingId))),
      );
      return;
    }
    // The upload's size, read as the batch runs: null (so NOT NULL fails) unless still usable.
    const usable = (column: typeof photoUploads.width | typeof photoUploads.height) =>
      sql<number>`(${db
        .select({ v: column })
        .from(photoUploads)
        .where(
          and(
            eq(photoUploads.id, id),
            or(and(eq(photoUploads.ownerId, ownerId), isNull(photoUploads.listingId)), eq(photoUploads.listingId, lid)),
          ),
        )})`;
    statements.push(
      db.insert(listingImages).values({
        listingId: lid,
        position,
        key128: photoKey(id, 128),
        key375: photoKey(id, 375),
        key1000: photoKey(id, 1000),
        width: usable(photoUploads.width),
        height: usable(photoUploads.height),
      }),
      db.update(photoUploads).set({ listingId: lid }).where(eq(photoUploads.id, id)),
    );
  });

  const kept = new Set(ids);
  const dropped = existing.filter((row) => !kept.has(photoIdOf(row)));
  const droppedUploads = dropped.map((row) => photoUploadIdFromKey(row.key1000)).filter((id): id is string => !!id);
  if (listingId !== null && droppedUploads.length) {
    statements.push(
      db
        .update(photoUploads)
        .set({ listingId: null })
        .where(and(eq(photoUploads.listingId, listingId), inArray(photoUploads.id, droppedUploads))),
    );
  }
  if (listingId !== null && existing.length) {
    statements.push(
      db.delete(listingImages).where(and(eq(listingImages.listingId, listingId), lt(listingImages.position, 0))),
    );
  }
  const staleKeys = dropped
    .filter((row) => !photoUploadIdFromKey(row.key1000))
    .flatMap((row) => [row.key128, row.key375, row.key1000]);
  return { ok: true, statements, staleKeys };
}
