// The listing form's starting point (docs/product.md#listings): who may open it, the create
// form's token, and the values an edit form starts from.
import { eq } from "drizzle-orm";
import { POST_COST } from "~/domain/listing-post";
import { canEditListing, canPostListings } from "~/domain/permissions";
import type { SessionUser } from "../accounts/session.server";
import type { Db } from "../db/client.server";
import { listings } from "../db/schema.server";

/** The random token a create form carries: the key of its one debit. */
export function newFormToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Whether `user` may open the create page at all (role; the e-mail check is the route's guard). */
export function mayPost(user: SessionUser): boolean {
  return canPostListings(user.role);
}

export function hasCreditsToPost(user: { credits: number }): boolean {
  return user.credits >= POST_COST;
}

export type EditableListing = typeof listings.$inferSelect;

/** The listing `actor` may edit, or null (unknown, or not theirs: the page then says not found). */
export async function editableListing(db: Db, actor: SessionUser, id: number): Promise<EditableListing | null> {
  const row = await db.select().from(listings).where(eq(listings.id, id)).get();
  if (!row || !canEditListing(actor, row)) return null;
  return row;
}

/** The edit form's starting values: the listing as the form names its fields. */
export function formValues(listing: EditableListing) {
  return {
    title: listing.title,
    description: listing.description,
    poster: listing.poster,
    type: listing.type,
    price: String(listing.price),
    squareFeet: listing.squareFeet ? String(listing.squareFeet) : "",
    landArea: String(listing.landArea),
    propertyAge: listing.propertyAge ? String(listing.propertyAge) : "",
    floors: listing.floors ? String(listing.floors) : "",
    facing: listing.facing,
    bhk: listing.bhk ? String(listing.bhk) : "",
    latitude: String(listing.latitude),
    longitude: String(listing.longitude),
    locationFeatures: listing.locationFeatures,
    amenities: listing.amenities,
    street: listing.street,
    area: listing.area,
    city: listing.city,
    pincode: listing.pincode,
    parkingAvailable: listing.parkingAvailable ? "on" : undefined,
    parkingType: listing.parkingType ?? undefined,
    parkingSpaces: listing.parkingSpaces ? String(listing.parkingSpaces) : "",
    readyToMove: listing.readyToMove ? "on" : undefined,
    gatedCommunity: listing.gatedCommunity ? "on" : undefined,
    dtcpApproved: listing.dtcpApproved ? "on" : undefined,
    video: listing.video,
  };
}
