// npm test's bundle stage: bundles the built Worker as `wrangler deploy` would (--dry-run, no
// upload) and fails, naming the module, if any module is in the bundle twice, or if the Worker is
// over its 600 KiB gzipped budget (docs/decisions/0032-one-worker-module-graph.md); if a binding
// the code uses is missing from wrangler.toml (scripts/bundle/bindings.ts); or if an app module
// does work in the Worker's global scope at start-up (scripts/bundle/startup-work.ts;
// docs/decisions/0038-structured-logs-and-deploy.md); or if the list view's first scripts carry an
// island's code (scripts/bundle/list-islands.ts, decision 0050). Needs `remix vite:build` first: the build
// writes build/server/modules.json, the app modules it holds.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { unstable_readConfig } from "wrangler";
import {
  configuredBindings,
  envBindings,
  missingBindings,
  referencedEnvNames,
  schemaSettings,
} from "./bundle/bindings";
import { duplicatedModules } from "./bundle/duplicates";
import { islandsOnTheList, listViewScripts } from "./bundle/list-islands";
import { type StartupCall, startupWork } from "./bundle/startup-work";

const moduleList = "build/server/modules.json";
if (!existsSync(moduleList)) {
  console.error(`check-bundle: ${moduleList} is missing; run \`remix vite:build\` first.`);
  process.exit(1);
}
const serverModules: string[] = JSON.parse(readFileSync(moduleList, "utf8"));

// Start-up work known and accepted, by file and the start of its code, each with its reason.
const ACCEPTED_STARTUP_WORK: { file: string; code: string; why: string }[] = [
  {
    file: "app/components/quick-enquiry/callback-island.tsx",
    code: "import(",
    why: "the call-back form loads once per isolate so the server renders it in place (entry.server.tsx)",
  },
  {
    file: "app/components/quick-enquiry/callback-island.tsx",
    code: "new Promise",
    why: "in the browser only: the server path resolves at once",
  },
  { file: "app/domain/locality-match.ts", code: "new FuzzyIndex", why: "27 localities' spellings: small" },
  { file: "app/domain/search-query/parse.ts", code: "new FuzzyIndex", why: "the search words: small" },
];

// The start-up rule, tried first on a sample it must catch (line by line) and one it must pass.
const CANARY = [
  'const res = await fetch("https://example.com");',
  "const id = crypto.randomUUID();",
  "const started = Date.now();",
  "setTimeout(() => {}, 10);",
  "export const index = new FuzzyIndex(WORDS);",
  "const schema = z.object({ a: z.string() }).superRefine(() => {});",
  "const OPTIONS = TYPES.map((value) => ({ value }));",
  "const seen = new Set<string>();",
  "export function later() { return fetch(new Date().toISOString() + Math.random()); }",
  "class Box { value = new Thing(); }",
  "// startup-ok: measured, tiny",
  "const table = new LookupTable();",
].join("\n");
const canary = startupWork("canary.ts", CANARY).map((c) => c.line);
if (canary.join() !== "1,2,3,4,5") {
  console.error(`check-bundle: the start-up rule misreads its sample (found lines ${canary.join()}, not 1-5).`);
  process.exit(1);
}

// The list view's first scripts carry no island's code (scripts/bundle/list-islands.ts).
const onTheList = islandsOnTheList("build/client");
if (onTheList.length) {
  for (const { island, script } of onTheList) console.error(`check-bundle: the list view loads ${island} in ${script}`);
  console.error(
    "check-bundle: islands load where they are drawn (decision 0050); see experimentalMinChunkSize in vite.config.ts.",
  );
  process.exit(1);
}

// The list view's JavaScript budget (docs/DESIGN performance budgets: 120 KB gzipped, in the
// 1,024-byte KB of `npm run bench`): its first scripts, entry, root and home route, gzipped.
const LIST_VIEW_BUDGET = 120 * 1024;
const listBytes = listViewScripts("build/client").reduce(
  (sum, script) => sum + gzipSync(readFileSync(join("build/client", script))).byteLength,
  0,
);
console.log(
  `check-bundle: the list view's first scripts are ${(listBytes / 1024).toFixed(1)} KiB gzipped (budget 120)`,
);
if (listBytes > LIST_VIEW_BUDGET) {
  console.error("check-bundle: the list view's JavaScript is over its budget; see decision 0050 for what it holds.");
  process.exit(1);
}

const appModules = serverModules.filter((m) => /^(app|workers)\/.*\.[jt]sx?$/.test(m) && existsSync(m));
const startup: (StartupCall & { file: string })[] = [];
let accepted = 0;
for (const file of [...appModules, "workers/app.ts"]) {
  for (const call of startupWork(file, readFileSync(file, "utf8"))) {
    if (ACCEPTED_STARTUP_WORK.some((a) => a.file === file && call.code.startsWith(a.code))) accepted++;
    else startup.push({ ...call, file });
  }
}
if (startup.length) {
  console.error(`check-bundle: ${startup.length} call(s) run in the Worker's global scope at start-up:`);
  for (const c of startup) console.error(`  ${c.file}:${c.line}: ${c.code} (${c.why})`);
  console.error("Do it on first use (inside a function), or mark the line `startup-ok: <reason>`.");
  process.exit(1);
}

const missing = missingBindings({
  envBindings: envBindings(readFileSync("worker-configuration.d.ts", "utf8")),
  referenced: appModules.flatMap((file) => referencedEnvNames(readFileSync(file, "utf8"))),
  settings: schemaSettings(readFileSync("app/server/platform/env.server.ts", "utf8")),
  configured: configuredBindings(
    unstable_readConfig({ config: "wrangler.toml" }) as unknown as Record<string, unknown>,
  ),
});
if (missing.length) {
  console.error(`check-bundle: the code uses binding(s) wrangler.toml does not declare: ${missing.join(", ")}`);
  console.error("Add them to wrangler.toml (then `npm run env:types`).");
  process.exit(1);
}

const out = mkdtempSync(join(tmpdir(), "check-bundle-"));
try {
  const metafile = join(out, "meta.json");
  try {
    // Minified, as `npm run deploy` uploads it (scripts/deploy/plan.ts).
    execFileSync("wrangler", ["deploy", "--dry-run", "--minify", "--outdir", out, "--metafile", metafile], {
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
    `check-bundle: ${gzipKib.toFixed(1)} KiB gzipped (budget ${BUDGET_KIB}); ${inputs.length} bundle inputs (the server build's ${serverModules.length} app modules among them once), none twice; every binding the code uses declared; no start-up work in ${appModules.length} app modules (${accepted} accepted)`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
