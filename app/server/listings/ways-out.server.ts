// The ways out of a search with no results (docs/product.md#never-a-dead-end): each candidate
// search counted with one capped, indexed COUNT, all in one D1 round trip.
import { and, sql } from "drizzle-orm";
import type { Filters } from "~/domain/filters";
import {
  bestDrop,
  COUNT_CAP,
  describeSearch,
  dropOneCandidates,
  nearbyCandidates,
  type SearchWords,
} from "~/domain/ways-out";
import type { Db } from "../db/client.server";
import { listings } from "../db/schema.server";
import { filterTerms, publicListing } from "./browse.server";

export type WayOut = { filters: Filters; count: number; label: string };

/**
 * How many public listings match, counted up to COUNT_CAP: the inner query stops there, so a
 * wide search costs no more than a thousand index entries. Exported for EXPLAIN.
 */
export function cappedCountQuery(db: Db, filters: Filters) {
  const matches = db
    .select({ one: sql`1` })
    .from(listings)
    .where(and(publicListing(), ...filterTerms(filters)))
    .limit(COUNT_CAP)
    .as("matches");
  return db.select({ count: sql<number>`count(*)` }).from(matches);
}

/**
 * For a search with no results: the drop-one search with the most listings, then the same search
 * in the nearest localities that have any (each with its count and words).
 */
export async function waysOut(db: Db, filters: Filters, words?: SearchWords): Promise<WayOut[]> {
  const drops = dropOneCandidates(filters);
  const nearby = nearbyCandidates(filters);
  const candidates = [...drops, ...nearby];
  if (!candidates.length) return [];
  const [first, ...rest] = candidates.map((f) => cappedCountQuery(db, f));
  const counts = (await db.batch([first!, ...rest])).map((rows) => Number(rows[0]?.count ?? 0));
  const counted = candidates.map((f, i) => ({ filters: f, count: counts[i] ?? 0 }));
  const best = bestDrop(counted.slice(0, drops.length));
  return [...(best ? [best] : []), ...counted.slice(drops.length).filter((c) => c.count > 0)].map((c) => ({
    ...c,
    label: describeSearch(c.filters, c.count, words),
  }));
}
