// Listings people can trust in Chromium (docs/product.md#trust): a visitor reports a listing
// from its page (a disclosure with a plain form; with JavaScript it posts in place), an admin
// finds it on the Reports page and resolves it; a seller confirms a listing from My Listings.
// With JavaScript and without.
import { type Browser, expect, type Page } from "@playwright/test";
import { test } from "./helpers/test";
import { noTiles } from "./helpers/map";
import { DEMO_USERS, runIpHeaders, signIn, uniqueSuffix } from "./helpers/session";

const SLOW = { timeout: 20_000 };
const RUN_IP = runIpHeaders();
test.use({ extraHTTPHeaders: RUN_IP });

async function adminPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled,
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: RUN_IP,
  });
  const page = await context.newPage();
  await signIn(page, DEMO_USERS.admin);
  return page;
}

test("a visitor reports a listing; an admin resolves it on the Reports page", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  await noTiles(page.context());
  // Each project reports a listing of its own (one open report per reporter and listing).
  await page.goto("/");
  const href = await page
    .locator('a[href^="/listing/"]')
    .nth(javaScriptEnabled ? 0 : 2)
    .getAttribute("href");
  const id = Number(/\/listing\/(\d+)/.exec(href ?? "")?.[1]);
  await page.goto(`/listing/${id}`);
  const note = `Price on the board is different ${uniqueSuffix()}`;

  await page.getByText("Report this listing", { exact: true }).click();
  const reasons = page.getByRole("group", { name: "What is wrong with this listing?" });
  await reasons.getByRole("radio", { name: "Wrong price or details" }).check();
  await page.getByRole("textbox", { name: "Note (optional)" }).fill(note);
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thank you. Our team will look at this listing.")).toBeVisible(SLOW);
  // Still on the listing, with or without JavaScript.
  await expect(page).toHaveURL(new RegExp(`/listing/${id}$`));

  const admin = await adminPage(browser, javaScriptEnabled);
  await admin.goto("/admin/reports?reason=Wrong+price+or+details");
  const row = admin.getByRole("row").filter({ hasText: note });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Resolve the Wrong price or details reports on listing #${id}` }).click();
  await expect(admin.getByText("Reports updated")).toBeVisible(SLOW);
  await admin.goto("/admin/reports?reason=Wrong+price+or+details&status=Resolved");
  await expect(admin.getByRole("row").filter({ hasText: note })).toBeVisible();
  await admin.context().close();
});

test("a seller confirms a listing from My Listings", async ({ page }) => {
  await signIn(page, DEMO_USERS.seller);
  await page.goto("/seller/listings");
  const button = page.getByRole("button", { name: /^Still available: / }).first();
  const name = (await button.getAttribute("aria-label")) ?? "";
  const title = name.replace(/^Still available: /, "");
  await button.click();
  await expect(page.getByText("Thank you. Your listing is shown as still available.")).toBeVisible(SLOW);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: title, exact: true }) });
  await expect(row.getByText("Confirmed today")).toBeVisible();
});
