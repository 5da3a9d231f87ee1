// Never a dead end (docs/product.md#never-a-dead-end): the searches offered when one finds
// nothing, their words, and places that are no locality.
import { describe, expect, it } from "vitest";
import type { Filters } from "~/domain/filters";
import { parseSearchQuery } from "~/domain/search-query/parse";
import { unknownPlacesAsked } from "~/domain/search-query/places";
import {
  bestDrop,
  describeSearch,
  dropOneCandidates,
  nearbyCandidates,
  unknownPlaceMessage,
  unknownPlaces,
} from "~/domain/ways-out";

const f = (partial: Partial<Filters>): Filters => ({ types: [], locations: [], ...partial });

describe("describeSearch", () => {
  it.each([
    [f({ types: ["plot"], locations: ["Vadavalli"], maxPrice: 2_500_000 }), 12, "12 plots in Vadavalli up to ₹25 lakh"],
    [f({ types: ["villa"], locations: ["RS Puram", "Peelamedu"] }), 1, "1 villa in RS Puram or Peelamedu"],
    [
      f({ bhk: 3, facing: "east", types: ["apartment"], minPrice: 5_000_000 }),
      4,
      "4 3 BHK east facing apartments from ₹50 lakh",
    ],
    [f({ dtcp: true, types: ["plot"], minArea: 5, maxArea: 10 }), 2, "2 DTCP approved plots of 5 cents to 10 cents"],
    [f({}), 1000, "1000+ listings"],
    [f({ types: ["plot"], locations: ["Vadavalli"] }), null, "plots in Vadavalli"],
  ])("%j, %j", (filters, count, text) => {
    expect(describeSearch(filters, count)).toBe(text);
  });
});

describe("ways out", () => {
  const search = f({ types: ["plot"], locations: ["Vadavalli"], maxPrice: 2_500_000, bhk: 3 });

  it("drops each filter set, one at a time", () => {
    expect(dropOneCandidates(search)).toEqual([
      f({ locations: ["Vadavalli"], maxPrice: 2_500_000, bhk: 3 }),
      f({ types: ["plot"], locations: ["Vadavalli"], bhk: 3 }),
      f({ types: ["plot"], locations: ["Vadavalli"], maxPrice: 2_500_000 }),
      f({ types: ["plot"], maxPrice: 2_500_000, bhk: 3 }),
    ]);
    expect(dropOneCandidates(f({}))).toEqual([]);
  });

  it("offers the drop that removes most: the one with the most listings, first on ties", () => {
    expect(bestDrop([{ count: 0 }, { count: 4 }, { count: 9 }])?.count).toBe(9);
    expect(
      bestDrop([
        { count: 9, k: 1 },
        { count: 9, k: 2 },
      ])?.k,
    ).toBe(1);
    expect(bestDrop([{ count: 0 }])).toBeNull();
  });

  it("the same search in the nearest localities by centre, never the ones chosen", () => {
    const near = nearbyCandidates(f({ types: ["plot"], locations: ["Saravanampatti"] }));
    expect(near.map((n) => n.locations)).toEqual([["Vilankurichi"], ["Kalapatti"], ["Ganapathy"]]);
    expect(near.every((n) => n.types[0] === "plot")).toBe(true);
    const two = nearbyCandidates(f({ locations: ["Saravanampatti", "Vilankurichi"] }));
    expect(two.flatMap((n) => n.locations)).not.toContain("Vilankurichi");
    expect(nearbyCandidates(f({ types: ["plot"] }))).toEqual([]);
  });
});

describe("places that are no locality", () => {
  it("are read from the URL as typed, known spellings are not", () => {
    expect(unknownPlaces(new URLSearchParams("location=Kallimadai,Vadavalli,rs puram"))).toEqual(["Kallimadai"]);
    expect(unknownPlaces(new URLSearchParams("location=Vadavali"))).toEqual([]);
  });

  it("are named in the answer", () => {
    expect(unknownPlaceMessage(["Kallimadai"], [])).toBe(
      "We have no listings area called Kallimadai yet; showing all of Coimbatore",
    );
    expect(unknownPlaceMessage(["Kallimadai"], ["Vadavalli"])).toBe(
      "We have no listings area called Kallimadai yet; showing Vadavalli",
    );
    expect(unknownPlaceMessage([], [])).toBeNull();
  });

  it("asked in AI search after in, at, near or around", () => {
    const asked = (text: string) => unknownPlacesAsked(text, parseSearchQuery(text));
    expect(asked("plots in Kallimadai")).toEqual(["Kallimadai"]);
    expect(asked("villa near Thondamuthur under 1 crore")).toEqual(["Thondamuthur"]);
    expect(asked("plots in Gandhipuram")).toEqual([]);
    expect(asked("house in a good area")).toEqual([]);
  });
});
