import { defineConfig } from "@playwright/test";

// `npm run smoke -- https://your-site.example`: a short, read-mostly check of a running site
// (tests/smoke/, docs/deploy.md). No webServer: it tests whatever SMOKE_BASE_URL names, deployed
// or local; npm test runs it against a local server (scripts/smoke-local.sh).
const baseURL = process.env.SMOKE_BASE_URL;
if (!baseURL) throw new Error("SMOKE_BASE_URL is not set: run `npm run smoke -- https://your-site.example`.");

export default defineConfig({
  testDir: "tests/smoke",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/smoke",
  workers: 1,
  retries: 0,
  reporter: "line",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: "chromium",
    viewport: { width: 1280, height: 800 },
    locale: "en-IN",
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--no-first-run"],
    },
  },
});
