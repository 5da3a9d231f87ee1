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
