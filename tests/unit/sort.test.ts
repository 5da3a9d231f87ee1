// The list's orders in the URL and in AI search (docs/product.md#sorting).
import { describe, expect, it } from "vitest";
import { filtersSearch, parseFilters, withParams } from "~/domain/filters";
import { canonicalSearch, withFilters } from "~/domain/home-url";
import { mergeModelFilters, MODEL_JSON_SCHEMA, MODEL_SYSTEM_PROMPT } from "~/domain/search-query/model";
import { parseSearchQuery } from "~/domain/search-query/parse";
import { canonicalSortValue } from "~/domain/sort";
import { modelAnswerSchema } from "~/schemas/ai-search";

describe("sort in the URL", () => {
  it.each([
    ["price-asc", "price-asc"],
    ["PRICE-DESC", "price-desc"],
    [" unit-price ", "unit-price"],
    ["newest", null],
    ["cheap", null],
    ["", null],
  ])("canonicalSortValue(%j) = %j", (raw, expected) => {
    expect(canonicalSortValue(raw)).toBe(expected);
  });

  it("is read with the filters and written last, the default left out", () => {
    const filters = parseFilters(new URLSearchParams("sort=price-desc&type=plot&maxPrice=5000000"));
    expect(filters.sort).toBe("price-desc");
    expect(filtersSearch(filters)).toBe("?type=plot&maxPrice=5000000&sort=price-desc");
    expect(parseFilters(new URLSearchParams("sort=newest")).sort).toBeUndefined();
    expect(parseFilters(new URLSearchParams("sort=bogus")).sort).toBeUndefined();
  });

  it("canonicalSearch drops the default and unknown orders and keeps a known one", () => {
    expect(canonicalSearch(new URLSearchParams("type=plot&sort=newest"))).toBe("?type=plot");
    expect(canonicalSearch(new URLSearchParams("sort=bogus"))).toBe("");
    expect(canonicalSearch(new URLSearchParams("sort=price-asc&sort=price-desc"))).toBe("?sort=price-asc");
    expect(canonicalSearch(new URLSearchParams("type=plot&sort=unit-price"))).toBeNull();
  });

  it("a filter change keeps the order and goes back to page 1; a new order does too", () => {
    const params = new URLSearchParams("type=plot&sort=price-asc&page=3");
    expect(withParams(params, { type: ["plot", "villa"] })).toBe("?type=plot,villa&sort=price-asc");
    expect(withParams(params, { sort: "price-desc" })).toBe("?type=plot&sort=price-desc");
    expect(withParams(params, { sort: "newest" })).toBe("?type=plot");
    expect(withFilters(params, { types: ["villa"], locations: [] })).toBe("?type=villa&sort=price-asc");
  });
});

describe("AI search understands orders", () => {
  it.each([
    ["cheapest plots in Vadavalli", { types: ["plot"], locations: ["Vadavalli"], sort: "price-asc" }],
    ["most expensive villa", { types: ["villa"], locations: [], sort: "price-desc" }],
    ["newest apartments", { types: ["apartment"], locations: [] }],
    ["lowest price per cent plot", { types: ["plot"], locations: [], sort: "unit-price" }],
    ["cheapest per sq ft 3 bhk apartment", { types: ["apartment"], locations: [], bhk: 3, sort: "unit-price" }],
    ["plot rate per cent under 40 lakhs", { types: ["plot"], locations: [], maxPrice: 4_000_000, sort: "unit-price" }],
  ])("%s", (text, expected) => {
    const parsed = parseSearchQuery(text);
    expect(parsed.filters).toEqual(expected);
    expect(parsed.leftover).toEqual([]);
  });

  it("'cheap' alone is not an order, and two orders keep the first", () => {
    expect(parseSearchQuery("cheap").filters.sort).toBeUndefined();
    const parsed = parseSearchQuery("cheapest most expensive");
    expect(parsed.filters.sort).toBe("price-asc");
    expect(parsed.leftover).toEqual(["most", "expensive"]);
  });

  it("the model may answer an order; the parser's wins, unknown ones are dropped", () => {
    expect(MODEL_SYSTEM_PROMPT).toContain("unit-price");
    expect(MODEL_JSON_SCHEMA.required).toContain("sort");
    const model = modelAnswerSchema.parse({ types: ["plot"], sort: "unit-price" });
    expect(model.sort).toBe("unit-price");
    expect(modelAnswerSchema.parse({ sort: "random" }).sort).toBeUndefined();
    expect(mergeModelFilters({ types: [], locations: [] }, model).sort).toBe("unit-price");
    expect(mergeModelFilters({ types: [], locations: [], sort: "price-asc" }, model).sort).toBe("price-asc");
  });
});
