import { defineConfig } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./tests/e2e/helpers/chromium";

// Browser tests against the BUILT app under `wrangler dev --local` with a fresh, seeded
// database (tests/e2e/serve.sh). Build first: `npm test` does (scripts/test.sh).
// E2E_PORT moves the server off 8788 when that port is taken on this machine.
const port = Number(process.env.E2E_PORT ?? 8788);
const baseURL = `http://127.0.0.1:${port}`;
const CI = !!process.env.CI;
const PHONE_SPECS = "**/phones.spec.ts";
// At 390 px: the phone-layout spec, the slow-connection test of the listing form, and axe where
// the phone layout differs. The other specs are about flows and pages whose markup is the same at
// every width: they run at desktop width (decision 0013), and without JavaScript only where the
// markup or the flow differs; rules read from server HTML are tested in tests/integration
// (decision 0035).
const PHONE_PROJECT_SPECS = /\/(phones|a11y|listings)\.spec\.ts$/;
// auth.spec.ts turns JavaScript on and off itself: once, in the js project.
const SELF_SWITCHING_SPECS = /auth\.spec\.ts$/;

const chromium = { browserName: "chromium" as const, launchOptions: CHROMIUM_LAUNCH };

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
    // Recording a trace costs every test about a tenth more time: in CI only for the retry of a
    // failed test, which is the run worth reading.
    trace: CI ? "on-first-retry" : "retain-on-failure",
  },
  projects: [
    // The phone project comes first: it holds the longest test (a slow phone connection), which
    // should not be the last to finish while the other worker waits. phones.spec.ts, about narrow
    // screens, runs in the phone and tablet projects only.
    {
      name: "phone",
      testMatch: PHONE_PROJECT_SPECS,
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
    { name: "js", testIgnore: PHONE_SPECS, use: { ...chromium, viewport: { width: 1280, height: 800 } } },
    {
      name: "nojs",
      testIgnore: [PHONE_SPECS, SELF_SWITCHING_SPECS],
      use: { ...chromium, viewport: { width: 1280, height: 800 }, javaScriptEnabled: false },
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
