// Ask AI and the More filters in the browser, JavaScript on and off (projects js, nojs, phone).
// The e2e server runs locally, where Workers AI cannot run: the parser alone answers, which is
// what a buyer gets when the model is down. Seed data: 77 public plots, so results page on.
import { expect, type Page } from "@playwright/test";
import { test } from "./helpers/test";
import { holdRequests } from "./helpers/hold-requests";
import { CHROMIUM_LAUNCH_WITHOUT_PICTURES } from "./helpers/chromium";

// Markup and behaviour, not pictures: the browser skips loading them (decision 0042).
test.use({ launchOptions: CHROMIUM_LAUNCH_WITHOUT_PICTURES });

const cards = (page: Page) => page.locator(".listing-card");
const chips = (page: Page) => page.getByRole("list", { name: "Understood filters" });

async function askAi(page: Page, text: string) {
  await page.locator("summary", { hasText: "Ask AI" }).click();
  const box = page.getByRole("searchbox", { name: "Describe the property you want" }).first();
  await box.fill(text);
  await page.getByRole("button", { name: "Ask", exact: true }).first().click();
}

test("ask, see the heading and the chips, page on, remove a chip, clear all", async ({ page }) => {
  await page.goto("/");
  await askAi(page, "plots under 5 crore with a good road");
  await expect(page).toHaveURL(/\/\?type=plot&maxPrice=50000000&ai=plots\+under\+5\+crore\+with\+a\+good\+road$/);
  await expect(
    page.getByRole("heading", { name: 'Showing results for "plots under 5 crore with a good road"' }),
  ).toBeVisible();
  // The chips show at every width, phones included.
  await expect(chips(page).getByText("Plot", { exact: true })).toBeVisible();
  await expect(chips(page).getByText("Up to ₹5 crore")).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  for (const text of await cards(page).allInnerTexts()) expect(text).toContain("Plot");

  // Page on: the filters and the heading stay.
  const nav = page.getByRole("navigation", { name: "Pagination" });
  await nav.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page).toHaveURL(/[?&]ai=/);
  await expect(page.getByRole("heading", { name: /^Showing results for/ })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();

  // Remove the budget chip: only it goes (and the page resets).
  await page.getByRole("link", { name: "Remove Up to ₹5 crore" }).click();
  await expect(page).toHaveURL(/\/\?type=plot&ai=plots\+under\+5\+crore\+with\+a\+good\+road$/);
  await expect(chips(page).getByText("Up to ₹5 crore")).toHaveCount(0);

  await page.getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: /^Showing results for/ })).toHaveCount(0);
});

test("nothing understood: 'Failed to search using AI', and the page stays as it was", async ({ page }) => {
  await page.goto("/?type=villa");
  await askAi(page, "asdfgh qwerty");
  await expect(page.getByRole("alert").filter({ hasText: "Failed to search using AI" })).toBeVisible();
  await expect(page).toHaveURL(/\/\?type=villa$/);
  await expect(page.getByRole("heading", { name: /^Showing results for/ })).toHaveCount(0);
});

test("blank input is ignored", async ({ page }) => {
  await page.goto("/?type=house");
  await askAi(page, "    ");
  await expect(page).toHaveURL(/\/\?type=house$/);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the dialog needs JavaScript");

  test("the Search dialog opens with the understood filters filled in, and More applies", async ({ page }) => {
    await page.goto("/?type=villa&maxPrice=12000000&bhk=3&ai=3+bhk+villa+under+1.2+crore");
    await page.getByRole("link", { name: /^Filters/ }).click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    await expect(dialog.getByRole("checkbox", { name: "Villa" })).toBeChecked();
    await dialog.getByRole("tab", { name: "More" }).click();
    await expect(dialog.getByLabel("Maximum").first()).toHaveValue("12000000");
    await expect(dialog.getByLabel("BHK")).toHaveValue("3");
    await dialog.getByLabel("Facing").selectOption("east");
    await dialog.getByRole("checkbox", { name: "Gated community" }).check();
    await dialog.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\?type=villa&maxPrice=12000000&bhk=3&facing=east&gated=1&ai=3\+bhk/);
    await expect(page.getByRole("link", { name: "Remove East facing" })).toBeVisible();
  });

  test("Ask AI opened before the page hydrated stays open once it has", async ({ page }) => {
    // Hold the app's scripts (no timers) until the box has been opened the no-JavaScript way.
    const release = await holdRequests(page, "**/assets/*.js");
    await page.goto("/?type=plot", { waitUntil: "commit" });
    const box = page.locator("details.ask-ai");
    await page.locator("summary", { hasText: "Ask AI" }).click();
    await expect(box).toHaveAttribute("open", "");
    release();
    // The footer's theme choice writes local storage in the same effects pass as the box's own.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("theme"))).not.toBeNull();
    await expect(box).toHaveAttribute("open", "");
    await page.getByRole("searchbox", { name: "Describe the property you want" }).first().fill("villa in Vadavalli");
    await page.getByRole("button", { name: "Ask", exact: true }).first().click();
    await expect(page).toHaveURL(/\/\?type=villa&location=Vadavalli&ai=villa\+in\+Vadavalli$/);
    // A navigation still closes it.
    await expect(box).not.toHaveAttribute("open", "");
  });
});

test.describe("without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the no-JavaScript panel");

  test("the More section posts every filter, and the type bar keeps them", async ({ page }) => {
    await page.goto("/?type=plot&filters=open");
    const panel = page.getByRole("region", { name: "Search" });
    await panel.getByLabel("Maximum").first().selectOption("5000000");
    await panel.getByRole("checkbox", { name: "DTCP approved" }).check();
    await panel.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/\?type=plot&maxPrice=5000000&dtcp=1$/);
    // Toggling a type keeps the budget and DTCP (hidden inputs of the type bar's form).
    await page
      .getByRole("form", { name: "Property types" })
      .getByRole("button", { name: "Villa", exact: true })
      .click();
    await expect(page).toHaveURL(/type=plot(,|%2C)villa/);
    const params = new URL(page.url()).searchParams;
    expect(params.get("maxPrice")).toBe("5000000");
    expect(params.get("dtcp")).toBe("1");
    await expect(page.getByRole("link", { name: "Remove DTCP approved" })).toBeVisible();
  });
});
