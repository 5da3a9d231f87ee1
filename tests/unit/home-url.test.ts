import { describe, expect, it } from "vitest";
import { canonicalSearch, filterCount, pageSearch, viewToggleSearch } from "../../app/domain/home-url";
import { pageItems } from "../../app/domain/pagination";

const p = (qs: string) => new URLSearchParams(qs);

describe("canonicalSearch", () => {
  it("joins repeated type/location values from plain GET forms", () => {
    expect(canonicalSearch(p("type=plot&type=villa&location=RS+Puram&location=Peelamedu"))).toBe(
      "?type=plot,villa&location=RS+Puram,Peelamedu",
    );
  });
  it("drops empty values, duplicates and blank panel parameters", () => {
    expect(canonicalSearch(p("type=&location=Peelamedu&q=%20"))).toBe("?location=Peelamedu");
    expect(canonicalSearch(p("type=plot,plot"))).toBe("?type=plot");
    expect(canonicalSearch(p("type="))).toBe("");
  });
  it("leaves canonical URLs alone (no redirect loop)", () => {
    expect(canonicalSearch(p(""))).toBeNull();
    expect(canonicalSearch(p("type=plot,villa&location=RS%20Puram&page=2&view=map"))).toBeNull();
    expect(canonicalSearch(p("q=pee&filters=open"))).toBeNull();
  });
});

describe("viewToggleSearch", () => {
  it("flips the view, keeps other parameters, sets page 1 when missing", () => {
    expect(viewToggleSearch(p("type=plot,villa"), "list")).toBe("?type=plot,villa&view=map&page=1");
    expect(viewToggleSearch(p("view=map&page=3&location=RS+Puram"), "map")).toBe("?view=list&page=3&location=RS+Puram");
  });
  it("drops panel-only parameters", () => {
    expect(viewToggleSearch(p("filters=open&q=pee"), "list")).toBe("?view=map&page=1");
  });
});

describe("pageSearch", () => {
  it("page 1 is the bare URL, others carry page", () => {
    expect(pageSearch(p("type=plot&page=4"), 1)).toBe("?type=plot");
    expect(pageSearch(p("type=plot"), 2)).toBe("?type=plot&page=2");
    expect(pageSearch(p(""), 1)).toBe("");
  });
});

describe("pageItems", () => {
  it("page 1 with more pages: no Previous, ellipsis, Next", () => {
    expect(pageItems(1, false)).toEqual({ previous: null, pages: [1], ellipsis: true, next: 2 });
  });
  it("last page: pages 1..current, no ellipsis, no Next", () => {
    expect(pageItems(3, true)).toEqual({ previous: 2, pages: [1, 2, 3], ellipsis: false, next: null });
  });
});

it("filterCount adds types and localities", () => {
  expect(filterCount({ types: ["plot", "villa"], locations: ["RS Puram"] })).toBe(3);
  expect(filterCount({ types: [], locations: [] })).toBe(0);
});
