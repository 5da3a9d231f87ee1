// The alert digest matches listings in memory (app/domain/alerts.ts `matchesFilters`) while the
// list and the map ask D1 (app/server/listings/browse.server.ts `filterTerms`): for any filters,
// both must pick the same listings (docs/product.md#alerts, decision 0048). Listings sit on the
// edges of each filter (prices, areas at the rounding bounds, the box's sides).
import fc from "fast-check";
import { and, gt, lte } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { matchesFilters } from "~/domain/alerts";
import { FACINGS, LOCALITIES, PROPERTY_TYPES } from "~/domain/catalog";
import { type Filters, normalizeFilters } from "~/domain/filters";
import { listings } from "~/server/db/schema.server";
import { filterTerms } from "~/server/listings/browse.server";
import { alertWindow, insertPublicListing } from "../helpers/alerts";
import { db, insertUser } from "../helpers/db";

const PRICES = [1_000_000, 2_999_999, 3_000_000, 3_000_001, 7_500_000];
const CENTS = [4.99, 5, 5.01, 10];
// Square feet around 5 cents (2177.8) and 10 cents (4355.6), on both sides of each rounding bound.
const SQFT = [2170, 2175, 2176, 2178, 2180, 2182, 4353, 4354, 4356, 4358, 4360];
const COORDS = [10.99, 11, 11.00001, 11.05, 11.1, 11.2];
const LONGS = [76.89999, 76.9, 76.95, 77, 77.00001];
const PLACES = LOCALITIES.slice(0, 3);

const w = alertWindow();
const window = () => and(gt(listings.publicSince, w.start), lte(listings.publicSince, w.at));

beforeAll(async () => {
  const seller = await insertUser({ role: "seller" });
  const rows = fc.sample(
    fc.record({
      type: fc.constantFrom(...PROPERTY_TYPES),
      area: fc.constantFrom(...PLACES),
      price: fc.constantFrom(...PRICES),
      bhk: fc.integer({ min: 0, max: 3 }),
      facing: fc.constantFrom(...FACINGS),
      dtcpApproved: fc.boolean(),
      readyToMove: fc.boolean(),
      gatedCommunity: fc.boolean(),
      landArea: fc.constantFrom(...SQFT),
      latitude: fc.constantFrom(...COORDS),
      longitude: fc.constantFrom(...LONGS),
    }),
    { numRuns: 80, seed: 48 },
  );
  for (const [i, row] of rows.entries())
    await insertPublicListing(w.publicAt(i), { ...row, postedById: seller.id }, { images: 0 });
});

/** A filter left out three times in four, so that many sets still match something. */
const sometimes = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arb, weight: 1 });

const filters: fc.Arbitrary<Filters> = fc
  .record({
    types: fc.uniqueArray(fc.constantFrom(...PROPERTY_TYPES), { maxLength: 4 }),
    locations: fc.uniqueArray(fc.constantFrom(...PLACES), { maxLength: 2 }),
    minPrice: sometimes(fc.constantFrom(...PRICES)),
    maxPrice: sometimes(fc.constantFrom(...PRICES)),
    bhk: sometimes(fc.integer({ min: 1, max: 3 })),
    facing: sometimes(fc.constantFrom(...FACINGS)),
    dtcp: sometimes(fc.constant(true)),
    ready: sometimes(fc.constant(true)),
    gated: sometimes(fc.constant(true)),
    minArea: sometimes(fc.constantFrom(...CENTS)),
    maxArea: sometimes(fc.constantFrom(...CENTS)),
    bbox: sometimes(
      fc.record({
        south: fc.constantFrom(10.99, 11),
        north: fc.constantFrom(11.05, 11.1),
        west: fc.constantFrom(76.9, 76.95),
        east: fc.constantFrom(76.95001, 77),
      }),
    ),
  })
  .map((f) => normalizeFilters(f as Filters));

describe("matchesFilters and filterTerms (property)", () => {
  it("pick the same listings for any filters", async () => {
    const rows = await db().select().from(listings).where(window());
    expect(rows).toHaveLength(80);
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(filters, async (f) => {
        const fromSql = (
          await db()
            .select({ id: listings.id })
            .from(listings)
            .where(and(window(), ...filterTerms(f)))
        )
          .map((r) => r.id)
          .sort((a, b) => a - b);
        const inMemory = rows
          .filter((l) => matchesFilters(f, l))
          .map((l) => l.id)
          .sort((a, b) => a - b);
        expect(inMemory).toEqual(fromSql);
        if (fromSql.length) nonEmpty += 1;
      }),
      { numRuns: 150, seed: 480 },
    );
    // Not vacuous: many of the filter sets matched something.
    expect(nonEmpty).toBeGreaterThan(20);
  });
});
