// Favourites (docs/product.md#browsing): a user's saved listings, shown on cards, on the detail
// page and in the top-bar dropdown.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "./db/client.server";
import { favourites, listings, users } from "./db/schema.server";
import { mainImageColumns, smallImage, takeMainImage } from "./listings.server";

export type FavouriteSummary = {
  id: number;
  title: string;
  price: number;
  landArea: number;
  area: string;
  /** 128 px main image, or null when the listing has none. */
  image: { src128: string; width: number; height: number } | null;
  postedBy: { username: string };
};

/**
 * Saves a listing for the user. Only public listings can be added; adding twice is fine.
 * Returns false when the listing does not exist or is not public.
 */
export async function addFavourite(db: Db, userId: string, listingId: number): Promise<boolean> {
  const listing = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.isPublic, true)))
    .get();
  if (!listing) return false;
  await db.insert(favourites).values({ userId, listingId }).onConflictDoNothing();
  return true;
}

/**
 * Removes a saved listing. True when it was saved (public or not any more) or is public
 * (removing twice is fine); false otherwise, so a hidden listing the user never saved answers
 * exactly like an id that names nothing (docs/product.md#security).
 */
export async function removeFavourite(db: Db, userId: string, listingId: number): Promise<boolean> {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)))
    .returning({ id: favourites.listingId });
  if (removed.length) return true;
  const listing = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.isPublic, true)))
    .get();
  return Boolean(listing);
}

/**
 * The dropdown's entries, newest saved first. Listings that stopped being public (rejected,
 * owner deleted) drop out of the list but stay saved, so they come back if re-approved.
 */
export async function getFavouritesSummary(db: Db, userId: string): Promise<FavouriteSummary[]> {
  const rows = await db
    .select({
      id: listings.id,
      title: listings.title,
      price: listings.price,
      landArea: listings.landArea,
      area: listings.area,
      username: users.username,
      ...mainImageColumns,
    })
    .from(favourites)
    .innerJoin(listings, eq(listings.id, favourites.listingId))
    .innerJoin(users, eq(users.id, listings.postedById))
    .where(and(eq(favourites.userId, userId), eq(listings.isPublic, true)))
    .orderBy(desc(favourites.createdAt), desc(favourites.listingId));
  return rows.map((row) => {
    const [image, { username, ...r }] = takeMainImage(row);
    return { ...r, image: smallImage(image), postedBy: { username } };
  });
}

/** Ids of everything the user saved, for the heart state on cards and the detail page. */
export async function favouriteIdsFor(db: Db, userId: string): Promise<number[]> {
  const rows = await db.select({ id: favourites.listingId }).from(favourites).where(eq(favourites.userId, userId));
  return rows.map((r) => r.id);
}
