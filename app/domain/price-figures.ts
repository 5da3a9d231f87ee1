// Price figures of a locality (docs/product.md#locality-pages): medians and quartiles of the
// unit price (₹ per cent for land, ₹ per sq ft for built property) over public listings, shown
// only from MIN_LISTINGS up, for the last 12 months and for each of the last 8 quarters
// (India time). Pure: the caller passes `now` and the rows it read, so tests pin the clock.
import type { PropertyType } from "./catalog";
import { IST_OFFSET_MS } from "./dates";
import { unitPrice, type PriceUnit } from "./format";

/** Fewer public listings than this: "Not enough listings yet" instead of figures. */
export const MIN_LISTINGS = 5;
export const FIGURE_MONTHS = 12;
export const CHART_QUARTERS = 8;

/**
 * The p-th quantile (0..1) of values, by linear interpolation between the closest ranks (the
 * "inclusive" rule of spreadsheets: the median of an even count is the mean of the middle two).
 * Null for no values.
 */
export function quantile(values: readonly number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (sorted.length - 1) * Math.min(1, Math.max(0, p));
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const a = sorted[low] as number;
  const b = sorted[high] as number;
  return a + (b - a) * (rank - low);
}

export type Figures = { count: number; p25: number; median: number; p75: number };

/** Count, median and quartiles, or only the count when there are fewer than MIN_LISTINGS values. */
export function figuresOf(values: readonly number[]): Figures | { count: number; p25: null; median: null; p75: null } {
  if (values.length < MIN_LISTINGS) return { count: values.length, p25: null, median: null, p75: null };
  return {
    count: values.length,
    p25: quantile(values, 0.25) as number,
    median: quantile(values, 0.5) as number,
    p75: quantile(values, 0.75) as number,
  };
}
export type MaybeFigures = ReturnType<typeof figuresOf>;

export function hasFigures(f: MaybeFigures): f is Figures {
  return f.median !== null;
}

/** The unit a type is compared in: land by the cent, built property by the square foot. */
export const TYPE_UNIT: Record<PropertyType, PriceUnit> = {
  plot: "cent",
  agriLand: "cent",
  apartment: "sqft",
  villa: "sqft",
  house: "sqft",
  commercial: "sqft",
};

/** A listing as the figures read it. */
export type PriceRow = {
  area: string;
  type: PropertyType;
  price: number;
  landArea: number;
  squareFeet: number;
  createdAt: number;
};

/** The row's price in its type's unit, or null when that measure is missing (it then counts nowhere). */
export function rowUnitPrice(row: PriceRow): number | null {
  const unit = TYPE_UNIT[row.type];
  const value = unitPrice(row, unit);
  return value !== null && Number.isFinite(value) && value > 0 ? value : null;
}

/** Start (epoch ms) of the India calendar quarter containing `now`, `back` quarters earlier. */
export function quarterStart(now: number, back = 0): number {
  const d = new Date(now + IST_OFFSET_MS);
  const q = Math.floor(d.getUTCMonth() / 3) - back;
  return Date.UTC(d.getUTCFullYear(), q * 3, 1) - IST_OFFSET_MS;
}

/** "Jul–Sep 2026" for the quarter starting at `start`. */
export function quarterLabel(start: number): string {
  const d = new Date(start + IST_OFFSET_MS);
  const months = ["Jan–Mar", "Apr–Jun", "Jul–Sep", "Oct–Dec"];
  return `${months[Math.floor(d.getUTCMonth() / 3)]} ${d.getUTCFullYear()}`;
}

/** The 12 months before `now`: where the headline figures start. */
export function yearStart(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear() - 1, d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes());
}

/** The earliest creation time any figure reads: the start of the oldest chart quarter, or a year ago. */
export function figuresSince(now: number): number {
  return Math.min(quarterStart(now, CHART_QUARTERS - 1), yearStart(now));
}

export type QuarterFigures = MaybeFigures & { start: number; label: string };
export type LocalityFigures = { unit: PriceUnit; year: MaybeFigures; quarters: QuarterFigures[] };

/**
 * Figures of the rows that match (`keep`): the last 12 months, and each of the last 8 quarters
 * oldest first (the current quarter last, so far).
 */
export function localityFigures(
  rows: readonly PriceRow[],
  unit: PriceUnit,
  now: number,
  keep: (row: PriceRow) => boolean = () => true,
): LocalityFigures {
  const since = yearStart(now);
  const year: number[] = [];
  const starts = Array.from({ length: CHART_QUARTERS }, (_, i) => quarterStart(now, CHART_QUARTERS - 1 - i));
  const perQuarter: number[][] = starts.map(() => []);
  for (const row of rows) {
    if (TYPE_UNIT[row.type] !== unit || !keep(row) || row.createdAt > now) continue;
    const value = rowUnitPrice(row);
    if (value === null) continue;
    if (row.createdAt >= since) year.push(value);
    for (let i = starts.length - 1; i >= 0; i--) {
      if (row.createdAt >= (starts[i] as number)) {
        perQuarter[i]?.push(value);
        break;
      }
    }
  }
  return {
    unit,
    year: figuresOf(year),
    quarters: starts.map((start, i) => ({ start, label: quarterLabel(start), ...figuresOf(perQuarter[i] ?? []) })),
  };
}

/**
 * How a price per unit compares with a median, in whole percent: "12% below", "8% above",
 * "about the same as" within half a percent.
 */
export function comparedWithMedian(value: number, median: number): { percent: number; word: "below" | "above" | "at" } {
  const diff = ((value - median) / median) * 100;
  const percent = Math.round(Math.abs(diff));
  if (percent === 0) return { percent: 0, word: "at" };
  return { percent, word: diff < 0 ? "below" : "above" };
}
