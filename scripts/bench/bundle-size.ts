// The deployed Worker's size, as `wrangler deploy` would upload it: `wrangler deploy --dry-run
// --outdir .bench/deploy`, then every module in that folder gzipped (gzip -6, what wrangler's own
// "Total Upload ... gzip" line counts). Cloudflare's limit on a Worker is on the gzipped size.
// Run by scripts/bench.sh after the build; prints one line.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { benchEnv, BIN, ROOT } from "./wrangler-server";

/** Goal of issue 23's figures: the deployed bundle under 600 KiB gzipped. */
const GOAL_KIB = 600;

/** Bundles the Worker as `wrangler deploy` would, without uploading; returns the output folder. */
export function deployDryRun(outdir = path.join(ROOT, ".bench/deploy")): string {
  rmSync(outdir, { recursive: true, force: true });
  const r = spawnSync(path.join(BIN, "wrangler"), ["deploy", "--dry-run", "--outdir", outdir], {
    cwd: ROOT,
    env: benchEnv,
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`wrangler deploy --dry-run exited ${r.status}:\n${r.stdout}${r.stderr}`);
  return outdir;
}

/** The modules wrangler would upload (not their source maps), with raw and gzipped bytes. */
export function bundleSize(outdir: string): { files: number; raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  let files = 0;
  for (const name of readdirSync(outdir, { recursive: true, encoding: "utf8" })) {
    if (!/\.(m?js|wasm)$/.test(name)) continue;
    const bytes = readFileSync(path.join(outdir, name));
    raw += bytes.byteLength;
    gzip += gzipSync(bytes).byteLength;
    files++;
  }
  return { files, raw, gzip };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, raw, gzip } = bundleSize(deployDryRun());
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(
    `Worker bundle (wrangler deploy --dry-run), gzipped: ${kib(gzip)} (${kib(raw)} raw, ${files} file${files === 1 ? "" : "s"}; goal under ${GOAL_KIB} KiB)`,
  );
}
