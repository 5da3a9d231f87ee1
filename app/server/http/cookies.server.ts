// Every cookie the app sets, in one table: its name, who reads it, how long it lives and its
// attributes (docs/decisions/0034-request-plumbing-once.md). The flash toast goes through Remix's
// createCookie, signed with APP_SECRET (toast.server.ts). The others keep their plain values:
// the page's own script reads theme and cookieConsent, the edge cache reads theme, cookieConsent
// and viewed_listings, and a session-token of a signed-in browser must stay valid as it is.
import { createCookie, type Cookie } from "@remix-run/cloudflare";
import { SESSION_DAYS } from "~/domain/auth";
import { VIEWED_LISTINGS_DAYS } from "~/domain/catalog";
import { CONSENT_COOKIE, THEME_COOKIE } from "~/domain/preferences";
import { LANG_COOKIE } from "~/domain/language";
import { VIEWED_LISTINGS_COOKIE } from "~/domain/views";

export const DAY_SECONDS = 24 * 60 * 60;

export type CookieDefinition = {
  name: string;
  /** Seconds; a clearing cookie uses 0. */
  maxAge: number;
  /** Hidden from the page's scripts. */
  httpOnly: boolean;
  /** Secure outside plain-http local development (the caller says which this request is). */
  secure: boolean;
};

/** The cookies of docs/product.md#requests and #accounts, by what they are for. */
export const COOKIES = {
  /** A random token; the sessions row is keyed by its SHA-256 (session.server.ts). */
  session: { name: "session-token", maxAge: SESSION_DAYS * DAY_SECONDS, httpOnly: true, secure: true },
  /** The flash toast, signed (toast.server.ts): shown by the next page render, then cleared. */
  toast: { name: "toast", maxAge: 60, httpOnly: true, secure: false },
  /** Light, dark or system: read by the page script so the stored choice and the cookie agree. */
  theme: { name: THEME_COOKIE, maxAge: 365 * DAY_SECONDS, httpOnly: false, secure: false },
  /**
   * The language switch's choice, "en" or "ta": where an outside visit to the home page goes
   * (docs/product.md#languages). No page's HTML depends on it, so the edge cache ignores it.
   */
  language: { name: LANG_COOKIE, maxAge: 365 * DAY_SECONDS, httpOnly: true, secure: false },
  /** The cookie banner's answer; its life depends on the answer (consentCookieFor). */
  consent: { name: CONSENT_COOKIE, maxAge: 365 * DAY_SECONDS, httpOnly: false, secure: false },
  /** Listings this browser opened, for the view counter (docs/product.md#view-counting). */
  viewedListings: {
    name: VIEWED_LISTINGS_COOKIE,
    maxAge: VIEWED_LISTINGS_DAYS * DAY_SECONDS,
    httpOnly: true,
    secure: true,
  },
  /** D1's read-your-writes bookmark after an unsafe request (db/replicas.server.ts). */
  d1Bookmark: { name: "d1-bookmark", maxAge: 300, httpOnly: true, secure: true },
  /** Per account, a device id signed with APP_SECRET (accounts/known-device.server.ts). */
  knownDevice: { name: "known-device", maxAge: 365 * DAY_SECONDS, httpOnly: true, secure: true },
  /** Where to go after Google or Facebook sign-in (accounts/oauth-flow.server.ts). */
  oauthRedirect: { name: "oauth-redirect", maxAge: 600, httpOnly: true, secure: true },
  /** A visitor's tap on the heart, kept through sign-in (listings/favourites.server.ts). */
  pendingFavourite: { name: "pending-favourite", maxAge: 30 * 60, httpOnly: true, secure: true },
  pendingSavedSearch: { name: "pending-saved-search", maxAge: 30 * 60, httpOnly: true, secure: true },
} as const satisfies Record<string, CookieDefinition>;

/**
 * The Set-Cookie value of a plain cookie of COOKIES: `secure` is false on plain-http local
 * development (cookieSecure in session.server.ts), `maxAge` overrides the table's (0 clears).
 */
export function setCookie(
  cookie: CookieDefinition,
  value: string,
  opts: { secure?: boolean; maxAge?: number } = {},
): string {
  return serializeCookie(cookie.name, value, {
    maxAge: opts.maxAge ?? cookie.maxAge,
    httpOnly: cookie.httpOnly,
    secure: cookie.secure && (opts.secure ?? true),
    sameSite: "Lax",
    path: "/",
  });
}

/** The Set-Cookie value that removes a cookie of COOKIES. */
export function clearCookie(cookie: CookieDefinition, opts: { secure?: boolean } = {}): string {
  return setCookie(cookie, "", { ...opts, maxAge: 0 });
}

const signedCookies = new Map<string, Cookie>();

/**
 * A cookie of COOKIES through Remix's createCookie, signed with `secret` (APP_SECRET): its value
 * is JSON, and one changed by anyone without the secret parses as null.
 */
export function signedCookie(cookie: CookieDefinition, secret: string): Cookie {
  const key = `${cookie.name}\n${secret}`;
  let made = signedCookies.get(key);
  if (!made) {
    made = createCookie(cookie.name, {
      secrets: [secret],
      maxAge: cookie.maxAge,
      httpOnly: cookie.httpOnly,
      secure: cookie.secure,
      sameSite: "lax",
      path: "/",
    });
    signedCookies.set(key, made);
  }
  return made;
}

/** Cookie header -> name -> value (first of duplicates; %-decoded when it decodes). */
export function parseCookies(header: string | null): Map<string, string> {
  const out = new Map<string, string>();
  if (!header) return out;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || out.has(name)) continue;
    const value = part.slice(eq + 1).trim();
    try {
      out.set(name, decodeURIComponent(value));
    } catch {
      out.set(name, value);
    }
  }
  return out;
}

export function readCookie(request: Request, name: string): string | undefined {
  return parseCookies(request.headers.get("Cookie")).get(name);
}

export type CookieOptions = {
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "Lax" | "Strict" | "None";
  path?: string;
  domain?: string;
};

/** A plain Set-Cookie value; prefer setCookie with a definition of COOKIES. */
export function serializeCookie(name: string, value: string, opts: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${opts.path ?? "/"}`];
  if (opts.maxAge !== undefined) {
    parts.push(`Max-Age=${Math.floor(opts.maxAge)}`);
    parts.push(`Expires=${new Date(Date.now() + opts.maxAge * 1000).toUTCString()}`);
  }
  if (opts.domain) parts.push(`Domain=${opts.domain}`);
  parts.push(`SameSite=${opts.sameSite ?? "Lax"}`);
  if (opts.httpOnly) parts.push("HttpOnly");
  if (opts.secure) parts.push("Secure");
  return parts.join("; ");
}
