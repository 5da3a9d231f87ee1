// The top bar's menus show what the account can do (docs/product.md#top-bar): below 1024 px the
// user menu holds the balance, Buy credits and Credit history (the credits badge is large-screen
// only); New Listing and the Create listing icon only for roles that may post. The header's
// locality search opens its list on typing, not on focus (docs/product.md#compact-search).
import { expect, type Page } from "@playwright/test";
import { test } from "./helpers/test";
import { openDropdown } from "./helpers/dropdown";
import { DEMO_USERS, runIpHeaders, signIn } from "./helpers/session";
import { CHROMIUM_LAUNCH_WITHOUT_PICTURES } from "./helpers/chromium";
import { hydrated } from "./helpers/hydrated";

// Markup and behaviour, not pictures: the browser skips loading them (decision 0042).
test.use({ launchOptions: CHROMIUM_LAUNCH_WITHOUT_PICTURES });

test.use({ extraHTTPHeaders: runIpHeaders() });
// Each test signs in through the real form first.
test.describe.configure({ timeout: 60_000 });
const SLOW = { timeout: 15_000 };

const PHONE = { width: 390, height: 844 };
const createListingIcon = (page: Page) => page.locator(".top-bar").getByRole("link", { name: "Create listing" });

test.describe("at 390 px", () => {
  test.use({ viewport: PHONE });

  test("a buyer's account menu has the balance, Buy credits and Credit history, and no New Listing", async ({
    page,
  }) => {
    await signIn(page, DEMO_USERS.buyer);
    await expect(createListingIcon(page)).toHaveCount(0);
    const account = await openDropdown(page, /Account menu/);
    await expect(account.getByText(/Credits: \d[\d,]*$/)).toBeVisible();
    await expect(account.getByRole("link", { name: "Buy credits" })).toBeVisible();
    await expect(account.getByRole("link", { name: "New Listing" })).toHaveCount(0);
    await expect(account.getByRole("link", { name: "My Listings" })).toHaveCount(0);
    await account.getByRole("link", { name: "Credit history" }).click();
    await expect(page).toHaveURL(/\/credit-history$/, SLOW);
    await expect(page.getByRole("heading", { level: 1, name: /Credit history/i })).toBeVisible();
  });

  test("a seller's account menu has New Listing and the credits; the top bar its Create listing icon", async ({
    page,
  }) => {
    await signIn(page, DEMO_USERS.seller);
    await expect(createListingIcon(page)).toBeVisible();
    const account = await openDropdown(page, /Account menu/);
    await expect(account.getByText(/Credits: \d[\d,]*$/)).toBeVisible();
    await expect(account.getByRole("link", { name: "Credit history" })).toBeVisible();
    await account.getByRole("link", { name: "New Listing" }).click();
    await expect(page).toHaveURL(/\/create-listing$/, SLOW);
  });
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a buyer: no New Listing, no Create listing; the credits live in the top bar's badge", async ({ page }) => {
    await signIn(page, DEMO_USERS.buyer);
    await expect(createListingIcon(page)).toHaveCount(0);
    const account = await openDropdown(page, /Account menu/);
    await expect(account.getByRole("link", { name: "My Profile" })).toBeVisible();
    await expect(account.getByRole("link", { name: "New Listing" })).toHaveCount(0);
    // Not twice: the account menu's credit links are for narrower screens.
    await expect(account.getByRole("link", { name: "Buy credits" })).toBeHidden();
    await expect(account.getByText(/Credits: \d/)).toBeHidden();
    await expect(page.locator("summary.dropdown__trigger", { hasText: /credits$/ })).toBeVisible();
  });

  test("a seller: New Listing and the Create listing icon", async ({ page }) => {
    await signIn(page, DEMO_USERS.seller);
    await expect(createListingIcon(page)).toBeVisible();
    const account = await openDropdown(page, /Account menu/);
    await expect(account.getByRole("link", { name: "New Listing" })).toBeVisible();
    await expect(account.getByRole("link", { name: "Credit history" })).toBeHidden();
  });
});

test.describe("the header's locality search", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "without JavaScript it is a plain GET form");
  test.use({ viewport: { width: 1280, height: 800 } });

  test("focusing it opens nothing and Tab moves on; typing opens the suggestions", async ({ page }) => {
    await page.goto("/terms");
    await hydrated(page);
    const form = page.locator(".top-bar form.compact-search");
    const input = form.getByRole("searchbox", { name: "Search localities" });
    const menu = page.getByRole("list", { name: "Matching localities" });

    await input.focus();
    await expect(menu).toHaveCount(0);
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Search" })).toBeFocused();
    await page.keyboard.press("Tab");
    // The next control of the top bar, not five locality checkboxes.
    await expect(page.locator(".top-bar-actions :focus")).toHaveCount(1);
    await expect(menu).toHaveCount(0);

    await input.fill("sa");
    await expect(menu).toBeVisible();
    const count = await menu.getByRole("checkbox").count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    await expect(menu.getByRole("checkbox", { name: "Saibaba Colony" })).toBeVisible();
    // Tabbing out of the box and its list closes it again.
    await page.keyboard.press("Shift+Tab");
    await expect(menu).toHaveCount(0);
  });
});
