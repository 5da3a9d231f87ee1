// vitest globalSetup: integration tests fetch the BUILT app, so refuse a build older than its sources
// (scripts/build-is-fresh.sh says why). `npm test` builds first, so it never trips there.
import { spawnSync } from "node:child_process";
import path from "node:path";

export default function buildIsFresh() {
  const root = path.resolve(import.meta.dirname, "..");
  const check = spawnSync("bash", ["scripts/build-is-fresh.sh"], { cwd: root, encoding: "utf8" });
  if (check.status !== 0) throw new Error(check.stderr.trim() || `scripts/build-is-fresh.sh exited ${check.status}`);
}
