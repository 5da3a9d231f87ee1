// Scores a way of understanding search text (the parser alone, or the parser plus a model)
// against labelled queries: exact-match rate and per-field precision and recall. Used by
// `npm run eval:ai` (scripts/eval-ai.ts) and the fixture test.
import { type Filters, filtersSearch, normalizeFilters, SCALAR_FILTER_KEYS } from "../filters";

export type LabelledQuery = { text: string; tags?: string[]; expected: Partial<Filters> };
/** Anything that turns text into filters: `(text) => parseSearchQuery(text).filters`, or a pipeline. */
export type Understand = (text: string) => Promise<Filters> | Filters;

export const EVAL_FIELDS = ["types", "locations", ...SCALAR_FILTER_KEYS] as const;
export type EvalField = (typeof EVAL_FIELDS)[number];

export type FieldScore = { tp: number; fp: number; fn: number; precision: number | null; recall: number | null };
export type EvalReport = {
  total: number;
  exact: number;
  exactRate: number;
  fields: Record<EvalField, FieldScore>;
  /** Exact matches among the queries of each tag ("tamil", "tanglish", "heldout", ...). */
  byTag: Record<string, { total: number; exact: number }>;
  misses: { text: string; expected: Filters; got: Filters }[];
};

export function toFilters(expected: Partial<Filters>): Filters {
  return normalizeFilters({ types: [], locations: [], ...expected });
}

/** Same search, whatever order the localities came in. */
export function sameSearch(a: Filters, b: Filters): boolean {
  const key = (f: Filters) => filtersSearch({ ...f, locations: [...normalizeFilters(f).locations].sort() });
  return key(a) === key(b);
}

function items(filters: Filters, field: EvalField): string[] {
  const value = filters[field];
  if (Array.isArray(value)) return value.map(String);
  return value === undefined || value === false ? [] : [String(value)];
}

export async function evaluate(queries: readonly LabelledQuery[], understand: Understand): Promise<EvalReport> {
  const counts = Object.fromEntries(EVAL_FIELDS.map((f) => [f, { tp: 0, fp: 0, fn: 0 }])) as Record<
    EvalField,
    { tp: number; fp: number; fn: number }
  >;
  const misses: EvalReport["misses"] = [];
  const byTag: EvalReport["byTag"] = {};
  let exact = 0;
  for (const query of queries) {
    const expected = toFilters(query.expected);
    const got = normalizeFilters(await understand(query.text));
    const same = sameSearch(expected, got);
    if (same) exact += 1;
    else misses.push({ text: query.text, expected, got });
    for (const tag of query.tags ?? []) {
      const t = byTag[tag] ?? { total: 0, exact: 0 };
      byTag[tag] = t;
      t.total += 1;
      if (same) t.exact += 1;
    }
    for (const field of EVAL_FIELDS) {
      const want = new Set(items(expected, field));
      const have = new Set(items(got, field));
      for (const v of have) counts[field][want.has(v) ? "tp" : "fp"] += 1;
      for (const v of want) if (!have.has(v)) counts[field].fn += 1;
    }
  }
  const fields = Object.fromEntries(
    EVAL_FIELDS.map((f) => {
      const { tp, fp, fn } = counts[f];
      return [f, { tp, fp, fn, precision: tp + fp ? tp / (tp + fp) : null, recall: tp + fn ? tp / (tp + fn) : null }];
    }),
  ) as Record<EvalField, FieldScore>;
  const total = queries.length;
  return { total, exact, exactRate: total ? exact / total : 0, fields, byTag, misses };
}

const pct = (x: number | null) => (x === null ? "n/a" : `${(x * 100).toFixed(1)}%`);

/** A plain-text table: one column per evaluated way (parser, pipeline, ...). */
export function formatReports(columns: { name: string; report: EvalReport }[]): string {
  const width = Math.max(16, ...columns.map((c) => c.name.length + 2));
  const head = "".padEnd(22) + columns.map((c) => c.name.padStart(width)).join("");
  const rows = [
    head,
    `${"queries".padEnd(22)}${columns.map((c) => String(c.report.total).padStart(width)).join("")}`,
    `${"exact match".padEnd(22)}${columns
      .map((c) => `${c.report.exact} (${pct(c.report.exactRate)})`.padStart(width))
      .join("")}`,
    "",
    `${"field: precision / recall".padEnd(22)}`,
  ];
  const tags = [...new Set(columns.flatMap((c) => Object.keys(c.report.byTag)))].sort();
  if (tags.length) rows.splice(3, 0, "exact match by tag");
  for (const [n, tag] of tags.entries()) {
    rows.splice(
      4 + n,
      0,
      `${`  ${tag}`.padEnd(22)}${columns
        .map((c) => {
          const t = c.report.byTag[tag] ?? { total: 0, exact: 0 };
          return `${t.exact}/${t.total}`.padStart(width);
        })
        .join("")}`,
    );
  }
  for (const field of EVAL_FIELDS) {
    rows.push(
      `${`  ${field}`.padEnd(22)}${columns
        .map((c) => {
          const s = c.report.fields[field];
          return `${pct(s.precision)} / ${pct(s.recall)}`.padStart(width);
        })
        .join("")}`,
    );
  }
  return rows.join("\n");
}
