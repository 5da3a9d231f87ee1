// Signing in for browser tests: through the real /login form, so it works with JavaScript on
// and off. The demo users come from the seed (scripts/seed.sh); all share one password.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, type Cookie, expect, type Page, test } from "@playwright/test";

export const DEMO_PASSWORD = "demo-password";
export const DEMO_USERS = {
  buyer: "buyer@example.com",
  seller: "seller@example.com",
  both: "both@example.com",
  admin: "admin@example.com",
  superadmin: "superadmin@example.com",
} as const;

/** The session cookie (app/server/accounts/session.server.ts). */
const SESSION_COOKIE = "session-token";

/**
 * Session cookies from the run's first sign-in of each user at each server. A sign-in costs a
 * password hash and two page loads; later sign-ins of the same user, in any worker, reuse the
 * cookie (decisions 0030, 0035). The sign-in form itself is tested by auth.spec.ts, with its own
 * users.
 */
const sessions = new Map<string, Cookie[]>();

/**
 * The same cookies on disk, shared by every worker and project of the run: in the e2e server's
 * state directory, which tests/e2e/serve.sh empties when it starts, so a run never sees another
 * run's sessions (and a stale one is caught below anyway). Each worker of each project otherwise
 * hashed the same demo password again (decision 0035).
 */
function sharedFile(key: string): string {
  const root = path.dirname(test.info().config.configFile ?? path.join(process.cwd(), "x"));
  const name = createHash("sha256").update(key).digest("hex").slice(0, 24);
  return path.join(root, ".wrangler/e2e-state/e2e-sessions", `${name}.json`);
}

function readShared(key: string): Cookie[] | undefined {
  try {
    return JSON.parse(readFileSync(sharedFile(key), "utf8")) as Cookie[];
  } catch {
    return undefined;
  }
}

function writeShared(key: string, cookies: Cookie[]) {
  const file = sharedFile(key);
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole, then renamed: a worker reading at the same moment sees the old file or the new.
  const tmp = `${file}.${process.pid}`;
  writeFileSync(tmp, JSON.stringify(cookies));
  renameSync(tmp, file);
}

const sessionCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((c) => c.name === SESSION_COOKIE && c.value !== "");

/**
 * Signs `page`'s context in as `email` (the demo buyer by default) and lands on `/`: through the
 * /login form the first time in this worker, with that sign-in's session cookie after. Never sign
 * out or revoke the sessions of a user signed in this way; make a user of your own for that.
 */
export async function signIn(page: Page, email: string = DEMO_USERS.buyer, password = DEMO_PASSWORD) {
  const context = page.context();
  const key = `${test.info().project.use.baseURL} ${email}`;
  const saved = sessions.get(key) ?? readShared(key);
  if (saved?.length) {
    await context.addCookies(saved);
    await page.goto("/");
    // A session that no longer exists is cleared by the server: then sign in through the form.
    if ((await sessionCookies(context)).length > 0) return;
  }
  // A sign-in deletes this browser's previous session, which may be another user's shared one.
  await context.clearCookies({ name: SESSION_COOKIE });
  await page.goto("/login");
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole("button", { name: /^(log ?in|sign ?in)$/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const cookies = await sessionCookies(context);
  sessions.set(key, cookies);
  writeShared(key, cookies);
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

/** The /verify-email link of the newest verification mail to `email` in the local outbox, if any. */
async function verifyLinkFor(page: Page, email: string): Promise<string | null> {
  const html = await (await page.request.get("/dev/outbox")).text();
  for (const article of html.split("<article").slice(1)) {
    if (!article.includes("Verify your e-mail address") || !article.includes(email)) continue;
    const link = article.match(/\/verify-email\?token=[^"<\s&]+/);
    if (link) return link[0];
  }
  return null;
}

/**
 * What signUpVerified ends with, through the same forms posted as requests from the page's
 * context (its cookies, its headers) instead of five page loads: a new account made by /signup,
 * its mailed link confirmed with /verify-email's button. The page is signed in and has not moved;
 * the sign-up form itself is tested by auth.spec.ts. Returns the new address.
 */
export async function newVerifiedAccount(
  page: Page,
  {
    prefix,
    accountType = "buyer",
    password = DEMO_PASSWORD,
  }: { prefix: string; accountType?: string; password?: string },
): Promise<string> {
  const email = uniqueEmail(prefix);
  const origin = test.info().project.use.baseURL!;
  const signup = await page.request.post("/signup", {
    form: { email, phone: "", password, confirmPassword: password, role: accountType },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(signup.status(), "sign-up answers with a redirect to the verify prompt").toBe(302);
  let link: string | null = null;
  await expect
    .poll(async () => (link = await verifyLinkFor(page, email)), { message: `verification mail to ${email}`, ...SLOW })
    .not.toBeNull();
  const token = new URL(link!, origin).searchParams.get("token")!;
  const confirm = await page.request.post(link!, { form: { token }, headers: { Origin: origin }, maxRedirects: 0 });
  expect(confirm.status(), "confirming the link redirects with 'Email verified successfully'").toBe(302);
  return email;
}
