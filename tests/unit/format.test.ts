// Number, price and area formatting (docs/product.md#formatting).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  capitalise,
  countNoun,
  formatCount,
  formatIndianNumber,
  formatLandArea,
  formatPhone,
  formatPricePerCent,
  formatPricePerSqft,
  formatRupees,
  formatShortAmount,
  formatShortRupees,
  formatUnitPrice,
  NOT_FINITE_MESSAGE,
  phoneHref,
  pricePerCent,
  SQFT_PER_CENT,
  sqftToCents,
} from "~/domain/format";

const NOT_FINITE = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];

describe("formatIndianNumber: last three digits, then pairs", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1,000"],
    [99_999, "99,999"],
    [1_00_000, "1,00,000"],
    [1_00_001, "1,00,001"],
    [9_99_999, "9,99,999"],
    [10_00_000, "10,00,000"],
    [1_23_45_678, "1,23,45,678"],
    [1_00_00_00_000, "1,00,00,00,000"],
    [12_34_56_78_901, "12,34,56,78,901"],
  ])("%d -> %s", (value, expected) => {
    expect(formatIndianNumber(value)).toBe(expected);
  });

  it("keeps the sign of negatives", () => {
    expect(formatIndianNumber(-5)).toBe("-5");
    expect(formatIndianNumber(-1000)).toBe("-1,000");
    expect(formatIndianNumber(-1_23_45_678)).toBe("-1,23,45,678");
  });

  it("groups only the integer part of decimals", () => {
    expect(formatIndianNumber(1234567.891)).toBe("12,34,567.891");
    expect(formatIndianNumber(0.5)).toBe("0.5");
    expect(formatIndianNumber(-1234.5)).toBe("-1,234.5");
  });

  it("rounds to the requested fraction digits", () => {
    expect(formatIndianNumber(123456.789, 2)).toBe("1,23,456.79");
    expect(formatIndianNumber(1000, 2)).toBe("1,000.00");
    expect(formatIndianNumber(99_999.999, 2)).toBe("1,00,000.00");
    expect(formatIndianNumber(1234.5, 0)).toBe("1,235");
  });

  it("never shows a minus sign on zero", () => {
    expect(formatIndianNumber(-0)).toBe("0");
    expect(formatIndianNumber(-0.001, 2)).toBe("0.00");
    expect(formatIndianNumber(-1e-7)).toBe("0");
  });

  it("writes tiny and huge values without exponent notation", () => {
    expect(formatIndianNumber(1e-7)).toBe("0");
    expect(formatIndianNumber(1e21)).toBe("1,00,00,00,00,00,00,00,00,00,000");
    expect(formatIndianNumber(-1e21)).toBe("-1,00,00,00,00,00,00,00,00,00,000");
  });

  it.each(NOT_FINITE)("rejects %d with the product's message", (value) => {
    expect(() => formatIndianNumber(value)).toThrow(NOT_FINITE_MESSAGE);
  });

  it("the message is the product's wording", () => {
    expect(NOT_FINITE_MESSAGE).toBe("Input must be a finite number");
  });
});

describe("formatRupees", () => {
  it("prefixes ₹ and groups whole rupees", () => {
    expect(formatRupees(12_34_567)).toBe("₹12,34,567");
    expect(formatRupees(999)).toBe("₹999");
    expect(formatRupees(1234.6)).toBe("₹1,235");
  });
  it.each(NOT_FINITE)("rejects %d", (value) => {
    expect(() => formatRupees(value)).toThrow(NOT_FINITE_MESSAGE);
  });
});

describe("formatShortAmount: a unit when the integer digits exceed its threshold", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1.00 Thousand"],
    [1500, "1.50 Thousand"],
    // 5 digits do not exceed the Lakh threshold (5), so it stays in thousands.
    [99_999, "100.00 Thousand"],
    [1_00_000, "1.00 Lakh"],
    [2_50_000, "2.50 Lakh"],
    [99_99_999, "100.00 Lakh"],
    [1_00_00_000, "1.00 Crore"],
    [1_20_00_000, "1.20 Crore"],
    [99_99_99_999, "100.00 Crore"],
    [1_00_00_00_000, "1.00 Arab"],
    [25_00_00_00_000, "25.00 Arab"],
  ])("%d -> %s", (value, expected) => {
    expect(formatShortAmount(value)).toBe(expected);
  });

  it("counts integer digits only", () => {
    expect(formatShortAmount(999.99)).toBe("999.99");
    expect(formatShortAmount(1000.4)).toBe("1.00 Thousand");
  });

  it("handles negatives by their magnitude", () => {
    expect(formatShortAmount(-999)).toBe("-999");
    expect(formatShortAmount(-1_50_000)).toBe("-1.50 Lakh");
    expect(formatShortAmount(-3_00_00_000)).toBe("-3.00 Crore");
  });

  it.each(NOT_FINITE)("rejects %d with the product's message", (value) => {
    expect(() => formatShortAmount(value)).toThrow(NOT_FINITE_MESSAGE);
  });

  it("formatShortRupees prefixes ₹", () => {
    expect(formatShortRupees(1_20_00_000)).toBe("₹1.20 Crore");
    expect(formatShortRupees(500)).toBe("₹500");
  });
});

describe("land area: cents up to 100, acres above", () => {
  it("one cent is 435.56 sq ft", () => {
    expect(SQFT_PER_CENT).toBe(435.56);
    expect(sqftToCents(435.56)).toBe(1);
    expect(formatLandArea(435.56)).toBe("1.00 cents");
  });

  it("exactly 100 cents stays in cents", () => {
    expect(formatLandArea(100 * SQFT_PER_CENT)).toBe("100.00 cents");
    expect(formatLandArea(43_556)).toBe("100.00 cents");
  });

  it("just above 100 cents switches to acres", () => {
    expect(formatLandArea(43_560)).toBe("1.00 acres");
    expect(formatLandArea(250 * SQFT_PER_CENT)).toBe("2.50 acres");
  });

  it("keeps two decimals in cents", () => {
    expect(formatLandArea(2400)).toBe("5.51 cents");
    expect(formatLandArea(0)).toBe("0.00 cents");
  });

  it.each(NOT_FINITE)("rejects %d", (value) => {
    expect(() => formatLandArea(value)).toThrow(NOT_FINITE_MESSAGE);
  });
});

describe("price per cent: price / (sq ft / 435.56)", () => {
  it("divides by the land area in cents", () => {
    expect(pricePerCent(10_00_000, 435.56)).toBe(10_00_000);
    expect(pricePerCent(50_00_000, 10 * 435.56)).toBeCloseTo(5_00_000, 6);
    // 2178 sq ft is 5.0004... cents
    expect(pricePerCent(25_00_000, 2178)).toBeCloseTo(25_00_000 / (2178 / 435.56), 6);
  });

  it("is 0 without a land area", () => {
    expect(pricePerCent(10_00_000, 0)).toBe(0);
    expect(pricePerCent(10_00_000, -5)).toBe(0);
  });

  it("formats as a short amount per cent", () => {
    expect(formatPricePerCent(50_00_000, 10 * 435.56)).toBe("₹5.00 Lakh/cent");
    expect(formatPricePerCent(9_00_000, 2 * 435.56)).toBe("₹4.50 Lakh/cent");
    expect(formatPricePerCent(3_00_00_000, 435.56)).toBe("₹3.00 Crore/cent");
    expect(formatPricePerCent(50_000, 100 * 435.56)).toBe("₹500/cent");
  });

  it.each(NOT_FINITE)("rejects a price of %d", (value) => {
    expect(() => pricePerCent(value, 1000)).toThrow(NOT_FINITE_MESSAGE);
  });
  it.each(NOT_FINITE)("rejects an area of %d", (value) => {
    expect(() => pricePerCent(1000, value)).toThrow(NOT_FINITE_MESSAGE);
  });
});

describe("unit price: per sq ft for built property, per cent for land", () => {
  const cents = (n: number) => n * SQFT_PER_CENT;
  it.each(["apartment", "villa", "house", "commercial"])("prices a %s with square feet per sq ft", (type) => {
    expect(formatUnitPrice({ type, price: 1_20_00_000, landArea: cents(8), squareFeet: 1600 })).toBe("₹7,500/sq ft");
  });

  it.each(["plot", "agriLand"])("prices a %s per cent, whatever its square feet", (type) => {
    expect(formatUnitPrice({ type, price: 50_00_000, landArea: cents(10), squareFeet: 900 })).toBe("₹5.00 Lakh/cent");
  });

  it("falls back to per cent for built property without square feet, and to nothing without either", () => {
    expect(formatUnitPrice({ type: "house", price: 50_00_000, landArea: cents(10), squareFeet: 0 })).toBe(
      "₹5.00 Lakh/cent",
    );
    expect(formatUnitPrice({ type: "apartment", price: 50_00_000, landArea: 0, squareFeet: 0 })).toBeNull();
  });

  it("rounds per sq ft to whole rupees, grouped the Indian way", () => {
    expect(formatPricePerSqft(1_08_00_000, 1850)).toBe("₹5,838/sq ft");
    expect(formatPricePerSqft(12_00_00_000, 1000)).toBe("₹1,20,000/sq ft");
  });

  it.each(NOT_FINITE)("rejects square feet of %d", (value) => {
    expect(() => formatPricePerSqft(1000, value)).toThrow(NOT_FINITE_MESSAGE);
  });
});

describe("capitalise", () => {
  it("uppercases the first letter only", () => {
    expect(capitalise("north")).toBe("North");
    expect(capitalise("east facing")).toBe("East facing");
    expect(capitalise("North")).toBe("North");
    expect(capitalise("n")).toBe("N");
    expect(capitalise("")).toBe("");
  });
});

describe("formatPhone: one way to show a number", () => {
  it.each([
    ["+919894077788", "+91 98940 77788"],
    ["9894077788", "+91 98940 77788"],
    ["+91 98940 77788", "+91 98940 77788"],
    ["+91-98940-77788", "+91 98940 77788"],
    ["09894077788", "+91 98940 77788"],
    ["919894077788", "+91 98940 77788"],
    [" 98940 77788 ", "+91 98940 77788"],
  ])("%s shows as %s", (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it.each([
    ["", ""],
    ["   ", ""],
    ["+44 7911 123456", "+44 7911 123456"],
    ["0422 2345678", "0422 2345678"],
    ["12345", "12345"],
  ])("%j, not an Indian mobile, shows as saved (%j)", (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it("shows nothing for a missing number", () => {
    expect(formatPhone(null)).toBe("");
    expect(formatPhone(undefined)).toBe("");
  });

  const mobile = fc
    .tuple(fc.constantFrom("6", "7", "8", "9"), fc.stringMatching(/^\d{9}$/))
    .map(([first, rest]) => first + rest);
  const written = fc.tuple(mobile, fc.constantFrom("", "+91", "91", "0", "+91 ", "+91-")).map(([n, p]) => p + n);

  it("is stable: any Indian mobile, however written, shows as +91 XXXXX XXXXX, and again after showing", () => {
    fc.assert(
      fc.property(written, (raw) => {
        const shown = formatPhone(raw);
        expect(shown).toMatch(/^\+91 [6-9]\d{4} \d{5}$/);
        expect(shown.replace(/\D/g, "").slice(-10)).toBe(raw.replace(/\D/g, "").slice(-10));
        expect(formatPhone(shown)).toBe(shown);
        expect(phoneHref(raw)).toBe(`tel:${shown.replace(/ /g, "")}`);
      }),
    );
  });

  it("never throws on odd stored input", () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (stored) => {
        expect(typeof formatPhone(stored)).toBe("string");
        expect(phoneHref(stored)).toMatch(/^tel:[\d+]*$/);
      }),
    );
  });
});

describe("formatCount: one and many", () => {
  it.each([
    [0, "view", undefined, "0 views"],
    [1, "view", undefined, "1 view"],
    [2, "view", undefined, "2 views"],
    [1250, "credit", undefined, "1,250 credits"],
    [1, "property", "properties", "1 property"],
    [3, "property", "properties", "3 properties"],
  ])("%d %s", (count, one, many, text) => {
    expect(formatCount(count, one, many)).toBe(text);
  });

  it("gives the noun alone for a badge", () => {
    expect(countNoun(1, "credit")).toBe("credit");
    expect(countNoun(80, "credit")).toBe("credits");
  });
});
