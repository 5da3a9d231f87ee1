// Helpers for the accounts tests: requests to the BUILT app (SELF), a tiny cookie jar, and
// direct rows for setups. Storage is not reset between tests, so everything is unique.
import { env, SELF } from "cloudflare:test";
import { hashPassword } from "~/server/password.server";
import { sha256Hex } from "~/server/session.server";

export const ORIGIN = "http://localhost";

export function uniqueEmail(prefix = "u"): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 12)}@example.test`;
}

/** A cookie jar that follows Set-Cookie like a browser (Max-Age=0 / empty removes). */
export class Jar {
  cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  take(res: Response): Response {
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /max-age=0\b/i.test(attrs.join(";"))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

type Opts = { jar?: Jar; headers?: Record<string, string> };

export async function get(path: string, opts: Opts = {}): Promise<Response> {
  const res = await SELF.fetch(path.startsWith("http") ? path : `${ORIGIN}${path}`, {
    redirect: "manual",
    headers: { ...(opts.jar ? { Cookie: opts.jar.header() } : {}), ...opts.headers },
  });
  return opts.jar ? opts.jar.take(res) : res;
}

export async function post(path: string, fields: Record<string, string>, opts: Opts = {}): Promise<Response> {
  const res = await SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      "Sec-Fetch-Site": "same-origin",
      // Remix compares Origin with Host for actions; SELF.fetch sends no Host by itself.
      Host: new URL(ORIGIN).host,
      ...(opts.jar ? { Cookie: opts.jar.header() } : {}),
      ...opts.headers,
    },
  });
  return opts.jar ? opts.jar.take(res) : res;
}

export function location(res: Response): string {
  const loc = res.headers.get("Location") ?? "";
  return loc.startsWith(ORIGIN) ? loc.slice(ORIGIN.length) : loc;
}

export function setCookieLine(res: Response, name: string): string | undefined {
  return res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`));
}

export async function insertUser(opts: {
  email?: string;
  password?: string;
  passwordHash?: string | null;
  role?: "buyer" | "seller" | "both" | "admin" | "superadmin";
  emailVerified?: boolean;
  deletedAt?: number | null;
}) {
  const id = crypto.randomUUID();
  const email = opts.email ?? uniqueEmail();
  const hash = opts.passwordHash !== undefined ? opts.passwordHash : await hashPassword(opts.password ?? "demo-password");
  await env.DB.prepare(
    "INSERT INTO users (id, username, email, email_verified, role, password_hash, deleted_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(id, `u${id.slice(0, 12)}`, email, opts.emailVerified === false ? 0 : 1, opts.role ?? "buyer", hash, opts.deletedAt ?? null)
    .run();
  return { id, email };
}

/** The latest outbox mail to `to`, and the first link in it. */
export async function lastMail(to: string) {
  const row = await env.DB.prepare("SELECT * FROM email_outbox WHERE \"to\" = ? ORDER BY id DESC LIMIT 1")
    .bind(to)
    .first<{ subject: string; text: string }>();
  const link = row?.text.match(/https?:\/\/\S+/)?.[0] ?? null;
  return { mail: row, link: link ? link.replace(ORIGIN, "") : null };
}

export async function mailCount(to: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM email_outbox WHERE \"to\" = ?").bind(to).first<{ n: number }>();
  return row?.n ?? 0;
}

export async function sessionRows(userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?").bind(userId).first<{ n: number }>();
  return row?.n ?? 0;
}

export async function sessionIdOf(jar: Jar): Promise<string | null> {
  const token = jar.get("session-token");
  return token ? sha256Hex(decodeURIComponent(token)) : null;
}

export async function userByEmail(email: string) {
  return env.DB.prepare("SELECT * FROM users WHERE email = ?").bind(email).first<Record<string, unknown>>();
}

/** Signs in through the real /login form. */
export async function login(email: string, password: string, jar = new Jar()): Promise<Jar> {
  const res = await post("/login", { email, password }, { jar, headers: { "CF-Connecting-IP": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
  if (res.status !== 302) throw new Error(`login failed: ${res.status}`);
  return jar;
}
