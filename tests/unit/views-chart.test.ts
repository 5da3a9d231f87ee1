// Views per day for the admin pages (docs/product.md#admin): IST calendar days, a 30-day window
// ending today, and the bar geometry of the server-rendered chart.
import { describe, expect, it } from "vitest";
import { chartBars, DAY_MS, dailySeries, istDay, windowStart } from "~/domain/views-chart";

// 10:00 IST on 15 June 2025.
const NOW = Date.UTC(2025, 5, 15, 4, 30);

describe("views per day", () => {
  it("counts by the day in Coimbatore: 18:29 UTC is still today, 18:31 UTC is tomorrow", () => {
    expect(istDay(Date.parse("2025-06-14T18:29:00Z"))).toBe(istDay(Date.parse("2025-06-14T00:00:00Z")));
    expect(istDay(Date.parse("2025-06-14T18:31:00Z"))).toBe(istDay(NOW));
  });

  it("the window starts at midnight IST 29 days before today", () => {
    expect(new Date(windowStart(NOW)).toISOString()).toBe("2025-05-16T18:30:00.000Z");
    expect(istDay(windowStart(NOW))).toBe(istDay(NOW) - 29);
  });

  it("fills every day of the window, oldest first, zero where nothing was counted", () => {
    const today = istDay(NOW);
    const series = dailySeries(
      new Map([
        [today, 4],
        [today - 29, 1],
        [today - 30, 9],
      ]),
      NOW,
    );
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ day: today - 29, label: "17 May", count: 1 });
    expect(series.at(-1)).toEqual({ day: today, label: "15 Jun", count: 4 });
    expect(series.reduce((n, d) => n + d.count, 0)).toBe(5);
  });

  it("draws bars scaled to the busiest day, each in its own slot", () => {
    const series = dailySeries(
      new Map([
        [istDay(NOW), 4],
        [istDay(NOW - DAY_MS), 2],
      ]),
      NOW,
      3,
    );
    const bars = chartBars(series, 300, 100);
    expect(bars.map((b) => b.height)).toEqual([0, 50, 100]);
    expect(bars.map((b) => b.y)).toEqual([100, 50, 0]);
    expect(bars[1]!.x).toBeGreaterThanOrEqual(100);
    expect(bars[1]!.x + bars[1]!.width).toBeLessThanOrEqual(200);
    // No views at all: flat bars, no division by zero.
    expect(chartBars(dailySeries(new Map(), NOW, 2), 100, 50).every((b) => b.height === 0)).toBe(true);
  });
});
