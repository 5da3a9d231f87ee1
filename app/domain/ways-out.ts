// Never a dead end (docs/product.md#never-a-dead-end): when a search finds nothing, the searches
// next to it that would find something, and the words that name them. Pure: the server counts
// each candidate (app/server/listings/ways-out.server.ts) and keeps those with listings.
import { type Locality, placeName, type PropertyType } from "./catalog";
import { areaLabel, budgetLabel, type ChipWords, formatCents } from "./filter-chips";
import { formatIndianNumber } from "./format";
import { fill } from "~/messages/messages";
import type { Filters } from "./filters";
import { closestLocality } from "./locality-match";
import { nearestLocalities } from "./locality-pages";

/** Each filter a buyer set, as one thing to drop: a price range or an area range is one. */
const DROPPABLE: { key: string; drop: (f: Filters) => Filters; set: (f: Filters) => boolean }[] = [
  { key: "type", set: (f) => f.types.length > 0, drop: (f) => ({ ...f, types: [] }) },
  {
    key: "price",
    set: (f) => f.minPrice !== undefined || f.maxPrice !== undefined,
    drop: ({ minPrice: _a, maxPrice: _b, ...f }) => f,
  },
  { key: "bhk", set: (f) => f.bhk !== undefined, drop: ({ bhk: _, ...f }) => f },
  { key: "facing", set: (f) => f.facing !== undefined, drop: ({ facing: _, ...f }) => f },
  { key: "dtcp", set: (f) => Boolean(f.dtcp), drop: ({ dtcp: _, ...f }) => f },
  { key: "ready", set: (f) => Boolean(f.ready), drop: ({ ready: _, ...f }) => f },
  { key: "gated", set: (f) => Boolean(f.gated), drop: ({ gated: _, ...f }) => f },
  {
    key: "area",
    set: (f) => f.minArea !== undefined || f.maxArea !== undefined,
    drop: ({ minArea: _a, maxArea: _b, ...f }) => f,
  },
  { key: "location", set: (f) => f.locations.length > 0, drop: (f) => ({ ...f, locations: [] }) },
];

/** The same search without one of its filters, for each filter set (in the order above). */
export function dropOneCandidates(filters: Filters): Filters[] {
  return DROPPABLE.filter((d) => d.set(filters)).map((d) => d.drop(filters));
}

/** How many nearby localities are offered. */
export const NEARBY_COUNT = 3;

/**
 * The same search in each of the localities nearest (by centre) to the first one chosen, other
 * than those chosen; none when no locality is chosen.
 */
export function nearbyCandidates(filters: Filters, count = NEARBY_COUNT): Filters[] {
  const [first] = filters.locations;
  if (!first) return [];
  return nearestLocalities(first, count + filters.locations.length)
    .filter((l) => !filters.locations.includes(l))
    .slice(0, count)
    .map((l) => ({ ...filters, locations: [l] }));
}

/**
 * The way out to offer first: the drop-one search with the most listings (the filter that
 * removes most). Ties go to the filter listed first in DROPPABLE. Null when none finds any.
 */
export function bestDrop<T extends { count: number }>(counted: readonly T[]): T | null {
  let best: T | null = null;
  for (const c of counted) if (c.count > 0 && (!best || c.count > best.count)) best = c;
  return best;
}

const SINGULAR: Record<PropertyType, string> = {
  plot: "plot",
  apartment: "apartment",
  villa: "villa",
  house: "individual house",
  agriLand: "agricultural land",
  commercial: "commercial property",
};
const PLURAL: Record<PropertyType, string> = {
  plot: "plots",
  apartment: "apartments",
  villa: "villas",
  house: "individual houses",
  agriLand: "agricultural lands",
  commercial: "commercial properties",
};

function orList(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

/** "of 5 to 10 cents", "of 5 cents or more", "of up to 10 cents", or null. */
function areaWords({ minArea, maxArea }: Filters): string | null {
  if (minArea !== undefined && maxArea !== undefined) return `of ${formatCents(minArea)} to ${formatCents(maxArea)}`;
  if (minArea !== undefined) return `of ${formatCents(minArea)} or more`;
  if (maxArea !== undefined) return `of up to ${formatCents(maxArea)}`;
  return null;
}

/**
 * The words of a search in another language than English (docs/product.md#languages): the list
 * catalogue's chips, type names (one) and plurals (many), and its `describe` group.
 */
export type SearchWords = ChipWords & {
  plurals: Record<PropertyType, string>;
  describe: {
    listing: string;
    listings: string;
    or: string;
    in: string;
    dtcp: string;
    gated: string;
    ready: string;
    unknownPlace: string;
    allOfCity: string;
  };
};

/** "a, b or c" with the language's "or" ("{a} or {b}"). */
function orListIn(words: readonly string[], or: string): string {
  if (words.length <= 1) return words.join("");
  return fill(or, { a: words.slice(0, -1).join(", "), b: words.at(-1) ?? "" });
}

/**
 * A search in words in Tamil word order: where, the budget, the land, the count, what kind, the
 * type: "Vadavalli (வடவள்ளி) பகுதியில் ₹25 லட்சம் வரை 12 மனைகள்".
 */
function describeSearchIn(filters: Filters, count: number | null, w: SearchWords): string {
  const t = w.describe;
  const one = count === 1;
  const nouns = filters.types.map((type) => (one ? w.types[type] : w.plurals[type]));
  const what = nouns.length ? orListIn(nouns, t.or) : one ? t.listing : t.listings;
  const places = filters.locations.map((l) => placeName(l, w.lang));
  const kind = [
    filters.bhk !== undefined ? `${filters.bhk} BHK` : null,
    filters.facing ? w.chips[filters.facing] : null,
    filters.dtcp ? t.dtcp : null,
    filters.gated ? t.gated : null,
    filters.ready ? t.ready : null,
  ];
  const countText = count === null ? null : count >= COUNT_CAP ? `${formatIndianNumber(COUNT_CAP)}+` : String(count);
  return [
    places.length ? fill(t.in, { places: orListIn(places, t.or) }) : null,
    budgetLabel(filters, w),
    areaLabel(filters, w),
    countText,
    ...kind,
    what,
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * A search in words, with its count: "12 plots in Vadavalli up to ₹25 lakh", "1 villa in RS Puram
 * or Peelamedu", "3 BHK east facing apartments in Vadavalli from ₹50 lakh", "40 listings".
 * A count of null leaves the number out ("plots in Vadavalli up to ₹25 lakh"). With `words` of
 * another language, in that language (describeSearchIn).
 */
export function describeSearch(filters: Filters, count: number | null, words?: SearchWords): string {
  if (words && words.lang !== "en") return describeSearchIn(filters, count, words);
  const one = count === 1;
  const nouns = filters.types.map((t) => (one ? SINGULAR[t] : PLURAL[t]));
  const what = nouns.length ? orList(nouns) : one ? "listing" : "listings";
  const before = [
    filters.bhk !== undefined ? `${filters.bhk} BHK` : null,
    filters.facing ? `${filters.facing} facing` : null,
    filters.dtcp ? "DTCP approved" : null,
    filters.gated ? "gated" : null,
    filters.ready ? "ready to move" : null,
  ].filter(Boolean);
  const budget = budgetLabel(filters);
  const after = [
    filters.locations.length ? `in ${orList(filters.locations)}` : null,
    budget ? budget.charAt(0).toLowerCase() + budget.slice(1) : null,
    areaWords(filters),
  ].filter(Boolean);
  const countText = count === null ? [] : [count >= COUNT_CAP ? `${COUNT_CAP}+` : String(count)];
  return [...countText, ...before, what, ...after].join(" ");
}

/**
 * The last way out of an empty search: save it and hear when a listing matching it is posted
 * (docs/product.md#saved-searches): the same save flow as "Save this search".
 */
export const TELL_ME_WHEN_POSTED = "Tell me when one is posted";

/** Counts stop here: "1000+ listings" (a way out needs no exact figure, and counting stays cheap). */
export const COUNT_CAP = 1000;

/**
 * The `location` values of a URL that name no locality ("Gandhipuram" before it was one, a typo
 * too far from any name), as typed: the page names them instead of dropping them silently.
 */
export function unknownPlaces(params: URLSearchParams): string[] {
  const values = params
    .getAll("location")
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  return [...new Set(values.filter((v) => closestLocality(v) === null).map((v) => v.slice(0, 60)))];
}

/** "We have no listings area called Kallimadai yet; showing all of Coimbatore" (or the localities known). */
export function unknownPlaceMessage(
  places: readonly string[],
  known: readonly Locality[],
  words?: SearchWords,
): string | null {
  if (!places.length) return null;
  if (words && words.lang !== "en") {
    const t = words.describe;
    const showing = known.length
      ? orListIn(
          known.map((l) => placeName(l, words.lang)),
          t.or,
        )
      : t.allOfCity;
    return fill(t.unknownPlace, { names: orListIn(places, t.or), showing });
  }
  const names = orList(places);
  const showing = known.length ? orList(known) : "all of Coimbatore";
  return `We have no listings area called ${names} yet; showing ${showing}`;
}
