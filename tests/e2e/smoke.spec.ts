import { expect } from "@playwright/test";
import { test } from "./helpers/test";

// Without JavaScript both pages are the server HTML that tests/integration reads without a
// browser (home-list: the home page's 200; error-pages: the not-found page, its 404 and its link
// home) and axe checks (a11y.spec: headings): here the browser shows them hydrated (decision 0035).
test.skip(
  ({ javaScriptEnabled }) => !javaScriptEnabled,
  "without JavaScript this is the server HTML, tested in tests/integration",
);

test("home page answers 200 with a heading", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading").first()).toBeVisible();
});

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Sorry, we couldn't find this page.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to homepage" })).toHaveAttribute("href", "/");
});
