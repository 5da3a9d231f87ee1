// Views per day for the admin pages (docs/product.md#admin): a 30-day window of India days
// ending today, the series with zeros filled in, and the bar geometry of the server-rendered
// chart. Where an IST day starts is tested in dates.test.ts.
import { describe, expect, it } from "vitest";
import { DAY_MS, istDayStart } from "~/domain/dates";
import { chartBars, dailySeries, windowStart } from "~/domain/views-chart";

// 10:00 IST on 15 June 2025.
const NOW = Date.UTC(2025, 5, 15, 4, 30);
const TODAY = istDayStart(NOW);

describe("views per day", () => {
  it("the window starts at midnight IST 29 days before today, so today is the 30th day", () => {
    expect(new Date(windowStart(NOW)).toISOString()).toBe("2025-05-16T18:30:00.000Z");
    expect(windowStart(NOW)).toBe(TODAY - 29 * DAY_MS);
  });

  it("fills every day of the window, oldest first, zero where nothing was counted", () => {
    const series = dailySeries(NOW, [
      { day: TODAY, views: 4 },
      { day: TODAY - 29 * DAY_MS, views: 1 },
      { day: TODAY - 30 * DAY_MS, views: 9 }, // outside the window
    ]);
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ day: TODAY - 29 * DAY_MS, views: 1 });
    expect(series.at(-1)).toEqual({ day: TODAY, views: 4 });
    expect(series.reduce((n, d) => n + d.views, 0)).toBe(5);
  });

  it("draws bars scaled to the busiest day, each inside its own slot", () => {
    const series = dailySeries(
      NOW,
      [
        { day: TODAY, views: 4 },
        { day: TODAY - DAY_MS, views: 2 },
      ],
      3,
    );
    const bars = chartBars(series, 300, 100);
    expect(bars.map((b) => b.height)).toEqual([0, 50, 100]);
    expect(bars.map((b) => b.y)).toEqual([100, 50, 0]);
    expect(bars[1]!.x).toBeGreaterThanOrEqual(100);
    expect(bars[1]!.x + bars[1]!.width).toBeLessThanOrEqual(200);
  });

  it("a quiet day next to a busy one still shows; no views at all gives flat bars, no division by zero", () => {
    const bars = chartBars(
      [
        { day: 1, views: 1 },
        { day: 2, views: 10_000 },
      ],
      100,
      100,
    );
    expect(bars[0]!.height).toBe(1);
    expect(chartBars(dailySeries(NOW, [], 2), 100, 50).every((b) => b.height === 0)).toBe(true);
  });
});
