// The listing row as the form writes it (docs/product.md#listings), as drizzle queries not yet
// run: the UserCredits Durable Object puts the insert in the same D1 batch as the 20-credit
// debit, and an edit runs the update in one batch with its photo changes.
import { eq } from "drizzle-orm";
import { COUNTRY, STATE } from "~/domain/catalog";
import type { ListingFields } from "~/schemas/listing";
import type { Db } from "../db/client.server";
import { listings } from "../db/schema.server";

/** The columns the form owns. Status, views, the poster and the dates are never taken from it. */
export function listingColumns(fields: ListingFields) {
  return {
    title: fields.title,
    description: fields.description,
    poster: fields.poster,
    type: fields.type,
    price: fields.price,
    landArea: fields.landArea,
    squareFeet: fields.squareFeet,
    propertyAge: fields.propertyAge,
    floors: fields.floors,
    facing: fields.facing,
    bhk: fields.bhk,
    latitude: fields.latitude,
    longitude: fields.longitude,
    locationFeatures: fields.locationFeatures,
    amenities: fields.amenities,
    street: fields.street,
    area: fields.area,
    city: fields.city,
    // Fixed: the site covers Coimbatore in Tamil Nadu (the form shows them disabled).
    state: STATE,
    country: COUNTRY,
    pincode: fields.pincode,
    parkingAvailable: fields.parkingAvailable,
    // Parking details mean nothing without parking.
    parkingType: fields.parkingAvailable ? (fields.parkingType ?? null) : null,
    parkingSpaces: fields.parkingAvailable ? fields.parkingSpaces : 0,
    readyToMove: fields.readyToMove,
    gatedCommunity: fields.gatedCommunity,
    dtcpApproved: fields.dtcpApproved,
    video: fields.video,
  } satisfies Partial<typeof listings.$inferInsert>;
}

/** A new listing by `posterId`, Pending until a superadmin approves it. */
export function insertListing(db: Db, fields: ListingFields, posterId: string, at: number) {
  return db
    .insert(listings)
    .values({ ...listingColumns(fields), postedById: posterId, status: "Pending", createdAt: at });
}

/** The form's columns of listing `id`; its status, poster, views and photos stay as they are. */
export function updateListing(db: Db, id: number, fields: ListingFields, at: number) {
  return db
    .update(listings)
    .set({ ...listingColumns(fields), updatedAt: at })
    .where(eq(listings.id, id));
}
