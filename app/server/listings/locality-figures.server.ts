// The locality pages' price figures (docs/product.md#locality-pages, decision 0036): read at
// request time from one query on the figures index (public listings of a few localities and
// types since the oldest chart quarter); the maths is app/domain/price-figures.ts.
import { and, count, eq, gte, inArray, min } from "drizzle-orm";
import { type Locality, PROPERTY_TYPES, type PropertyType } from "~/domain/catalog";
import type { PriceUnit } from "~/domain/format";
import { type LocalityPage, localityPath, nearestLocalities } from "~/domain/locality-pages";
import {
  comparedWithMedian,
  figuresOf,
  figuresSince,
  type LocalityFigures,
  localityFigures,
  type PriceRow,
  rowUnitPrice,
  TYPE_UNIT,
  yearStart,
} from "~/domain/price-figures";
import type { Db } from "../db/client.server";
import { listings } from "../db/schema.server";
import { publicListing } from "./browse.server";

/** The figures' rows: public listings of these localities and types created since `since`; exported for EXPLAIN. */
export function figureRowsQuery(
  db: Db,
  localities: readonly Locality[],
  types: readonly PropertyType[],
  since: number,
) {
  return db
    .select({
      area: listings.area,
      type: listings.type,
      price: listings.price,
      landArea: listings.landArea,
      squareFeet: listings.squareFeet,
      createdAt: listings.createdAt,
    })
    .from(listings)
    .where(
      and(
        publicListing(),
        inArray(listings.area, [...localities]),
        // Every type named, even for all of them: the index then seeks each (locality, type)'s dates.
        inArray(listings.type, [...types]),
        gte(listings.createdAt, since),
      ),
    );
}

/** The units a page shows: its type's, or both for a whole locality (land first). */
export function pageUnits(page: LocalityPage): PriceUnit[] {
  return page.type ? [TYPE_UNIT[page.type]] : ["cent", "sqft"];
}

export type NearbyLocality = {
  locality: Locality;
  href: string;
  medians: { unit: PriceUnit; median: number | null }[];
};
export type PageFigures = {
  total: number;
  lowestPrice: number | null;
  groups: LocalityFigures[];
  nearby: NearbyLocality[];
};

/** How many public listings a page stands for (any age). */
function pageCountQuery(db: Db, page: LocalityPage) {
  return db
    .select({ n: count(), lowest: min(listings.price) })
    .from(listings)
    .where(
      and(publicListing(), eq(listings.area, page.locality), page.type ? eq(listings.type, page.type) : undefined),
    );
}

/** A locality page's figures, and its nearest localities' 12-month medians in the same units. */
export async function readPageFigures(db: Db, page: LocalityPage, now: number): Promise<PageFigures> {
  const nearest = nearestLocalities(page.locality);
  const [found, counted] = await Promise.all([
    figureRowsQuery(db, [page.locality, ...nearest], page.type ? [page.type] : PROPERTY_TYPES, figuresSince(now)),
    pageCountQuery(db, page),
  ]);
  const rows = found as PriceRow[];
  const units = pageUnits(page);
  const here = rows.filter((r) => r.area === page.locality);
  const since = yearStart(now);
  return {
    total: counted[0]?.n ?? 0,
    lowestPrice: counted[0]?.lowest ?? null,
    groups: units.map((unit) => localityFigures(here, unit, now)),
    nearby: nearest.map((locality) => ({
      locality,
      href: localityPath({ locality, type: page.type }),
      medians: units.map((unit) => ({
        unit,
        median: figuresOf(
          rows
            .filter(
              (r) => r.area === locality && TYPE_UNIT[r.type] === unit && r.createdAt >= since && r.createdAt <= now,
            )
            .map(rowUnitPrice)
            .filter((v): v is number => v !== null),
        ).median,
      })),
    })),
  };
}

/**
 * How a public listing's unit price compares with its locality's 12-month median for its type
 * (docs/product.md#locality-pages), or null when the locality has too few listings of that type
 * or the listing has no measure in that unit.
 */
export async function compareWithLocality(
  db: Db,
  listing: { area: string; type: PropertyType; price: number; landArea: number; squareFeet: number },
  now: number,
) {
  const locality = listing.area as Locality;
  const value = rowUnitPrice({ ...listing, createdAt: now });
  if (value === null) return null;
  const rows = (await figureRowsQuery(db, [locality], [listing.type], yearStart(now))) as PriceRow[];
  const figures = localityFigures(rows, TYPE_UNIT[listing.type], now).year;
  if (figures.median === null) return null;
  return {
    ...comparedWithMedian(value, figures.median),
    locality,
    type: listing.type,
    median: figures.median,
    unit: TYPE_UNIT[listing.type],
    href: localityPath({ locality, type: listing.type }),
  };
}
