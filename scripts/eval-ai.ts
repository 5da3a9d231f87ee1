// npm run eval:ai: how well AI search understands the labelled queries in
// tests/fixtures/ai-queries.json: exact-match rate and per-field precision/recall, one column
// per way of understanding: the parser alone, and the whole pipeline (parser, model for the
// leftover words, validation, merge) with the fake model of tests/mocks/ai-model.ts, which
// guesses the way a small model does. `--misses` also lists every query that did not match.
import { readFileSync } from "node:fs";
import path from "node:path";
import { evaluate, formatReports, type LabelledQuery, type Understand } from "../app/domain/search-query/evaluate";
import { parseSearchQuery } from "../app/domain/search-query/parse";
import type { Filters } from "../app/domain/filters";
import { type AnswerCache, type ModelClient, understandSearch } from "../app/server/ai-search/pipeline.server";
import { fakeModelAnswer } from "../tests/mocks/ai-model";

const FIXTURE = path.resolve(import.meta.dirname, "../tests/fixtures/ai-queries.json");

/** The fake model behind the same client interface as Workers AI and the identities. */
const fakeModel: ModelClient = { label: "fake", ask: async (request) => fakeModelAnswer(request.user) };
const cache = new Map<string, Filters>();
const memoryCache: AnswerCache = {
  get: async (key) => cache.get(key) ?? null,
  put: async (key, answer) => void cache.set(key, answer),
};
const outcomes = new Map<string, number>();

const COLUMNS: { name: string; understand: Understand }[] = [
  { name: "parser alone", understand: (text) => parseSearchQuery(text).filters },
  {
    name: "pipeline, fake model",
    understand: async (text) => {
      const result = await understandSearch(text, { model: fakeModel, cache: memoryCache });
      outcomes.set(result.model, (outcomes.get(result.model) ?? 0) + 1);
      return result.filters;
    },
  },
];

const queries = JSON.parse(readFileSync(FIXTURE, "utf8")) as LabelledQuery[];
const results = [];
for (const column of COLUMNS) results.push({ name: column.name, report: await evaluate(queries, column.understand) });

// Parser speed, for the record (it must stay in microseconds).
const rounds = 20;
const t0 = performance.now();
for (let r = 0; r < rounds; r++) for (const q of queries) parseSearchQuery(q.text);
const perQuery = ((performance.now() - t0) * 1000) / (rounds * queries.length);

console.log(
  `AI search evaluation over ${queries.length} labelled queries (${path.relative(process.cwd(), FIXTURE)})\n`,
);
console.log(formatReports(results));
console.log(`\nparser: ${perQuery.toFixed(1)} µs per query on this machine`);
console.log(`model stage (pipeline column): ${[...outcomes].map(([outcome, n]) => `${outcome} ${n}`).join(", ")}`);
if (process.argv.includes("--misses")) {
  for (const { name, report } of results) {
    console.log(`\n${name}: ${report.misses.length} not exact`);
    for (const m of report.misses) {
      console.log(
        `- ${JSON.stringify(m.text)}\n    expected ${JSON.stringify(m.expected)}\n    got      ${JSON.stringify(m.got)}`,
      );
    }
  }
}
