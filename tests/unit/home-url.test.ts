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

describe("canonicalSearch: the other filters", () => {
  it("leaves canonical values alone", () => {
    expect(
      canonicalSearch(
        p(
          "type=plot&minPrice=3000000&maxPrice=6000000&bhk=3&facing=east&dtcp=1&ready=1&gated=1&minArea=5&maxArea=10.5",
        ),
      ),
    ).toBeNull();
    expect(canonicalSearch(p("bhk=2&view=map&page=2&utm_source=x"))).toBeNull();
  });
  it("drops invalid and empty values and keeps the rest in place", () => {
    expect(canonicalSearch(p("bhk=abc&type=plot&minPrice=&facing=up&page=2"))).toBe("?type=plot&page=2");
    expect(canonicalSearch(p("maxArea=0&dtcp=0&ready=no"))).toBe("");
  });
  it("rewrites values into their canonical form", () => {
    expect(canonicalSearch(p("minPrice=0500000&facing=North&dtcp=on&gated=true&minArea=2.50"))).toBe(
      "?minPrice=500000&facing=north&dtcp=1&gated=1&minArea=2.5",
    );
    expect(canonicalSearch(p("minArea=3.14159"))).toBe("?minArea=3.14");
  });
  it("keeps the first valid of repeated values (a GET form may send a hidden field and a checkbox)", () => {
    expect(canonicalSearch(p("dtcp=1&dtcp=on&bhk=2&bhk=3"))).toBe("?dtcp=1&bhk=2");
    expect(canonicalSearch(p("bhk=x&bhk=3"))).toBe("?bhk=3");
  });
  it("swaps a minimum above its maximum", () => {
    expect(canonicalSearch(p("minPrice=9000000&maxPrice=3000000"))).toBe("?minPrice=3000000&maxPrice=9000000");
    expect(canonicalSearch(p("maxArea=2&minArea=10"))).toBe("?maxArea=10&minArea=2");
  });
  it("its output is canonical (no redirect loop)", () => {
    for (const qs of ["bhk=x&bhk=3&minPrice=9&maxPrice=1&dtcp=on", "facing=EAST&minArea=.5&type=plot&type=villa"]) {
      const once = canonicalSearch(p(qs));
      expect(once).not.toBeNull();
      expect(canonicalSearch(p(once!.slice(1)))).toBeNull();
    }
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
  it("never carries the live map's one-time start (live=1) to the list", () => {
    expect(viewToggleSearch(p("type=villa&view=map&page=1&live=1"), "map")).toBe("?type=villa&view=list&page=1");
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

it("filterCount counts a price or area range once and each other filter once", () => {
  expect(filterCount({ types: ["plot"], locations: [], minPrice: 1, maxPrice: 2, minArea: 3 })).toBe(3);
  expect(filterCount({ types: [], locations: [], bhk: 2, facing: "east", dtcp: true, ready: true, gated: false })).toBe(
    4,
  );
});
