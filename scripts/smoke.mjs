// npm run smoke -- https://your-site.example: the smoke check (tests/smoke/) against that site.
// Exits with Playwright's status: non-zero on any failure. SMOKE_EMAIL/SMOKE_PASSWORD sign in for
// the signed-in check (docs/deploy.md).
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const [url, ...rest] = process.argv.slice(2);
if (!url || !/^https?:\/\/[^/]+\/?$/.test(url)) {
  console.error("usage: npm run smoke -- https://your-site.example   (an origin: scheme and host, no path)");
  process.exit(2);
}
const env = {
  ...process.env,
  SMOKE_BASE_URL: url.replace(/\/$/, ""),
  PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH}`,
};
const run = spawnSync("playwright", ["test", "--config", "playwright.smoke.config.ts", ...rest], {
  cwd: root,
  env,
  stdio: "inherit",
});
process.exit(run.status ?? 1);
