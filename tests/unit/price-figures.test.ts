// Medians and quartiles of the locality pages (docs/product.md#locality-pages).
import { describe, expect, it } from "vitest";
import {
  comparedWithMedian,
  figuresOf,
  localityFigures,
  MIN_LISTINGS,
  type PriceRow,
  quantile,
  quarterLabel,
  quarterStart,
} from "~/domain/price-figures";
import {
  localityUrlOf,
  localityPath,
  localityPageOfPath,
  nearestLocalities,
  parseLocalityPage,
} from "~/domain/locality-pages";

describe("quantile", () => {
  it("interpolates between the closest ranks", () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([10, 20, 30, 40, 50], 0.25)).toBe(20);
    expect(quantile([10, 20, 30, 40, 50], 0.75)).toBe(40);
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
  });

  it("does not care about order, and holds ties", () => {
    expect(quantile([5, 1, 3], 0.5)).toBe(3);
    expect(quantile([7, 7, 7, 7, 7], 0.25)).toBe(7);
    expect(quantile([1, 7, 7, 7, 9], 0.5)).toBe(7);
    expect(quantile([1, 1, 9, 9], 0.5)).toBe(5);
  });

  it("is null for no values, the value itself for one", () => {
    expect(quantile([], 0.5)).toBeNull();
    expect(quantile([42], 0.75)).toBe(42);
  });
});

describe("figures", () => {
  it("only from 5 listings up", () => {
    expect(MIN_LISTINGS).toBe(5);
    expect(figuresOf([1, 2, 3, 4])).toEqual({ count: 4, p25: null, median: null, p75: null });
    expect(figuresOf([])).toEqual({ count: 0, p25: null, median: null, p75: null });
    expect(figuresOf([5, 1, 4, 2, 3])).toEqual({ count: 5, p25: 2, median: 3, p75: 4 });
  });

  const now = Date.UTC(2026, 10, 27, 8); // 27 Nov 2026, India time 13:30
  const row = (over: Partial<PriceRow>): PriceRow => ({
    area: "Saravanampatti",
    type: "plot",
    price: 4_355_600,
    landArea: 4355.6, // 10 cents: ₹4,35,560 a cent
    squareFeet: 0,
    createdAt: now - 1000,
    ...over,
  });

  it("groups the last 12 months and 8 quarters by unit, skipping rows without the measure", () => {
    const rows = [
      ...[1, 2, 3, 4, 5].map((i) => row({ price: 100_000 * i * 10, landArea: 4355.6 })),
      row({ landArea: 0 }),
      row({ type: "villa", squareFeet: 1000, price: 5_000_000 }),
      row({ createdAt: Date.UTC(2025, 9, 1) }),
    ];
    const f = localityFigures(rows, "cent", now);
    expect(f.year).toEqual({ count: 5, p25: 200_000, median: 300_000, p75: 400_000 });
    expect(f.quarters).toHaveLength(8);
    expect(f.quarters.at(-1)).toMatchObject({ label: "Oct–Dec 2026", count: 5, median: 300_000 });
    expect(f.quarters.map((q) => q.count)).toEqual([0, 0, 0, 1, 0, 0, 0, 5]);
    expect(f.quarters[0]?.label).toBe("Jan–Mar 2025");
    expect(localityFigures(rows, "sqft", now).year).toEqual({ count: 1, p25: null, median: null, p75: null });
  });

  it("starts quarters in India time", () => {
    // 31 Dec 2025 19:00 UTC is already 1 Jan 2026 in Coimbatore.
    const start = quarterStart(Date.UTC(2025, 11, 31, 19));
    expect(quarterLabel(start)).toBe("Jan–Mar 2026");
    expect(start).toBe(Date.UTC(2025, 11, 31, 18, 30));
  });

  it("says how a price compares with the median", () => {
    expect(comparedWithMedian(88, 100)).toEqual({ percent: 12, word: "below" });
    expect(comparedWithMedian(108, 100)).toEqual({ percent: 8, word: "above" });
    expect(comparedWithMedian(100.3, 100)).toEqual({ percent: 0, word: "at" });
  });
});

describe("locality page URLs", () => {
  it("round-trip every locality and type", () => {
    expect(localityPath({ locality: "RS Puram", type: null })).toBe("/coimbatore/rs-puram");
    expect(localityPath({ locality: "Saravanampatti", type: "agriLand" })).toBe(
      "/coimbatore/saravanampatti/agricultural-land",
    );
    expect(parseLocalityPage("narasimha-nayaka-palayam", "plots")).toEqual({
      locality: "Narasimha Nayaka Palayam",
      type: "plot",
    });
    expect(parseLocalityPage("atlantis")).toBeNull();
    expect(parseLocalityPage("peelamedu", "castles")).toBeNull();
    expect(localityPageOfPath("/coimbatore/peelamedu/villas")).toEqual({ locality: "Peelamedu", type: "villa" });
    expect(localityPageOfPath("/listing/4")).toBeNull();
  });

  it("names the locality page of one locality and at most one type", () => {
    expect(localityUrlOf(new URLSearchParams("type=plot&location=Saravanampatti&view=map"))).toBe(
      "/coimbatore/saravanampatti/plots?view=map",
    );
    expect(localityUrlOf(new URLSearchParams("type=plot&location=Saravanampatti&bhk=2"))).toBeNull();
    expect(localityUrlOf(new URLSearchParams("location=RS Puram"))).toBe("/coimbatore/rs-puram");
    expect(localityUrlOf(new URLSearchParams("type=plot,villa&location=Peelamedu"))).toBeNull();
    expect(localityUrlOf(new URLSearchParams("location=Peelamedu,Vadavalli"))).toBeNull();
    expect(localityUrlOf(new URLSearchParams("location=Peelamedu&ai=plots"))).toBeNull();
  });

  it("finds the nearest localities by their centres", () => {
    const near = nearestLocalities("Saravanampatti");
    expect(near).toHaveLength(4);
    expect(near).not.toContain("Saravanampatti");
    expect(near[0]).toBe("Vilankurichi");
  });
});
