// Changing the e-mail in Chromium (docs/product.md#accounts): the current password, the pending
// address, the link's confirm page and the switch. Once, with JavaScript (decision 0042): the
// profile form's own page without it is profile.spec.ts's, and the rules are in tests/integration.
import { expect, type Page } from "@playwright/test";
import { test } from "./helpers/test";
import { CHROMIUM_LAUNCH_WITHOUT_PICTURES } from "./helpers/chromium";

// Markup and behaviour, not pictures: the browser skips loading them (decision 0042).
test.use({ launchOptions: CHROMIUM_LAUNCH_WITHOUT_PICTURES });

// Mail limits count per IP: give each run its own address (Cloudflare sets this in production).
const runIp = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": runIp } });

const unique = (p: string) => `${p}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
const PASSWORD = "first-password";

async function signUp(page: Page, email: string) {
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/verify-email\?sent=1/);
}

async function openEditForm(page: Page, javaScriptEnabled: boolean) {
  await page.goto("/profile");
  await page.getByRole("link", { name: "Edit profile" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Edit profile" })).toBeVisible();
  else await expect(page).toHaveURL(/\/profile\/edit$/);
  return javaScriptEnabled ? page.getByRole("dialog") : page.locator("main");
}

test.describe(() => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "once, with JavaScript (decision 0042)");
  test("change the e-mail: password, pending address, confirm page, switch", async ({ page, javaScriptEnabled }) => {
    // Sign-up, two mails and three pages: 17 s on a busy CI machine, over 30 s when two runs shared it.
    test.slow();
    const oldEmail = unique("old");
    const newEmail = unique("new");
    await signUp(page, oldEmail);

    let form = await openEditForm(page, javaScriptEnabled);
    await form.getByLabel("Full name").fill("Priya Sundaram");
    await form.getByLabel("Female").check();
    await form.getByLabel("Email").fill(newEmail);
    await form.getByLabel("Current password", { exact: true }).fill("not-my-password");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Current password is incorrect")).toBeVisible();

    if (!javaScriptEnabled) form = page.locator("main");
    await form.getByLabel("Email").fill(newEmail);
    await form.getByLabel("Current password", { exact: true }).fill(PASSWORD);
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(`Open the link we sent to ${newEmail}`)).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(`Changing to ${newEmail}`)).toBeVisible();

    // The old address was told; the new one has the link, which opens a confirm page.
    await page.goto("/dev/outbox");
    await expect(page.getByRole("article", { name: "Your e-mail address is being changed" }).first()).toBeVisible();
    const mail = page.getByRole("article", { name: "Confirm your new e-mail address" }).filter({ hasText: newEmail });
    await mail.getByRole("link").first().click();
    await expect(page.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
    await page.getByRole("button", { name: "Confirm my e-mail" }).click();
    await expect(page.getByText("Email verified successfully")).toBeVisible();

    await page.goto("/profile");
    await expect(page.getByText(newEmail)).toBeVisible();
    await expect(page.getByText("Changing to")).toHaveCount(0);
  });
});
