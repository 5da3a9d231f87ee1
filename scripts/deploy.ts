// npm run deploy [-- --origin https://your-domain.example]: from a signed-in wrangler to a
// deployed site, reusing what exists (docs/deploy.md). The steps: scripts/deploy/plan.ts; every
// Cloudflare call goes through scripts/deploy/wrangler.ts.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { unstable_readConfig } from "wrangler";
import { type DeployConfig, deploy } from "./deploy/plan";
import { runWrangler } from "./deploy/wrangler";

export const DEPLOY_CONFIG = "wrangler.deploy.toml";

function parseArgs(argv: string[]): { origin?: string } {
  const out: { origin?: string } = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--origin") out.origin = argv[++i];
    else if (a.startsWith("--origin=")) out.origin = a.slice("--origin=".length);
    else {
      console.error(`deploy: unknown argument ${a}\nusage: npm run deploy [-- --origin https://your-domain.example]`);
      process.exit(2);
    }
  }
  return out;
}

const { origin } = parseArgs(process.argv.slice(2));
const config = unstable_readConfig({ config: "wrangler.toml" }) as unknown as DeployConfig;
const outcome = await deploy(
  { config, configText: readFileSync("wrangler.toml", "utf8"), deployConfigPath: DEPLOY_CONFIG, origin },
  {
    wrangler: runWrangler,
    writeFile: (path, text) => writeFileSync(path, text),
    build: async () => {
      const built = spawnSync("remix", ["vite:build"], { stdio: "inherit" });
      if (built.status !== 0) throw new Error("remix vite:build failed");
    },
    say: (line) => console.log(`deploy: ${line}`),
  },
);
if (!outcome.ok) {
  console.error(`deploy: stopped at ${outcome.stoppedAt}.\n${outcome.message}`);
  process.exit(1);
}
