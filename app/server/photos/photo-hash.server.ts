// A stored photo's perceptual hash (docs/product.md#trust, decision 0040): the Images binding
// squeezes the photo to 9 x 8 pixels as a PNG, app/domain/png-pixels.ts reads its pixels and
// app/domain/photo-hash.ts turns them into a 64-bit difference hash, stored as four band rows.
import { differenceHash, HASH_HEIGHT, HASH_WIDTH, hashBands, toGray } from "~/domain/photo-hash";
import { decodeSmallPng } from "~/domain/png-pixels";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { photoHashBands } from "../db/schema.server";

/**
 * The dHash of `bytes` (any picture the binding reads), or null when the binding fails or the
 * picture is too plain to compare. Never throws: the duplicate check is advice, and a photo
 * without a hash is still stored.
 */
export async function photoHash(images: ImagesBinding, bytes: Uint8Array): Promise<string | null> {
  try {
    const result = await images
      .input(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream())
      .transform({ width: HASH_WIDTH, height: HASH_HEIGHT, fit: "squeeze" })
      .output({ format: "image/png" });
    const pixels = await decodeSmallPng(new Uint8Array(await result.response().arrayBuffer()));
    if (!pixels || pixels.width !== HASH_WIDTH || pixels.height !== HASH_HEIGHT) return null;
    return differenceHash(toGray(pixels.data, pixels.channels));
  } catch (error) {
    console.warn("images: photo hash failed:", error instanceof Error ? error.message.slice(0, 200) : "unknown");
    return null;
  }
}

/** The insert of `photoId`'s four band rows (for a batch). */
export function insertPhotoHash(db: Db, photoId: string, hash: string) {
  return db
    .insert(photoHashBands)
    .values(hashBands(hash).map((value, band) => ({ photoId, band, value, hash })))
    .onConflictDoNothing();
}

/** The delete of these photos' band rows (any number of ids: one JSON parameter, D1 binds at most 100). */
export function deletePhotoHashes(db: Db, photoIds: string[]) {
  return db
    .delete(photoHashBands)
    .where(sql`${photoHashBands.photoId} in (select value from json_each(${JSON.stringify(photoIds)}))`);
}
