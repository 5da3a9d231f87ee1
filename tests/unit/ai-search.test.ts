// The pure parts of AI search's model stage and of its page: what the model may see, how its
// validated answer merges under the parser's filters, the answer and identity schemas, the
// chips' labels, and the results URL.
import { describe, expect, it } from "vitest";
import { areaLabel, budgetLabel, filterChips, formatBudget, withCurrent } from "~/domain/filter-chips";
import { type Filters, filtersSearch } from "~/domain/filters";
import { aiResultsSearch, aiText, canonicalSearch, clearedSearch, withFilters } from "~/domain/home-url";
import { mergeModelFilters, modelUserPrompt, modelWords, needsModel, testPrompt } from "~/domain/search-query/model";
import { parseSearchQuery } from "~/domain/search-query/parse";
import { modelAnswerSchema } from "~/schemas/ai-search";
import { IDENTITY_MESSAGES, identitySchema } from "~/schemas/identity";

const f = (partial: Partial<Filters>): Filters => ({ types: [], locations: [], ...partial });

describe("what the model may see", () => {
  it("only the leftover words, never excluded ones, with the parser's filters as context", () => {
    const parsed = parseSearchQuery("christian family villa in Vadavalli near a good school");
    expect(needsModel(parsed)).toBe(true);
    expect(modelWords(parsed)).not.toContain("christian");
    const prompt = modelUserPrompt(parsed);
    expect(prompt).toMatch(/^Words: good school$/m);
    expect(prompt).toMatch(/^Already set: type=villa&location=Vadavalli$/m);
    expect(prompt).not.toMatch(/christian/);
  });

  it("no leftover words: no model", () => {
    expect(needsModel(parseSearchQuery("3 bhk villa under 1.2 crore near Saravanampatti"))).toBe(false);
    expect(needsModel(parseSearchQuery("hindu area plot"))).toBe(false);
  });

  it("the Test prompt sends the whole sample, minus sensitive words", () => {
    expect(testPrompt("Villa for Hindus in RS Puram")).toBe("Words: villa for in rs puram\nAlready set: nothing");
  });
});

describe("mergeModelFilters: the parser wins", () => {
  it("joins types and localities; takes other filters only where the parser set none", () => {
    const parser = f({ types: ["villa"], locations: ["Vadavalli"], bhk: 3, maxPrice: 9_000_000 });
    const model = f({
      types: ["house"],
      locations: ["Vadavalli", "Peelamedu"],
      bhk: 4,
      minPrice: 5_000_000,
      facing: "east",
      gated: true,
    });
    expect(filtersSearch(mergeModelFilters(parser, model))).toBe(
      "?type=villa,house&location=Vadavalli,Peelamedu&maxPrice=9000000&bhk=3&facing=east&gated=1",
    );
  });

  it("a range is taken whole or not at all", () => {
    expect(mergeModelFilters(f({ minArea: 5 }), f({ minArea: 50, maxArea: 20 }))).toEqual(f({ minArea: 5 }));
    expect(mergeModelFilters(f({}), f({ minPrice: 6_000_000, maxPrice: 3_000_000 }))).toEqual(
      f({ minPrice: 3_000_000, maxPrice: 6_000_000 }),
    );
  });
});

describe("modelAnswerSchema", () => {
  it("keeps what it knows, drops unknown types and places, insane numbers and other keys", () => {
    const result = modelAnswerSchema.safeParse({
      types: ["villa", "castle", 7],
      locations: ["Peelamedu", "Pollachi"],
      minPrice: 50,
      maxPrice: "9000000",
      bhk: 2.5,
      facing: "NORTH",
      dtcp: "yes",
      ready: true,
      minArea: -3,
      maxArea: 1e9,
      religion: "any",
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual(
      f({ types: ["villa"], locations: ["Peelamedu"], maxPrice: 9_000_000, facing: "north", ready: true }),
    );
  });

  it("nulls (as JSON mode answers unset fields) mean unset", () => {
    const nulls = { types: [], locations: [], minPrice: null, maxPrice: null, bhk: null, facing: null };
    expect(modelAnswerSchema.parse(nulls)).toEqual(f({}));
  });

  it("refuses what is not an object", () => {
    for (const answer of ["villa", [1, 2], null, 42]) expect(modelAnswerSchema.safeParse(answer).success).toBe(false);
  });
});

describe("identitySchema", () => {
  const valid = {
    name: "OpenAI",
    url: "https://api.openai.com/v1",
    apiKey: "sk-123456",
    models: ["gpt-4o-mini"],
    selectedModel: "gpt-4o-mini",
  };

  it("drops empty models and repeats; the selected model must be one of them", () => {
    const parsed = identitySchema.safeParse({ ...valid, models: ["gpt-4o-mini", " ", "", "gpt-4o-mini", "o3"] });
    expect(parsed.data?.models).toEqual(["gpt-4o-mini", "o3"]);
    const wrong = identitySchema.safeParse({ ...valid, selectedModel: "o3" });
    expect(wrong.error?.issues.map((i) => i.message)).toContain(IDENTITY_MESSAGES.selectedModel);
  });

  it("needs a key to create, not to edit; a URL; a name of 2 to 50", () => {
    const create = identitySchema.safeParse({ ...valid, apiKey: undefined });
    expect(create.error?.issues.map((i) => i.message)).toContain(IDENTITY_MESSAGES.apiKeyRequired);
    expect(identitySchema.safeParse({ ...valid, id: "4", apiKey: undefined }).success).toBe(true);
    expect(identitySchema.safeParse({ ...valid, url: "ftp://x.example" }).success).toBe(false);
    expect(identitySchema.safeParse({ ...valid, name: "x".repeat(51) }).success).toBe(false);
    expect(identitySchema.safeParse({ ...valid, apiKey: "k".repeat(501) }).success).toBe(false);
  });
});

describe("chips and labels", () => {
  it("says budgets and areas the way buyers do", () => {
    expect(formatBudget(7_500_000)).toBe("₹75 lakh");
    expect(formatBudget(12_000_000)).toBe("₹1.2 crore");
    expect(formatBudget(75_000)).toBe("₹75,000");
    expect(budgetLabel({ minPrice: 3_000_000, maxPrice: 6_000_000 })).toBe("₹30 lakh to ₹60 lakh");
    expect(budgetLabel({ minPrice: 5_000_000 })).toBe("From ₹50 lakh");
    expect(areaLabel({ minArea: 100 })).toBe("From 1 acre of land");
    expect(areaLabel({ minArea: 5, maxArea: 10.5 })).toBe("5 cents to 10.5 cents of land");
  });

  it("one chip per filter, each removing only itself", () => {
    const chips = filterChips(f({ types: ["plot"], locations: ["Kalapatti"], maxPrice: 6_000_000, dtcp: true }));
    expect(chips.map((c) => c.label)).toEqual(["Plot", "Kalapatti", "Up to ₹60 lakh", "DTCP approved"]);
    expect(chips[2]?.changes).toEqual({ minPrice: null, maxPrice: null });
    expect(filterChips(f({ types: ["plot"] }), { types: false })).toEqual([]);
  });

  it("budget choices include a value from the URL that is not a step", () => {
    expect(withCurrent([10, 20], 15)).toEqual([10, 15, 20]);
    expect(withCurrent([10, 20], 20)).toEqual([10, 20]);
  });
});

describe("the results URL", () => {
  it("filters, view, then ai; already canonical", () => {
    const search = aiResultsSearch(f({ types: ["villa"], bhk: 3 }), "  3 bhk villa ", "map");
    expect(search).toBe("?type=villa&bhk=3&view=map&ai=3+bhk+villa");
    expect(canonicalSearch(new URLSearchParams(search))).toBeNull();
  });

  it("an empty ai is dropped; a long one is cut to 200 for the heading", () => {
    expect(canonicalSearch(new URLSearchParams("type=plot&ai=%20"))).toBe("?type=plot");
    expect(aiText(new URLSearchParams({ ai: "x".repeat(300) }))).toHaveLength(200);
  });

  it("the Search dialog replaces the filters, keeps view and ai, drops page, in canonical order", () => {
    const current = new URLSearchParams("ai=villa&type=plot&page=3&view=map&bhk=2&filters=open");
    expect(withFilters(current, f({ types: ["villa"], gated: true }))).toBe("?type=villa&gated=1&ai=villa&view=map");
  });

  it("Clear all keeps only a map view", () => {
    expect(clearedSearch(new URLSearchParams("type=plot&ai=x&view=map"))).toBe("?view=map");
    expect(clearedSearch(new URLSearchParams("type=plot&ai=x"))).toBe("");
  });
});
