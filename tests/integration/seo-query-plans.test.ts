// The sitemaps' and the locality pages' queries stay index-backed at 100,000 listings
// (docs/decisions/0036-locality-pages.md): EXPLAIN QUERY PLAN of the SQL the server builds must
// not scan the listings table nor sort every public listing.
import { describe, expect, it } from "vitest";
import { figureRowsQuery } from "~/server/listings/locality-figures.server";
import { listingPartQuery, localityPagesQuery } from "~/server/seo/sitemap.server";
import { db } from "../helpers/db";
import { queryPlan as plan, tableScans } from "../helpers/query-plan";

const sorts = (details: string[]) => details.filter((d) => d.includes("TEMP B-TREE"));

describe("sitemap query plans", () => {
  it("a listings part walks the public index by id", async () => {
    const details = await plan(listingPartQuery(db(), 2));
    expect(
      details.some((d) => /USING (COVERING )?INDEX listings_public/.test(d)),
      details.join("\n"),
    ).toBe(true);
    expect(tableScans(details), details.join("\n")).toEqual([]);
    expect(sorts(details), details.join("\n")).toEqual([]);
  });

  it("the locality part groups along the figures index", async () => {
    const details = await plan(localityPagesQuery(db()));
    expect(details.join("\n")).toMatch(/USING (COVERING )?INDEX listings_public_figures_idx/);
    expect(tableScans(details), details.join("\n")).toEqual([]);
    expect(sorts(details), details.join("\n")).toEqual([]);
  });
});

describe("locality figures query plan", () => {
  it("seeks each locality and type's dates in the figures index", async () => {
    const details = await plan(
      figureRowsQuery(db(), ["Saravanampatti", "Kalapatti"], ["plot", "villa"], Date.UTC(2025, 0, 1)),
    );
    expect(details.join("\n")).toMatch(
      /USING (COVERING )?INDEX listings_public_figures_idx \(is_public=\? AND area=\? AND type=\? AND created_at>\?\)/,
    );
    expect(tableScans(details), details.join("\n")).toEqual([]);
  });
});
