// The labelled queries in tests/fixtures/ai-queries.json, run through the parser alone
// (`npm run eval:ai` prints the same figures with per-field precision and recall).
import { describe, expect, it } from "vitest";
import { normalizeFilters } from "~/domain/filters";
import { evaluate, type LabelledQuery, toFilters } from "~/domain/search-query/evaluate";
import { parseSearchQuery } from "~/domain/search-query/parse";
import fixture from "../fixtures/ai-queries.json";

const queries = fixture as LabelledQuery[];

describe("labelled AI-search queries", () => {
  it("has at least 100 queries covering every kind", () => {
    expect(queries.length).toBeGreaterThanOrEqual(100);
    const tags = new Set(queries.flatMap((q) => q.tags ?? []));
    for (const tag of ["english", "numbers", "misspelt", "tanglish", "tamil", "nothing", "sensitive", "area"]) {
      expect(tags, tag).toContain(tag);
    }
  });

  it("every expected answer is itself canonical (no typo in the fixture)", () => {
    for (const q of queries) {
      const expected = toFilters(q.expected);
      expect(normalizeFilters(expected), q.text).toEqual(expected);
      expect(
        Object.keys(q.expected).every((k) => k in expected || k === "types" || k === "locations"),
        q.text,
      ).toBe(true);
    }
  });

  it("the parser alone matches at least 95% exactly", async () => {
    const report = await evaluate(queries, (text) => parseSearchQuery(text).filters);
    expect(report.exactRate, JSON.stringify(report.misses, null, 1)).toBeGreaterThanOrEqual(0.95);
  });

  it("at least 100 are Tamil script or Tanglish, and the parser alone matches 95% of those exactly", async () => {
    const ours = queries.filter((q) => q.tags?.some((t) => t === "tamil" || t === "tanglish"));
    expect(ours.length).toBeGreaterThanOrEqual(100);
    const report = await evaluate(ours, (text) => parseSearchQuery(text).filters);
    expect(report.exactRate, JSON.stringify(report.misses, null, 1)).toBeGreaterThanOrEqual(0.95);
    expect(report.byTag.tamil!.total + report.byTag.tanglish!.total).toBeGreaterThanOrEqual(100);
  });

  it("queries tagged sensitive never produce more than their non-sensitive words", () => {
    for (const q of queries.filter((x) => x.tags?.includes("sensitive"))) {
      expect(parseSearchQuery(q.text).excluded.length, q.text).toBeGreaterThan(0);
    }
  });
});
