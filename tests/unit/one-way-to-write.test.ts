// Every D1 statement is a drizzle query (docs/decisions/0033-one-writer-of-the-ledger.md): SQL
// text stays in migrations and in the Durable Objects' own storage (ctx.storage.sql). This reads
// the app's and the Worker's sources and fails on a D1 statement written as SQL text.
import { describe, expect, it } from "vitest";

const sources = {
  ...import.meta.glob<string>("/app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true }),
  ...import.meta.glob<string>("/workers/**/*.ts", { query: "?raw", import: "default", eager: true }),
};

/** D1's own statement API: a SQL string prepared on the binding. */
const PREPARE = /\.prepare\s*\(/g;
/** A write written as text, in a string or a template (drizzle's `sql` template included). */
const SQL_WRITE = /["'`]\s*(INSERT\s+INTO|UPDATE\s+["\w]+\s+SET|DELETE\s+FROM|REPLACE\s+INTO)\b/gi;
/** The one place SQL text may run: a Durable Object's own SQLite storage. */
const OWN_STORAGE = /storage\.sql\.exec\(\s*$/;

function offences(source: string): string[] {
  const found: string[] = [];
  const line = (index: number) => source.slice(0, index).split("\n").length;
  for (const m of source.matchAll(PREPARE)) found.push(`line ${line(m.index)}: .prepare(`);
  for (const m of source.matchAll(SQL_WRITE)) {
    if (OWN_STORAGE.test(source.slice(Math.max(0, m.index - 200), m.index))) continue;
    found.push(`line ${line(m.index)}: ${m[1]}`);
  }
  return found;
}

describe("one way to write to D1", () => {
  it("finds the sources", () => {
    expect(Object.keys(sources)).toContain("/workers/user-credits.ts");
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it("catches SQL text and prepared statements, and lets a Durable Object's own storage be", () => {
    expect(offences('env.DB.prepare("SELECT 1").first()')).toHaveLength(1);
    expect(offences('await db.batch([d1.prepare("UPDATE users SET credits = 0").bind()])')).toHaveLength(2);
    expect(offences("db.run(sql`delete from listings where id = 7`)")).toHaveLength(1);
    expect(offences('this.ctx.storage.sql.exec(\n  "INSERT INTO pending (at) VALUES (?)", 1)')).toEqual([]);
    expect(offences("// INSERT ... SELECT <values> WHERE <condition>")).toEqual([]);
  });

  it("app/ and workers/ build every D1 statement with drizzle", () => {
    const found = Object.entries(sources).flatMap(([path, source]) => offences(source).map((o) => `${path} ${o}`));
    expect(found).toEqual([]);
  });
});
