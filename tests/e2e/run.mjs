// `npm run test:e2e [-- playwright args]`: Playwright with the tools from node_modules/.bin
// (Node 24 from the `node` package). Builds first when there is no build yet, or its sources changed since.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const env = {
  ...process.env,
  PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH}`,
  WRANGLER_SEND_METRICS: "false",
};
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, env, stdio: "inherit" }).status ?? 1;

// No build, or one older than its sources: build (scripts/build-is-fresh.sh).
if (spawnSync("bash", ["scripts/build-is-fresh.sh"], { cwd: root, env, stdio: "ignore" }).status !== 0) {
  const built = run("remix", ["vite:build"]);
  if (built !== 0) process.exit(built);
}
process.exit(run("playwright", ["test", ...process.argv.slice(2)]));
