// What the accounts tests need beyond db.ts/http.ts: signing in through the real /login form,
// and reading the rows the account flows write (outbox mails, sessions, users by e-mail).
// Users come from insertUser(overrides, { password }) in db.ts.
import { env } from "cloudflare:test";
import { sha256Hex } from "~/server/platform/crypto.server";
import { get, Jar, ORIGIN, postForm } from "./http";

/** Signs in through the real /login form (from a random IP, so throttling stays out of the way). */
export async function login(email: string, password: string, jar = new Jar()): Promise<Jar> {
  const res = await postForm(
    "/login",
    { email, password },
    {
      jar,
      headers: { "CF-Connecting-IP": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    },
  );
  if (res.status !== 302) throw new Error(`login failed: ${res.status}`);
  return jar;
}

/** The latest outbox mail to `to`, and the first link in it (relative when it points at ORIGIN). */
export async function lastMail(to: string) {
  const row = await env.DB.prepare('SELECT * FROM email_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1')
    .bind(to)
    .first<{ subject: string; text: string }>();
  const link = row?.text.match(/https?:\/\/\S+/)?.[0] ?? null;
  return { mail: row, link: link ? link.replace(ORIGIN, "") : null };
}

/**
 * Uses a mailed /verify-email link as a person does: opens the page (which uses nothing) and
 * presses its "Confirm my e-mail" button. Returns the POST's answer.
 */
export async function confirmEmail(link: string, opts: { jar?: Jar } = {}): Promise<Response> {
  const page = await get(link, opts);
  const html = await page.text();
  const token = html.match(/name="token" value="([^"]+)"/)?.[1];
  if (page.status !== 200 || !token) throw new Error(`no confirm button at ${link}: ${page.status}`);
  return postForm(link, { token: token.replace(/&amp;/g, "&") }, opts);
}

export async function mailCount(to: string): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM email_outbox WHERE "to" = ?')
    .bind(to)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Waits until `to` has at least `count` mails: forgot-password writes its mail after answering
 * (ctx.waitUntil), so the outbox row may land just after the response.
 */
export async function waitForMail(to: string, count = 1): Promise<void> {
  for (let i = 0; i < 200 && (await mailCount(to)) < count; i++) await scheduler.wait(10);
}

export async function sessionRows(userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The sessions row id behind the jar's session-token cookie. */
export async function sessionIdOf(jar: Jar): Promise<string | null> {
  const token = jar.get("session-token");
  return token ? sha256Hex(decodeURIComponent(token)) : null;
}

/** The users row as D1 returns it (snake_case columns, 0/1 booleans). */
export async function userByEmail(email: string) {
  return env.DB.prepare("SELECT * FROM users WHERE email = ?").bind(email).first<Record<string, unknown>>();
}
