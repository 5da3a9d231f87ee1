// Saved searches (docs/product.md#saved-searches, decision 0047): what is stored, when two are
// the same, the name offered, the limit.
import { describe, expect, it } from "vitest";
import { parseFilters } from "~/domain/filters";
import {
  canSaveAnother,
  findSameSearch,
  readSavedQuery,
  SAVED_SEARCH_LIMIT,
  sameSearchKey,
  savedSearchChips,
  savedSearchHref,
  savedSearchQuery,
  savedSearchQueryOf,
  saveSearchHref,
  suggestedSearchName,
} from "~/domain/saved-search";
import { saveSearchSchema } from "~/schemas/saved-search";

const q = (s: string) => savedSearchQueryOf(new URLSearchParams(s));

describe("savedSearchQuery", () => {
  it("is the canonical filters, then the AI words; no page, view or panel parameters", () => {
    expect(q("location=rs puram,Vadavalli&type=villa,plot&page=4&view=map&filters=1&q=pee&live=1")).toBe(
      "type=plot,villa&location=RS+Puram,Vadavalli",
    );
    expect(q("maxPrice=5000000&minPrice=9000000&bhk=3&dtcp=on&sort=price-asc")).toBe(
      "minPrice=5000000&maxPrice=9000000&bhk=3&dtcp=1&sort=price-asc",
    );
    expect(q("type=villa&ai=  3 bhk villa  ")).toBe("type=villa&ai=3+bhk+villa");
    expect(q("type=villa&bbox=76.9,10.9,77.0,11.1")).toBe("type=villa&bbox=76.9,10.9,77,11.1");
  });

  it("is empty without a filter: the AI words or an order alone are no search to save", () => {
    expect(q("")).toBe("");
    expect(q("ai=something nice&view=map")).toBe("");
    expect(q("sort=price-desc")).toBe("");
    expect(q("type=castle&bhk=99")).toBe("");
    expect(savedSearchQuery({ types: [], locations: [] }, "words")).toBe("");
  });

  it("reads back to the same filters and words", () => {
    const query = q("type=plot&location=Vadavalli&maxPrice=2500000&ai=cheap plots");
    expect(readSavedQuery(query)).toEqual({
      filters: parseFilters(new URLSearchParams("type=plot&location=Vadavalli&maxPrice=2500000")),
      ai: "cheap plots",
    });
    expect(q(query)).toBe(query);
  });
});

describe("the same search", () => {
  it("means the same filters, whatever the order of the list, the AI words or the spelling", () => {
    const a = q("type=plot&location=Vadavalli");
    expect(sameSearchKey(q("location=vadavalli&type=plot&sort=price-asc&ai=plots"))).toBe(sameSearchKey(a));
    expect(sameSearchKey(q("type=plot&location=Vadavalli&bhk=2"))).not.toBe(sameSearchKey(a));
    const saved = [
      { id: 1, query: q("type=villa") },
      { id: 2, query: a },
    ];
    expect(findSameSearch(saved, q("location=Vadavalli&type=plot&sort=newest"))?.id).toBe(2);
    expect(findSameSearch(saved, q("type=house"))).toBeNull();
    expect(findSameSearch(saved, "")).toBeNull();
  });
});

describe("names, links, chips, limit", () => {
  it("offers the search in words, capitalised, at most 60 characters", () => {
    expect(suggestedSearchName(q("type=plot&location=Vadavalli&maxPrice=2500000"))).toBe(
      "Plots in Vadavalli up to ₹25 lakh",
    );
    expect(suggestedSearchName(q("bhk=3&type=apartment"))).toBe("3 BHK apartments");
    const long = suggestedSearchName(
      q("type=plot,villa,house&location=RS Puram,Vadavalli,Peelamedu,Saibaba Colony&minPrice=100000&maxPrice=900000"),
    );
    expect([...long].length).toBeLessThanOrEqual(60);
    expect(long.endsWith("…")).toBe(true);
    expect(saveSearchSchema.safeParse({ name: long }).success).toBe(true);
  });

  it("opens on the home list and saves through the save page", () => {
    expect(savedSearchHref("type=plot")).toBe("/?type=plot");
    expect(saveSearchHref("type=plot&ai=x")).toBe("/saved-searches/new?type=plot&ai=x");
  });

  it("names the filters with the home page's chip labels", () => {
    expect(savedSearchChips(q("type=plot&location=Vadavalli&maxPrice=2500000&dtcp=1"))).toEqual([
      "Plot",
      "Vadavalli",
      "Up to ₹25 lakh",
      "DTCP approved",
    ]);
  });

  it("keeps 20 at most", () => {
    expect(SAVED_SEARCH_LIMIT).toBe(20);
    expect(canSaveAnother(19)).toBe(true);
    expect(canSaveAnother(20)).toBe(false);
  });

  it("the name: 1 to 60 characters once trimmed", () => {
    expect(saveSearchSchema.safeParse({ name: " a " }).data?.name).toBe("a");
    expect(saveSearchSchema.safeParse({ name: "  " }).success).toBe(false);
    expect(saveSearchSchema.safeParse({ name: "x".repeat(60) }).success).toBe(true);
    expect(saveSearchSchema.safeParse({ name: "x".repeat(61) }).success).toBe(false);
  });
});
