import { defineConfig } from "@playwright/test";

// Browser tests against the BUILT app under `wrangler dev --local` with a fresh, seeded
// database (tests/e2e/serve.sh). Build first: `npm test` does (scripts/test.sh).
// E2E_PORT moves the server off 8788 when that port is taken on this machine.
const port = Number(process.env.E2E_PORT ?? 8788);
const baseURL = `http://127.0.0.1:${port}`;
const CI = !!process.env.CI;
const PHONE_SPECS = "**/phones.spec.ts";
// auth.spec.ts turns JavaScript on and off itself: once, in the js project.
const SELF_SWITCHING_SPECS = /auth\.spec\.ts$/;

const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    // Debian's Chromium (`apt-get install chromium`); Playwright's browser download is not used.
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results",
  // Two cores here: two workers share the one seeded server. Tests must make their own data.
  workers: 2,
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
  projects: [
    // phones.spec.ts is about narrow screens: it runs in the phone and tablet projects only.
    { name: "js", testIgnore: PHONE_SPECS, use: { ...chromium, viewport: { width: 1280, height: 800 } } },
    {
      name: "nojs",
      testIgnore: [PHONE_SPECS, SELF_SWITCHING_SPECS],
      use: { ...chromium, viewport: { width: 1280, height: 800 }, javaScriptEnabled: false },
    },
    {
      name: "phone",
      testIgnore: SELF_SWITCHING_SPECS,
      use: {
        ...chromium,
        viewport: { width: 390, height: 844 },
        // A real phone draws at 2.6-3x; the layout and the tests are the same at 1x, and without
        // a GPU every extra device pixel is CPU time on a shared CI machine.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        userAgent:
          "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      },
    },
    // A tablet (768-1023 px): only the phone/tablet spec, so CI does not run the suite a fourth time.
    {
      name: "tablet",
      testMatch: PHONE_SPECS,
      use: { ...chromium, viewport: { width: 800, height: 1100 }, hasTouch: true },
    },
  ],
  webServer: {
    command: `bash tests/e2e/serve.sh ${port}`,
    url: `${baseURL}/`,
    // Never test someone else's server that happens to hold the port.
    reuseExistingServer: false,
    // Migrations, the demo seed (images are drawn on this machine) and workerd start-up.
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  },
});
