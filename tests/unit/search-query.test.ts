// The deterministic AI-search parser, rule by rule (docs/product.md#ai-search).
import { describe, expect, it } from "vitest";
import { LOCALITIES } from "~/domain/catalog";
import type { Filters } from "~/domain/filters";
import { editDistance } from "~/domain/fuzzy";
import { parseSearchQuery } from "~/domain/search-query/parse";
import { normalizeText } from "~/domain/search-query/tokens";
import { SENSITIVE_WORDS } from "~/domain/search-query/vocabulary";

const L = 100_000;
const CR = 10_000_000;
const filters = (text: string) => parseSearchQuery(text).filters;
/** The expected filters with empty lists filled in. */
const f = (partial: Partial<Filters>): Filters => ({ types: [], locations: [], ...partial });

describe("tokens", () => {
  it.each([
    ["3BHK", "3 bhk"],
    ["1.2cr", "1.2 cr"],
    ["₹75,00,000", "₹ 7500000"],
    ["Rs.7,500,000/-", "rs 7500000"],
    ["20-30 lakhs", "20 - 30 lakhs"],
    ["30L-60L", "30 l - 60 l"],
    ["north-facing", "north facing"],
    ["R.S. Puram", "r s puram"],
    ["3 bhk's", "3 bhks"],
    ["flat/apartment", "flat or apartment"],
    ["<50L", "under 50 l"],
    ["வடவள்ளி வீடு!", "வடவள்ளி வீடு"],
  ])("%s -> %s", (text, expected) => {
    expect(normalizeText(text)).toBe(expected);
  });
});

describe("prices", () => {
  it.each([
    ["50 lakh", 50 * L],
    ["50 lakhs", 50 * L],
    ["50 lac", 50 * L],
    ["50 lacs", 50 * L],
    ["50L", 50 * L],
    ["50 l", 50 * L],
    ["1 crore", CR],
    ["1.5 crores", 15_000_000],
    ["2cr", 2 * CR],
    ["800 thousand", 800_000],
    ["900k", 900_000],
    ["75,00,000", 7_500_000],
    ["7,500,000", 7_500_000],
    ["₹75,00,000", 7_500_000],
    ["Rs 45 lakhs", 45 * L],
    ["Rs.45L", 45 * L],
    ["INR 4500000", 4_500_000],
    ["one and a half crore", 15_000_000],
    ["fifty lakhs", 50 * L],
    ["1 crore 20 lakhs", 12_000_000],
  ])("%s on its own is a budget (maximum) of %d rupees", (text, rupees) => {
    expect(filters(text)).toEqual(f({ maxPrice: rupees }));
  });

  it.each([
    ["under 50 lakhs", "maxPrice"],
    ["below 50 lakhs", "maxPrice"],
    ["within 50 lakhs", "maxPrice"],
    ["upto 50 lakhs", "maxPrice"],
    ["up to 50 lakhs", "maxPrice"],
    ["less than 50 lakhs", "maxPrice"],
    ["budget 50 lakhs", "maxPrice"],
    ["max 50 lakhs", "maxPrice"],
    ["50 lakhs max", "maxPrice"],
    ["50 lakhs kulla", "maxPrice"],
    ["above 50 lakhs", "minPrice"],
    ["over 50 lakhs", "minPrice"],
    ["from 50 lakhs", "minPrice"],
    ["more than 50 lakhs", "minPrice"],
    ["min 50 lakhs", "minPrice"],
    ["50 lakhs and above", "minPrice"],
    ["50L+", "minPrice"],
  ])("%s sets %s", (text, key) => {
    expect(filters(text)).toEqual(f({ [key]: 50 * L }));
  });

  it.each([
    ["between 40 and 60 lakhs", 40 * L, 60 * L],
    ["40 to 60 lakhs", 40 * L, 60 * L],
    ["20-30 lakhs", 20 * L, 30 * L],
    ["20 - 30 lakhs", 20 * L, 30 * L],
    ["30L to 60L", 30 * L, 60 * L],
    ["30 lakhs to 60", 30 * L, 60 * L],
    ["50 lakh to 1 crore", 50 * L, CR],
    ["1-1.5 crore", CR, 15_000_000],
    ["budget 40 to 60 lakhs", 40 * L, 60 * L],
    ["60 to 40 lakhs", 40 * L, 60 * L],
    ["4,500,000 to 6,000,000", 4_500_000, 6_000_000],
  ])("%s is a range", (text, min, max) => {
    expect(filters(text)).toEqual(f({ minPrice: min, maxPrice: max }));
  });

  it("a price per unit of land is a rate, not a budget: left over", () => {
    const parsed = parseSearchQuery("land 30 lakhs per acre");
    expect(parsed.filters).toEqual(f({ types: ["agriLand"] }));
    expect(parsed.leftover).toEqual(["30", "lakhs", "per", "acre"]);
  });
});

describe("BHK", () => {
  it.each(["3bhk", "3 BHK", "3 bhk", "three bedroom", "3 bedrooms", "3 bed", "3 b h k", "3-bhk"])("%s", (text) => {
    expect(filters(text)).toEqual(f({ bhk: 3 }));
  });

  it("an impossible BHK is left over", () => {
    expect(parseSearchQuery("0 bhk").leftover).toEqual(["0", "bhk"]);
    expect(parseSearchQuery("25 bhk").filters).toEqual(f({}));
  });
});

describe("property types", () => {
  it.each([
    ["flat", "apartment"],
    ["flats", "apartment"],
    ["apartment", "apartment"],
    ["independent house", "house"],
    ["individual house", "house"],
    ["house", "house"],
    ["home", "house"],
    ["veedu", "house"],
    ["வீடு", "house"],
    ["villa", "villa"],
    ["plot", "plot"],
    ["site", "plot"],
    ["manai", "plot"],
    ["மனை", "plot"],
    ["land", "agriLand"],
    ["agricultural land", "agriLand"],
    ["farm", "agriLand"],
    ["farmland", "agriLand"],
    ["thottam", "agriLand"],
    ["nilam", "agriLand"],
    ["நிலம்", "agriLand"],
    ["agri", "agriLand"],
    ["shop", "commercial"],
    ["office", "commercial"],
    ["showroom", "commercial"],
    ["commercial", "commercial"],
  ])("%s -> %s", (text, type) => {
    expect(filters(text).types).toEqual([type]);
  });

  it("several types are all kept, in the catalogue order", () => {
    expect(filters("villa or independent house or plot").types).toEqual(["plot", "villa", "house"]);
  });

  it('"land" next to another type does not add agricultural land', () => {
    expect(filters("DTCP plot land").types).toEqual(["plot"]);
  });

  it("corrects a misspelt type word", () => {
    expect(filters("apartmnet").types).toEqual(["apartment"]);
    expect(filters("commerical").types).toEqual(["commercial"]);
  });
});

describe("land area (cents in the filters)", () => {
  it.each([
    ["5 cents", { minArea: 5 }],
    ["5 cent", { minArea: 5 }],
    ["2 acres", { minArea: 200 }],
    ["half acre", { minArea: 50 }],
    ["2 grounds", { minArea: 11.02 }],
    ["2400 sq ft", { minArea: 5.51 }],
    ["2400 sqft", { minArea: 5.51 }],
    ["1200 square feet", { minArea: 2.76 }],
    ["under 10 cents", { maxArea: 10 }],
    ["above 10 cents", { minArea: 10 }],
    ["3 to 5 cents", { minArea: 3, maxArea: 5 }],
    ["between 2 and 4 acres", { minArea: 200, maxArea: 400 }],
  ])("%s", (text, expected) => {
    expect(filters(text)).toEqual(f(expected));
  });
});

describe("facing and the three flags", () => {
  it.each([
    ["east facing", "east"],
    ["north-facing", "north"],
    ["facing west", "west"],
    ["south face", "south"],
    ["kizhakku paartha", "east"],
    ["கிழக்கு பார்த்த", "east"],
  ])("%s", (text, facing) => {
    expect(filters(text)).toEqual(f({ facing: facing as Filters["facing"] }));
  });

  it("a direction without 'facing' is not guessed", () => {
    expect(parseSearchQuery("east villa").filters).toEqual(f({ types: ["villa"] }));
  });

  it.each([
    ["dtcp", { dtcp: true }],
    ["DTCP approved", { dtcp: true }],
    ["ready to move", { ready: true }],
    ["ready", { ready: true }],
    ["rtm", { ready: true }],
    ["gated", { gated: true }],
    ["gated community", { gated: true }],
  ])("%s", (text, expected) => {
    expect(filters(text)).toEqual(f(expected));
  });
});

describe("localities", () => {
  it.each(LOCALITIES.map((l) => [l]))("%s by its own name, any case", (name) => {
    expect(filters(name.toUpperCase()).locations).toEqual([name]);
  });

  it.each([
    ["Saravanampatty", "Saravanampatti"],
    ["Saravanampatti", "Saravanampatti"],
    ["R.S. Puram", "RS Puram"],
    ["RS Puram", "RS Puram"],
    ["R S Puram", "RS Puram"],
    ["rspuram", "RS Puram"],
    ["NN Palayam", "Narasimha Nayaka Palayam"],
    ["Narasimhanaickenpalayam", "Narasimha Nayaka Palayam"],
    ["Madukarai", "Madukkarai"],
    ["Kovai Pudur", "Kovaipudur"],
    ["Pilamedu", "Peelamedu"],
    ["Singanalur", "Singanallur"],
    ["Vadavali", "Vadavalli"],
    ["Thudialur", "Thudiyalur"],
    ["Kalappatti", "Kalapatti"],
    ["Sai Baba Colony", "Saibaba Colony"],
    ["வடவள்ளி", "Vadavalli"],
  ])("%s -> %s", (text, locality) => {
    expect(filters(text).locations).toEqual([locality]);
  });

  it("a small misspelling of a longer name still matches (edit distance)", () => {
    expect(filters("saravanampattii").locations).toEqual(["Saravanampatti"]);
    expect(filters("kavundampalyam").locations).toEqual(["Kavundampalayam"]);
    expect(filters("sai baba colany").locations).toEqual(["Saibaba Colony"]);
    expect(filters("periyanaickenpalayam").locations).toEqual(["Periyanayakanpalayam"]);
  });

  it("near, in, at, around and Tanglish 'la' are connectors", () => {
    for (const text of ["near Vadavalli", "in Vadavalli", "at Vadavalli", "around Vadavalli", "Vadavalli la"]) {
      expect(parseSearchQuery(text)).toMatchObject({ filters: f({ locations: ["Vadavalli"] }), leftover: [] });
    }
  });

  it("several localities keep the order they were named in", () => {
    expect(filters("Peelamedu or Vadavalli or peelamedu").locations).toEqual(["Peelamedu", "Vadavalli"]);
  });

  it("an unknown place is left over, not forced onto a locality", () => {
    const parsed = parseSearchQuery("plot in Chennai");
    expect(parsed.filters).toEqual(f({ types: ["plot"] }));
    expect(parsed.leftover).toEqual(["chennai"]);
  });
});

describe("whole queries from the issue", () => {
  it.each([
    [
      "3 bhk villa under 1.2 crore near Saravanampatti",
      f({ types: ["villa"], locations: ["Saravanampatti"], bhk: 3, maxPrice: 12_000_000 }),
    ],
    [
      "DTCP plot in Vadavalli 30L to 60L",
      f({ types: ["plot"], locations: ["Vadavalli"], dtcp: true, minPrice: 30 * L, maxPrice: 60 * L }),
    ],
    ["2bhk flat rs puram ready to move", f({ types: ["apartment"], locations: ["RS Puram"], bhk: 2, ready: true })],
    ["Kalapatti la 2bhk veedu", f({ types: ["house"], locations: ["Kalapatti"], bhk: 2 })],
  ])("%s", (text, expected) => {
    const parsed = parseSearchQuery(text);
    expect(parsed.filters).toEqual(expected);
    expect(parsed.leftover).toEqual([]);
  });

  it("reports the phrases it placed", () => {
    expect(parseSearchQuery("3 bhk villa under 1.2 crore near Saravanampatti").understood).toEqual([
      "3 bhk",
      "villa",
      "under 1.2 crore",
      "saravanampatti",
    ]);
  });
});

describe("ambiguous numbers are left over, not guessed", () => {
  it.each([
    ["3 bhk 50", f({ bhk: 3 }), ["50"]],
    ["villa 80", f({ types: ["villa"] }), ["80"]],
    ["plot under 30", f({ types: ["plot"] }), ["under", "30"]],
    ["2 or 3 bhk flat", f({ types: ["apartment"] }), ["2", "3", "bhk"]],
    ["house 641041", f({ types: ["house"] }), ["641041"]],
    ["north east facing plot", f({ types: ["plot"] }), ["north", "east", "facing"]],
    ["2 bhk villa 3 bhk", f({ types: ["villa"], bhk: 2 }), ["3", "bhk"]],
  ])("%s", (text, expected, leftover) => {
    const parsed = parseSearchQuery(text);
    expect(parsed.filters).toEqual(expected);
    expect(parsed.leftover).toEqual(leftover);
  });
});

describe("nothing to understand", () => {
  it.each(["", "   ", "hello", "what is the best place to live", "!!!"])("%j gives no filter", (text) => {
    expect(parseSearchQuery(text).filters).toEqual(f({}));
    expect(parseSearchQuery(text).understood).toEqual([]);
  });

  it("filler words are dropped, unknown words are left over for the model", () => {
    expect(parseSearchQuery("I want a nice villa with a swimming pool")).toMatchObject({
      filters: f({ types: ["villa"] }),
      leftover: ["nice", "swimming", "pool"],
    });
  });

  it("very long input is read only up to a bound", () => {
    expect(parseSearchQuery(`villa ${"x ".repeat(5000)}`).leftover.length).toBeLessThan(300);
  });
});

describe("religion, caste and community are never turned into filters", () => {
  const base = "3 bhk villa in Vadavalli under 1 crore";
  const plain = parseSearchQuery(base).filters;

  it.each([...SENSITIVE_WORDS].map((w) => [w]))("%s", (word) => {
    for (const text of [`${word} ${base}`, `${base} ${word} only`, `no ${word}`, word]) {
      const parsed = parseSearchQuery(text);
      expect(parsed.filters, text).toEqual(text.includes(base) ? plain : f({}));
      // Reported apart and never sent on to the model.
      expect(parsed.excluded.join(" "), text).toContain(word);
      expect(parsed.leftover.join(" "), text).not.toContain(word);
      expect(parsed.understood.join(" "), text).not.toContain(word);
    }
  });

  it.each([
    ["brahmin community house in Peelamedu", f({ types: ["house"], locations: ["Peelamedu"] })],
    ["flat for hindus only", f({ types: ["apartment"] })],
    ["no muslims villa", f({ types: ["villa"] })],
    ["pure vegetarian families apartment", f({ types: ["apartment"] })],
    ["non-veg allowed house", f({ types: ["house"] })],
    ["bramin street house", f({ types: ["house"] })],
    ["சாதி வீடு", f({ types: ["house"] })],
  ])("%s", (text, expected) => {
    const parsed = parseSearchQuery(text);
    expect(parsed.filters).toEqual(expected);
    expect(parsed.excluded.length).toBeGreaterThan(0);
  });

  it('"gated community" is the gated flag, not a community filter', () => {
    expect(parseSearchQuery("gated community villa")).toMatchObject({
      filters: f({ types: ["villa"], gated: true }),
      excluded: [],
    });
  });
});

describe("editDistance", () => {
  it.each([
    ["kitten", "sitting", 3, 3],
    ["vadavali", "vadavalli", 2, 1],
    ["commerical", "commercial", 2, 1],
    ["abc", "abc", 1, 0],
    ["abcdef", "uvwxyz", 2, 3],
    ["short", "a much longer word", 2, 3],
  ])("%s / %s (max %d) = %d", (a, b, max, d) => {
    expect(editDistance(a, b, max)).toBe(d);
  });
});
