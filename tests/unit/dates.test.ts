// Days as Coimbatore counts them (docs/product.md#formatting): India Standard Time, UTC+05:30.
import { describe, expect, it } from "vitest";
import { istDayStart } from "~/domain/dates";

describe("istDayStart", () => {
  it("is midnight in India (UTC+05:30): 18:29 UTC is still today, 18:30 UTC is tomorrow", () => {
    expect(istDayStart(Date.UTC(2030, 0, 15, 4, 30))).toBe(Date.UTC(2030, 0, 14, 18, 30));
    expect(istDayStart(Date.UTC(2030, 0, 14, 18, 29))).toBe(Date.UTC(2030, 0, 13, 18, 30));
    expect(istDayStart(Date.UTC(2030, 0, 14, 18, 30))).toBe(Date.UTC(2030, 0, 14, 18, 30));
  });
});
