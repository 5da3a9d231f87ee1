// The filters in use as chips a person can read and remove one by one (docs/product.md#filters,
// docs/product.md#ai-search), and the budget and area choices of the Search dialog's "More" tab.
// Pure: the chip component turns each chip's `changes` into a link with withParams.
import { PROPERTY_TYPE_NAMES, placeName, type PropertyType } from "./catalog";
import type { Filters, ParamChanges } from "./filters";
import { formatIndianNumber } from "./format";
import type { Lang } from "./language";
import { fill } from "~/messages/messages";

/**
 * The chips' words in a page's language (docs/product.md#languages): the list catalogue's
 * `chips` and `types` (app/messages/listings.server.ts, whose English equals CHIP_WORDS_EN:
 * tests/unit/messages.test.ts). Without them, English, as saved-search names and mails use.
 */
export type ChipWords = {
  lang: Lang;
  types: Record<PropertyType, string>;
  chips: { readonly [K in keyof typeof CHIP_WORDS_EN]: string };
};

export const CHIP_WORDS_EN = {
  inUse: "Filters in use",
  understood: "Understood filters",
  remove: "Remove {label}",
  clearAll: "Clear all",
  from: "From {value}",
  upTo: "Up to {value}",
  range: "{min} to {max}",
  ofLand: "{range} of land",
  north: "North facing",
  south: "South facing",
  east: "East facing",
  west: "West facing",
  dtcp: "DTCP approved",
  ready: "Ready to move",
  gated: "Gated community",
  mapArea: "Map area",
};

const ENGLISH: ChipWords = { lang: "en", types: PROPERTY_TYPE_NAMES, chips: CHIP_WORDS_EN };

export type FilterChip = {
  /** Stable key: "type:plot", "location:RS Puram", "price", "bhk", ... */
  id: string;
  label: string;
  /** What removing the chip changes in the URL. */
  changes: ParamChanges;
};

const LAKH = 100_000;
const CRORE = 10_000_000;

function trimmed(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Rupees the way buyers say them: "₹75,000", "₹30 lakh", "₹1.2 crore" ("₹30 லட்சம்", "₹1.2 கோடி"). */
export function formatBudget(rupees: number, lang: Lang = "en"): string {
  if (rupees >= CRORE) return `₹${trimmed(rupees / CRORE)} ${lang === "ta" ? "கோடி" : "crore"}`;
  if (rupees >= LAKH) return `₹${trimmed(rupees / LAKH)} ${lang === "ta" ? "லட்சம்" : "lakh"}`;
  return `₹${formatIndianNumber(Math.round(rupees))}`;
}

/** Cents, with acres beside from 100 cents: "5 cents", "2 acres" ("5 சென்ட்", "2 ஏக்கர்"). */
export function formatCents(cents: number, lang: Lang = "en"): string {
  if (cents >= 100 && cents % 100 === 0) {
    return `${cents / 100} ${lang === "ta" ? "ஏக்கர்" : cents === 100 ? "acre" : "acres"}`;
  }
  return `${trimmed(cents)} ${lang === "ta" ? "சென்ட்" : cents === 1 ? "cent" : "cents"}`;
}

function rangeLabel(
  min: number | undefined,
  max: number | undefined,
  format: (n: number) => string,
  words: ChipWords["chips"],
): string {
  if (min !== undefined && max !== undefined)
    return min === max ? format(min) : fill(words.range, { min: format(min), max: format(max) });
  if (min !== undefined) return fill(words.from, { value: format(min) });
  return fill(words.upTo, { value: format(max ?? 0) });
}

/** The budget as one phrase: "₹30 lakh to ₹60 lakh", "Up to ₹1.2 crore", "From ₹50 lakh". */
export function budgetLabel(
  filters: Pick<Filters, "minPrice" | "maxPrice">,
  words: ChipWords = ENGLISH,
): string | null {
  if (filters.minPrice === undefined && filters.maxPrice === undefined) return null;
  return rangeLabel(filters.minPrice, filters.maxPrice, (n) => formatBudget(n, words.lang), words.chips);
}

/** The land area as one phrase: "5 cents to 10 cents", "From 1 acre". */
export function areaLabel(filters: Pick<Filters, "minArea" | "maxArea">, words: ChipWords = ENGLISH): string | null {
  if (filters.minArea === undefined && filters.maxArea === undefined) return null;
  const range = rangeLabel(filters.minArea, filters.maxArea, (n) => formatCents(n, words.lang), words.chips);
  return fill(words.chips.ofLand, { range });
}

/**
 * One chip per filter in use, in the URL's order: types (when `types` is true; the type bar
 * already shows them otherwise), localities, budget, BHK, facing, the flags, land area.
 */
export function filterChips(
  filters: Filters,
  { types = true, words = ENGLISH }: { types?: boolean; words?: ChipWords } = {},
): FilterChip[] {
  const chips: FilterChip[] = [];
  const t = words.chips;
  if (types) {
    for (const type of filters.types) {
      chips.push({
        id: `type:${type}`,
        label: words.types[type],
        changes: { type: filters.types.filter((t) => t !== type) },
      });
    }
  }
  for (const name of filters.locations) {
    chips.push({
      id: `location:${name}`,
      label: placeName(name, words.lang),
      changes: { location: filters.locations.filter((l) => l !== name) },
    });
  }
  const budget = budgetLabel(filters, words);
  if (budget) chips.push({ id: "price", label: budget, changes: { minPrice: null, maxPrice: null } });
  if (filters.bhk !== undefined) chips.push({ id: "bhk", label: `${filters.bhk} BHK`, changes: { bhk: null } });
  if (filters.facing) chips.push({ id: "facing", label: t[filters.facing], changes: { facing: null } });
  if (filters.dtcp) chips.push({ id: "dtcp", label: t.dtcp, changes: { dtcp: null } });
  if (filters.ready) chips.push({ id: "ready", label: t.ready, changes: { ready: null } });
  if (filters.gated) chips.push({ id: "gated", label: t.gated, changes: { gated: null } });
  const area = areaLabel(filters, words);
  if (area) chips.push({ id: "area", label: area, changes: { minArea: null, maxArea: null } });
  // "Search this area" (docs/product.md#search-this-area).
  if (filters.bbox) chips.push({ id: "bbox", label: t.mapArea, changes: { bbox: null } });
  return chips;
}

/** Budget choices of the Search dialog, in rupees (a value from the URL not listed is added). */
export const BUDGET_STEPS = [
  5 * LAKH,
  10 * LAKH,
  20 * LAKH,
  30 * LAKH,
  40 * LAKH,
  50 * LAKH,
  60 * LAKH,
  75 * LAKH,
  1 * CRORE,
  1.5 * CRORE,
  2 * CRORE,
  3 * CRORE,
  5 * CRORE,
  10 * CRORE,
] as const;

export const BHK_STEPS = [1, 2, 3, 4, 5, 6] as const;

/** The steps plus `current` when it is not one of them, in order. */
export function withCurrent(steps: readonly number[], current: number | undefined): number[] {
  const all = current === undefined || steps.includes(current) ? [...steps] : [...steps, current];
  return all.sort((a, b) => a - b);
}
