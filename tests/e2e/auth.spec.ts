// Accounts in Chromium against a running local app (wrangler dev, APP_ENV=local so /dev/outbox
// and the OAuth stand-in exist). Base URL from the Playwright config (E2E_BASE_URL).
import { expect, type Page } from "@playwright/test";
import { test } from "./helpers/test";
import { uniqueSuffix } from "./helpers/session";
import { holdRequests } from "./helpers/hold-requests";
import { CHROMIUM_LAUNCH_WITHOUT_PICTURES } from "./helpers/chromium";

// Markup and behaviour, not pictures: the browser skips loading them (decision 0042).
test.use({ launchOptions: CHROMIUM_LAUNCH_WITHOUT_PICTURES });

// Sign-in throttling counts failures per IP; give each run its own address so repeated runs
// (each with a deliberate wrong password) do not lock the next one out. Cloudflare sets this
// header itself in production.
const runIp = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": runIp } });

const unique = (p: string) => `${p}-${uniqueSuffix()}@example.com`;

/** Opens the newest outbox mail to `email` and follows its link. */
async function openMailLink(page: Page, email: string, subject: string) {
  const mail = page.getByRole("article", { name: subject }).filter({ hasText: email }).first();
  // Some mails are written just after the page answered (forgot-password): reload until it is there.
  await expect(async () => {
    await page.goto("/dev/outbox");
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass();
  await mail.getByRole("link").first().click();
}

/** Logout is a POST form in the lead's user menu; post the same request the form sends. */
async function logout(page: Page) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post("/logout", { headers: { Origin: origin }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
}

async function signUp(page: Page, email: string, password: string) {
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone (optional)").fill("+91 98765 43210");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(password);
  await page.getByLabel("Account type").selectOption("seller");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/verify-email\?sent=1/);
  await expect(page.getByText(`We sent a verification link to`)).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login?redirectTo=%2Fverify-email");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    const tag = javaScriptEnabled ? "js" : "nojs";

    test("sign up, verify from the outbox, sign out, sign in", async ({ page }) => {
      const email = unique(`e2e-${tag}`);
      await signUp(page, email, "first-password");
      await openMailLink(page, email, "Verify your e-mail address");
      // The link opens a page whose button uses it (a mail scanner's GET does not).
      await page.getByRole("button", { name: "Confirm my e-mail" }).click();
      await expect(page).toHaveURL(/\/$/);
      await logout(page);

      // A wrong password shows its message (docs/product.md#accounts); the right one signs in and goes back.
      await signIn(page, email, "wrong-password");
      await expect(page.getByText("Invalid email or password")).toBeVisible();
      await signIn(page, email, "first-password");
      // Verified now, so the prompt page sends the user on to /.
      await expect(page).toHaveURL(/\/$/);
      await page.goto("/login");
      await expect(page).toHaveURL(/\/$/); // signed in: /login goes home
      await logout(page);
      await page.goto("/login");
      await expect(page).toHaveURL(/\/login$/);
    });

    test("sign-up errors are shown on the form", async ({ page }) => {
      await page.goto("/signup");
      await page.getByLabel("Email").fill(unique(`mismatch-${tag}`));
      await page.getByLabel("Password", { exact: true }).fill("first-password");
      await page.getByLabel("Confirm Password", { exact: true }).fill("other-password");
      await page.getByRole("button", { name: "Sign up" }).click();
      await expect(page.getByText("Password Mismatch, Please try again.")).toBeVisible();
    });
  });
}

test("forgot and reset a password", async ({ page }) => {
  const email = unique("e2e-reset");
  await signUp(page, email, "first-password");
  await logout(page);
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot Password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await openMailLink(page, email, "Reset your password");
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel("New Password", { exact: true }).fill("second-password");
  await page.getByLabel("Confirm Password", { exact: true }).fill("second-password");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, "second-password");
  await expect(page).toHaveURL(/\/$/);
});

test("Google through the offline stand-in", async ({ page }) => {
  await page.goto("/login?redirectTo=%2Fverify-email");
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(/\/dev\/oauth\/google\?/);
  const email = unique("e2e-google");
  await page.getByLabel("Or another address").fill(email);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  // Provider e-mails are verified, so /verify-email sends the user straight on to /.
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);
});

test.describe(() => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "the toggle is added by JavaScript; without it the field stays a plain password box",
  );
  test("the password toggle shows and hides the password", async ({ page }) => {
    await page.goto("/login");
    const input = page.getByLabel("Password", { exact: true });
    await input.fill("visible-now");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(input).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(input).toHaveAttribute("type", "password");
  });
});

test.describe(() => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "pending states need JavaScript; without it the browser shows its own progress",
  );
  test("the submit button is disabled, with a spinner, while its form posts", async ({ page }) => {
    await page.goto("/login");
    // The password toggle appears once the page has hydrated, so the form now posts through Remix.
    await expect(page.getByRole("button", { name: "Show password" })).toBeVisible();
    // Hold the post until the pending state has been checked (no timers involved).
    const release = await holdRequests(page, "**/login.data*");
    await page.getByLabel("Email").fill(unique("pending"));
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    const button = page.getByRole("button", { name: "Login", exact: true });
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("data-pending", "true");
    await expect(button).toHaveText("Login"); // the label stays readable
    release();
    await expect(page.getByText("User not found, Please sign up.")).toBeVisible();
    await expect(button).toBeEnabled();
  });
});
