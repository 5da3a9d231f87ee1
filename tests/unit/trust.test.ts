// The trust rules (docs/product.md#trust): confirmation ages, the labels, what confirming clears.
import { describe, expect, it } from "vitest";
import { DAY_MS } from "~/domain/dates";
import {
  clearedByConfirming,
  confirmedLabel,
  daysSinceConfirmed,
  freshnessView,
  reminderBefore,
  staleBefore,
} from "~/domain/trust";

const NOW = Date.UTC(2026, 10, 27, 6, 0, 0);

describe("freshness", () => {
  it("counts whole days from the last confirmation, or from posting when never confirmed", () => {
    expect(daysSinceConfirmed({ confirmedAt: NOW - 12 * DAY_MS - 1000, createdAt: 0 }, NOW)).toBe(12);
    expect(daysSinceConfirmed({ confirmedAt: null, createdAt: NOW - 3 * DAY_MS }, NOW)).toBe(3);
    expect(daysSinceConfirmed({ confirmedAt: NOW + 1000, createdAt: 0 }, NOW)).toBe(0);
  });

  it("reads as people say it", () => {
    expect(confirmedLabel(0)).toBe("Confirmed today");
    expect(confirmedLabel(1)).toBe("Confirmed 1 day ago");
    expect(confirmedLabel(12)).toBe("Confirmed 12 days ago");
  });

  it("reminds at 45 days and hides at 60", () => {
    expect(NOW - reminderBefore(NOW)).toBe(45 * DAY_MS);
    expect(NOW - staleBefore(NOW)).toBe(60 * DAY_MS);
  });

  it("the listing page shows the age of an Approved listing, nothing for a Sold one, the notice when hidden", () => {
    const base = { confirmedAt: NOW - 2 * DAY_MS, createdAt: 0 };
    expect(freshnessView({ ...base, status: "Approved", hiddenReason: null }, NOW)).toEqual({
      confirmedDays: 2,
      notice: null,
    });
    expect(freshnessView({ ...base, status: "Sold", hiddenReason: null }, NOW).confirmedDays).toBeNull();
    expect(freshnessView({ ...base, status: "Approved", hiddenReason: "stale" }, NOW)).toEqual({
      confirmedDays: null,
      notice: "This listing has not been confirmed recently",
    });
  });

  it("confirming clears staleness and the seller's own hiding, never the reporters'", () => {
    expect(clearedByConfirming("stale")).toBe(true);
    expect(clearedByConfirming("seller_unavailable")).toBe(true);
    expect(clearedByConfirming("reported_sold")).toBe(false);
  });
});
