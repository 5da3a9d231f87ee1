// URL rules of the home page (docs/product.md#filters): pure, shared by loader and UI.
import { canonicalFilterValue, type Filters, filtersToParams, isScalarFilterKey } from "./filters";
import { closestLocality } from "./locality-match";
import { canonicalSortValue } from "./sort";

/** Every filter parameter (the ones a Filters object holds). */
function isFilterParam(key: string): boolean {
  return key === "type" || key === "location" || isScalarFilterKey(key);
}

/** Parameters that only drive a panel on the page and must not survive a filter change. */
export const TRANSIENT_PARAMS = ["filters", "q"] as const;

/** The current query without panel-only parameters (the base for every filter link). */
export function stripTransient(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of TRANSIENT_PARAMS) next.delete(key);
  return next;
}

/**
 * A plain GET form sends one `type=`/`location=` pair per checked box; the contract is one
 * comma-joined value, a locality written by its catalogue name (docs/product.md#locality-matching). The other filters (docs/product.md#filters) carry one value each: an
 * invalid or empty one is dropped, a valid one is written in its canonical form (see
 * canonicalFilterValue), repeats after the first are dropped, and a minimum above its maximum
 * swaps with it. Returns the canonical query string (with "?", or "" when empty) when the URL
 * needs rewriting, or null when it is already canonical.
 */
export function canonicalSearch(params: URLSearchParams): string | null {
  // An encoded comma (%2C, as a form or a proxy may send it) reads the same, so it is left alone.
  let changed = false;
  const next = new URLSearchParams();
  const seen = new Set<string>();
  for (const [key, value] of params) {
    if (key === "type" || key === "location") {
      if (seen.has(key)) continue;
      seen.add(key);
      const all = params.getAll(key);
      const parts = all
        .flatMap((v) => v.split(","))
        .map((v) => v.trim())
        .filter(Boolean)
        // A locality in another spelling ("rs puram", "Saravanampatty") is written by its name.
        .map((v) => (key === "location" ? (closestLocality(v) ?? v) : v));
      const joined = [...new Set(parts)].join(",");
      if (all.length > 1 || joined !== value) changed = true;
      if (joined) next.set(key, joined);
      else changed = true;
    } else if (isScalarFilterKey(key)) {
      const canonical = canonicalFilterValue(key, value);
      if (seen.has(key) || canonical === null || canonical !== value) changed = true;
      if (seen.has(key) || canonical === null) continue;
      seen.add(key);
      next.append(key, canonical);
    } else if (key === "sort") {
      // The list's order (docs/product.md#sorting): one known value, the default left out.
      const canonical = canonicalSortValue(value);
      if (seen.has(key) || canonical === null || canonical !== value) changed = true;
      if (seen.has(key) || canonical === null) continue;
      seen.add(key);
      next.append(key, canonical);
    } else if ((key === "q" || key === "filters" || key === AI_PARAM) && !value.trim()) {
      changed = true;
    } else {
      next.append(key, value);
    }
  }
  for (const [min, max] of [
    ["minPrice", "maxPrice"],
    ["minArea", "maxArea"],
  ] as const) {
    const low = next.get(min);
    const high = next.get(max);
    if (low !== null && high !== null && Number(low) > Number(high)) {
      next.set(min, high);
      next.set(max, low);
      changed = true;
    }
  }
  if (!changed) return null;
  const qs = next.toString().replace(/%2C/g, ",");
  return qs ? `?${qs}` : "";
}

/**
 * The "View on Map" / "View on List" toggle: flips `view`, keeps every other parameter, and
 * sets page to 1 when it is missing (docs/product.md#browsing).
 */
export function viewToggleSearch(params: URLSearchParams, currentView: "list" | "map"): string {
  const next = stripTransient(params);
  // `live=1` starts the live map once, on the map it was sent to (docs/product.md#the-server-map):
  // never carried to the list or back.
  next.delete("live");
  next.set("view", currentView === "list" ? "map" : "list");
  if (!next.has("page")) next.set("page", "1");
  return `?${next.toString().replace(/%2C/g, ",")}`;
}

/** Query string for another page of the same list (page 1 is the bare URL). */
export function pageSearch(params: URLSearchParams, page: number): string {
  const next = stripTransient(params);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const qs = next.toString().replace(/%2C/g, ",");
  return qs ? `?${qs}` : "";
}

/**
 * Badge on the filter trigger: selected types plus selected localities, plus one for each other
 * filter in use (a price range or an area range counts once).
 */
export function filterCount(filters: Filters): number {
  let count = filters.types.length + filters.locations.length;
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) count += 1;
  if (filters.minArea !== undefined || filters.maxArea !== undefined) count += 1;
  for (const key of ["bhk", "facing", "dtcp", "ready", "gated"] as const) {
    if (filters[key] !== undefined && filters[key] !== false) count += 1;
  }
  return count;
}

/** The words of an AI search, kept in the URL for the heading (docs/product.md#ai-search). */
export const AI_PARAM = "ai";
/** Longest AI search text (the form refuses more; a longer `ai` in a URL is cut). */
export const AI_TEXT_MAX = 200;

/** The AI search text of a home URL, trimmed and cut to AI_TEXT_MAX, or null. */
export function aiText(params: URLSearchParams): string | null {
  return params.get(AI_PARAM)?.trim().slice(0, AI_TEXT_MAX) || null;
}

/**
 * Where an AI search lands: the understood filters in canonical form, the view it was asked
 * from (when not the list), then `ai=<the text>`: "?type=villa&bhk=3&ai=3+bhk+villa".
 */
export function aiResultsSearch(
  filters: Filters,
  text: string,
  view: string | null = null,
  unknownPlaces: readonly string[] = [],
): string {
  const params = filtersToParams(filters);
  // A place asked for that is no locality stays in the URL, so the page names it
  // (docs/product.md#never-a-dead-end); only when no locality was understood.
  if (!filters.locations.length && unknownPlaces.length) params.set("location", unknownPlaces.join(","));
  if (view && view !== "list") params.set("view", view);
  params.set(AI_PARAM, text.trim().slice(0, AI_TEXT_MAX));
  return `?${params.toString().replace(/%2C/g, ",")}`;
}

/** Clear all: no filter and no AI search, only the view when it is not the list. */
export function clearedSearch(params: URLSearchParams): string {
  const view = params.get("view");
  return view && view !== "list" ? `?${new URLSearchParams({ view }).toString()}` : "";
}

/**
 * The current query with its filters replaced by `filters` (the Search dialog's Search): the
 * filters in canonical order, then the other parameters (view, ai) as they were; page reset.
 */
export function withFilters(params: URLSearchParams, filters: Filters): string {
  const next = filtersToParams(filters);
  for (const [key, value] of stripTransient(params)) {
    // The order stays unless `filters` sets one (docs/product.md#sorting).
    if (!isFilterParam(key) && key !== "page" && !next.has(key)) next.append(key, value);
  }
  const qs = next.toString().replace(/%2C/g, ",");
  return qs ? `?${qs}` : "";
}
