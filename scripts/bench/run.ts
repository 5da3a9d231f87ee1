// npm run bench (after scripts/bench.sh has built the app): a separate local database with
// 100,000 listings, then latency and throughput of the filtered list page, a locality page, the
// same list's map view drawn on the server, the map data and a detail page under concurrent load, cached (anonymous), uncached (anonymous, edge cache off) and
// signed in, each beside a static file of the same size served by the same workerd; gzipped
// JavaScript for the list and map views; Lighthouse on seven pages (scripts/bench/lighthouse.ts); a
// returning visitor's page loads on slow 4G against a first visit (scripts/bench/returning-visitor.ts).
// Only talks to 127.0.0.1.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipBytes, mapOnDemand, scriptsIn } from "./js-weight";
import { lighthouseTable, runLighthouse } from "./lighthouse";
import { returningVisitorTable, runReturningVisitor } from "./returning-visitor";
import { benchSeedSql, BENCH_LISTINGS, BENCH_SELLER_USERNAME, BENCH_SESSION_TOKEN, DETAIL_ID } from "./seed-sql";
import { benchTilePng } from "./tile";
import { type BenchServer, benchEnv as env, ROOT, startWrangler } from "./wrangler-server";

// --- What is measured (paths are the contract with the home and detail routes) ---
const PORT = Number(process.env.BENCH_PORT ?? 8797);
const LIST_PATH = "/?type=plot,villa&location=RS%20Puram,Peelamedu";
/** A locality page (docs/decisions/0036): the list of one locality and type, with its price figures. */
const LOCALITY_PATH = "/coimbatore/rs-puram/plots";
const MAP_PATH = "/map-data?type=plot,villa&bbox=76.85,10.90,77.10,11.15";
/** The map view drawn on the server (docs/product.md#the-server-map), the list's filters. */
const MAP_VIEW_PATH = `${LIST_PATH}&view=map`;
const DETAIL_PATH = `/listing/${DETAIL_ID}`;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const WARMUP = 50;
const MAX_SECONDS_PER_TARGET = 20;
/** Signed-in requests skip the edge cache: they are the "uncached" rows. */
const SIGNED_IN = `session-token=${BENCH_SESSION_TOKEN}`;

const STATE = path.join(ROOT, ".bench/state");
const STATIC_DIR = path.join(ROOT, "build/client/bench");
const base = `http://127.0.0.1:${PORT}`;

function sh(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { cwd: ROOT, env, encoding: "utf8" });
  if (r.status !== 0) {
    process.stderr.write(r.stdout + r.stderr);
    throw new Error(`${cmd} ${args.join(" ")} exited ${r.status}`);
  }
  return r.stdout;
}

function log(message: string) {
  process.stderr.write(`bench: ${message}\n`);
}

// --- Database ---
function prepareDatabase() {
  rmSync(STATE, { recursive: true, force: true });
  mkdirSync(STATE, { recursive: true });
  sh("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE]);
  // The demo seed's main pictures into this state's R2; seed-sql.ts reuses them and wipes the rest.
  sh("tsx", ["scripts/seed/run.ts", "--persist-to", STATE, "--images", "main"]);
  const file = path.join(ROOT, ".bench/seed.sql");
  writeFileSync(file, benchSeedSql());
  const t0 = performance.now();
  sh("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", STATE, "--file", file]);
  log(
    `inserted ${BENCH_LISTINGS.toLocaleString("en-IN")} listings in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

// --- Server ---
let server: BenchServer | null = null;

async function startServer(vars: Record<string, string> = {}) {
  server = await startWrangler({ port: PORT, state: STATE, logFile: path.join(ROOT, ".bench/wrangler.log"), vars });
}

async function stopServer() {
  const running = server;
  server = null;
  await running?.stop();
}

// --- Load ---
type Result = { status: number; bytes: number; count: number; errors: number; p50: number; p99: number; rps: number };

async function fetchOnce(url: string, cookie?: string): Promise<{ status: number; bytes: number }> {
  const headers: Record<string, string> = { "User-Agent": "bench/1 (coimbatore-property)" };
  if (cookie) headers.Cookie = cookie;
  const res = await fetch(url, { redirect: "manual", headers });
  const body = await res.arrayBuffer();
  return { status: res.status, bytes: body.byteLength };
}

async function load(pathAndQuery: string, cookie?: string): Promise<Result> {
  const url = `${base}${pathAndQuery}`;
  const first = await fetchOnce(url, cookie);
  for (let i = 0; i < WARMUP; i++) await fetchOnce(url, cookie);
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  const stopAt = started + MAX_SECONDS_PER_TARGET * 1000;
  async function worker() {
    while (issued < REQUESTS && performance.now() < stopAt) {
      issued++;
      const t0 = performance.now();
      try {
        const r = await fetchOnce(url, cookie);
        if (r.status !== first.status) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { ...first, count: latencies.length, errors, p50: pct(50), p99: pct(99), rps: latencies.length / elapsed };
}

// --- Report ---
const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) throw new Error("build first: remix vite:build");
  log("preparing .bench/state (migrations + 100,000 listings)");
  prepareDatabase();
  rmSync(path.join(ROOT, ".bench/wrangler.log"), { force: true });

  // First pass: learn each response's size, so static files of the same size can be written
  // into build/client before the measured server starts.
  await startServer();
  const targets = [
    { name: "list (filtered)", path: LIST_PATH, file: "list.txt" },
    { name: "locality page", path: LOCALITY_PATH, file: "locality.txt" },
    { name: "map view (server map)", path: MAP_VIEW_PATH, file: "map-view.txt" },
    { name: "map data", path: MAP_PATH, file: "map.json" },
    { name: "detail", path: DETAIL_PATH, file: "detail.txt" },
  ];
  const bodies = new Map<string, Uint8Array>();
  for (const t of targets) {
    const res = await fetch(`${base}${t.path}`);
    bodies.set(t.file, new Uint8Array(await res.arrayBuffer()));
  }
  const listHtml = await (await fetch(`${base}/`)).text();
  const mapHtml = await (await fetch(`${base}/?view=map`)).text();
  await stopServer();

  rmSync(STATIC_DIR, { recursive: true, force: true });
  mkdirSync(STATIC_DIR, { recursive: true });
  for (const [file, body] of bodies) writeFileSync(path.join(STATIC_DIR, file), body);
  writeFileSync(path.join(STATIC_DIR, "tile.png"), benchTilePng());
  writeFileSync(path.join(STATIC_DIR, "tile@2x.png"), benchTilePng(2));

  // Map tiles from the static folder (one stand-in picture for every tile, and its 512 px twin),
  // as a production tile server with high-density tiles answers them (docs/deploy.md): offline,
  // each tile would be a failed request in Lighthouse's log.
  await startServer({ MAP_TILE_URL: `${base}/bench/tile{r}.png?{z}/{x}/{y}` });
  const rows: { name: string; path: string; page: Result; stat: Result }[] = [];
  for (const t of targets) {
    log(`loading ${t.path}`);
    const stat = await load(`/bench/${t.file}`);
    // Anonymous: served from the edge cache after the first request. Signed in: rendered every time.
    const page = await load(t.path);
    const fresh = await load(t.path, SIGNED_IN);
    log(`  p50 ${fmt(page.p50)} ms cached, ${fmt(fresh.p50)} ms signed in; static p50 ${fmt(stat.p50)} ms`);
    rows.push({ name: `${t.name} cached`, path: t.path, page, stat });
    rows.push({ name: `${t.name} signed in`, path: t.path, page: fresh, stat });
  }
  const lighthousePages = [
    { name: "home", path: "/" },
    // Two types in one locality stay on the home page's query string (one type is its locality page).
    { name: "filtered", path: "/?type=plot,villa&location=Saravanampatti" },
    { name: "locality", path: "/coimbatore/saravanampatti/plots" },
    { name: "map", path: "/?view=map" },
    { name: "detail", path: DETAIL_PATH },
    { name: "login", path: "/login" },
    { name: "seller", path: `/seller/${BENCH_SELLER_USERNAME}`, cookie: SIGNED_IN },
    // Tamil pages (docs/product.md#languages): accessibility and SEO 100 as in English.
    { name: "home (Tamil)", path: "/ta" },
    { name: "detail (Tamil)", path: `/ta${DETAIL_PATH}` },
  ];
  const lighthouse = process.env.BENCH_LIGHTHOUSE === "0" ? [] : runLighthouse(ROOT, base, lighthousePages);
  const visitPages = lighthousePages.filter((p) => ["home", "filtered", "detail"].includes(p.name));
  log("a returning visitor on slow 4G");
  const returning = await runReturningVisitor(base, visitPages);
  await stopServer();

  // Anonymous pages rendered for every request (a cache miss each time): the same server with
  // the edge cache off, beside a fresh measure of the static file.
  await startServer({ EDGE_CACHE: "off" });
  for (const t of targets) {
    log(`loading ${t.path} (edge cache off)`);
    const stat = await load(`/bench/${t.file}`);
    const page = await load(t.path);
    log(`  p50 ${fmt(page.p50)} ms uncached; static p50 ${fmt(stat.p50)} ms`);
    const at = rows.findIndex((r) => r.name === `${t.name} signed in`);
    rows.splice(at, 0, { name: `${t.name} uncached`, path: t.path, page, stat });
  }
  await stopServer();
  rmSync(STATIC_DIR, { recursive: true, force: true });

  const listJs = scriptsIn(listHtml);
  const mapStatic = scriptsIn(mapHtml);
  const mapJs = [...new Set([...mapStatic, ...mapOnDemand(ROOT, mapStatic)])];

  const lines: string[] = [];
  lines.push("");
  lines.push(
    `Bench: ${BENCH_LISTINGS.toLocaleString("en-IN")} listings, ${CONCURRENCY} concurrent connections, up to ${REQUESTS} requests / ${MAX_SECONDS_PER_TARGET} s per target, wrangler dev --local on 127.0.0.1:${PORT}`,
  );
  lines.push("");
  const header = [
    "target",
    "status",
    "bytes",
    "p50 ms",
    "p99 ms",
    "req/s",
    "static p50",
    "static p99",
    "static req/s",
    "p50 x",
    "p99 x",
    "req/s x",
  ];
  const table = rows.map(({ name, page, stat }) => [
    name,
    String(page.status) + (page.errors ? ` (${page.errors} err)` : ""),
    String(page.bytes),
    fmt(page.p50),
    fmt(page.p99),
    fmt(page.rps, 0),
    fmt(stat.p50),
    fmt(stat.p99),
    fmt(stat.rps, 0),
    fmt(page.p50 / stat.p50, 2),
    fmt(page.p99 / stat.p99, 2),
    fmt(stat.rps / page.rps, 2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
  const row = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  lines.push(row(header));
  lines.push(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of table) lines.push(row(r));
  lines.push("");
  for (const r of rows) lines.push(`  ${r.name.padEnd(24)} ${r.path}`);
  lines.push("  (x = page / static file of the same size from the same workerd; req/s x = static / page)");
  lines.push(
    "  (cached = anonymous, from the edge cache; uncached = anonymous with EDGE_CACHE=off, rendered for every request;",
  );
  lines.push("   signed in = rendered for every request with the session, favourites and credits of a seller)");
  if (lighthouse.length) lines.push("", ...lighthouseTable(lighthouse, lighthousePages));
  lines.push("", ...returningVisitorTable(returning, visitPages));
  lines.push("");
  lines.push("JavaScript, gzipped (gzip -6):");
  lines.push(
    `  list view  /            ${kb(gzipBytes(ROOT, listJs)).padStart(10)}  (${listJs.length} files; budget 120 KB)`,
  );
  lines.push(
    `  map view   /?view=map  ${kb(gzipBytes(ROOT, mapJs)).padStart(10)}  (${mapJs.length} files, incl. ${mapJs.length - mapStatic.length} loaded on demand)`,
  );
  const maplibre = mapJs.filter((s) => /maplibre/i.test(s));
  lines.push(
    `  of which maplibre      ${kb(gzipBytes(ROOT, maplibre)).padStart(10)}  (${maplibre.map((s) => path.basename(s)).join(", ") || "not found"})`,
  );
  const failed = rows.filter((r) => r.page.status !== 200 && r.page.status !== 404).map((r) => r.name);
  if (rows.some((r) => r.page.status !== 200))
    lines.push(`\nNote: non-200 answers above mean that route is missing on this branch.`);
  console.log(lines.join("\n"));
  if (failed.length) process.exitCode = 1;
}

main().catch(async (e) => {
  console.error(e);
  await stopServer();
  rmSync(STATIC_DIR, { recursive: true, force: true });
  process.exit(1);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    await stopServer();
    process.exit(130);
  });
}
