// URL rules of the home page (doc 1 section 2 "Home route"): pure, shared by loader and UI.

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
 * comma-joined value. Returns the canonical query string (with "?", or "" when empty) when the
 * URL needs rewriting, or null when it is already canonical.
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
        .filter(Boolean);
      const joined = [...new Set(parts)].join(",");
      if (all.length > 1 || joined !== value) changed = true;
      if (joined) next.set(key, joined);
      else changed = true;
    } else if ((key === "q" || key === "filters") && !value.trim()) {
      changed = true;
    } else {
      next.append(key, value);
    }
  }
  if (!changed) return null;
  const qs = next.toString().replace(/%2C/g, ",");
  return qs ? `?${qs}` : "";
}

/**
 * The "View on Map" / "View on List" toggle: flips `view`, keeps every other parameter, and
 * sets page to 1 when it is missing (doc 1: "if page is missing it is set to 1").
 */
export function viewToggleSearch(params: URLSearchParams, currentView: "list" | "map"): string {
  const next = stripTransient(params);
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

/** Badge on the filter trigger: selected types plus selected localities. */
export function filterCount(filters: { types: readonly unknown[]; locations: readonly unknown[] }): number {
  return filters.types.length + filters.locations.length;
}
