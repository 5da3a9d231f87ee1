// Listing detail in Chromium: open from the home page, gallery by keyboard, share fallback,
// not-found, JavaScript off. Runs in the js and nojs projects; the page on a phone is in
// phones.spec.ts.
import { expect, type Page } from "@playwright/test";
import { test } from "./helpers/test";

const NOT_FOUND = "Sorry, we couldn't find this page.";

/** A public listing with at least `minImages` photos, found through the home page's links. */
async function listingWithImages(page: Page, minImages = 2): Promise<string> {
  if (process.env.E2E_LISTING_PATH) return process.env.E2E_LISTING_PATH;
  await page.goto("/");
  const hrefs = [
    ...new Set(await page.locator('a[href^="/listing/"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")!))),
  ];
  for (const href of hrefs.slice(0, 12)) {
    await page.goto(href);
    if ((await page.locator(".listing-gallery__thumbs li").count()) >= minImages) return href;
  }
  throw new Error(`no listing with ${minImages}+ images linked from /`);
}

test("opens a listing from the home page", async ({ page }) => {
  test.skip(Boolean(process.env.E2E_LISTING_PATH), "home page listing links not available");
  await page.goto("/");
  const link = page.locator('a[href^="/listing/"]').first();
  await link.click();
  await expect(page).toHaveURL(/\/listing\/\d+/);
  // Without JavaScript that was a page load: until its stylesheets arrive, the phone's action bar
  // (a second Enquire link) is not hidden yet.
  await page.waitForLoadState();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Property details")).toBeVisible();
  await expect(page.getByRole("link", { name: "Enquire on WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d+\?text=/,
  );
});

test.describe(() => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "keyboard gallery needs JavaScript");
  test("gallery: open, arrow keys, wrap-around, Escape", async ({ page }) => {
    const path = await listingWithImages(page);
    await page.goto(path);
    const count = await page.locator(".listing-gallery__thumbs li").count();
    await page.getByRole("link", { name: /View all \d+ images?/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`1 / ${count}`);
    await page.keyboard.press("ArrowRight");
    await expect(dialog).toContainText(`2 / ${count}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft"); // wraps to the last
    await expect(dialog).toContainText(`${count} / ${count}`);
    await dialog.getByRole("link", { name: "Next image" }).click(); // wraps to the first
    await expect(dialog).toContainText(`1 / ${count}`);
    await dialog.getByRole("link", { name: "Previous image" }).click();
    await expect(dialog).toContainText(`${count} / ${count}`);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // The URL never changed: the gallery is client state.
    expect(new URL(page.url()).search).toBe("");
  });
});

test("thumbnails change the main image", async ({ page }) => {
  const path = await listingWithImages(page);
  await page.goto(path);
  const second = page.locator(".listing-gallery__thumbs a").nth(1);
  await second.click();
  await expect(second).toHaveAttribute("aria-current", "true");
  await expect(page.locator(".listing-gallery__main")).toHaveAttribute("aria-label", /photo 2 of/);
});

test.describe(() => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "JS-off behaviour");
  test("without JavaScript the gallery works through links", async ({ page }) => {
    const path = await listingWithImages(page);
    await page.goto(path);
    await page.getByRole("link", { name: /View all \d+ images?/ }).click();
    await expect(page).toHaveURL(/\?gallery=1/);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(/^1 \/ \d+/);
    // Read before the click: counting the thumbnails while the next page loads found none.
    const count = Number((await dialog.textContent())?.match(/^1 \/ (\d+)/)?.[1]);
    await expect(page.locator(".listing-gallery__thumbs li")).toHaveCount(count);
    await dialog.getByRole("link", { name: "Previous image" }).click();
    await expect(dialog).toContainText(`${count} / ${count}`);
    await dialog.getByRole("link", { name: "Close gallery" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?image=${count}$`));
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator(".listing-gallery__main")).toHaveAttribute("href", /-1000\.jpg$/);
    // Share shows the link itself.
    await page.locator(".listing-share summary:visible").first().click();
    await expect(page.getByRole("textbox", { name: "Link to this listing" })).toHaveValue(/\/listing\/\d+$/);
    await expect(page.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\?text=/,
    );
  });
});

test.describe(() => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs JavaScript");
  test("share falls back to copying the link", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const path = await listingWithImages(page, 1);
    await page.addInitScript(() => {
      // Headless Chromium may expose navigator.share; force the fallback path.
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    await page.goto(path);
    // Phones have Share in the action bar (the contact card's is hidden there).
    await page.getByText("Share", { exact: true }).filter({ visible: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied to clipboard!" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`${path.replace(/\?.*/, "")}$`));
  });
});

test("unknown listing and unknown paths show the not-found page", async ({ page }) => {
  for (const path of ["/listing/987654321", "/this/does/not/exist", "/not-found"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
  }
  await page.getByRole("link", { name: "Back to homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("legal pages show the support contacts", async ({ page }) => {
  for (const path of ["/terms", "/privacy-policy"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);
  }
});
