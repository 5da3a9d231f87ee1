// /admin/users in the browser, with JavaScript on and off: an admin finds a new user, adds
// credits with a reason (the user sees them in their credit history), opens the user's
// analytics, then deletes the user (with JavaScript a dialog, the toast, and the table reloading
// a second later on Playwright's clock; without, a confirm page and a redirect with the toast).
import { type Browser, expect, type Page } from "@playwright/test";
import { test } from "./helpers/test";
import { DEMO_USERS, newVerifiedAccount, runIpHeaders, signIn } from "./helpers/session";
import { CHROMIUM_LAUNCH_WITHOUT_PICTURES } from "./helpers/chromium";

// Markup and behaviour, not pictures: the browser skips loading them (decision 0042).
test.use({ launchOptions: CHROMIUM_LAUNCH_WITHOUT_PICTURES });

test.use({ extraHTTPHeaders: runIpHeaders() });

async function newPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: runIpHeaders() });
  return context.newPage();
}

test("adjust a user's credits, open their analytics, delete them", async ({ page, browser, javaScriptEnabled }) => {
  // A sign-up with its e-mail, then four admin pages: more than the default 30 s on a busy machine.
  test.slow();
  // The user, in a browser of their own.
  const userPage = await newPage(browser, javaScriptEnabled);
  const email = await newVerifiedAccount(userPage, { prefix: "adminusers" });

  if (javaScriptEnabled) await page.clock.install();
  await signIn(page, DEMO_USERS.admin);
  await page.goto("/admin/users");
  await page.getByLabel("Name or e-mail").fill(email);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/\./g, "\\.")}`));
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);

  // Credits: add 25 with a reason.
  await row.getByRole("link", { name: /credits: adjust for/ }).click();
  await expect(page.getByText("Balance: 0 credits")).toBeVisible();
  await page.getByLabel("Credits", { exact: true }).fill("25");
  await page.getByLabel("Reason").fill("Welcome bonus from support");
  await page.getByRole("button", { name: "Save adjustment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Credits updated successfully" })).toBeVisible();
  await expect(page.getByText("Balance: 25 credits")).toBeVisible();

  await userPage.goto("/credit-history");
  const entry = userPage.getByRole("row").filter({ hasText: "Credits added by admin: Welcome bonus from support" });
  await expect(entry).toContainText("+25");

  // Analytics.
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await row.getByRole("link", { name: /^Analytics of/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Analytics of/ })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText("No views found").first()).toBeVisible();
  await expect(page.getByRole("img", { name: /Views per day/ })).toBeVisible();

  // Delete.
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await row.getByRole("link", { name: /^Delete / }).click();
  // From here the page's timers run only when the test says so.
  if (javaScriptEnabled) await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole("button", { name: "Delete user" }).click();
  await expect(page.getByRole("status").filter({ hasText: "User deleted successfully" })).toBeVisible();
  if (javaScriptEnabled) {
    // The row stays until the table reloads, a second later.
    await expect(row).toHaveCount(1);
    await page.clock.runFor(1000);
  }
  await expect(page.getByText("No results.")).toBeVisible();

  // The deleted user is signed out everywhere.
  await userPage.goto("/credit-history");
  await expect(userPage).toHaveURL(/\/login/);
  await userPage.context().close();
});
