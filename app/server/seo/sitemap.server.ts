// The sitemaps' rows (docs/product.md#search-engines): the public listings' ids and last changes
// by id, 50,000 a part, and which locality pages have public listings. Both read indexes only
// for their WHERE and order (tests/integration/query-plans.test.ts).
import { asc, count, sql } from "drizzle-orm";
import type { Locality, PropertyType } from "~/domain/catalog";
import { SITEMAP_MAX_URLS } from "~/domain/sitemap";
import type { Db } from "../db/client.server";
import { listings } from "../db/schema.server";
import { publicListing } from "../listings/browse.server";

export async function publicListingCount(db: Db): Promise<number> {
  const row = await db.select({ n: count() }).from(listings).where(publicListing()).get();
  return row?.n ?? 0;
}

/** The query of one listings part (1-based), newest change per listing; exported for EXPLAIN. */
export function listingPartQuery(db: Db, part: number, perPart = SITEMAP_MAX_URLS) {
  return db
    .select({ id: listings.id, changedAt: sql<number>`coalesce(${listings.updatedAt}, ${listings.createdAt})` })
    .from(listings)
    .where(publicListing())
    .orderBy(asc(listings.id))
    .limit(perPart)
    .offset((part - 1) * perPart);
}

/**
 * The query of the locality part: public listings per locality and type, with the newest;
 * exported for EXPLAIN. Named index: without statistics SQLite picks (is_public, type, area) and
 * reads every public row for its creation time; the figures index has it.
 */
export function localityPagesQuery(db: Db) {
  return db
    .select({
      // As SQL, not columns: drizzle refuses columns of a table named by a plain SQL FROM.
      area: sql<Locality>`${listings.area}`,
      type: sql<PropertyType>`${listings.type}`,
      n: sql<number>`count(*)`,
      newest: sql<number | null>`max(${listings.createdAt})`,
    })
    .from(sql`${listings} INDEXED BY listings_public_figures_idx`)
    .where(publicListing())
    .groupBy(listings.area, listings.type);
}

export type LocalityPageRow = { area: Locality; type: PropertyType; n: number; newest: number | null };

export async function localityPageRows(db: Db): Promise<LocalityPageRow[]> {
  return localityPagesQuery(db);
}

/** robots.txt and sitemaps: shared caches may keep them an hour (the edge cache refreshes sooner). */
export const SEO_TEXT_CACHE_CONTROL = "public, max-age=3600";

export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SEO_TEXT_CACHE_CONTROL },
  });
}
