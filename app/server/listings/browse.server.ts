import { type AnyColumn, and, asc, desc, eq, gte, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import { PAGE_SIZE, type PropertyType, type Role } from "~/domain/catalog";
import { canSeeListing } from "~/domain/permissions";
import { type Bbox, centsToSqft, type Filters, parseBbox } from "~/domain/filters";
import type { Db } from "../db/client.server";
import { listingImages, listings, users } from "../db/schema.server";
import { imageUrl } from "../photos/urls.server";
import type { ServerMapListing } from "~/domain/server-map";

export type ListingCard = {
  id: number;
  title: string;
  type: PropertyType;
  price: number;
  landArea: number;
  area: string;
  bhk: number;
  squareFeet: number;
  facing: string;
  dtcpApproved: boolean;
  status: string;
  createdAt: number;
  image: { src375: string; src128: string; width: number; height: number } | null;
  postedBy: { username: string };
};

/**
 * The filter terms of every listing query (docs/product.md#filters). `column` wraps each column
 * reference: the plain column for the list and the map; the seller page passes `+column` so that its
 * terms stay out of index selection (see sellers.server.ts).
 */
export function filterTerms(filters: Filters, column: (c: AnyColumn) => SQL = (c) => sql`${c}`): SQL[] {
  const terms: (SQL | undefined)[] = [
    filters.types.length ? inArray(column(listings.type), filters.types) : undefined,
    filters.locations.length ? inArray(column(listings.area), filters.locations) : undefined,
    filters.minPrice !== undefined ? gte(column(listings.price), filters.minPrice) : undefined,
    filters.maxPrice !== undefined ? lte(column(listings.price), filters.maxPrice) : undefined,
    filters.bhk !== undefined ? eq(column(listings.bhk), filters.bhk) : undefined,
    filters.facing !== undefined ? eq(column(listings.facing), filters.facing) : undefined,
    filters.dtcp ? eq(column(listings.dtcpApproved), 1) : undefined,
    filters.ready ? eq(column(listings.readyToMove), 1) : undefined,
    filters.gated ? eq(column(listings.gatedCommunity), 1) : undefined,
    // Areas are cents with 2 decimals: a listing matches when its area, rounded as the cards
    // show it, is in the range (land_area is square feet).
    filters.minArea !== undefined
      ? gte(column(listings.landArea), centsToSqft(filters.minArea - AREA_HALF_STEP))
      : undefined,
    filters.maxArea !== undefined
      ? lt(column(listings.landArea), centsToSqft(filters.maxArea + AREA_HALF_STEP))
      : undefined,
    // "Search this area": latitude and longitude ride in listings_public_newest_idx, so the box is
    // tested inside the index (docs/product.md#search-this-area).
    ...(filters.bbox
      ? [
          gte(column(listings.latitude), filters.bbox.south),
          lte(column(listings.latitude), filters.bbox.north),
          gte(column(listings.longitude), filters.bbox.west),
          lte(column(listings.longitude), filters.bbox.east),
        ]
      : []),
  ];
  return terms.filter((t): t is SQL => t !== undefined);
}
const AREA_HALF_STEP = 0.005;

/**
 * The one condition of a listing anyone may see (docs/product.md#listings): the list, the map,
 * the locality pages and the sitemap all read it, so a new rule for hiding listings goes here.
 */
export function publicListing(): SQL {
  return eq(listings.isPublic, true);
}

function publicWhere(filters: Filters): SQL | undefined {
  return and(publicListing(), ...filterTerms(filters));
}

/**
 * One column of a listing's main picture (position 0), as a subquery of a query on `listings`:
 * the picture comes with its row, in the same D1 query, not in a second round trip (decision
 * 0017). Spelt out: inside a subquery drizzle would leave the column names unqualified.
 */
const mainImageColumn = <T>(column: string) =>
  sql<T | null>`(SELECT li.${sql.raw(column)} FROM listing_images AS li WHERE li.listing_id = "listings"."id" AND li.position = 0 LIMIT 1)`;

/** The main picture's columns for a listing query (cards, favourites, My Listings, the map popup); see takeMainImage. */
export const mainImageColumns = {
  image375: mainImageColumn<string>("key_375"),
  image128: mainImageColumn<string>("key_128"),
  imageWidth: mainImageColumn<number>("width"),
  imageHeight: mainImageColumn<number>("height"),
};
type MainImageRow = { [K in keyof typeof mainImageColumns]: (typeof mainImageColumns)[K]["_"]["type"] };

/** A row selected with mainImageColumns, as its picture (null when the listing has none) and its other columns. */
export function takeMainImage<R extends MainImageRow>(row: R): [ListingCard["image"], Omit<R, keyof MainImageRow>] {
  const { image375, image128, imageWidth, imageHeight, ...rest } = row;
  if (image375 === null || image128 === null) return [null, rest];
  const image = {
    src375: imageUrl(image375),
    src128: imageUrl(image128),
    width: Number(imageWidth),
    height: Number(imageHeight),
  };
  return [image, rest];
}

/** The 128 px picture where a list shows one small (favourites, My Listings, the map popup). */
export function smallImage(image: ListingCard["image"]): { src128: string; width: number; height: number } | null {
  return image && { src128: image.src128, width: image.width, height: image.height };
}

/** The columns a listing card shows (home, seller page). */
export const cardColumns = {
  id: listings.id,
  title: listings.title,
  type: listings.type,
  price: listings.price,
  landArea: listings.landArea,
  area: listings.area,
  bhk: listings.bhk,
  squareFeet: listings.squareFeet,
  facing: listings.facing,
  dtcpApproved: listings.dtcpApproved,
  status: listings.status,
  createdAt: listings.createdAt,
  ...mainImageColumns,
};
type CardRow = Omit<ListingCard, "image" | "postedBy"> & MainImageRow;

/** A page of cards from a query that fetched one row more than a page (to tell the end). */
export function toCardPage(
  rows: (CardRow & { username: string })[],
  pageSize: number,
): { listings: ListingCard[]; isEnd: boolean } {
  return {
    isEnd: rows.length <= pageSize,
    listings: rows.slice(0, pageSize).map((row) => {
      const [image, { username, ...r }] = takeMainImage(row);
      return { ...r, image, postedBy: { username } };
    }),
  };
}

/**
 * ORDER BY of each order (docs/product.md#sorting). Every order ends with the id, so a page
 * boundary never falls between equal prices differently from one request to the next; each is
 * one walk of its index (listings_public_price_idx forwards or backwards, listings_public_unit_price_idx).
 */
export function sortTerms(sort: Filters["sort"]): SQL[] {
  switch (sort) {
    case "price-asc":
      return [asc(listings.priceOrder), asc(listings.id)];
    case "price-desc":
      return [desc(listings.priceOrder), desc(listings.id)];
    case "unit-price":
      return [asc(listings.unitPrice), asc(listings.id)];
    default:
      return [desc(listings.id)];
  }
}

/** The page query of listPublicListings (one row more than a page, to tell the end); exported so
 * a test can check its plan with EXPLAIN QUERY PLAN. */
export function publicListingsQuery(db: Db, filters: Filters, page: number, pageSize = PAGE_SIZE) {
  return db
    .select({ ...cardColumns, username: users.username })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.postedById))
    .where(publicWhere(filters))
    .orderBy(...sortTerms(filters.sort))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
}

/** One page of public listings in the filters' order (newest first by default), and whether it is the last page. */
export async function listPublicListings(
  db: Db,
  filters: Filters,
  page: number,
  pageSize = PAGE_SIZE,
): Promise<{ listings: ListingCard[]; isEnd: boolean }> {
  return toCardPage(await publicListingsQuery(db, filters, page, pageSize), pageSize);
}

export type MapListing = ServerMapListing & { landArea: number };
export type { Bbox };

export const MAP_LIMIT = 500;

/** The query of mapListings (one row over the cap, to tell truncation); exported for EXPLAIN. */
export function mapListingsQuery(db: Db, filters: Filters, bbox?: Bbox, limit = MAP_LIMIT) {
  return db
    .select({
      id: listings.id,
      type: listings.type,
      price: listings.price,
      latitude: listings.latitude,
      longitude: listings.longitude,
      area: listings.area,
      landArea: listings.landArea,
    })
    .from(listings)
    .where(
      and(
        publicWhere(filters),
        bbox ? and(gte(listings.latitude, bbox.south), lte(listings.latitude, bbox.north)) : undefined,
        bbox ? and(gte(listings.longitude, bbox.west), lte(listings.longitude, bbox.east)) : undefined,
      ),
    )
    .orderBy(desc(listings.id))
    .limit(limit + 1);
}

/** Markers for every matching public listing (within the box, when one is given), capped. */
export async function mapListings(db: Db, filters: Filters, bbox?: Bbox, limit = MAP_LIMIT) {
  const rows = await mapListingsQuery(db, filters, bbox, limit);
  return { listings: rows.slice(0, limit) as MapListing[], truncated: rows.length > limit };
}

/** The map's box in /map-data (filters.ts reads the same text). */
export { parseBbox };

/** Full listing for the detail page; null when unknown or not public (unless the viewer may see it). */
export async function getListing(db: Db, id: number, viewer?: { id: string; role: Role } | null) {
  // Two round trips, not one db.batch: drizzle maps a batched select's rows by column name, and
  // this join has two columns named "id" (decision 0017).
  const row = await db
    .select({
      listing: listings,
      postedBy: { id: users.id, username: users.username, fullName: users.fullName, profileImage: users.profileImage },
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.postedById))
    .where(eq(listings.id, id))
    .get();
  if (!row) return null;
  if (!canSeeListing(viewer, row.listing)) return null;
  const images = await db
    .select()
    .from(listingImages)
    .where(eq(listingImages.listingId, id))
    .orderBy(asc(listingImages.position));
  return {
    ...row.listing,
    postedBy: row.postedBy,
    images: images.map((img) => ({
      id: img.id,
      src128: imageUrl(img.key128),
      src375: imageUrl(img.key375),
      src1000: imageUrl(img.key1000),
      width: img.width,
      height: img.height,
    })),
  };
}
export type ListingDetail = NonNullable<Awaited<ReturnType<typeof getListing>>>;

export type ListingSummary = Pick<
  ListingCard,
  "id" | "title" | "type" | "price" | "landArea" | "squareFeet" | "area" | "bhk"
> & {
  image: { src128: string; width: number; height: number } | null;
};

/** The small listing shown in the map popup (docs/product.md#browsing); public only. */
export async function getListingSummary(db: Db, listingId: number): Promise<ListingSummary | null> {
  const { id, title, type, price, landArea, squareFeet, area, bhk } = cardColumns;
  const row = await db
    .select({ id, title, type, price, landArea, squareFeet, area, bhk, ...mainImageColumns })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.isPublic, true)))
    .get();
  if (!row) return null;
  const [image, listing] = takeMainImage(row);
  return { ...listing, image: smallImage(image) };
}
