// What patches/@remix-run+router+1.23.3.patch saves (decision 0015): matchRoutes() over the
// app's own route tree (read from the build's Remix manifest), with the router as installed
// (patched by patch-package) against the same router with that patch taken back out, in one
// process, alternately. The server matches each request's URL three times.
// Run by scripts/bench.sh after the build; prints a few lines.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "./wrangler-server";

type Router = typeof import("@remix-run/router");
type Routes = import("@remix-run/router").AgnosticRouteObject[];
type RouteObject = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteObject[] };

const ROUTER = path.join(ROOT, "node_modules/@remix-run/router/dist/router.js");
const PATHS = ["/", "/listing/123", "/map-data", "/seller/asha", "/login", "/my-listings", "/admin/listings", "/nope"];

/** The patch's hunks for dist/router.js, reversed: the installed file as it was before the patch. */
export function unpatchedRouterSource(): string {
  const file = readdirSync(path.join(ROOT, "patches")).find((f) => f.startsWith("@remix-run+router+"));
  if (!file) throw new Error("no patches/@remix-run+router+*.patch");
  const diff = readFileSync(path.join(ROOT, "patches", file), "utf8");
  const section = diff
    .split(/^diff --git /m)
    .find((s) => s.startsWith("a/node_modules/@remix-run/router/dist/router.js"));
  if (!section) throw new Error(`${file} has no hunk for dist/router.js`);
  let source = readFileSync(ROUTER, "utf8");
  for (const hunk of section.split(/^@@[^\n]*\n/m).slice(1)) {
    const lines = hunk.replace(/\n$/, "").split("\n");
    const after = lines.filter((l) => l[0] !== "-").map((l) => l.slice(1));
    const before = lines.filter((l) => l[0] !== "+").map((l) => l.slice(1));
    const at = source.indexOf(after.join("\n"));
    if (at < 0) throw new Error(`the installed router does not carry ${file} (has npm's postinstall run?)`);
    source = source.slice(0, at) + before.join("\n") + source.slice(at + after.join("\n").length);
  }
  return source;
}

/** The app's routes as the server's static handler nests them. */
function appRoutes(): RouteObject[] {
  const dir = path.join(ROOT, "build/client/assets");
  const file = readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("build first: no Remix manifest in build/client/assets");
  const text = readFileSync(path.join(dir, file), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) as {
    routes: Record<string, RouteObject & { parentId?: string }>;
  };
  const byId = new Map<string, RouteObject>();
  for (const r of Object.values(manifest.routes)) {
    byId.set(r.id, { id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive });
  }
  const roots: RouteObject[] = [];
  for (const r of Object.values(manifest.routes)) {
    const node = byId.get(r.id)!;
    const parent = r.parentId ? byId.get(r.parentId) : undefined;
    if (!parent) roots.push(node);
    else if (parent.children) parent.children.push(node);
    else parent.children = [node];
  }
  return roots;
}

/** Microseconds per matchRoutes() call, over the sample paths, for about `ms` milliseconds. */
function timeMatching(router: Router, routes: Routes, ms: number): number {
  let calls = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    for (const p of PATHS) router.matchRoutes(routes, p);
    calls += PATHS.length;
  }
  return ((performance.now() - t0) * 1000) / calls;
}

export async function routeMatchingFigures(): Promise<string[]> {
  const file = path.join(ROOT, ".bench/router-unpatched.mjs");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, unpatchedRouterSource());
  const patched = (await import(pathToFileURL(ROUTER).href)) as Router;
  const unpatched = (await import(pathToFileURL(file).href)) as Router;
  const tree = appRoutes();
  const routes = tree as Routes;
  const count = (rs: RouteObject[]): number => rs.reduce((n, r) => n + 1 + count(r.children ?? []), 0);
  // Same answers first; then warm both up and alternate, keeping each one's best round.
  for (const p of PATHS) {
    const ids = (r: Router) => JSON.stringify(r.matchRoutes(routes, p)?.map((m) => m.route.id) ?? null);
    if (ids(patched) !== ids(unpatched)) throw new Error(`patched and unpatched routers disagree on ${p}`);
  }
  const best = { patched: Infinity, unpatched: Infinity };
  for (let round = 0; round < 6; round++) {
    best.patched = Math.min(best.patched, timeMatching(patched, routes, 200));
    best.unpatched = Math.min(best.unpatched, timeMatching(unpatched, routes, 200));
  }
  const us = (n: number) => `${n.toFixed(1)} µs`;
  return [
    `Route matching, the app's ${count(tree)} routes (patches/@remix-run+router patch), per matchRoutes() call, best of 6 rounds:`,
    `  patched ${us(best.patched).padStart(10)}   without the patch ${us(best.unpatched).padStart(10)}   x ${(best.unpatched / best.patched).toFixed(1)}   (a server request matches 3 times: ${us(3 * (best.unpatched - best.patched))} saved)`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  console.log((await routeMatchingFigures()).join("\n"));
}
