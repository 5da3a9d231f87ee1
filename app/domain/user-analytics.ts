// User analytics for admins (docs/product.md#admin): the views-per-day series of the last 30
// India days and the chart's geometry. Pure: the server passes `now` and the counts it read, so
// tests pin the clock instead of reading it.
import { DAY_MS, istDayStart } from "./credits";

export const ANALYTICS_DAYS = 30;
export const TOP_LISTINGS = 5;

export type DayCount = { day: number; views: number };

/** Epoch ms of the first day shown: 29 India days before today's start, so today is the 30th. */
export function windowStart(now: number, days = ANALYTICS_DAYS): number {
  return istDayStart(now) - (days - 1) * DAY_MS;
}

/** Every day of the window, oldest first, with its count (0 where the query found none). */
export function viewsPerDay(now: number, counts: readonly DayCount[], days = ANALYTICS_DAYS): DayCount[] {
  const byDay = new Map(counts.map((c) => [c.day, c.views]));
  const start = windowStart(now, days);
  return Array.from({ length: days }, (_, i) => {
    const day = start + i * DAY_MS;
    return { day, views: byDay.get(day) ?? 0 };
  });
}

export type Bar = { x: number; y: number; width: number; height: number; day: number; views: number };

/**
 * Bars for an SVG of `width` x `height` (units of the viewBox): one slot per day, a gap between
 * bars, heights scaled to the busiest day (a day with views is at least 1 unit tall).
 */
export function chartBars(series: readonly DayCount[], width: number, height: number): { bars: Bar[]; max: number } {
  const max = Math.max(0, ...series.map((d) => d.views));
  const slot = series.length ? width / series.length : width;
  const barWidth = Math.max(1, slot * 0.7);
  const bars = series.map((d, i) => {
    const h = max === 0 ? 0 : Math.max(d.views > 0 ? 1 : 0, (d.views / max) * height);
    return {
      x: i * slot + (slot - barWidth) / 2,
      y: height - h,
      width: barWidth,
      height: h,
      day: d.day,
      views: d.views,
    };
  });
  return { bars, max };
}
