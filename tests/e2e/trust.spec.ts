// Listings people can trust in Chromium (docs/product.md#trust): a visitor reports a listing
// from its page (a disclosure with a plain form; with JavaScript it posts in place), an admin
// finds it on the Reports page and resolves it; a seller confirms a listing from My Listings; a
// seller posting another seller's photo is asked nothing, and the admin sees both listings'
// photos side by side (one above the other on a phone). With JavaScript and without.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { createListing, newSeller } from "./helpers/listing-form";
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

test("another seller's photo: the admin listing page shows both listings' photos, stacked on a phone", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "server-rendered: the same markup without JavaScript (tests/integration)");
  test.setTimeout(120_000);
  await noTiles(page.context());
  await newSeller(page, "dup");
  // A demo listing's main photo, posted again by this new seller.
  await page.goto("/");
  const href = await page.locator('a[href^="/listing/"]').first().getAttribute("href");
  const theirs = Number(/\/listing\/(\d+)/.exec(href ?? "")?.[1]);
  const html = await (await page.request.get(`/listing/${theirs}`)).text();
  const src = /\/images\/listings\/\d+\/[\w-]+-1000\.jpg/.exec(html)?.[0] ?? "";
  const buffer = Buffer.from(await (await page.request.get(src)).body());
  const mine = await createListing(page, `Copied photo ${uniqueSuffix()}`, [
    { name: "copy.jpg", mimeType: "image/jpeg", buffer },
  ]);

  const admin = await adminPage(browser, true);
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto(`/admin/listing/${mine}`);
  await expect(admin.getByRole("link", { name: `Possible duplicate of #${theirs}` })).toBeVisible();
  const here = admin.getByRole("region", { name: `This listing #${mine}` });
  const there = admin.getByRole("region", { name: `Possible duplicate of #${theirs}` });
  await expect(here.getByRole("img")).toHaveCount(1);
  await expect(there.getByRole("img").first()).toBeVisible();
  const [a, b] = [await here.boundingBox(), await there.boundingBox()];
  expect(b!.y).toBeGreaterThanOrEqual(a!.y + a!.height);
  expect(b!.x + b!.width).toBeLessThanOrEqual(390);
  await admin.context().close();
});
