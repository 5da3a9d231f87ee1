import { expect, test } from "@playwright/test";

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
