// Saved searches (docs/product.md#saved-searches, docs/decisions/0047-saved-searches.md): what a
// saved search holds, when two are the same, its suggested name and the per-user limit. Pure:
// app/server/saved-searches/ stores them, the pages and the save dialog show them.
import { filterChips } from "./filter-chips";
import { type Filters, filtersToParams, isEmptyFilters, parseFilters } from "./filters";
import { AI_PARAM, AI_TEXT_MAX } from "./home-url";
import { describeSearch } from "./ways-out";

/** How often a saved search's alerts go (the saved_searches.frequency column's values). */
export const ALERT_FREQUENCIES = ["daily", "weekly", "off"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  daily: "Daily",
  weekly: "Weekly",
  off: "Off",
};

/** How many searches one user may keep. */
export const SAVED_SEARCH_LIMIT = 20;
/** Longest name. */
export const SAVED_SEARCH_NAME_MAX = 60;

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: "Please give this search a name",
  nameTooLong: `Please keep the name to ${SAVED_SEARCH_NAME_MAX} characters or fewer`,
  frequency: "Please choose daily, weekly or off",
  empty: "Choose at least one filter before saving a search",
  limit: `You can keep up to ${SAVED_SEARCH_LIMIT} saved searches. Delete one to save another.`,
  duplicate: "You have saved this search already",
  saved: "Search saved. We will tell you when new listings match it.",
  renamed: "Search renamed",
  frequencySaved: "Alerts updated",
  deleted: "Saved search deleted",
} as const;

/**
 * The stored text of a search: its filters exactly as the home page's URL holds them, canonical
 * and in canonical order (filtersToParams: type, location, the other filters, sort, bbox), then
 * `ai=<the words>` when it came from an AI search, so the saved search shows what was asked. No
 * `?`, no page, view or panel parameters. "" when there is no filter at all.
 */
export function savedSearchQuery(filters: Filters, ai: string | null = null): string {
  if (isEmptyFilters(withoutSort(filters))) return "";
  const params = filtersToParams(filters);
  const words = ai?.trim().slice(0, AI_TEXT_MAX);
  if (words) params.set(AI_PARAM, words);
  return params.toString().replace(/%2C/g, ",");
}

/** The same, read from a URL's parameters (a home URL, or a stored query). */
export function savedSearchQueryOf(params: URLSearchParams): string {
  return savedSearchQuery(parseFilters(params), params.get(AI_PARAM));
}

function withoutSort({ sort: _, ...filters }: Filters): Filters {
  return filters;
}

/**
 * What makes two saved searches the same: their filters, canonical, without the order of the
 * list and without the AI words (two searches finding the same listings alert the same). "" for
 * no filter.
 */
export function sameSearchKey(query: string): string {
  const filters = withoutSort(parseFilters(new URLSearchParams(query)));
  return filtersToParams(filters).toString();
}

/** The saved search among `saved` that is the same search as `query`, if any. */
export function findSameSearch<T extends { query: string }>(saved: readonly T[], query: string): T | null {
  const key = sameSearchKey(query);
  if (!key) return null;
  return saved.find((s) => sameSearchKey(s.query) === key) ?? null;
}

/** The filters of a stored query, and its AI words if any. */
export function readSavedQuery(query: string): { filters: Filters; ai: string | null } {
  const params = new URLSearchParams(query);
  return { filters: parseFilters(params), ai: params.get(AI_PARAM)?.trim() || null };
}

/** The home URL that opens a saved search (the list, page 1). */
export function savedSearchHref(query: string): string {
  return query ? `/?${query}` : "/";
}

/** The save page of a search: the "Save this search" link without JavaScript. */
export function saveSearchHref(query: string): string {
  return `/saved-searches/new?${query}`;
}

/** The labels of a saved search's filters, as the home page's chips name them. */
export function savedSearchChips(query: string): string[] {
  return filterChips(readSavedQuery(query).filters).map((chip) => chip.label);
}

/**
 * The name a search is offered: its filters in words ("Plots in Vadavalli up to ₹25 lakh"),
 * or the AI words when the filters say less; cut to SAVED_SEARCH_NAME_MAX.
 */
export function suggestedSearchName(query: string): string {
  const { filters } = readSavedQuery(query);
  let words = describeSearch(filters, null);
  if (filters.bbox) words += " in a map area";
  const name = words.charAt(0).toUpperCase() + words.slice(1);
  return cut(name, SAVED_SEARCH_NAME_MAX);
}

function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}

/** Whether a user holding `count` searches may save one more. */
export function canSaveAnother(count: number): boolean {
  return count < SAVED_SEARCH_LIMIT;
}
