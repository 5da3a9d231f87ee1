// The Content-Security-Policy must allow everything the app really loads: Chromium reports any
// blocked script, style, image, tile, worker or frame as a `securitypolicyviolation` event and
// a console error. Home, map view (WebGL map and its worker), a listing page and login.
import { expect, type ConsoleMessage, type Page, type Response } from "@playwright/test";
import { test } from "./helpers/test";
import { mapSettled } from "./helpers/map";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the policy matters where scripts run");

const CSP_MESSAGE = /Content Security Policy|Refused to (load|execute|apply|connect|frame|create|evaluate)/i;

type Watch = { violations: () => Promise<string[]>; console: string[] };

/** Records CSP violations (from the page's own event) and CSP console errors, from the first byte on. */
async function watchCsp(page: Page): Promise<Watch> {
  const console: string[] = [];
  const record = (where: string) => (m: ConsoleMessage) => {
    if (CSP_MESSAGE.test(m.text())) console.push(`${where}: ${m.text()}`);
  };
  page.on("console", record("page"));
  page.on("worker", (w) => w.on("console", record("worker")));
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return {
    console,
    violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
  };
}

async function expectClean(watch: Watch) {
  expect(await watch.violations()).toEqual([]);
  expect(watch.console).toEqual([]);
}

/** The policy really is on (with a nonce), so a clean run means something. */
function expectPolicy(response: Response | null) {
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src [^;]*'nonce-/);
}

test("home page and a listing page load under the policy", async ({ page }) => {
  const watch = await watchCsp(page);
  expectPolicy(await page.goto("/"));
  await expect(page.locator(".listing-card").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectClean(watch);

  // A client-side navigation (Remix's data requests) to a listing, then a full load of it.
  await page.locator(".listing-card a.listing-card__link").first().click();
  await expect(page).toHaveURL(/\/listing\/\d+$/);
  await page.waitForLoadState("networkidle");
  await expectClean(watch);
  expectPolicy(await page.reload());
  await expect(page.locator("h1").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectClean(watch);
});

test("the map view starts maplibre and its worker under the policy", async ({ page }) => {
  const watch = await watchCsp(page);
  const workers: string[] = [];
  page.on("worker", (w) => workers.push(w.url()));
  expectPolicy(await page.goto("/?view=map&live=1"));
  const failed = page.locator('.server-map__frame[data-phase="failed"]');
  await expect(mapSettled(page)).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  await expectClean(watch);
  if (await failed.isVisible()) {
    test.info().annotations.push({ type: "note", description: "no WebGL in this browser: the map fell back" });
    return;
  }
  expect(workers.length).toBeGreaterThan(0);
});

test("login works under the policy", async ({ page }) => {
  const watch = await watchCsp(page);
  expectPolicy(await page.goto("/login"));
  await page.getByLabel("Email").fill("nobody-csp@example.com");
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("User not found, Please sign up.")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectClean(watch);
});
