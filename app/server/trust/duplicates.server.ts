// The duplicate check when a listing is posted or its photos change (docs/product.md#trust):
// listings in the same locality, of the same type, at the same price, and listings with a
// near-identical photo (photo-matches.server.ts, decision 0040). One posted from the same seller
// phone (or the same account) is the seller's own: they are told before paying and may post
// anyway. Another seller's listing with a near-identical photo, or with the same locality, type,
// price and land area, marks the new listing "Possible duplicate of #N" for the moderators.
import { and, desc, eq, ne } from "drizzle-orm";
import type { PropertyType } from "~/domain/catalog";
import type { Db } from "../db/client.server";
import { listings, users } from "../db/schema.server";
import { listingPhotos } from "../photos/photos.server";
import { listingsWithNearPhotos } from "./photo-matches.server";

export type DuplicateMatches = { own: number | null; other: number | null };

/** How many candidates are looked at: a price repeated more often than this is no signal. */
const CANDIDATES = 20;

export async function findDuplicates(
  db: Db,
  posterId: string,
  fields: { area: string; type: PropertyType; price: number; landArea: number },
  photoIds: string[] = [],
): Promise<DuplicateMatches> {
  const [poster, byPhoto] = await Promise.all([
    db.select({ phone: users.phone }).from(users).where(eq(users.id, posterId)).get(),
    listingsWithNearPhotos(db, photoIds, null),
  ]);
  const rows = await db
    .select({ id: listings.id, postedById: listings.postedById, phone: users.phone, landArea: listings.landArea })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.postedById))
    .where(
      and(
        eq(listings.area, fields.area),
        eq(listings.type, fields.type),
        eq(listings.price, fields.price),
        ne(listings.status, "Rejected"),
      ),
    )
    .orderBy(desc(listings.id))
    .limit(CANDIDATES);
  const phone = poster?.phone ?? "";
  const isOwn = (r: { postedById: string; phone: string }) =>
    r.postedById === posterId || (phone !== "" && r.phone === phone);
  const own = rows.find(isOwn)?.id ?? byPhoto.find(isOwn)?.listingId ?? null;
  const other =
    rows.find((r) => !isOwn(r) && Math.abs(r.landArea - fields.landArea) < 1)?.id ??
    byPhoto.find((r) => !isOwn(r))?.listingId ??
    null;
  return { own, other };
}

/**
 * Photos added to `listing` by an edit: another seller's listing with a near-identical photo
 * marks it "Possible duplicate of #N" (the seller's own listings are theirs to repeat; nothing
 * is asked, no credits are spent). Returns the listing it was marked a duplicate of, if any.
 */
export async function checkEditedPhotos(
  db: Db,
  listing: { id: number; postedById: string; duplicateOf: number | null },
  addedPhotoIds: string[],
): Promise<number | null> {
  if (!addedPhotoIds.length) return null;
  const [poster, byPhoto] = await Promise.all([
    db.select({ phone: users.phone }).from(users).where(eq(users.id, listing.postedById)).get(),
    listingsWithNearPhotos(db, addedPhotoIds, listing.id),
  ]);
  const phone = poster?.phone ?? "";
  const other = byPhoto.find((r) => r.postedById !== listing.postedById && !(phone !== "" && r.phone === phone));
  if (!other || listing.duplicateOf !== null) return null;
  await markPossibleDuplicate(db, listing.id, other.listingId);
  return other.listingId;
}

/** Marks a just-posted listing as a possible repeat of another seller's. */
export async function markPossibleDuplicate(db: Db, listingId: number, of: number): Promise<void> {
  await db.update(listings).set({ duplicateOf: of }).where(eq(listings.id, listingId));
}

export type ComparedListing = { id: number; title: string; photos: { url: string; width: number; height: number }[] };

/** At most this many photos a side: enough to see the match, a page an admin can scroll. */
const COMPARED_PHOTOS = 8;

/**
 * A possible duplicate and the listing it repeats, side by side for the admin listing page
 * (docs/product.md#trust): their titles and photos (375 px versions), main first. The original
 * is null once deleted.
 */
export async function duplicateComparison(
  db: Db,
  listingId: number,
  duplicateOf: number,
): Promise<{ listing: ComparedListing; original: ComparedListing | null }> {
  const side = async (id: number): Promise<ComparedListing | null> => {
    const [row, photos] = await Promise.all([
      db.select({ id: listings.id, title: listings.title }).from(listings).where(eq(listings.id, id)).get(),
      listingPhotos(db, id),
    ]);
    if (!row) return null;
    return {
      ...row,
      photos: photos.slice(0, COMPARED_PHOTOS).map((p) => ({ url: p.urls[375], width: p.width, height: p.height })),
    };
  };
  const [listing, original] = await Promise.all([side(listingId), side(duplicateOf)]);
  return { listing: listing ?? { id: listingId, title: "", photos: [] }, original };
}
