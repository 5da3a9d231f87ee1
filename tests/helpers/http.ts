// Requests to the BUILT app inside workerd (SELF is the Worker's default export).
import { env, SELF } from "cloudflare:test";
import { sha256Hex } from "~/server/session.server";

/** Origin the tests pretend to be served from; POSTs send it so the CSRF origin check passes. */
export const ORIGIN = "http://localhost";

/**
 * What a browser sends with a same-origin form post. Remix compares Origin with Host for
 * actions, and SELF.fetch sends no Host of its own.
 */
const BROWSER_POST_HEADERS = { Origin: ORIGIN, Host: new URL(ORIGIN).host, "Sec-Fetch-Site": "same-origin" };

type Options = { cookie?: string; headers?: Record<string, string> };

/** GET without following redirects (assert on 302s and Location yourself). */
export function get(path: string, opts: Options = {}): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${path}`, {
    redirect: "manual",
    headers: { ...(opts.cookie ? { Cookie: opts.cookie } : {}), ...opts.headers },
  });
}

/** A same-origin form POST (urlencoded, like a browser with JavaScript off). */
export function postForm(
  path: string,
  fields: Record<string, string | string[]> | URLSearchParams,
  opts: Options = {},
): Promise<Response> {
  const body = fields instanceof URLSearchParams ? fields : toParams(fields);
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    redirect: "manual",
    body,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...BROWSER_POST_HEADERS,
      ...(opts.cookie ? { Cookie: opts.cookie } : {}),
      ...opts.headers,
    },
  });
}

/** A same-origin multipart POST (file uploads). */
export function postMultipart(path: string, form: FormData, opts: Options = {}): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    redirect: "manual",
    body: form,
    headers: { ...BROWSER_POST_HEADERS, ...(opts.cookie ? { Cookie: opts.cookie } : {}), ...opts.headers },
  });
}

function toParams(fields: Record<string, string | string[]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  return params;
}

/**
 * Signs a user in by writing a sessions row directly (id = SHA-256 of the cookie's token, as
 * session.server.ts looks it up). Returns the Cookie header value `session-token=<token>`.
 */
export async function signInAs(userId: string, opts: { expiresInMs?: number } = {}): Promise<string> {
  const token = crypto.randomUUID() + crypto.randomUUID();
  const expiresAt = Date.now() + (opts.expiresInMs ?? 30 * 24 * 60 * 60 * 1000);
  await env.DB.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)")
    .bind(await sha256Hex(token), userId, expiresAt)
    .run();
  return `session-token=${token}`;
}

/** name -> value of every Set-Cookie in a response (deleted cookies have value ""). */
export function setCookies(res: Response): Map<string, { value: string; attributes: string }> {
  const out = new Map<string, { value: string; attributes: string }>();
  for (const header of res.headers.getSetCookie()) {
    const [pair = "", ...attrs] = header.split(";");
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq).trim();
    out.set(name, { value: decodeURIComponent(pair.slice(eq + 1).trim()), attributes: attrs.join(";").trim() });
  }
  return out;
}

/**
 * Folds a response's Set-Cookie headers into a Cookie header value, like a browser would
 * (Max-Age=0 or an empty value removes the cookie).
 */
export function withResponseCookies(cookie: string | undefined, res: Response): string {
  const jar = new Map<string, string>();
  for (const part of (cookie ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  for (const [name, { value, attributes }] of setCookies(res)) {
    if (value === "" || /max-age=0\b/i.test(attributes)) jar.delete(name);
    else jar.set(name, encodeURIComponent(value));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

