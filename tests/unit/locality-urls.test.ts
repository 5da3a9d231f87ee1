// Which URL a filter set lives at (docs/product.md#locality-pages, decision 0036): exactly one
// locality, at most one type and nothing else is its locality page; every other set keeps the
// home query string, whose canonical link names the closest locality page.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FACINGS, LOCALITIES, PROPERTY_TYPES } from "~/domain/catalog";
import { type Filters, filtersToParams, normalizeFilters, parseHomeQuery } from "~/domain/filters";
import {
  closestPagePath,
  homeHref,
  localityPageOfPath,
  localityPath,
  localityUrlOf,
  pageFilterParams,
} from "~/domain/locality-pages";

const someOf = <T>(values: readonly T[]) => fc.uniqueArray(fc.constantFrom(...values), { maxLength: 3 });

/** A filter set, biased towards one locality and few other filters (the interesting case). */
const filtersArb: fc.Arbitrary<Filters> = fc.record(
  {
    types: fc.oneof(
      someOf(PROPERTY_TYPES),
      fc.constantFrom(...PROPERTY_TYPES).map((t) => [t]),
    ),
    locations: fc.oneof(
      someOf(LOCALITIES),
      fc.constantFrom(...LOCALITIES).map((l) => [l]),
    ),
    minPrice: fc.integer({ min: 0, max: 50_000_000 }),
    maxPrice: fc.integer({ min: 0, max: 50_000_000 }),
    bhk: fc.integer({ min: 1, max: 6 }),
    facing: fc.constantFrom(...FACINGS),
    dtcp: fc.boolean(),
    ready: fc.boolean(),
    gated: fc.boolean(),
    minArea: fc.integer({ min: 1, max: 500 }),
  },
  { requiredKeys: ["types", "locations"] },
);

/** The rest of a home query: the view, the page, an AI search text, a tracking tag. */
const extrasArb = fc.record(
  {
    view: fc.constantFrom("map", "list"),
    page: fc.integer({ min: 1, max: 9 }),
    ai: fc.constantFrom("plots near the lake", "3 bhk"),
    utm_source: fc.constant("news"),
  },
  { requiredKeys: [] },
);

function searchOf(filters: Filters, extras: Record<string, string | number>): string {
  const params = filtersToParams(filters);
  for (const [key, value] of Object.entries(extras)) params.set(key, String(value));
  const qs = params.toString().replace(/%2C/g, ",");
  return qs ? `?${qs}` : "";
}

/** Exactly one locality, at most one type, no other filter and no AI search. */
function isLocalityPageSet(filters: Filters, extras: Record<string, unknown>): boolean {
  const f = normalizeFilters(filters);
  const scalars = [...filtersToParams(f).keys()].filter((k) => k !== "type" && k !== "location");
  return f.locations.length === 1 && f.types.length <= 1 && scalars.length === 0 && !("ai" in extras);
}

describe("the URL of a filter set", () => {
  it("is a locality page that reads back as the same filters, or the home query string", () => {
    fc.assert(
      fc.property(filtersArb, extrasArb, (filters, extras) => {
        const search = searchOf(filters, extras);
        const href = homeHref(search);
        const home = parseHomeQuery(new URLSearchParams(search));
        const url = new URL(href, "http://localhost");
        if (isLocalityPageSet(filters, extras)) {
          const page = localityPageOfPath(url.pathname);
          expect(page).not.toBeNull();
          if (!page) return;
          // The path and its query read back as the same filters, view and page.
          expect(parseHomeQuery(pageFilterParams(page, url.searchParams))).toEqual(home);
          expect(url.pathname).toBe(localityPath(page));
          // Its canonical URL is the page the home query would name.
          expect(url.pathname).toBe(closestPagePath(home.locations, home.types));
          // Only the view, the page and tracking tags ride in its query.
          for (const key of url.searchParams.keys()) expect(["view", "page", "utm_source"]).toContain(key);
        } else {
          expect(href).toBe(`/${search}`);
          expect(localityUrlOf(new URLSearchParams(search))).toBeNull();
          const closest = closestPagePath(home.locations, home.types);
          expect(closest === "/" || localityPageOfPath(closest) !== null).toBe(true);
          if (home.locations.length !== 1) expect(closest).toBe("/");
        }
      }),
      { numRuns: 500 },
    );
  });

  it("names one locality page per locality and type, and the home page otherwise", () => {
    expect(homeHref("?location=RS+Puram&type=villa")).toBe("/coimbatore/rs-puram/villas");
    expect(homeHref("?type=villa&location=RS+Puram&page=2")).toBe("/coimbatore/rs-puram/villas?page=2");
    expect(homeHref("?location=RS+Puram&maxPrice=5000000")).toBe("/?location=RS+Puram&maxPrice=5000000");
    expect(homeHref("?location=RS+Puram&filters=open")).toBe("/?location=RS+Puram&filters=open");
    expect(homeHref("?location=RS+Puram&q=peel")).toBe("/?location=RS+Puram&q=peel");
    expect(homeHref("?type=plot")).toBe("/?type=plot");
    expect(homeHref("")).toBe("/");
  });
});
