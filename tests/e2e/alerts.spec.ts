// Alerts in Chromium without JavaScript (docs/product.md#alerts): on Favourites a buyer asks to
// hear when a favourite's price drops, sees it on, and stops it, through plain forms. The digest
// itself, its one-click unsubscribe and the rules are tested in tests/integration/alerts.test.ts.
import { expect, test } from "@playwright/test";
import { CHROMIUM_LAUNCH_WITHOUT_PICTURES } from "./helpers/chromium";
import { newVerifiedAccount, runIpHeaders } from "./helpers/session";

test.use({ launchOptions: CHROMIUM_LAUNCH_WITHOUT_PICTURES, extraHTTPHeaders: runIpHeaders() });

test.describe(() => {
  // Plain forms, the same with JavaScript (they post in place there): run once, without.
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the forms are the same with JavaScript");

  test("a favourite's price alert turns on and off from Favourites", async ({ page }) => {
    await newVerifiedAccount(page, { prefix: "alerts" });
    await page.goto("/");
    const href = await page.locator('a[href^="/listing/"]').first().getAttribute("href");
    const id = /\/listing\/(\d+)/.exec(href ?? "")?.[1];
    const origin = test.info().project.use.baseURL!;
    const saved = await page.request.post("/favourites", {
      form: { listingId: id!, intent: "add", redirectTo: "/favourites" },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(saved.status()).toBe(302);

    await page.goto("/favourites");
    await page.getByRole("button", { name: /^Tell me if the price drops/ }).click();
    await expect(page.getByText("We will tell you if the price drops")).toBeVisible();
    await expect(page.getByText("Price alert on", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: /^Stop price alert/ }).click();
    await expect(page.getByText("Price alert turned off")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Tell me if the price drops/ })).toBeVisible();
  });
});
