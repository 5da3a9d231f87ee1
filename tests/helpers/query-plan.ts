// EXPLAIN QUERY PLAN of the exact SQL the server builds (a drizzle query), for the tests that keep
// queries index-backed at 100,000 listings.
import { env } from "cloudflare:test";

/** The plan's detail lines of `query` ("SEARCH listings USING INDEX ...", "SCAN t", ...). */
export async function queryPlan(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql, params } = query.toSQL();
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

/** A bare "SCAN <table>" reads every row; "SCAN <table> USING [COVERING] INDEX" walks an index. */
export const tableScans = (details: string[]): string[] => details.filter((d) => /^SCAN \w+$/.test(d.trim()));
