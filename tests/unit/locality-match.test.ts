// One locality matcher for typed text (docs/product.md#locality-matching): the header's compact
// search, the Search dialog, the `location` URL parameter, the AI search parser and the model's answer.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALITIES } from "~/domain/catalog";
import { parseFilters } from "~/domain/filters";
import { canonicalSearch } from "~/domain/home-url";
import { closestLocality, compact, localityNamed, matchLocalities } from "~/domain/locality-match";
import { parseSearchQuery } from "~/domain/search-query/parse";
import { modelAnswerSchema } from "~/schemas/ai-search";

describe("matchLocalities (the compact search and the Search dialog)", () => {
  it.each([
    ["saravanampatty", "Saravanampatti"],
    ["Saravanampatti", "Saravanampatti"],
    ["saravanampati", "Saravanampatti"],
    ["sarvanampatti", "Saravanampatti"],
    ["saravanampattii", "Saravanampatti"],
    ["rs puram", "RS Puram"],
    ["R.S. Puram", "RS Puram"],
    ["R S Puram", "RS Puram"],
    ["rspuram", "RS Puram"],
    ["peelamedu", "Peelamedu"],
    ["pilamedu", "Peelamedu"],
    ["peelamdu", "Peelamedu"],
    ["pelamedu", "Peelamedu"],
    ["peelmedu", "Peelamedu"],
    ["peelameddu", "Peelamedu"],
    ["NN Palayam", "Narasimha Nayaka Palayam"],
    ["sai baba colony", "Saibaba Colony"],
    ["வடவள்ளி", "Vadavalli"],
  ])("%s finds %s first", (typed, locality) => {
    expect(matchLocalities(typed, 5)[0]).toBe(locality);
  });

  it("offers a name while it is still being typed, misspelt or not", () => {
    expect(matchLocalities("sarava", 5)).toEqual(["Saravanampatti"]);
    expect(matchLocalities("saravanampat", 5)).toEqual(["Saravanampatti"]);
    expect(matchLocalities("sarawanam", 5)).toEqual(["Saravanampatti"]);
    expect(matchLocalities("peelame", 5)).toEqual(["Peelamedu"]);
  });

  it("ranks names starting with the text before names containing it, each in catalogue order", () => {
    expect(matchLocalities("PURAM")).toEqual([
      "RS Puram",
      "Selvapuram",
      "Gandhipuram",
      "Ramanathapuram",
      "Sundarapuram",
    ]);
    expect(matchLocalities("ka", 3)).toEqual(["Kalapatti", "Karamadai", "Kavundampalayam"]);
    expect(matchLocalities("palayam")).toEqual([
      "Kavundampalayam",
      "Kovilpalayam",
      "Mathampalayam",
      "Narasimha Nayaka Palayam",
      "Periyanayakanpalayam",
    ]);
    expect(matchLocalities("  colony ")).toEqual(["Saibaba Colony"]);
  });

  it("shows at most `limit` matches; an empty query lists every locality", () => {
    expect(matchLocalities("a", 5)).toHaveLength(5);
    expect(matchLocalities("")).toEqual([...LOCALITIES]);
    expect(matchLocalities("   ", 5)).toEqual(LOCALITIES.slice(0, 5));
  });

  it("no match is an empty list; short words are never guessed", () => {
    expect(matchLocalities("Chennai")).toEqual([]);
    expect(matchLocalities("...")).toEqual([]);
    expect(matchLocalities("xyz")).toEqual([]);
  });
});

describe("closestLocality and localityNamed (one value, one locality or none)", () => {
  it("reads a name or a known spelling exactly, and a small misspelling only when one locality is that close", () => {
    expect(localityNamed("r.s. puram")).toBe("RS Puram");
    expect(localityNamed("saravanampaty")).toBeNull();
    expect(closestLocality("saravanampaty")).toBe("Saravanampatti");
    expect(closestLocality("Saravanampatty")).toBe("Saravanampatti");
    expect(closestLocality("Pollachi")).toBeNull();
    expect(closestLocality("")).toBeNull();
  });

  it("no spelling of one locality is a spelling of another", () => {
    for (const name of LOCALITIES) expect(localityNamed(name)).toBe(name);
    const keys = LOCALITIES.map(compact);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("properties", () => {
  const typed = fc.oneof(
    fc.string(),
    fc.string({ unit: "grapheme" }),
    fc
      .constantFrom(...LOCALITIES)
      .chain((name) =>
        fc
          .tuple(fc.nat(name.length), fc.string({ maxLength: 2 }))
          .map(([at, s]) => name.slice(0, at) + s + name.slice(at)),
      ),
  );

  it("never throws and returns only known localities, each once, at most `limit`", () => {
    fc.assert(
      fc.property(typed, fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }), (text, limit) => {
        const found = matchLocalities(text, limit);
        expect(found.every((l) => (LOCALITIES as readonly string[]).includes(l))).toBe(true);
        expect(new Set(found).size).toBe(found.length);
        if (limit !== undefined) expect(found.length).toBeLessThanOrEqual(limit);
        const one = closestLocality(text);
        expect(one === null || (LOCALITIES as readonly string[]).includes(one)).toBe(true);
      }),
    );
  });

  it("an exact locality name, in any case or spacing, matches itself first", () => {
    const variant = fc
      .tuple(fc.constantFrom(...LOCALITIES), fc.constantFrom("lower", "upper", "dots", "spaced"))
      .map(([name, how]) => {
        const text =
          how === "lower"
            ? name.toLowerCase()
            : how === "upper"
              ? name.toUpperCase()
              : how === "dots"
                ? `${name.replace(/ /g, ". ")}.`
                : `  ${name.split("").join(" ")} `;
        return [name, text] as const;
      });
    fc.assert(
      fc.property(variant, ([name, text]) => {
        expect(matchLocalities(text, 1)).toEqual([name]);
        expect(closestLocality(text)).toBe(name);
      }),
    );
  });
});

describe("the same matcher everywhere a locality is typed", () => {
  it("AI search understands what the compact search finds", () => {
    for (const text of ["saravanampatty", "saravanampati", "rs puram", "R.S. Puram", "pilamedu", "peelmedu"]) {
      expect(parseSearchQuery(text).filters.locations).toEqual([matchLocalities(text, 1)[0]]);
    }
  });

  it("the location parameter takes other spellings, and the canonical URL writes the name", () => {
    expect(parseFilters(new URLSearchParams("location=saravanampatty,rs puram,Chennai")).locations).toEqual([
      "Saravanampatti",
      "RS Puram",
    ]);
    expect(canonicalSearch(new URLSearchParams("location=saravanampatty,RS+Puram"))).toBe(
      "?location=Saravanampatti,RS+Puram",
    );
    expect(canonicalSearch(new URLSearchParams("location=Saravanampatti,RS+Puram"))).toBeNull();
  });

  it("a model's answer in another spelling is kept", () => {
    expect(modelAnswerSchema.parse({ locations: ["Saravanampatty", "R.S. Puram", "Pollachi"] }).locations).toEqual([
      "Saravanampatti",
      "RS Puram",
    ]);
  });
});
