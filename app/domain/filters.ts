import { FACINGS, isLocality, isPropertyType, type Locality, type PropertyType, PROPERTY_TYPES } from "./catalog";
import { SQFT_PER_CENT } from "./format";
import { closestLocality } from "./locality-match";
import { canonicalSortValue, type SortOrder } from "./sort";

export type Facing = (typeof FACINGS)[number];

/**
 * The one filter model of the list, the map, the seller page and AI search
 * (docs/product.md#filters). `types` and `locations` are always present (possibly empty);
 * every other filter is absent when not set (a flag set to false counts as absent).
 * Prices are whole rupees; areas are land area in cents (listings store square feet).
 */
export type Filters = {
  types: PropertyType[];
  locations: Locality[];
  minPrice?: number;
  maxPrice?: number;
  /** Exact number of bedrooms. */
  bhk?: number;
  facing?: Facing;
  dtcp?: boolean;
  ready?: boolean;
  gated?: boolean;
  /** Land area in cents (1 cent = 435.56 sq ft). */
  minArea?: number;
  maxArea?: number;
  /** The list's order (docs/product.md#sorting), not a filter: absent for the default, newest first. */
  sort?: Exclude<SortOrder, "newest">;
  /** The map's box after "Search this area" (docs/product.md#search-this-area). */
  bbox?: Bbox;
};
/** A box of longitudes and latitudes, `bbox=west,south,east,north` in the URL. */
export type Bbox = { west: number; south: number; east: number; north: number };
/** The older name of Filters, kept for the components that use it. */
export type ListFilters = Filters;
export type HomeQuery = Filters & { view: "list" | "map"; page: number };

/** Filters that are one value each in the URL, in their canonical order after `type` and `location`. */
export const SCALAR_FILTER_KEYS = [
  "minPrice",
  "maxPrice",
  "bhk",
  "facing",
  "dtcp",
  "ready",
  "gated",
  "minArea",
  "maxArea",
] as const;
export type ScalarFilterKey = (typeof SCALAR_FILTER_KEYS)[number];
export const FLAG_FILTER_KEYS = ["dtcp", "ready", "gated"] as const;

/** Sane bounds: anything outside is treated as not given. */
export const FILTER_LIMITS = {
  /** ₹10,000 crore. */
  maxPrice: 100_000_000_000,
  maxBhk: 20,
  /** 10,000 acres, in cents. */
  maxArea: 1_000_000,
} as const;

export function isFacing(value: string): value is Facing {
  return (FACINGS as readonly string[]).includes(value);
}

export function isScalarFilterKey(key: string): key is ScalarFilterKey {
  return (SCALAR_FILTER_KEYS as readonly string[]).includes(key);
}

/** Rounds an area in cents to the two decimals the URL carries. */
export function roundCents(cents: number): number {
  return Math.round(cents * 100) / 100;
}

/** Cents to the square feet listings store. */
export function centsToSqft(cents: number): number {
  return cents * SQFT_PER_CENT;
}

/**
 * The canonical URL text of one scalar filter value, or null when the value is not valid
 * (the page then redirects without it). Prices: whole rupees, 1 to ₹10,000 crore; bhk: 1 to 20;
 * facing: north/south/east/west (any case); flags: "1" (a checkbox's "on" and "true" read the
 * same); areas: cents above 0 up to 10,000 acres, at most 2 decimals.
 */
export function canonicalFilterValue(key: ScalarFilterKey, raw: string): string | null {
  const value = raw.trim();
  switch (key) {
    case "minPrice":
    case "maxPrice": {
      if (!/^\d+$/.test(value)) return null;
      const n = Number(value);
      return n >= 1 && n <= FILTER_LIMITS.maxPrice ? String(n) : null;
    }
    case "bhk": {
      if (!/^\d+$/.test(value)) return null;
      const n = Number(value);
      return n >= 1 && n <= FILTER_LIMITS.maxBhk ? String(n) : null;
    }
    case "facing": {
      const lower = value.toLowerCase();
      return isFacing(lower) ? lower : null;
    }
    case "dtcp":
    case "ready":
    case "gated":
      return ["1", "on", "true"].includes(value.toLowerCase()) ? "1" : null;
    case "minArea":
    case "maxArea": {
      if (!/^(\d+(\.\d*)?|\.\d+)$/.test(value)) return null;
      const n = roundCents(Number(value));
      return n > 0 && n <= FILTER_LIMITS.maxArea ? String(n) : null;
    }
  }
}

function splitList(value: string | null): string[] {
  if (!value) return [];
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Reads the shared filter state from the URL: `type` and `location` are comma-joined lists
 * (docs/product.md#filters). Unknown values and duplicates are dropped; types follow the
 * catalogue order, localities keep the order they were chosen in (the chips show them that
 * way). The other filters are read with canonicalFilterValue (first valid value wins); a
 * minimum above its maximum is read as the range the other way round.
 */
export function parseFilters(params: URLSearchParams): Filters {
  const filters: Filters = {
    types: splitList(params.get("type")).filter(isPropertyType),
    // Typed or shared by hand, a locality may come in another spelling (docs/product.md#locality-matching).
    locations: splitList(params.get("location"))
      .map(closestLocality)
      .filter((l): l is Locality => l !== null),
  };
  for (const key of SCALAR_FILTER_KEYS) {
    for (const raw of params.getAll(key)) {
      const value = canonicalFilterValue(key, raw);
      if (value === null) continue;
      setScalar(filters, key, value);
      break;
    }
  }
  const sort = canonicalSortValue(params.get("sort") ?? "");
  if (sort) filters.sort = sort;
  const bbox = parseBbox(params.get("bbox"));
  if (bbox) filters.bbox = bbox;
  return normalizeFilters(filters);
}

function setScalar(filters: Filters, key: ScalarFilterKey, value: string): void {
  if (key === "facing") filters.facing = value as Facing;
  else if (key === "dtcp" || key === "ready" || key === "gated") filters[key] = true;
  else filters[key] = Number(value);
}

/**
 * The canonical form of a Filters object (what the URL would give back): known, de-duplicated
 * types in catalogue order and localities in the order given; out-of-range values, false flags
 * and undefined keys removed; prices whole; areas at 2 decimals; min and max in order. The AI
 * search stages build a Filters object and pass it through here (or filtersSearch) before use.
 */
export function normalizeFilters(input: Filters): Filters {
  const types = new Set(input.types.filter((t) => isPropertyType(t)));
  const out: Filters = {
    types: PROPERTY_TYPES.filter((t) => types.has(t)),
    locations: [...new Set(input.locations.filter((l) => isLocality(l)))],
  };
  for (const key of SCALAR_FILTER_KEYS) {
    const value = input[key];
    if (value === undefined || value === null || value === false) continue;
    const text = key === "minPrice" || key === "maxPrice" ? String(Math.round(Number(value))) : String(value);
    const canonical = canonicalFilterValue(key, value === true ? "1" : text);
    if (canonical !== null) setScalar(out, key, canonical);
  }
  if (out.minPrice !== undefined && out.maxPrice !== undefined && out.minPrice > out.maxPrice) {
    [out.minPrice, out.maxPrice] = [out.maxPrice, out.minPrice];
  }
  if (out.minArea !== undefined && out.maxArea !== undefined && out.minArea > out.maxArea) {
    [out.minArea, out.maxArea] = [out.maxArea, out.minArea];
  }
  const sort = input.sort ? canonicalSortValue(input.sort) : null;
  if (sort) out.sort = sort;
  const bbox = input.bbox && parseBbox(bboxParam(input.bbox));
  if (bbox) out.bbox = bbox;
  return out;
}

/**
 * The URL parameters of a Filters object, canonical and in canonical order (type, location,
 * minPrice, maxPrice, bhk, facing, dtcp, ready, gated, minArea, maxArea, then sort). Two Filters are the
 * same search exactly when their filtersSearch strings are equal.
 */
export function filtersToParams(filters: Filters): URLSearchParams {
  const f = normalizeFilters(filters);
  const params = new URLSearchParams();
  if (f.types.length) params.set("type", f.types.join(","));
  if (f.locations.length) params.set("location", f.locations.join(","));
  for (const key of SCALAR_FILTER_KEYS) {
    const value = f[key];
    if (value === undefined) continue;
    params.set(key, value === true ? "1" : String(value));
  }
  if (f.sort) params.set("sort", f.sort);
  if (f.bbox) params.set("bbox", bboxParam(f.bbox));
  return params;
}

/**
 * `bbox=west,south,east,north` (degrees, 5 decimals: about a metre) as a box, or undefined when
 * malformed, out of range or empty (docs/product.md#search-this-area).
 */
export function parseBbox(value: string | null | undefined): Bbox | undefined {
  if (!value) return undefined;
  const parts = value.split(",").map((p) => (p.trim() ? Number(p) : Number.NaN));
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return undefined;
  const [west, south, east, north] = parts.map((n) => Math.round(n * 1e5) / 1e5) as [number, number, number, number];
  if (west >= east || south >= north || west < -180 || east > 180 || south < -90 || north > 90) return undefined;
  return { west, south, east, north };
}

/** A box as its URL value. */
export function bboxParam(b: Bbox): string {
  return [b.west, b.south, b.east, b.north].map(String).join(",");
}

/** filtersToParams as a query string: "?type=plot&maxPrice=5000000" (commas kept), or "". */
export function filtersSearch(filters: Filters): string {
  const qs = filtersToParams(filters).toString().replace(/%2C/g, ",");
  return qs ? `?${qs}` : "";
}

/** True when no filter at all is set. */
export function isEmptyFilters(filters: Filters): boolean {
  return filtersSearch(filters) === "";
}

/** view: "list" (default) or any other value means map; page: positive integer, default 1. */
export function parseHomeQuery(params: URLSearchParams): HomeQuery {
  const view = params.get("view");
  return {
    ...parseFilters(params),
    view: view === null || view === "list" ? "list" : "map",
    page: parsePage(params.get("page")),
  };
}

export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/** Toggles one value in a list (select adds, selecting again removes). */
export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

export type ParamChanges = Partial<
  {
    type: readonly string[];
    location: readonly string[];
    page: number | null;
    view: string | null;
    sort: string | null;
    bbox: string | null;
  } & { [K in ScalarFilterKey]: number | string | boolean | null }
>;

/**
 * Builds a query string from the current one with changes applied; empty lists, nulls and
 * false remove the parameter (true sets a flag to 1). Filter changes reset the page to 1.
 */
export function withParams(current: URLSearchParams, changes: ParamChanges): string {
  const next = new URLSearchParams(current);
  for (const key of ["type", "location"] as const) {
    const list = changes[key];
    if (list === undefined) continue;
    if (list.length) next.set(key, list.join(","));
    else next.delete(key);
    next.delete("page");
  }
  for (const key of SCALAR_FILTER_KEYS) {
    const value = changes[key];
    if (value === undefined) continue;
    if (value === null || value === false || value === "") next.delete(key);
    else next.set(key, value === true ? "1" : String(value));
    next.delete("page");
  }
  if (changes.sort !== undefined) {
    if (changes.sort === null || canonicalSortValue(changes.sort) === null) next.delete("sort");
    else next.set("sort", changes.sort);
    next.delete("page");
  }
  if (changes.bbox !== undefined) {
    if (changes.bbox === null) next.delete("bbox");
    else next.set("bbox", changes.bbox);
    next.delete("page");
  }
  if (changes.page !== undefined) {
    if (changes.page === null || changes.page === 1) next.delete("page");
    else next.set("page", String(changes.page));
  }
  if (changes.view !== undefined) {
    if (changes.view === null) next.delete("view");
    else next.set("view", changes.view);
  }
  const qs = next.toString().replace(/%2C/g, ",");
  return qs ? `?${qs}` : "";
}
