// Views per day for the admin pages (docs/product.md#admin): the last 30 days as Coimbatore
// counts them (India Standard Time, no daylight saving), oldest first, today last. Pure: the
// caller passes `now`, so tests pin the clock.
export const CHART_DAYS = 30;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** IST is UTC+5:30 all year. */
export const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The IST calendar day of an instant, as a whole number of days since 1970-01-01. */
export function istDay(epochMs: number): number {
  return Math.floor((epochMs + IST_OFFSET_MS) / DAY_MS);
}

/** The first instant (UTC epoch ms) of the oldest day in the window ending on `now`'s day. */
export function windowStart(now: number, days = CHART_DAYS): number {
  return (istDay(now) - days + 1) * DAY_MS - IST_OFFSET_MS;
}

const LABEL = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });

export type DayCount = { day: number; label: string; count: number };

/** One entry per day of the window (zero where nothing was counted), from counts keyed by istDay. */
export function dailySeries(counts: ReadonlyMap<number, number>, now: number, days = CHART_DAYS): DayCount[] {
  const today = istDay(now);
  return Array.from({ length: days }, (_, i) => {
    const day = today - days + 1 + i;
    return { day, label: LABEL.format(new Date(day * DAY_MS)), count: counts.get(day) ?? 0 };
  });
}

export type Bar = { x: number; y: number; width: number; height: number; label: string; count: number };

/** Bar geometry for an SVG of `width` by `height` (the tallest bar fills the height). */
export function chartBars(series: readonly DayCount[], width: number, height: number): Bar[] {
  const max = Math.max(1, ...series.map((d) => d.count));
  const slot = width / Math.max(1, series.length);
  const gap = Math.min(2, slot / 4);
  return series.map((d, i) => {
    const h = (d.count / max) * height;
    return { x: i * slot + gap / 2, y: height - h, width: slot - gap, height: h, label: d.label, count: d.count };
  });
}
