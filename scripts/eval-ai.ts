// npm run eval:ai: how well AI search understands the labelled queries in
// tests/fixtures/ai-queries.json: exact-match rate and per-field precision/recall, one column
// per way of understanding. Today that is the parser alone; the pipeline with the fake model
// (tests/mocks/) becomes a second entry in COLUMNS. `--misses` also lists every query that
// did not match exactly.
import { readFileSync } from "node:fs";
import path from "node:path";
import { evaluate, formatReports, type LabelledQuery, type Understand } from "../app/domain/search-query/evaluate";
import { parseSearchQuery } from "../app/domain/search-query/parse";

const FIXTURE = path.resolve(import.meta.dirname, "../tests/fixtures/ai-queries.json");

const COLUMNS: { name: string; understand: Understand }[] = [
  { name: "parser alone", understand: (text) => parseSearchQuery(text).filters },
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
