// Views per day for the admin pages (docs/product.md#admin): a listing's views and a user's
// views over the last 30 days as Coimbatore counts them (IST), oldest first, today last. Pure:
// the caller passes `now` and the counts it read, so tests pin the clock.
import { DAY_MS, istDayStart } from "./dates";

export const CHART_DAYS = 30;

/** One day of the chart: `day` is the epoch ms of that India day's start (istDayStart). */
export type DayCount = { day: number; views: number };

/** Epoch ms of the first day shown: `days - 1` India days before today's start, so today is the last. */
export function windowStart(now: number, days = CHART_DAYS): number {
  return istDayStart(now) - (days - 1) * DAY_MS;
}

/** Every day of the window, oldest first, with its count (0 where none was read; days outside are dropped). */
export function dailySeries(now: number, counts: readonly DayCount[], days = CHART_DAYS): DayCount[] {
  const byDay = new Map<number, number>();
  for (const c of counts) byDay.set(c.day, (byDay.get(c.day) ?? 0) + c.views);
  const start = windowStart(now, days);
  return Array.from({ length: days }, (_, i) => {
    const day = start + i * DAY_MS;
    return { day, views: byDay.get(day) ?? 0 };
  });
}

export type Bar = { x: number; y: number; width: number; height: number; day: number; views: number };

/**
 * Bars for an SVG of `width` x `height` (viewBox units): one slot per day, the bar centred in
 * it with a gap either side, heights scaled to the busiest day. A day with views is at least 1
 * unit tall so it never vanishes next to a busy day; a day without views has height 0.
 */
export function chartBars(series: readonly DayCount[], width: number, height: number): Bar[] {
  const max = Math.max(0, ...series.map((d) => d.views));
  const slot = series.length ? width / series.length : width;
  const barWidth = Math.max(1, slot * 0.7);
  return series.map((d, i) => {
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
}
