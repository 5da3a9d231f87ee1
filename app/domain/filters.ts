import { isLocality, isPropertyType, type Locality, type PropertyType, PROPERTY_TYPES } from "./catalog";

export type ListFilters = { types: PropertyType[]; locations: Locality[] };
export type HomeQuery = ListFilters & { view: "list" | "map"; page: number };

function splitList(value: string | null): string[] {
  if (!value) return [];
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Reads the shared filter state from the URL: `type` and `location` are comma-joined lists
 * (doc 1 section 7). Unknown values and duplicates are dropped; types follow the catalogue
 * order, localities keep the order they were chosen in (the chips show them that way).
 */
export function parseFilters(params: URLSearchParams): ListFilters {
  const types = new Set(splitList(params.get("type")).filter(isPropertyType));
  const locations = new Set(splitList(params.get("location")).filter(isLocality));
  return {
    types: PROPERTY_TYPES.filter((t) => types.has(t)),
    locations: [...locations],
  };
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

/**
 * Builds a query string from the current one with changes applied; empty lists and
 * nulls remove the parameter. Filter changes reset the page to 1.
 */
export function withParams(
  current: URLSearchParams,
  changes: Partial<{ type: readonly string[]; location: readonly string[]; page: number | null; view: string | null }>,
): string {
  const next = new URLSearchParams(current);
  for (const key of ["type", "location"] as const) {
    const list = changes[key];
    if (list === undefined) continue;
    if (list.length) next.set(key, list.join(","));
    else next.delete(key);
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

/** Case-insensitive substring match over localities (dialog and compact bar). */
export function matchLocalities(all: readonly string[], query: string, limit?: number): string[] {
  const q = query.trim().toLowerCase();
  const matches = q ? all.filter((name) => name.toLowerCase().includes(q)) : [...all];
  return limit === undefined ? matches : matches.slice(0, limit);
}
