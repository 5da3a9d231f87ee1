// The filters in use as chips a person can read and remove one by one (docs/product.md#filters,
// docs/product.md#ai-search), and the budget and area choices of the Search dialog's "More" tab.
// Pure: the chip component turns each chip's `changes` into a link with withParams.
import { PROPERTY_TYPE_NAMES } from "./catalog";
import type { Filters, ParamChanges } from "./filters";
import { formatIndianNumber } from "./format";

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

/** Rupees the way buyers say them: "₹75,000", "₹30 lakh", "₹1.2 crore". */
export function formatBudget(rupees: number): string {
  if (rupees >= CRORE) return `₹${trimmed(rupees / CRORE)} crore`;
  if (rupees >= LAKH) return `₹${trimmed(rupees / LAKH)} lakh`;
  return `₹${formatIndianNumber(Math.round(rupees))}`;
}

/** Cents, with acres beside from 100 cents: "5 cents", "2 acres". */
export function formatCents(cents: number): string {
  if (cents >= 100 && cents % 100 === 0) return `${cents / 100} ${cents === 100 ? "acre" : "acres"}`;
  return `${trimmed(cents)} ${cents === 1 ? "cent" : "cents"}`;
}

function rangeLabel(min: number | undefined, max: number | undefined, format: (n: number) => string): string {
  if (min !== undefined && max !== undefined) return min === max ? format(min) : `${format(min)} to ${format(max)}`;
  if (min !== undefined) return `From ${format(min)}`;
  return `Up to ${format(max ?? 0)}`;
}

/** The budget as one phrase: "₹30 lakh to ₹60 lakh", "Up to ₹1.2 crore", "From ₹50 lakh". */
export function budgetLabel(filters: Pick<Filters, "minPrice" | "maxPrice">): string | null {
  if (filters.minPrice === undefined && filters.maxPrice === undefined) return null;
  return rangeLabel(filters.minPrice, filters.maxPrice, formatBudget);
}

/** The land area as one phrase: "5 cents to 10 cents", "From 1 acre". */
export function areaLabel(filters: Pick<Filters, "minArea" | "maxArea">): string | null {
  if (filters.minArea === undefined && filters.maxArea === undefined) return null;
  return `${rangeLabel(filters.minArea, filters.maxArea, formatCents)} of land`;
}

const FACING_LABELS = { north: "North facing", south: "South facing", east: "East facing", west: "West facing" };

/**
 * One chip per filter in use, in the URL's order: types (when `types` is true; the type bar
 * already shows them otherwise), localities, budget, BHK, facing, the flags, land area.
 */
export function filterChips(filters: Filters, { types = true }: { types?: boolean } = {}): FilterChip[] {
  const chips: FilterChip[] = [];
  if (types) {
    for (const type of filters.types) {
      chips.push({
        id: `type:${type}`,
        label: PROPERTY_TYPE_NAMES[type],
        changes: { type: filters.types.filter((t) => t !== type) },
      });
    }
  }
  for (const name of filters.locations) {
    chips.push({
      id: `location:${name}`,
      label: name,
      changes: { location: filters.locations.filter((l) => l !== name) },
    });
  }
  const budget = budgetLabel(filters);
  if (budget) chips.push({ id: "price", label: budget, changes: { minPrice: null, maxPrice: null } });
  if (filters.bhk !== undefined) chips.push({ id: "bhk", label: `${filters.bhk} BHK`, changes: { bhk: null } });
  if (filters.facing) chips.push({ id: "facing", label: FACING_LABELS[filters.facing], changes: { facing: null } });
  if (filters.dtcp) chips.push({ id: "dtcp", label: "DTCP approved", changes: { dtcp: null } });
  if (filters.ready) chips.push({ id: "ready", label: "Ready to move", changes: { ready: null } });
  if (filters.gated) chips.push({ id: "gated", label: "Gated community", changes: { gated: null } });
  const area = areaLabel(filters);
  if (area) chips.push({ id: "area", label: area, changes: { minArea: null, maxArea: null } });
  // "Search this area" (docs/product.md#search-this-area).
  if (filters.bbox) chips.push({ id: "bbox", label: "Map area", changes: { bbox: null } });
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
