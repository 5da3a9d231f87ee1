// Letting photos go (docs/product.md#listings): a deleted listing's photos, and uploads never
// attached to a listing (the Worker's scheduled job), rows first and then their R2 objects.
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import { createDb } from "../db/client.server";
import { listingImages, photoUploads } from "../db/schema.server";
import { deletePhotoHashes } from "./photo-hash.server";
import { photoIdOf, photoKeys } from "./urls.server";

/** What storing and deleting photos needs: D1, the R2 bucket and the Images binding. */
export type PhotoEnv = Pick<Env, "DB" | "IMAGES" | "IMAGES_TRANSFORM">;

/** Uploads never attached to a listing are deleted after this long. */
export const ORPHAN_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** Deletes R2 objects, 1,000 keys per call (R2's limit). */
export async function deleteImageObjects(bucket: R2Bucket, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
}

/**
 * Removes a listing's photos: its R2 objects (uploaded and seeded), its listing_images rows and
 * its photo_uploads rows. Call it before deleting the listing row (deleting the listing first
 * cascades the rows away and leaves the seeded pictures' objects behind).
 */
export async function deleteListingPhotos(env: PhotoEnv, listingId: number): Promise<void> {
  const db = createDb(env.DB);
  const images = await db
    .select({
      id: listingImages.id,
      key128: listingImages.key128,
      key375: listingImages.key375,
      key1000: listingImages.key1000,
    })
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId));
  const uploads = await db
    .select({ id: photoUploads.id })
    .from(photoUploads)
    .where(eq(photoUploads.listingId, listingId));
  const keys = new Set([
    ...images.flatMap((r) => [r.key128, r.key375, r.key1000]),
    ...uploads.flatMap((u) => photoKeys(u.id)),
  ]);
  const hashed = [...new Set([...images.map(photoIdOf), ...uploads.map((u) => u.id)])];
  await db.batch([
    db.delete(listingImages).where(eq(listingImages.listingId, listingId)),
    db.delete(photoUploads).where(eq(photoUploads.listingId, listingId)),
    deletePhotoHashes(db, hashed),
  ]);
  await deleteImageObjects(env.IMAGES, [...keys]);
}

const CLEANUP_BATCH = 300;
const CLEANUP_ROUNDS = 20;

/**
 * Deletes uploads not attached to any listing for 24 hours (docs/product.md#listings), rows
 * first, so an upload being attached at the same moment either wins (and is kept) or fails its
 * batch. For the Worker's scheduled handler; returns how many uploads went.
 */
export async function cleanupOrphanUploads(env: PhotoEnv, now: number): Promise<{ deleted: number }> {
  const db = createDb(env.DB);
  const cutoff = now - ORPHAN_UPLOAD_MS;
  let deleted = 0;
  for (let round = 0; round < CLEANUP_ROUNDS; round++) {
    const orphans = db
      .select({ id: photoUploads.id })
      .from(photoUploads)
      .where(and(isNull(photoUploads.listingId), lt(photoUploads.createdAt, cutoff)))
      .limit(CLEANUP_BATCH);
    const gone = await db
      .delete(photoUploads)
      .where(inArray(photoUploads.id, orphans))
      .returning({ id: photoUploads.id });
    if (!gone.length) break;
    await deletePhotoHashes(
      db,
      gone.map((r) => r.id),
    );
    await deleteImageObjects(
      env.IMAGES,
      gone.flatMap((r) => photoKeys(r.id)),
    );
    deleted += gone.length;
    if (gone.length < CLEANUP_BATCH) break;
  }
  return { deleted };
}
