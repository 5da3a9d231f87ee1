// vitest globalSetup: integration tests fetch the BUILT app (workers/app.ts imports
// ../build/server), so a build older than the app's code tests yesterday's app and passes or
// fails for the wrong reasons. Refuse to start then; `npm test` builds first, so it never trips.
// ALLOW_STALE_BUILD=1 runs anyway (unit tests alone do not need the build).
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const BUILD = path.join(ROOT, "build/server/index.js");

function newestFile(dir: string): { file: string; mtimeMs: number } {
  let newest = { file: dir, mtimeMs: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { mtimeMs } = statSync(file);
    if (mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
  }
  return newest;
}

export default function buildIsFresh() {
  if (process.env.ALLOW_STALE_BUILD) return;
  let builtAt: number;
  try {
    builtAt = statSync(BUILD).mtimeMs;
  } catch {
    throw new Error("No build yet: integration tests fetch the built app. Run `npm run build` first.");
  }
  const source = newestFile(path.join(ROOT, "app"));
  if (source.mtimeMs > builtAt) {
    throw new Error(
      `${path.relative(ROOT, source.file)} changed after the last build, so integration tests would ` +
        "fetch the app as it was. Run `npm run build` first (or ALLOW_STALE_BUILD=1 for unit tests alone).",
    );
  }
}
