// Lighthouse 13 (the npm package) against Debian's Chromium, mobile and desktop profiles, on
// the pages of the product promise: the four scores and LCP/TBT/CLS per page. Run by run.ts
// (npm run bench) against its own server; BENCH_LIGHTHOUSE=0 skips it. The figures are noisy on
// a loaded machine: Lighthouse simulates a mid-range phone from the measured CPU.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";

export type LighthousePage = { name: string; path: string; cookie?: string };

export type LighthouseRow = {
  page: string;
  profile: "mobile" | "desktop";
  scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Bytes transferred for the whole load (Lighthouse's total-byte-weight). */
  bytes: number | null;
  error?: string;
};

// Without a GPU, headless Chromium holds back BeginFrames while a page loads, so the first
// paint lands a whole second (or two) after the page was ready, and Lantern then counts every
// request made in that second as blocking it (GoogleChrome/lighthouse#17148). A phone has a
// display and vsync; these two flags give the headless one frames at every opportunity.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-gpu-vsync",
  "--disable-frame-rate-limit",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
].join(" ");

type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
};

export function runLighthouse(root: string, base: string, pages: LighthousePage[]): LighthouseRow[] {
  const bin = path.join(root, "node_modules/.bin/lighthouse");
  const out = path.join(root, ".bench/lighthouse.json");
  const rows: LighthouseRow[] = [];
  for (const profile of ["mobile", "desktop"] as const) {
    for (const page of pages) {
      process.stderr.write(`bench: lighthouse ${profile} ${page.path}\n`);
      rmSync(out, { force: true });
      const args = [
        `${base}${page.path}`,
        "--quiet",
        "--output=json",
        `--output-path=${out}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        "--only-categories=performance,accessibility,best-practices,seo",
        ...(profile === "desktop" ? ["--preset=desktop"] : []),
        ...(page.cookie ? [`--extra-headers=${JSON.stringify({ Cookie: page.cookie })}`] : []),
      ];
      const r = spawnSync(bin, args, {
        cwd: root,
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
        encoding: "utf8",
        timeout: 180_000,
      });
      const empty = { performance: null, accessibility: null, "best-practices": null, seo: null };
      try {
        const report = JSON.parse(readFileSync(out, "utf8")) as Report;
        const score = (k: string) => {
          const s = report.categories[k]?.score;
          return typeof s === "number" ? Math.round(s * 100) : null;
        };
        const num = (k: string) => report.audits[k]?.numericValue ?? null;
        rows.push({
          page: page.name,
          profile,
          scores: {
            performance: score("performance"),
            accessibility: score("accessibility"),
            "best-practices": score("best-practices"),
            seo: score("seo"),
          },
          lcpMs: num("largest-contentful-paint"),
          tbtMs: num("total-blocking-time"),
          cls: num("cumulative-layout-shift"),
          bytes: num("total-byte-weight"),
          error: report.runtimeError?.message,
        });
      } catch {
        rows.push({
          page: page.name,
          profile,
          scores: empty,
          lcpMs: null,
          tbtMs: null,
          cls: null,
          bytes: null,
          error: (r.stderr || r.error?.message || `exit ${r.status}`).trim().split("\n").slice(-1)[0],
        });
      }
    }
  }
  rmSync(out, { force: true });
  return rows;
}

export function lighthouseTable(rows: LighthouseRow[], pages: LighthousePage[]): string[] {
  const n = (v: number | null, digits = 0) => (v === null ? "n/a" : v.toFixed(digits));
  const header = ["page", "profile", "perf", "a11y", "best", "seo", "LCP ms", "TBT ms", "CLS", "KB moved"];
  const table = rows.map((r) => [
    r.page,
    r.profile,
    n(r.scores.performance),
    n(r.scores.accessibility),
    n(r.scores["best-practices"]),
    n(r.scores.seo),
    n(r.lcpMs),
    n(r.tbtMs),
    n(r.cls, 3),
    r.bytes === null ? "n/a" : (r.bytes / 1024).toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  const lines = ["Lighthouse 13 (Chromium; mobile = simulated mid-range phone on slow 4G):", line(header)];
  lines.push(widths.map((w) => "-".repeat(w)).join("  "));
  for (const t of table) lines.push(line(t));
  for (const p of pages) lines.push(`  ${p.name.padEnd(10)} ${p.path}`);
  for (const r of rows.filter((r) => r.error)) lines.push(`  ! ${r.profile} ${r.page}: ${r.error}`);
  return lines;
}
