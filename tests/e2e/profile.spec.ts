// Favourites and profile editing in the browser, with JavaScript on and off (the runner's
// projects decide: js, nojs, phone). Signs in as the demo buyer through /login.
import { expect, type Page } from "@playwright/test";
import { test } from "./helpers/test";
import { openDropdown } from "./helpers/dropdown";
import { signIn, uniqueSuffix } from "./helpers/session";
import { CHROMIUM_LAUNCH_WITHOUT_PICTURES } from "./helpers/chromium";

// Markup and behaviour, not pictures: the browser skips loading them (decision 0042).
test.use({ launchOptions: CHROMIUM_LAUNCH_WITHOUT_PICTURES });

/** A seller page with at least one listing: the first listing's "Posted by" link, or E2E_SELLER. */
async function openSellerPage(page: Page) {
  if (process.env.E2E_SELLER) {
    await page.goto(`/seller/${process.env.E2E_SELLER}`);
    return;
  }
  await page.goto("/");
  const href = await page.locator('a[href^="/listing/"]').first().getAttribute("href");
  await page.goto(href!);
  const seller = await page.locator('a[href^="/seller/"]').first().getAttribute("href");
  await page.goto(seller!);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("favourite and unfavourite a listing from the seller page, and see it in the dropdown", async ({ page }) => {
  await openSellerPage(page);
  const card = page.locator(".listing-card").first();
  const title = (await card.locator(".listing-card__link").getAttribute("href"))!;
  const heart = card.getByRole("button", { name: /favourites/i });

  // The demo database is shared between runs: start from "not saved".
  if ((await heart.getAttribute("aria-pressed")) === "true") {
    await heart.click();
    await expect(page.getByText("Removed from favourites")).toBeVisible();
  }
  await expect(heart).toHaveAttribute("aria-pressed", "false");

  await heart.click();
  await expect(page.getByText("Added to favourites")).toBeVisible();
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  // The top-bar dropdown lists it (a <details>, so it opens with or without JavaScript).
  await openDropdown(page, /Favourites/);
  const entry = page.locator(`.fav-item:has(a[href="${title}"])`);
  await expect(entry).toBeVisible();

  await entry.getByRole("button", { name: /remove/i }).click();
  await expect(page.getByText("Removed from favourites")).toBeVisible();
  await expect(card.getByRole("button", { name: /favourites/i })).toHaveAttribute("aria-pressed", "false");
});

test("edit the profile (side sheet with JavaScript, its own page without)", async ({ page, javaScriptEnabled }) => {
  await page.goto("/profile");
  await page.getByRole("link", { name: "Edit profile" }).click();
  if (javaScriptEnabled) {
    await expect(page.getByRole("dialog", { name: "Edit profile" })).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
  } else {
    await expect(page).toHaveURL(/\/profile\/edit$/);
  }
  const form = javaScriptEnabled ? page.getByRole("dialog") : page.locator("main, body").first();

  if (javaScriptEnabled) {
    // Conform checks in the browser with the shared schema's messages.
    await form.getByLabel("Full name").fill("A");
    await form.getByLabel("Full name").blur();
    await expect(form.getByText("Full name must be between 2 and 50 characters")).toBeVisible();
    await form.getByLabel("Full name").fill("Priya Sundaram");
  }

  const bio = `Looking near Peelamedu ${uniqueSuffix()}`;
  await form.getByLabel("Bio").fill(bio);
  await form.getByLabel("Female").check();
  await form.getByRole("button", { name: "Save changes" }).click();

  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(bio)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("delete account asks for confirmation first", async ({ page, javaScriptEnabled }) => {
  await page.goto("/profile");
  await page.getByRole("link", { name: "Delete Account" }).click();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText("Delete your account?")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
  } else {
    await expect(page).toHaveURL(/\/profile\/delete$/);
    await expect(page.getByRole("heading", { name: "Delete your account?" })).toBeVisible();
    await page.getByRole("link", { name: "Cancel" }).click();
  }
  await expect(page).toHaveURL(/\/profile$/);
});
