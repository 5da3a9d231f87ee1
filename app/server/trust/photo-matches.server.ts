// Listings with a near-identical photo (docs/product.md#trust, decision 0040): the photos' own
// hashes, the band rows that share a probed band value with one of them (an index lookup per
// value, never a scan), the exact Hamming distance, then the listings those photos are on.
import { type AnyColumn, and, eq, inArray, ne, or, sql } from "drizzle-orm";
import { bandProbes, DUPLICATE_PHOTO_DISTANCE, HASH_BANDS, halvesDistance, hashHalves } from "~/domain/photo-hash";
import type { Db } from "../db/client.server";
import { listingImages, listings, photoHashBands, photoUploads, users } from "../db/schema.server";
import { seededImageRowId } from "../photos/urls.server";

/** One JSON parameter for any number of values (D1 binds at most 100 per statement). */
const inJson = (column: AnyColumn, values: unknown[]) =>
  sql`${column} in (select value from json_each(${JSON.stringify(values)}))`;

/**
 * The stored hashes of these photos (photos without one were too plain to hash, or failed): all
 * four band rows by photo id, one per photo kept by the caller. A `band = 0` condition would let
 * the planner walk every band-0 row of the (band, value) index instead.
 */
export function photoHashesQuery(db: Db, photoIds: string[]) {
  return db
    .selectDistinct({ photoId: photoHashBands.photoId, hash: photoHashBands.hash })
    .from(photoHashBands)
    .where(inJson(photoHashBands.photoId, photoIds));
}

/** Photos sharing a probed band value with one of `hashes`: the candidates, still to be measured. */
export function nearPhotosQuery(db: Db, hashes: string[]) {
  const probes = hashes.map(bandProbes);
  const perBand = Array.from({ length: HASH_BANDS }, (_, band) => [...new Set(probes.flatMap((p) => p[band]!))]);
  return db
    .selectDistinct({ photoId: photoHashBands.photoId, hash: photoHashBands.hash })
    .from(photoHashBands)
    .where(
      or(...perBand.map((values, band) => and(eq(photoHashBands.band, band), inJson(photoHashBands.value, values)))),
    );
}

export type PhotoMatch = { listingId: number; postedById: string; phone: string };

/**
 * Listings (not Rejected, not `exceptListing`) with a photo within DUPLICATE_PHOTO_DISTANCE of
 * one of `photoIds`, newest first, with their poster and the poster's phone.
 */
export async function listingsWithNearPhotos(
  db: Db,
  photoIds: string[],
  exceptListing: number | null,
): Promise<PhotoMatch[]> {
  if (!photoIds.length) return [];
  const own = await photoHashesQuery(db, photoIds);
  if (!own.length) return [];
  const mine = new Set(photoIds);
  const hashes = [...new Set(own.map((r) => r.hash))];
  const halves = hashes.map(hashHalves);
  const near = (await nearPhotosQuery(db, hashes)).filter((c) => {
    if (mine.has(c.photoId)) return false;
    const candidate = hashHalves(c.hash);
    return halves.some((h) => halvesDistance(h, candidate) <= DUPLICATE_PHOTO_DISTANCE);
  });
  if (!near.length) return [];
  // A photo's listing: its upload's (uploaded photos) or its image row's (seeded `img-<id>`).
  const uploadIds = near.filter((c) => seededImageRowId(c.photoId) === null).map((c) => c.photoId);
  const imageIds = near.map((c) => seededImageRowId(c.photoId)).filter((id): id is number => id !== null);
  const [fromUploads, fromImages] = await Promise.all([
    uploadIds.length
      ? db.select({ listingId: photoUploads.listingId }).from(photoUploads).where(inJson(photoUploads.id, uploadIds))
      : [],
    imageIds.length
      ? db.select({ listingId: listingImages.listingId }).from(listingImages).where(inJson(listingImages.id, imageIds))
      : [],
  ]);
  const ids = [...new Set([...fromUploads, ...fromImages].map((r) => r.listingId))].filter(
    (id): id is number => id !== null && id !== exceptListing,
  );
  if (!ids.length) return [];
  const rows = await db
    .select({ listingId: listings.id, postedById: listings.postedById, phone: users.phone })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.postedById))
    .where(and(inArray(listings.id, ids.slice(0, 50)), ne(listings.status, "Rejected")));
  return rows.sort((a, b) => b.listingId - a.listingId);
}
