// Sorting and the ways out of an empty search (docs/product.md#sorting,
// docs/product.md#never-a-dead-end): the sort form with and without JavaScript (a GET form either
// way, but JavaScript submits it without a page load), and a no-results way out.
import { expect } from "@playwright/test";
import { test } from "./helpers/test";
import { CHROMIUM_LAUNCH_WITHOUT_PICTURES } from "./helpers/chromium";
import { hydrated } from "./helpers/hydrated";
import { runIpHeaders } from "./helpers/session";

test.use({ extraHTTPHeaders: runIpHeaders(), launchOptions: CHROMIUM_LAUNCH_WITHOUT_PICTURES });

test("the sort select and Apply order the list and keep the filters", async ({ page, javaScriptEnabled }) => {
  await page.goto("/?type=plot,villa");
  // With JavaScript, a choice made while the page hydrates could be set back to the URL's order.
  if (javaScriptEnabled) await hydrated(page);
  const sort = page.getByRole("form", { name: "Sort listings" });
  await sort.getByLabel("Sort by").selectOption("price-asc");
  await sort.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/\?type=plot(,|%2C)villa&sort=price-asc$/);
  await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");
  await expect(page.locator(".listing-card").first()).toBeVisible();
  if (javaScriptEnabled) await hydrated(page);
  // Back to the default: the bare list URL.
  await page.getByLabel("Sort by").selectOption("newest");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/\?type=plot(,|%2C)villa$/);
});

test.describe(() => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "plain links: the same without JavaScript");
  test("a search with no results links a way out with listings", async ({ page }) => {
    await page.goto("/?type=plot&location=Vadavalli&maxPrice=10000");
    await expect(page.getByText("No listings found for plots in Vadavalli up to ₹10,000.")).toBeVisible();
    const way = page.locator(".no-results__ways a").first();
    const label = (await way.textContent()) ?? "";
    const count = Number(label.split(" ")[0]);
    expect(count).toBeGreaterThan(0);
    await way.click();
    await expect(page.locator(".listing-card").first()).toBeVisible();
  });
});
