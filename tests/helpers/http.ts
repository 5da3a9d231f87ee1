// Requests to the BUILT app inside workerd (SELF is the Worker's default export).
import { env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ToastKind } from "~/domain/toast";
import { toastCookie } from "~/server/http/toast.server";
import { sha256Hex } from "~/server/platform/crypto.server";
import { type EnvOverrides, fetchWithEnv } from "./env";

/** Origin the tests pretend to be served from; POSTs send it so the CSRF origin check passes. */
export const ORIGIN = "http://localhost";

/**
 * What a browser sends with a same-origin form post. Remix compares Origin with Host for
 * actions, and SELF.fetch sends no Host of its own.
 */
function browserPostHeaders(opts: RequestOptions) {
  const origin = opts.origin ?? ORIGIN;
  return { Origin: origin, Host: new URL(origin).host, "Sec-Fetch-Site": "same-origin" };
}

/**
 * Cookies kept like a browser keeps them: `take(res)` applies a response's Set-Cookie (Max-Age=0
 * or an empty value removes the cookie). Values are stored as sent, still URL-encoded. Pass it
 * as `{ jar }` to get/postForm/postMultipart and they send its cookies and take the response's.
 */
export class Jar {
  cookies = new Map<string, string>();
  constructor(cookie?: string) {
    for (const part of (cookie ?? "").split(";")) {
      const eq = part.indexOf("=");
      if (eq > 0) this.cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
    }
  }
  /** The Cookie header value. */
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

/**
 * `cookie`: a Cookie header value (e.g. from signInAs); `jar`: a Jar that also takes the response's
 * cookies; `env`: settings to override for this request (see helpers/env.ts); `origin`: the
 * origin the request is sent to (default ORIGIN).
 */
export type RequestOptions = {
  cookie?: string;
  jar?: Jar;
  headers?: Record<string, string>;
  env?: EnvOverrides;
  origin?: string;
};

function cookieHeader(opts: RequestOptions): Record<string, string> {
  const cookie = [opts.cookie, opts.jar?.header()].filter(Boolean).join("; ");
  return cookie ? { Cookie: cookie } : {};
}

/**
 * The client address of requests that name none: one per test file. The files share one runtime
 * and its storage (vitest `isolate: false`), so per-IP budgets (mail, sign-in, uploads) must not
 * add up across files. A test about an address sends its own CF-Connecting-IP.
 */
function fileClientIp(): string {
  let h = 2166136261;
  for (const c of expect.getState().testPath ?? "") h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return `10.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${h & 255}`;
}

async function send(path: string, init: RequestInit, opts: RequestOptions): Promise<Response> {
  const url = `${opts.origin ?? ORIGIN}${path}`;
  const headers = new Headers(init.headers);
  if (!headers.has("CF-Connecting-IP") && !headers.has("X-Forwarded-For"))
    headers.set("CF-Connecting-IP", fileClientIp());
  init = { ...init, headers };
  const res = opts.env
    ? await fetchWithEnv(new Request(url, { redirect: "manual", ...init }), opts.env)
    : await SELF.fetch(url, { redirect: "manual", ...init });
  return opts.jar ? opts.jar.take(res) : res;
}

/** GET without following redirects (assert on 302s and Location yourself). */
export function get(path: string, opts: RequestOptions = {}): Promise<Response> {
  return send(path, { headers: { ...cookieHeader(opts), ...opts.headers } }, opts);
}

/** A same-origin form POST (urlencoded, like a browser with JavaScript off). */
export function postForm(
  path: string,
  fields: Record<string, string | string[]> | URLSearchParams,
  opts: RequestOptions = {},
): Promise<Response> {
  const body = fields instanceof URLSearchParams ? fields : toParams(fields);
  return send(
    path,
    {
      method: "POST",
      body,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...browserPostHeaders(opts),
        ...cookieHeader(opts),
        ...opts.headers,
      },
    },
    opts,
  );
}

/** A same-origin multipart POST (file uploads): a FormData, or fields whose values may be Blobs/Files. */
export function postMultipart(
  path: string,
  fields: FormData | Record<string, string | Blob>,
  opts: RequestOptions = {},
): Promise<Response> {
  const form = fields instanceof FormData ? fields : toFormData(fields);
  return send(
    path,
    { method: "POST", body: form, headers: { ...browserPostHeaders(opts), ...cookieHeader(opts), ...opts.headers } },
    opts,
  );
}

function toFormData(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
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

/** The raw Set-Cookie line for `name` (with its attributes), if the response sets it. */
export function setCookieLine(res: Response, name: string): string | undefined {
  return res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`));
}

/**
 * The flash toast a response sets (the `toast` cookie), if any. The cookie is Remix's signed
 * cookie (`<base64 JSON>.<signature>`); this reads it without checking the signature.
 */
export function toastOf(res: Response): { kind: string; message: string } | null {
  const value = setCookies(res).get("toast")?.value;
  if (!value) return null;
  const json = atob(value.slice(0, value.lastIndexOf(".")));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0))));
}

/** The Cookie header pair of a flash toast as the app signs it (a hand-made one is ignored). */
export async function toastCookieOf(kind: ToastKind, message: string): Promise<string> {
  const setCookie = await toastCookie({ cloudflare: { env } } as unknown as AppLoadContext, kind, message);
  return setCookie.split(";")[0]!;
}

/** The Location header, made relative when it points at ORIGIN ("" when there is none). */
export function location(res: Response): string {
  const loc = res.headers.get("Location") ?? "";
  return loc.startsWith(ORIGIN) ? loc.slice(ORIGIN.length) : loc;
}

/**
 * Folds a response's Set-Cookie headers into a Cookie header value, like a browser would
 * (Max-Age=0 or an empty value removes the cookie). The same as a Jar, for a plain string.
 */
export function withResponseCookies(cookie: string | undefined, res: Response): string {
  const jar = new Jar(cookie);
  jar.take(res);
  return jar.header();
}

/**
 * A same-origin POST of a body exactly as given, with `type` as its Content-Type (none when
 * undefined): what a script sends, for tests of broken bodies. `.data` posts as JavaScript does.
 */
export function postBody(
  path: string,
  body: { body?: BodyInit; type?: string },
  opts: RequestOptions & { data?: boolean } = {},
): Promise<Response> {
  const [pathname, search] = path.split("?");
  const headers: Record<string, string> = { ...browserPostHeaders(opts), ...cookieHeader(opts), ...opts.headers };
  if (body.type) headers["Content-Type"] = body.type;
  return send(
    `${pathname}${opts.data ? ".data" : ""}${search ? `?${search}` : ""}`,
    { method: "POST", body: body.body, headers },
    opts,
  );
}

/** One part of a hand-made multipart body; names, values and file names may be any bytes. */
export type RawPart = { name: string | Uint8Array; value: string | Uint8Array; filename?: string; type?: string };

/**
 * A multipart/form-data body built by hand, so a test can send what no browser would (bytes
 * that are not UTF-8, a cut-off body): `{ body, type }` for postBody.
 */
export function rawMultipart(
  parts: RawPart[],
  boundary = "----sweep7MA4YWxkTrZu0gW",
): { body: Uint8Array<ArrayBuffer>; type: string } {
  const enc = new TextEncoder();
  const bytes = (v: string | Uint8Array) => (typeof v === "string" ? enc.encode(v) : v);
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? "" : `; filename="${part.filename}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : "";
    chunks.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="`), bytes(part.name));
    chunks.push(enc.encode(`"${file}${type}\r\n\r\n`), bytes(part.value), enc.encode("\r\n"));
  }
  chunks.push(enc.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    body.set(c, at);
    at += c.length;
  }
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}
