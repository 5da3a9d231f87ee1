// Saved searches (docs/product.md#saved-searches): save a search, find it under Saved searches,
// rename it, set its alerts and delete it. With JavaScript the save and the delete are dialogs;
// without, pages: both run. The rules (duplicates, the limit, ownership, the visitor's round
// trip, messages) are in tests/integration/saved-searches.test.ts.
import { expect } from "@playwright/test";
import { test } from "./helpers/test";
import { CHROMIUM_LAUNCH_WITHOUT_PICTURES } from "./helpers/chromium";
import { hydrated } from "./helpers/hydrated";
import { newVerifiedAccount, runIpHeaders } from "./helpers/session";

test.use({
  extraHTTPHeaders: runIpHeaders(),
  launchOptions: CHROMIUM_LAUNCH_WITHOUT_PICTURES,
  viewport: { width: 390, height: 844 },
});

test("save a search, then rename it, set its alerts and delete it", async ({ page, javaScriptEnabled }) => {
  await newVerifiedAccount(page, { prefix: "saved-search" });
  const search = "/?type=plot&maxPrice=50000000";
  await page.goto(search);
  await expect(page.locator(".listing-card").first()).toBeVisible();
  if (javaScriptEnabled) await hydrated(page);

  await page.getByRole("link", { name: "Save this search" }).click();
  // A dialog over the list with JavaScript, the save page without.
  const form = javaScriptEnabled ? page.getByRole("dialog", { name: "Save this search" }) : page.locator("main");
  if (!javaScriptEnabled) await expect(page).toHaveURL(/\/saved-searches\/new\?type=plot&maxPrice=50000000$/);
  const name = form.getByRole("textbox", { name: "Name", exact: true });
  await expect(name).toHaveValue("Plots up to ₹5 crore");
  await name.fill("");
  await form.getByRole("button", { name: "Save" }).click();
  if (javaScriptEnabled) await expect(form.getByText("Please give this search a name")).toBeVisible();
  await name.fill("Plots for Amma");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Search saved.")).toBeVisible();
  // The dialog goes back to the list it was opened on; the page to the saved searches.
  if (javaScriptEnabled) {
    await expect(page).toHaveURL(search);
    await page.goto("/saved-searches");
  } else {
    await expect(page).toHaveURL("/saved-searches");
  }

  const item = page.locator("li.saved-search");
  await expect(item.getByRole("heading", { name: "Plots for Amma" })).toBeVisible();
  await expect(item.getByRole("list", { name: "Filters" })).toContainText("Up to ₹5 crore");
  await expect(item.getByRole("link", { name: "Open search Plots for Amma" })).toHaveAttribute("href", search);

  await item.getByRole("link", { name: "Rename Plots for Amma" }).click();
  await expect(page).toHaveURL(/\/saved-searches\/\d+$/);
  const main = page.locator("main");
  await main.getByRole("textbox", { name: "Name", exact: true }).fill("Plots near town");
  await main.getByRole("button", { name: "Rename" }).click();
  await expect(page).toHaveURL("/saved-searches");
  await expect(item.getByRole("heading", { name: "Plots near town" })).toBeVisible();

  await item.getByLabel("E-mail alerts for Plots near town").selectOption("weekly");
  await item.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Alerts updated")).toBeVisible();
  await expect(item.getByLabel("E-mail alerts for Plots near town")).toHaveValue("weekly");

  await item.getByRole("link", { name: "Delete Plots near town" }).click();
  if (javaScriptEnabled) {
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  } else {
    await expect(page.getByRole("heading", { name: "Delete “Plots near town”?" })).toBeVisible();
    await page.getByRole("button", { name: "Delete" }).click();
  }
  await expect(page.getByText("Saved search deleted")).toBeVisible();
  await expect(page.getByText("No saved searches yet.")).toBeVisible();
});
