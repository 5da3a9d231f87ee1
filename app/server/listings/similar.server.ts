// Similar listings at the end of a listing page (docs/product.md#similar-listings): up to six
// public listings of the same type, priced within about 25 %, in its locality or the nearest
// ones, closest first. One query, read from listings_public_figures_idx (locality, type, price);
// it runs in the page's loader, so the edge cache keeps it with the page.
import { and, asc, between, eq, inArray, ne, sql } from "drizzle-orm";
import type { Locality, PropertyType } from "~/domain/catalog";
import { isLocality } from "~/domain/catalog";
import { nearestLocalities } from "~/domain/locality-pages";
import type { Db } from "../db/client.server";
import { listings, users } from "../db/schema.server";
import { cardColumns, type ListingCard, publicListing, toCardPage } from "./browse.server";

export const SIMILAR_COUNT = 6;
/** Prices from 75 % to 125 % of the listing's. */
export const SIMILAR_PRICE_SPAN = 0.25;
/** Its locality and this many nearest (by centre). */
const NEARBY_LOCALITIES = 4;

type Subject = { id: number; type: PropertyType; price: number; area: string; latitude: number; longitude: number };

/** The query of similarListings; exported for EXPLAIN. */
export function similarListingsQuery(db: Db, subject: Subject) {
  const localities: Locality[] = isLocality(subject.area)
    ? [subject.area, ...nearestLocalities(subject.area, NEARBY_LOCALITIES)]
    : [];
  const cos = Math.cos((subject.latitude * Math.PI) / 180);
  const dLat = sql`(${listings.latitude} - ${subject.latitude})`;
  const dLng = sql`((${listings.longitude} - ${subject.longitude}) * ${cos})`;
  return db
    .select({ ...cardColumns, username: users.username })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.postedById))
    .where(
      and(
        publicListing(),
        inArray(listings.area, localities),
        eq(listings.type, subject.type),
        between(
          listings.price,
          Math.floor(subject.price * (1 - SIMILAR_PRICE_SPAN)),
          Math.ceil(subject.price * (1 + SIMILAR_PRICE_SPAN)),
        ),
        ne(listings.id, subject.id),
      ),
    )
    .orderBy(sql`${dLat} * ${dLat} + ${dLng} * ${dLng}`, asc(listings.id))
    .limit(SIMILAR_COUNT);
}

/** Up to six similar public listings, closest first; none for a listing outside the localities. */
export async function similarListings(db: Db, subject: Subject): Promise<ListingCard[]> {
  if (!isLocality(subject.area)) return [];
  return toCardPage(await similarListingsQuery(db, subject), SIMILAR_COUNT).listings;
}
