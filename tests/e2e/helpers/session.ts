// Signing in for browser tests: through the real /login form, so it works with JavaScript on
// and off. The demo users come from the seed (scripts/seed.sh); all share one password.
import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo-password";
export const DEMO_USERS = {
  buyer: "buyer@example.com",
  seller: "seller@example.com",
  both: "both@example.com",
  admin: "admin@example.com",
  superadmin: "superadmin@example.com",
} as const;

/** Signs `page`'s context in as `email` (the demo buyer by default) and lands on `/`. */
export async function signIn(page: Page, email: string = DEMO_USERS.buyer, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole("button", { name: /^(log ?in|sign ?in)$/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A unique suffix for data a test creates (the e2e database is shared by the whole run). */
export function uniqueSuffix(): string {
  return crypto.randomUUID().slice(0, 8);
}

/** A unique e-mail address for an account a test creates. */
export const uniqueEmail = (prefix: string) => `${prefix}-${uniqueSuffix()}@example.com`;

/**
 * Sign-up, sign-in failures and mail sending are throttled per IP: each spec file gives its run
 * an address of its own (`test.use({ extraHTTPHeaders: runIpHeaders() })`). Cloudflare sets this
 * header itself in production.
 */
export function runIpHeaders(): Record<string, string> {
  const octet = () => Math.floor(Math.random() * 250);
  return { "CF-Connecting-IP": `10.${octet()}.${octet()}.${octet()}` };
}

const SLOW = { timeout: 20_000 };

/**
 * Signs up a new account through the real form, opens the verification mail in the local outbox
 * and confirms it (the link opens a confirm page; the button verifies). Ends signed in.
 */
export async function signUpVerified(
  page: Page,
  {
    prefix,
    accountType = "buyer",
    password = DEMO_PASSWORD,
  }: { prefix: string; accountType?: string; password?: string },
): Promise<string> {
  const email = uniqueEmail(prefix);
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(password);
  await page.getByLabel("Account type").selectOption(accountType);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/verify-email\?sent=1/, SLOW);
  await page.goto("/dev/outbox");
  const mail = page.getByRole("article", { name: "Verify your e-mail address" }).filter({ hasText: email }).first();
  await mail.getByRole("link").first().click();
  await page.getByRole("button", { name: "Confirm my e-mail" }).click();
  await expect(page.getByText("Email verified successfully")).toBeVisible(SLOW);
  return email;
}

/** The credits menu's button in the top bar (large screens), showing `credits`. */
export const creditsBadge = (page: Page, credits: number) =>
  page.locator("summary.dropdown__trigger", { hasText: new RegExp(`^\\s*${credits} credits$`) });
