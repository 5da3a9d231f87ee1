// The list and map queries must stay index-backed at 100,000 listings (docs/product.md#browsing):
// EXPLAIN QUERY PLAN of the exact SQL the server builds must not scan a table, and the
// unfiltered list and the map must not sort every match (a TEMP B-TREE for ORDER BY) just to
// return one page: that made a city-wide map box take 0.5 s at 100,000 listings.
import { describe, expect, it } from "vitest";
import type { Filters } from "~/domain/filters";
import { mapListingsQuery, publicListingsQuery } from "~/server/listings/browse.server";
import { db } from "../helpers/db";
import { queryPlan as plan, tableScans } from "../helpers/query-plan";

function sorts(details: string[]): string[] {
  return details.filter((d) => d.includes("TEMP B-TREE FOR ORDER BY"));
}

const cases: [string, Filters][] = [
  ["no filter", { types: [], locations: [] }],
  ["one type", { types: ["plot"], locations: [] }],
  ["two types", { types: ["plot", "villa"], locations: [] }],
  ["one location", { types: [], locations: ["RS Puram"] }],
  ["two locations", { types: [], locations: ["RS Puram", "Peelamedu"] }],
  ["types and locations", { types: ["plot", "villa"], locations: ["RS Puram", "Peelamedu"] }],
  ["price range", { types: [], locations: [], minPrice: 3_000_000, maxPrice: 6_000_000 }],
  ["maximum price", { types: [], locations: [], maxPrice: 5_000_000 }],
  ["bhk", { types: [], locations: [], bhk: 3 }],
  ["facing", { types: [], locations: [], facing: "east" }],
  ["dtcp, ready, gated", { types: [], locations: [], dtcp: true, ready: true, gated: true }],
  ["area range", { types: [], locations: [], minArea: 5, maxArea: 10 }],
  ["type, locality and price", { types: ["villa"], locations: ["Vadavalli"], maxPrice: 12_000_000 }],
  [
    "every filter",
    {
      types: ["plot", "villa"],
      locations: ["RS Puram", "Peelamedu"],
      minPrice: 3_000_000,
      maxPrice: 12_000_000,
      bhk: 3,
      facing: "east",
      dtcp: true,
      ready: true,
      gated: true,
      minArea: 3,
      maxArea: 10,
    },
  ],
];

describe("list query plan", () => {
  it.each(cases)("%s: uses indexes, no table scan, no full sort", async (_name, filters) => {
    for (const page of [1, 50]) {
      const details = await plan(publicListingsQuery(db(), filters, page));
      expect(
        details.some((d) => /USING (COVERING )?INDEX listings_public/.test(d)),
        details.join("\n"),
      ).toBe(true);
      expect(tableScans(details), details.join("\n")).toEqual([]);
      expect(sorts(details), details.join("\n")).toEqual([]);
    }
  });
});

describe("map query plan", () => {
  const bbox = { west: 76.9, south: 10.95, east: 77.0, north: 11.05 };
  it.each(cases)("%s, whole city: uses indexes, no table scan, no full sort", async (_name, filters) => {
    const details = await plan(mapListingsQuery(db(), filters));
    expect(tableScans(details), details.join("\n")).toEqual([]);
    expect(sorts(details), details.join("\n")).toEqual([]);
  });
  it.each(cases)("%s, within a bbox: uses indexes, no table scan, no full sort", async (_name, filters) => {
    const details = await plan(mapListingsQuery(db(), filters, bbox));
    expect(tableScans(details), details.join("\n")).toEqual([]);
    expect(sorts(details), details.join("\n")).toEqual([]);
  });
});

// The other orders of the list (docs/product.md#sorting): each walks its own index
// (listings_public_price_idx, listings_public_unit_price_idx) and stops after a page.
describe("sorted list query plan", () => {
  const orders = ["price-asc", "price-desc", "unit-price"] as const;
  const sortCases = orders.flatMap((sort) =>
    cases.map(([name, f]): [string, Filters] => [`${sort}, ${name}`, { ...f, sort }]),
  );
  it.each(sortCases)("%s: uses indexes, no table scan, no full sort", async (_name, filters) => {
    for (const page of [1, 50]) {
      const details = await plan(publicListingsQuery(db(), filters, page));
      const index = filters.sort === "unit-price" ? "listings_public_unit_price_idx" : "listings_public_price_idx";
      expect(tableScans(details), details.join("\n")).toEqual([]);
      expect(
        details.some((d) => d.includes(`USING INDEX ${index}`)),
        details.join("\n"),
      ).toBe(true);
      expect(sorts(details), details.join("\n")).toEqual([]);
    }
  });
});
