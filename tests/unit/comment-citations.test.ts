// Comments and test names cite the rule they keep (docs/product.md) or the decision behind it
// (docs/decisions/), never an issue number: an issue is closed and forgotten, the rule stays.
import { describe, expect, it } from "vitest";

const sources = import.meta.glob<string>(
  ["/app/**/*.{ts,tsx}", "/workers/**/*.ts", "/scripts/**/*.{ts,mjs,js,sh}", "/tests/**/*.{ts,sh}"],
  { query: "?raw", import: "default", eager: true },
);

// "issue 13", "Issue 21, item 4", "issues #7", "(#12)"; not "listing #42" (the product's own
// label for a listing) nor "owner/repo#123" (an upstream project's issue).
const CITATION = /\bissues?\s*#?\d+|(?<!\blisting)(?:^|[\s(])#\d+\b/gim;

function citations(files: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [file, source] of Object.entries(files)) {
    source.split("\n").forEach((line, i) => {
      for (const match of line.matchAll(CITATION)) found.push(`${file}:${i + 1}: ${match[0].trim()}`);
    });
  }
  return found;
}

describe("comments cite rules and decisions, not issues", () => {
  it("finds a citation of an issue", () => {
    expect(
      citations({
        "/a.ts": "// Slowed, never refused (Issue 21, item 17)\n",
        "/b.ts": "// see #14\nconst label = 'Posted listing #42';\n// cloudflare/workers-sdk#14736\n",
      }),
    ).toEqual(["/a.ts:1: Issue 21", "/b.ts:1: #14"]);
  });

  it("no file in app, workers, scripts or tests cites one", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(citations(sources)).toEqual([]);
  });
});
