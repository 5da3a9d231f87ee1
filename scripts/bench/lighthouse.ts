// Lighthouse 13 (the npm package) against Debian's Chromium, mobile and desktop profiles, on
// the pages of the product promise: the four scores and LCP/TBT/CLS per page. Run by run.ts
// (npm run bench) against its own server; BENCH_LIGHTHOUSE=0 skips it. The figures are noisy:
// Lighthouse simulates a mid-range phone on slow 4G from a trace taken at full speed, and what
// that trace happens to show (did the page paint before its scripts ran?) moves the simulated
// first paint by up to a second. So each mobile page runs BENCH_LIGHTHOUSE_RUNS times (default 3,
// as Lighthouse's own guidance on variability suggests) and the run with the median performance
// score is reported, with the lowest and highest beside it; desktop runs once.
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
  /** Lowest and highest performance score over the runs (the row is the median run). */
  spread: [number, number] | null;
  error?: string;
};

const MOBILE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

// Without a GPU, headless Chromium holds back BeginFrames while a page loads, so the first
// paint lands a whole second (or two) after the page was ready, and Lantern then counts every
// request made in that second as blocking it (GoogleChrome/lighthouse#17148).
// `--disable-gpu-vsync` gives the page a frame whenever it asks, as a phone's display does.
// Not `--disable-frame-rate-limit` (decision 0055): it let the compositor draw up to a thousand
// frames a second while a page loaded, which on a 2-core machine starved the page's own thread,
// and Lighthouse counted the wait as the page's blocking time (detail 75-91, 94-98 without it).
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-gpu-vsync",
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

function runOnce(root: string, url: string, profile: LighthouseRow["profile"], page: LighthousePage): LighthouseRow {
  const bin = path.join(root, "node_modules/.bin/lighthouse");
  const out = path.join(root, ".bench/lighthouse.json");
  rmSync(out, { force: true });
  const args = [
    url,
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
  try {
    const report = JSON.parse(readFileSync(out, "utf8")) as Report;
    const score = (k: string) => {
      const s = report.categories[k]?.score;
      return typeof s === "number" ? Math.round(s * 100) : null;
    };
    const num = (k: string) => report.audits[k]?.numericValue ?? null;
    return {
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
      spread: null,
      error: report.runtimeError?.message,
    };
  } catch {
    return {
      page: page.name,
      profile,
      scores: { performance: null, accessibility: null, "best-practices": null, seo: null },
      lcpMs: null,
      tbtMs: null,
      cls: null,
      bytes: null,
      spread: null,
      error: (r.stderr || r.error?.message || `exit ${r.status}`).trim().split("\n").slice(-1)[0],
    };
  } finally {
    rmSync(out, { force: true });
  }
}

export function runLighthouse(root: string, base: string, pages: LighthousePage[]): LighthouseRow[] {
  const rows: LighthouseRow[] = [];
  for (const profile of ["mobile", "desktop"] as const) {
    const runs = profile === "mobile" ? MOBILE_RUNS : 1;
    for (const page of pages) {
      process.stderr.write(`bench: lighthouse ${profile} ${page.path}${runs > 1 ? ` (${runs} runs)` : ""}\n`);
      const all = Array.from({ length: runs }, () => runOnce(root, `${base}${page.path}`, profile, page));
      const scored = all.filter((r) => r.scores.performance !== null);
      if (!scored.length) {
        rows.push(all[0]!);
        continue;
      }
      scored.sort((a, b) => a.scores.performance! - b.scores.performance!);
      const median = scored[Math.floor((scored.length - 1) / 2)]!;
      median.spread = [scored[0]!.scores.performance!, scored.at(-1)!.scores.performance!];
      rows.push(median);
    }
  }
  return rows;
}

export function lighthouseTable(rows: LighthouseRow[], pages: LighthousePage[]): string[] {
  const n = (v: number | null, digits = 0) => (v === null ? "n/a" : v.toFixed(digits));
  const header = ["page", "profile", "perf", "runs", "a11y", "best", "seo", "LCP ms", "TBT ms", "CLS", "KB moved"];
  const table = rows.map((r) => [
    r.page,
    r.profile,
    n(r.scores.performance),
    r.spread && r.spread[0] !== r.spread[1] ? `${r.spread[0]}-${r.spread[1]}` : "",
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
  const lines = [
    `Lighthouse 13 (Chromium; mobile = simulated mid-range phone on slow 4G, median of ${MOBILE_RUNS} runs, "runs" = lowest-highest performance):`,
    line(header),
  ];
  lines.push(widths.map((w) => "-".repeat(w)).join("  "));
  for (const t of table) lines.push(line(t));
  for (const p of pages) lines.push(`  ${p.name.padEnd(10)} ${p.path}`);
  for (const r of rows.filter((r) => r.error)) lines.push(`  ! ${r.profile} ${r.page}: ${r.error}`);
  return lines;
}
