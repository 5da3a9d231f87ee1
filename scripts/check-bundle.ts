// npm test's bundle stage: bundles the built Worker as `wrangler deploy` would (--dry-run, no
// upload) and fails, naming the module, if any module is in the bundle twice, or if the Worker is
// over its 600 KiB gzipped budget (docs/decisions/0032-one-worker-module-graph.md). Needs
// `remix vite:build` first: the build writes build/server/modules.json, the app modules it holds.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { duplicatedModules } from "./bundle/duplicates";

const moduleList = "build/server/modules.json";
if (!existsSync(moduleList)) {
  console.error(`check-bundle: ${moduleList} is missing; run \`remix vite:build\` first.`);
  process.exit(1);
}
const serverModules: string[] = JSON.parse(readFileSync(moduleList, "utf8"));

const out = mkdtempSync(join(tmpdir(), "check-bundle-"));
try {
  const metafile = join(out, "meta.json");
  try {
    execFileSync("wrangler", ["deploy", "--dry-run", "--outdir", out, "--metafile", metafile], {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      stdio: ["ignore", "ignore", "pipe"],
    });
  } catch (error) {
    console.error(`check-bundle: wrangler deploy --dry-run failed\n${(error as { stderr?: Buffer }).stderr ?? ""}`);
    process.exit(1);
  }
  const inputs = Object.keys(JSON.parse(readFileSync(metafile, "utf8")).inputs as Record<string, unknown>);
  const versionOf = (root: string): string | undefined => {
    try {
      return JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version;
    } catch {
      return undefined;
    }
  };
  const duplicates = duplicatedModules(inputs, serverModules, versionOf);
  if (duplicates.length) {
    console.error(`check-bundle: ${duplicates.length} module(s) bundled twice in the Worker:`);
    for (const line of duplicates) console.error(`  ${line}`);
    console.error("The Worker entry must take app code from the server build (app/entry.server.tsx exports).");
    process.exit(1);
  }
  // The deployed Worker's budget (decision 0032): what a cold start downloads and parses.
  const BUDGET_KIB = 600;
  const gzipKib =
    readdirSync(out)
      .filter((name) => name.endsWith(".js"))
      .reduce((sum, name) => sum + gzipSync(readFileSync(join(out, name))).length, 0) / 1024;
  if (gzipKib > BUDGET_KIB) {
    console.error(`check-bundle: the Worker is ${gzipKib.toFixed(1)} KiB gzipped, over its ${BUDGET_KIB} KiB budget.`);
    process.exit(1);
  }
  console.log(
    `check-bundle: ${gzipKib.toFixed(1)} KiB gzipped (budget ${BUDGET_KIB}); ${inputs.length} bundle inputs (the server build's ${serverModules.length} app modules among them once), none twice`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
