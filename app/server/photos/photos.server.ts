// Listing photos (docs/product.md#listings): what a listing and a seller's free uploads look like
// to the picker. Storing an upload is ingest.server.ts, putting uploads on a listing
// attach.server.ts, letting them go cleanup.server.ts; README.md next to this file documents the API.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { PHOTO_RULES } from "~/domain/image-bytes";
import { isPhotoUploadId, type PhotoUpload } from "~/domain/image-keys";
import type { Db } from "../db/client.server";
import { listingImages, photoUploads } from "../db/schema.server";
import { imageUrl, photoIdOf, photoUrls } from "./urls.server";

export type { PhotoUpload };

/** A listing's photos in order (main first), as the picker's `initial` for the edit form. */
export async function listingPhotos(db: Db, listingId: number): Promise<PhotoUpload[]> {
  const rows = await db
    .select()
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId))
    .orderBy(asc(listingImages.position));
  return rows.map((row) => ({
    id: photoIdOf(row),
    width: row.width,
    height: row.height,
    urls: { 128: imageUrl(row.key128), 375: imageUrl(row.key375), 1000: imageUrl(row.key1000) },
  }));
}

/** Which of `ids` are uploads of `ownerId` still free to attach (the picker checks a restored draft). */
export async function usableUploads(db: Db, ownerId: string, ids: string[]): Promise<PhotoUpload[]> {
  const wanted = [...new Set(ids.filter(isPhotoUploadId))].slice(0, PHOTO_RULES.maxPhotos);
  if (!wanted.length) return [];
  const rows = await db
    .select({ id: photoUploads.id, width: photoUploads.width, height: photoUploads.height })
    .from(photoUploads)
    .where(and(inArray(photoUploads.id, wanted), eq(photoUploads.ownerId, ownerId), isNull(photoUploads.listingId)));
  return rows.map((r) => ({ ...r, urls: photoUrls(r.id) }));
}
