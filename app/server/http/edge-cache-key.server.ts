// Which requests the edge cache may share between anonymous visitors, and under what key
// (docs/decisions/0009-edge-cache.md): the URL plus the two cookies that change the HTML (theme,
// cookie consent), and the build's version. A session or a pending toast means no key at all.
// The language is in the URL (/ta/...: docs/product.md#languages), so the key holds it too; the
// `lang` cookie changes no page, only where the home page redirects, before the cache.
import { unprefixedPath } from "~/domain/language";
import { parseConsent, parseTheme, CONSENT_COOKIE, THEME_COOKIE } from "~/domain/preferences";
import { hasSessionCookie } from "../accounts/session.server";
import { parseCookies } from "./cookies.server";

const TOAST_COOKIE = "toast";

export type Route = { kind: "page" | "image"; listingId: number | null };

/** Which public paths may be shared between anonymous visitors (single-fetch `.data` included), in either language. */
export function edgeRoute(pathname: string): Route | null {
  if (pathname.startsWith("/images/")) return { kind: "image", listingId: null };
  const path = unprefixedPath(pathname.replace(/\.data$/, ""));
  const detail = /^\/listing\/(\d{1,9})$/.exec(path);
  if (detail) return { kind: "page", listingId: Number(detail[1]) };
  if (["/", "/_root", "/map-data", "/privacy-policy", "/terms"].includes(path))
    return { kind: "page", listingId: null };
  if (/^\/listing-summary\/\d{1,9}$/.test(path)) return { kind: "page", listingId: null };
  // Locality pages, robots.txt and the sitemaps (docs/decisions/0036-locality-pages.md).
  if (/^\/coimbatore\/[a-z0-9-]{1,40}(\/[a-z0-9-]{1,40})?$/.test(path)) return { kind: "page", listingId: null };
  if (path === "/robots.txt" || /^\/sitemap(\.xml|\/[a-z0-9-]{1,40}\.xml)$/.test(path))
    return { kind: "page", listingId: null };
  return null;
}

/** The theme and consent cookies as the key uses them (normalised, so junk cannot multiply entries). */
export function keyCookies(cookies: Map<string, string>) {
  return {
    theme: parseTheme(cookies.get(THEME_COOKIE)),
    consent: parseConsent(cookies.get(CONSENT_COOKIE)) ?? "unset",
  };
}

/**
 * The cache key for this request, or null when it must be rendered for this visitor alone.
 * `buildVersion` (the build's asset manifest version) keeps a page rendered by the previous
 * deployment, which names stylesheets and scripts that are gone now, from being served after
 * a deploy.
 */
export function edgeCacheKey(request: Request, buildVersion = ""): { key: string; route: Route } | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  const route = edgeRoute(url.pathname);
  if (!route) return null;
  if (route.kind === "image") return { key: url.toString(), route };
  // The same cookie parser as the session and the toast readers: any spelling they accept
  // ("session-token =x", tabs, duplicates) renders fresh here too.
  const cookies = parseCookies(request.headers.get("Cookie"));
  if (hasSessionCookie(request) || cookies.has(TOAST_COOKIE)) return null;
  const { theme, consent } = keyCookies(cookies);
  url.searchParams.append("__edge", `${theme}.${consent}`);
  if (buildVersion) url.searchParams.append("__build", buildVersion);
  return { key: url.toString(), route };
}
