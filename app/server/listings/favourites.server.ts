// Favourites (docs/product.md#browsing): a user's saved listings, shown on cards, on the detail
// page and in the top-bar dropdown.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, desc, eq } from "drizzle-orm";
import { parseListingId } from "~/domain/listing-id";
import { getDb } from "../platform/context.server";
import { COOKIES, clearCookie, readCookie, setCookie } from "../http/cookies.server";
import type { Db } from "../db/client.server";
import { favourites, listings, users } from "../db/schema.server";
import { mainImageColumns, smallImage, takeMainImage } from "./browse.server";
import { cookieSecure } from "../accounts/session.server";
import { toastCookie } from "../http/toast.server";

export type FavouriteSummary = {
  id: number;
  title: string;
  price: number;
  landArea: number;
  area: string;
  /** 128 px main image, or null when the listing has none. */
  image: { src128: string; width: number; height: number } | null;
  postedBy: { username: string };
  /** Whether its user asked to hear when the price falls (docs/product.md#alerts). */
  priceAlert: boolean;
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
      priceAlert: favourites.priceAlert,
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

/**
 * "Tell me if the price drops" on a favourite (docs/product.md#alerts): on, it remembers the
 * price now (a lower one later is a drop for the daily digest); off, it stops. False when the
 * listing is not among the user's favourites or is not public.
 */
export async function setPriceAlert(db: Db, userId: string, listingId: number, on: boolean): Promise<boolean> {
  const listing = await db
    .select({ price: listings.price })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.isPublic, true)))
    .get();
  if (!listing) return false;
  const updated = await db
    .update(favourites)
    .set(on ? { priceAlert: true, alertPrice: listing.price } : { priceAlert: false })
    .where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)))
    .returning({ id: favourites.listingId });
  return updated.length > 0;
}

/** Ids of everything the user saved, for the heart state on cards and the detail page. */
export async function favouriteIdsFor(db: Db, userId: string): Promise<number[]> {
  const rows = await db.select({ id: favourites.listingId }).from(favourites).where(eq(favourites.userId, userId));
  return rows.map((r) => r.id);
}

/**
 * A visitor's tap on the heart, kept through sign-in (docs/product.md#top-bar): the anonymous
 * POST /favourites sets this cookie (the POST is same-origin by the Worker's CSRF check, so no
 * other site and no link can set it), and the sign-in that follows (password, sign-up, Google or
 * Facebook) saves the listing and clears it. Only the listing id is kept, for 30 minutes.
 */
const PENDING_FAVOURITE_COOKIE = COOKIES.pendingFavourite.name;

export function pendingFavouriteCookie(request: Request, context: AppLoadContext, listingId: number): string {
  return setCookie(COOKIES.pendingFavourite, String(listingId), { secure: cookieSecure(request, context) });
}

/** The listing a visitor asked to save before signing in, or null. */
export function pendingFavouriteId(request: Request): number | null {
  return parseListingId(readCookie(request, PENDING_FAVOURITE_COOKIE));
}

/** The title of the pending listing while it is public, for the sign-in pages' note; else null. */
export async function pendingFavouriteTitle(db: Db, request: Request): Promise<string | null> {
  const listingId = pendingFavouriteId(request);
  if (listingId === null) return null;
  const row = await db
    .select({ title: listings.title })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.isPublic, true)))
    .get();
  return row?.title ?? null;
}

/**
 * Called by every sign-in once the session exists: saves the pending listing for `userId` and
 * returns the Set-Cookie lines for the redirect (the cleared cookie and a toast), or none when
 * nothing was pending.
 */
export async function completePendingFavourite(
  request: Request,
  context: AppLoadContext,
  userId: string,
): Promise<string[]> {
  if (!readCookie(request, PENDING_FAVOURITE_COOKIE)) return [];
  const clear = clearCookie(COOKIES.pendingFavourite, { secure: cookieSecure(request, context) });
  const listingId = pendingFavouriteId(request);
  if (listingId === null) return [clear];
  const saved = await addFavourite(getDb(context), userId, listingId);
  return [
    clear,
    saved
      ? await toastCookie(context, "success", "Saved to favourites")
      : await toastCookie(context, "error", "Failed to add to favourites"),
  ];
}
