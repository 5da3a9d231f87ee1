// The shared filter state in the URL (docs/product.md#filters).
import { describe, expect, it } from "vitest";
import { LOCALITIES } from "~/domain/catalog";
import {
  filtersSearch,
  filtersToParams,
  isEmptyFilters,
  normalizeFilters,
  parseFilters,
  parseHomeQuery,
  parsePage,
  toggle,
  withParams,
} from "~/domain/filters";

const q = (s: string) => new URLSearchParams(s);

describe("parseFilters", () => {
  it("starts empty", () => {
    expect(parseFilters(q(""))).toEqual({ types: [], locations: [] });
  });

  it("reads comma-joined type and location lists", () => {
    expect(parseFilters(q("type=plot,villa&location=RS%20Puram,Peelamedu"))).toEqual({
      types: ["plot", "villa"],
      locations: ["RS Puram", "Peelamedu"],
    });
    expect(parseFilters(q("location=Saibaba+Colony"))).toEqual({ types: [], locations: ["Saibaba Colony"] });
  });

  it("puts types in the product's order and keeps localities in the order chosen", () => {
    expect(parseFilters(q("type=commercial,plot,house")).types).toEqual(["plot", "house", "commercial"]);
    expect(parseFilters(q("location=Vadavalli,Arasapanoor")).locations).toEqual(["Vadavalli", "Arasapanoor"]);
  });

  it("drops unknown values, blanks, duplicates and stray spaces", () => {
    expect(parseFilters(q("type=plot,castle,,plot, villa &location=Atlantis,RS Puram,RS Puram, ,rs puram"))).toEqual({
      types: ["plot", "villa"],
      locations: ["RS Puram"],
    });
  });

  it("accepts every catalogue value", () => {
    const all = parseFilters(q(`type=plot,apartment,villa,house,agriLand,commercial&location=${LOCALITIES.join(",")}`));
    expect(all.types).toHaveLength(6);
    expect(all.locations).toEqual([...LOCALITIES]);
  });
});

describe("parsePage", () => {
  it.each([
    ["1", 1],
    ["2", 2],
    ["100000", 100_000],
  ])("%s -> %d", (value, expected) => {
    expect(parsePage(value)).toBe(expected);
  });

  it.each([null, "", "0", "-1", "1.5", "abc", "2x", "100001", "Infinity", "NaN"])(
    "%s falls back to page 1",
    (value) => {
      expect(parsePage(value)).toBe(1);
    },
  );
});

describe("parseHomeQuery: view and page", () => {
  it("defaults to the list view on page 1", () => {
    expect(parseHomeQuery(q(""))).toEqual({ types: [], locations: [], view: "list", page: 1 });
  });

  it("any view other than list is the map", () => {
    expect(parseHomeQuery(q("view=list")).view).toBe("list");
    expect(parseHomeQuery(q("view=map")).view).toBe("map");
    expect(parseHomeQuery(q("view=satellite")).view).toBe("map");
  });

  it("carries the filters and the page", () => {
    expect(parseHomeQuery(q("type=villa&location=Peelamedu&page=3&view=list"))).toEqual({
      types: ["villa"],
      locations: ["Peelamedu"],
      view: "list",
      page: 3,
    });
  });
});

describe("toggle", () => {
  it("adds a value not in the list, at the end", () => {
    expect(toggle(["plot"], "villa")).toEqual(["plot", "villa"]);
    expect(toggle([], "plot")).toEqual(["plot"]);
  });

  it("removes a value already in the list", () => {
    expect(toggle(["plot", "villa"], "plot")).toEqual(["villa"]);
  });

  it("does not change the list it was given", () => {
    const list = ["plot"] as const;
    toggle(list, "villa");
    expect(list).toEqual(["plot"]);
  });
});

describe("withParams", () => {
  it("keeps other parameters and resets the page when a filter changes", () => {
    const current = q("view=list&page=4&type=plot&utm_source=whatsapp");
    expect(withParams(current, { type: ["plot", "villa"] })).toBe("?view=list&type=plot,villa&utm_source=whatsapp");
    expect(withParams(current, { location: ["RS Puram"] })).toBe(
      "?view=list&type=plot&utm_source=whatsapp&location=RS+Puram",
    );
  });

  it("removes a filter whose list becomes empty", () => {
    expect(withParams(q("type=plot&location=Peelamedu&page=2"), { type: [] })).toBe("?location=Peelamedu");
    expect(withParams(q("type=plot"), { type: [], location: [] })).toBe("");
  });

  it("sets the page, dropping it for page 1 or null", () => {
    expect(withParams(q("type=plot"), { page: 3 })).toBe("?type=plot&page=3");
    expect(withParams(q("type=plot&page=3"), { page: 1 })).toBe("?type=plot");
    expect(withParams(q("page=3"), { page: null })).toBe("");
  });

  it("switches the view and keeps the filters and the page", () => {
    expect(withParams(q("type=villa&page=2"), { view: "map" })).toBe("?type=villa&page=2&view=map");
    expect(withParams(q("view=map&type=villa"), { view: "list" })).toBe("?view=list&type=villa");
    expect(withParams(q("view=map"), { view: null })).toBe("");
  });

  it("does not change the parameters it was given", () => {
    const current = q("type=plot&page=2");
    withParams(current, { type: [], page: 5 });
    expect(current.toString()).toBe("type=plot&page=2");
  });

  it("round-trips through parseFilters", () => {
    const qs = withParams(q(""), { type: ["plot", "agriLand"], location: ["RS Puram", "Narasimha Nayaka Palayam"] });
    expect(parseFilters(q(qs.slice(1)))).toEqual({
      types: ["plot", "agriLand"],
      locations: ["RS Puram", "Narasimha Nayaka Palayam"],
    });
  });
});

describe("the other filters in the URL", () => {
  it("reads every one of them", () => {
    expect(
      parseFilters(
        q("minPrice=3000000&maxPrice=6000000&bhk=3&facing=east&dtcp=1&ready=1&gated=1&minArea=5&maxArea=10.5"),
      ),
    ).toEqual({
      types: [],
      locations: [],
      minPrice: 3_000_000,
      maxPrice: 6_000_000,
      bhk: 3,
      facing: "east",
      dtcp: true,
      ready: true,
      gated: true,
      minArea: 5,
      maxArea: 10.5,
    });
  });

  it.each([
    ["minPrice=abc"],
    ["minPrice=-5"],
    ["minPrice=1.5"],
    ["minPrice=0"],
    ["maxPrice=1e7"],
    ["maxPrice=100000000001"],
    ["bhk=0"],
    ["bhk=21"],
    ["bhk=2.5"],
    ["facing=northeast"],
    ["dtcp=0"],
    ["ready=yes"],
    ["gated="],
    ["minArea=0"],
    ["minArea=-1"],
    ["maxArea=ten"],
    ["maxArea=1000001"],
  ])("ignores %s", (qs) => {
    expect(parseFilters(q(qs))).toEqual({ types: [], locations: [] });
  });

  it("accepts a checkbox's on/true, any case of facing, and rounds areas to 2 decimals", () => {
    expect(parseFilters(q("dtcp=on&ready=true&gated=1&facing=WEST&minArea=2.555"))).toEqual({
      types: [],
      locations: [],
      facing: "west",
      dtcp: true,
      ready: true,
      gated: true,
      minArea: 2.56,
    });
  });

  it("reads a minimum above its maximum as the range the other way round", () => {
    expect(parseFilters(q("minPrice=9000000&maxPrice=3000000&minArea=10&maxArea=2"))).toMatchObject({
      minPrice: 3_000_000,
      maxPrice: 9_000_000,
      minArea: 2,
      maxArea: 10,
    });
  });

  it("takes the first valid value of a repeated parameter", () => {
    expect(parseFilters(q("bhk=x&bhk=2&bhk=3")).bhk).toBe(2);
  });
});

describe("normalizeFilters, filtersToParams, filtersSearch", () => {
  it("writes the canonical URL in a fixed order, commas kept", () => {
    expect(
      filtersSearch({
        maxArea: 10,
        gated: true,
        locations: ["RS Puram", "Peelamedu"],
        types: ["villa", "plot"],
        bhk: 3,
        minPrice: 3_000_000,
        dtcp: false,
        ready: undefined,
      }),
    ).toBe("?type=plot,villa&location=RS+Puram,Peelamedu&minPrice=3000000&bhk=3&gated=1&maxArea=10");
    expect(filtersSearch({ types: [], locations: [] })).toBe("");
  });

  it("drops what the URL would drop and orders ranges", () => {
    expect(
      normalizeFilters({
        types: ["plot", "castle" as never, "plot"],
        locations: ["Atlantis" as never, "Vadavalli"],
        minPrice: 80_00_000.4,
        maxPrice: 20_00_000,
        bhk: 0,
        facing: "up" as never,
        minArea: 3.456,
      }),
    ).toEqual({ types: ["plot"], locations: ["Vadavalli"], minPrice: 20_00_000, maxPrice: 80_00_000, minArea: 3.46 });
  });

  it("round-trips through parseFilters", () => {
    const filters = parseFilters(
      q("type=house&location=Kalapatti&minPrice=100000&maxPrice=200000&bhk=2&facing=south&ready=1&minArea=1.25"),
    );
    expect(parseFilters(filtersToParams(filters))).toEqual(filters);
  });

  it("isEmptyFilters is true only with nothing set", () => {
    expect(isEmptyFilters({ types: [], locations: [], dtcp: false })).toBe(true);
    expect(isEmptyFilters({ types: [], locations: [], gated: true })).toBe(false);
  });
});

describe("withParams with the other filters", () => {
  it("sets, replaces and removes them, resetting the page", () => {
    const current = q("type=plot&page=3&bhk=2");
    expect(withParams(current, { bhk: 3, dtcp: true })).toBe("?type=plot&bhk=3&dtcp=1");
    expect(withParams(current, { bhk: null, maxPrice: 5_000_000 })).toBe("?type=plot&maxPrice=5000000");
    expect(withParams(q("gated=1&ready=1"), { gated: false })).toBe("?ready=1");
  });
});
