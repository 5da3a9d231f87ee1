// npm run bench, the Worker's CPU per request: workerd's own CPU time (utime + stime from
// /proc/<pid>/stat, summed over the workerd processes of one `wrangler dev --local`) before and
// after N requests to a page, divided by N; wall clock and machine load do not enter it. Each
// page is measured anonymous from the edge cache, anonymous uncached (EDGE_CACHE=off) and signed
// in, beside a static file of the same size served by the same workerd. The signed-in render is
// compared with the same anonymous uncached one (goal: within 1.3x; docs/decisions/0032).
// Uses .bench/state when scripts/bench/run.ts left it; otherwise seeds one the same way.
// Linux only (/proc). BENCH_CPU_PORT picks the port, BENCH_CPU_REQUESTS the requests per row.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BENCH_SESSION_TOKEN, benchSeedSql, DETAIL_ID } from "./seed-sql";
import { type BenchServer, benchEnv as env, ROOT, startWrangler } from "./wrangler-server";

const PORT = Number(process.env.BENCH_CPU_PORT ?? 8798);
const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 300);
const WARMUP = Math.min(30, REQUESTS);
const CONCURRENCY = 4;
const SIGNED_IN = `session-token=${BENCH_SESSION_TOKEN}`;
const STATE = path.join(ROOT, ".bench/state");
const STATIC_DIR = path.join(ROOT, "build/client/bench-cpu");
const base = `http://127.0.0.1:${PORT}`;
const pages = [
  { name: "list (filtered)", path: "/?type=plot,villa&location=RS%20Puram,Peelamedu", file: "list.txt" },
  { name: "locality page", path: "/coimbatore/rs-puram/plots", file: "locality.txt" },
  { name: "map data", path: "/map-data?type=plot,villa&bbox=76.85,10.90,77.10,11.15", file: "map.json" },
  { name: "detail", path: `/listing/${DETAIL_ID}`, file: "detail.txt" },
];

function log(message: string) {
  process.stderr.write(`bench: ${message}\n`);
}

function sh(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { cwd: ROOT, env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} exited ${r.status}\n${r.stdout}${r.stderr}`);
}

/** The same database scripts/bench/run.ts prepares, when it has not run first. */
function ensureDatabase() {
  if (existsSync(path.join(STATE, "v3"))) return;
  log("preparing .bench/state (migrations + 100,000 listings)");
  mkdirSync(STATE, { recursive: true });
  sh("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE]);
  sh("tsx", ["scripts/seed/run.ts", "--persist-to", STATE, "--images", "main"]);
  const file = path.join(ROOT, ".bench/seed.sql");
  writeFileSync(file, benchSeedSql());
  sh("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", STATE, "--file", file]);
}

// --- workerd's CPU, from /proc ---
const TICKS_PER_SECOND = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim() || 100);

function stat(pid: string): { comm: string; ppid: string; ticks: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // comm is in parentheses and may hold spaces; the fields after it are space-separated.
    const comm = text.slice(text.indexOf("(") + 1, text.lastIndexOf(")"));
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { comm, ppid: fields[1]!, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

function cmdline(pid: string): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
  } catch {
    return [];
  }
}

/** The workerd processes started by the `wrangler dev` that listens on PORT. */
function workerdPids(): string[] {
  const pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  return pids.filter((pid) => {
    if (stat(pid)?.comm !== "workerd") return false;
    for (let up = stat(pid)?.ppid; up && up !== "0" && up !== "1"; up = stat(up)?.ppid) {
      const args = cmdline(up);
      const at = args.indexOf("--port");
      if (args.includes("dev") && at >= 0 && args[at + 1] === String(PORT)) return true;
    }
    return false;
  });
}

function cpuTicks(pids: string[]): number {
  return pids.reduce((sum, pid) => sum + (stat(pid)?.ticks ?? 0), 0);
}

// --- Load ---
async function fetchOnce(url: string, cookie?: string): Promise<number> {
  const headers: Record<string, string> = { "User-Agent": "bench/1 (coimbatore-property)" };
  if (cookie) headers.Cookie = cookie;
  const res = await fetch(url, { redirect: "manual", headers });
  await res.arrayBuffer();
  return res.status;
}

/** Milliseconds of workerd CPU per request to a path, over REQUESTS requests after a warm-up. */
async function cpuPerRequest(
  pids: string[],
  pathAndQuery: string,
  cookie?: string,
): Promise<{ ms: number; status: number }> {
  const url = `${base}${pathAndQuery}`;
  const status = await fetchOnce(url, cookie);
  for (let i = 0; i < WARMUP; i++) await fetchOnce(url, cookie);
  // Let the warm-up's waitUntil work (edge cache writes, view batches) finish first.
  await new Promise((r) => setTimeout(r, 500));
  const before = cpuTicks(pids);
  let issued = 0;
  const worker = async () => {
    while (issued < REQUESTS) {
      issued++;
      await fetchOnce(url, cookie);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await new Promise((r) => setTimeout(r, 500));
  const ticks = cpuTicks(pids) - before;
  return { ms: (ticks * 1000) / TICKS_PER_SECOND / REQUESTS, status };
}

let server: BenchServer | null = null;

async function measure(vars: Record<string, string>, run: (pids: string[]) => Promise<void>) {
  server = await startWrangler({ port: PORT, state: STATE, logFile: path.join(ROOT, ".bench/wrangler-cpu.log"), vars });
  try {
    const pids = workerdPids();
    if (!pids.length) throw new Error(`no workerd process found under wrangler dev on port ${PORT}`);
    await run(pids);
  } finally {
    await server.stop();
    server = null;
  }
}

const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

async function main() {
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) throw new Error("build first: remix vite:build");
  ensureDatabase();
  rmSync(path.join(ROOT, ".bench/wrangler-cpu.log"), { force: true });
  type Row = { name: string; stat: number; cached: number; uncached: number; signedIn: number; statuses: number[] };
  const rows = new Map<string, Row>();

  // Static files the size of each page, written before the server starts (the asset manifest is read then).
  rmSync(STATIC_DIR, { recursive: true, force: true });
  mkdirSync(STATIC_DIR, { recursive: true });
  await measure({ EDGE_CACHE: "off" }, async () => {
    for (const p of pages) {
      const body = new Uint8Array(await (await fetch(`${base}${p.path}`)).arrayBuffer());
      writeFileSync(path.join(STATIC_DIR, p.file), body);
    }
  });
  try {
    await measure({ EDGE_CACHE: "off" }, async (pids) => {
      for (const p of pages) {
        log(`worker CPU: ${p.path} (edge cache off)`);
        const stat = await cpuPerRequest(pids, `/bench-cpu/${p.file}`);
        const uncached = await cpuPerRequest(pids, p.path);
        const signedIn = await cpuPerRequest(pids, p.path, SIGNED_IN);
        rows.set(p.name, {
          name: p.name,
          stat: stat.ms,
          cached: Number.NaN,
          uncached: uncached.ms,
          signedIn: signedIn.ms,
          statuses: [stat.status, uncached.status, signedIn.status],
        });
      }
    });
    await measure({}, async (pids) => {
      for (const p of pages) {
        log(`worker CPU: ${p.path} (edge cache on)`);
        const row = rows.get(p.name)!;
        const cached = await cpuPerRequest(pids, p.path);
        row.cached = cached.ms;
        row.statuses.push(cached.status);
      }
    });
  } finally {
    rmSync(STATIC_DIR, { recursive: true, force: true });
  }

  const header = [
    "page",
    "static",
    "cached",
    "uncached",
    "signed in",
    "cached x",
    "uncached x",
    "signed in x",
    "signed in / uncached",
  ];
  const table = [...rows.values()].map((r) => [
    r.name + (r.statuses.some((s) => s !== 200) ? ` (status ${[...new Set(r.statuses)].join(",")})` : ""),
    fmt(r.stat),
    fmt(r.cached),
    fmt(r.uncached),
    fmt(r.signedIn),
    fmt(r.cached / r.stat),
    fmt(r.uncached / r.stat),
    fmt(r.signedIn / r.stat),
    `${fmt(r.signedIn / r.uncached)}${r.signedIn / r.uncached <= 1.3 ? "" : " (goal 1.3)"}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
  const row = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  const lines = [
    "",
    `Worker CPU per request, ms (workerd's utime+stime from /proc over ${REQUESTS} requests, after ${WARMUP} warm-up; wrangler dev --local, NODE_ENV=production):`,
    row(header),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...table.map(row),
    "  (static = a file of the same size from build/client; x = page / static; signed in / uncached goal: within 1.3)",
  ];
  console.log(lines.join("\n"));
}

main().catch(async (e) => {
  console.error(e);
  await server?.stop();
  rmSync(STATIC_DIR, { recursive: true, force: true });
  process.exit(1);
});
