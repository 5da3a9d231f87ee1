// The site's two languages and how a request's language is chosen (docs/product.md#languages,
// docs/decisions/0051-languages-and-urls.md): the URL decides (English unprefixed, Tamil under
// /ta); the `lang` cookie and Accept-Language only pick where an outside visit to the home page
// goes. Pure: the Worker, the root loader, the edge cache and the switch all use these.
import { safeRedirect } from "./safe-redirect";

export const LANGS = ["en", "ta"] as const;
export type Lang = (typeof LANGS)[number];

/** `<html lang>` and `hreflang` of each language. */
export const HTML_LANG: Record<Lang, string> = { en: "en-IN", ta: "ta" };

/** The language cookie, set by the switch (docs/product.md#languages). */
export const LANG_COOKIE = "lang";

/** The path prefix of Tamil pages; also the basename of the Tamil render (workers/app.ts). */
export const TAMIL_PREFIX = "/ta";

/** Each language's own name, as its readers write it: the switch's label. */
export const LANG_NAMES: Record<Lang, string> = { en: "English", ta: "தமிழ்" };

export function isLang(value: unknown): value is Lang {
  return value === "en" || value === "ta";
}

/** The cookie's value as a language; anything else (junk, another case, spaces) is no choice. */
export function parseLangCookie(value: string | null | undefined): Lang | null {
  return isLang(value) ? value : null;
}

/**
 * The language of a request path: Tamil for /ta, /ta/... and their single-fetch data URLs
 * (/ta.data), English for everything else ("/tamil", "/tax" are English paths).
 */
export function langOfPath(pathname: string): Lang {
  return pathname === TAMIL_PREFIX || pathname === `${TAMIL_PREFIX}.data` || pathname.startsWith(`${TAMIL_PREFIX}/`)
    ? "ta"
    : "en";
}

/** A path (with its search and hash) without the language prefix: "/ta/listing/4?x" -> "/listing/4?x". */
export function unprefixedPath(path: string): string {
  let out = path;
  // "/ta/ta/x" has no English page but "/ta/x": the prefix goes until none is left.
  for (let pathname = pathOnly(out); pathname === TAMIL_PREFIX || pathname.startsWith(`${TAMIL_PREFIX}/`); ) {
    const rest = out.slice(TAMIL_PREFIX.length);
    out = rest.startsWith("/") ? rest : `/${rest}`;
    pathname = pathOnly(out);
  }
  return out;
}

/**
 * The path of `path` (English form, as the app's links write it) in `lang`: "/listing/4" ->
 * "/ta/listing/4", "/" -> "/ta", "/?type=plot" -> "/ta?type=plot". English paths are returned as
 * they are; a path already in Tamil is not prefixed twice.
 */
export function localisedPath(path: string, lang: Lang): string {
  const english = unprefixedPath(path);
  if (lang === "en") return english;
  if (english === "/" || english.startsWith("/?") || english.startsWith("/#"))
    return `${TAMIL_PREFIX}${english.slice(1)}`;
  return `${TAMIL_PREFIX}${english}`;
}

/**
 * Where the language switch goes: the page it was on (`redirectTo`, from the form) in `lang`,
 * through the one guard for redirect targets on both sides, since removing the prefix of
 * "/ta//host" would leave "//host" (docs/product.md#requests).
 */
export function switchTarget(redirectTo: FormDataEntryValue | string | null | undefined, lang: Lang): string {
  return safeRedirect(localisedPath(safeRedirect(redirectTo), lang), localisedPath("/", lang));
}

function pathOnly(path: string): string {
  const end = path.search(/[?#]/);
  return end < 0 ? path : path.slice(0, end);
}

/** Longest header we read; anything past it is ignored (a header is a few dozen characters). */
const MAX_ACCEPT_LANGUAGE = 500;

/**
 * The language an Accept-Language header prefers among ours, or null when it names neither (the
 * site then stays English). Ranges are read with their q values (RFC 9110 12.5.4): "ta", "ta-IN"
 * and "ta-*" mean Tamil, "en" and "en-*" English; "*" names no language of its own; q=0 refuses.
 * The highest q wins, and among equals the one listed first.
 */
export function preferredLang(header: string | null | undefined): Lang | null {
  if (!header) return null;
  let best: { lang: Lang; q: number } | null = null;
  for (const part of header.slice(0, MAX_ACCEPT_LANGUAGE).split(",")) {
    const [range = "", ...params] = part.split(";").map((s) => s.trim());
    const primary = range.toLowerCase().split("-")[0];
    if (!isLang(primary)) continue;
    // A q we cannot read (q=2, q=high) makes the range unreadable: skipped, like q=0.
    let q = 1;
    for (const param of params) {
      if (!/^q\s*=/i.test(param)) continue;
      const m = /^q\s*=\s*([01](?:\.\d{0,3})?)$/i.exec(param);
      q = m ? Number(m[1]) : 0;
    }
    if (!(q > 0) || q > 1) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? null;
}

/**
 * Where a visit to an English URL from outside the site should go instead, or null to stay:
 * only the home page (the address people type) moves, to the language the visitor chose before
 * (the cookie) or, never having chosen, the one their browser prefers. Any other URL opens in
 * the language it names, so a shared link opens as its sender saw it; and a visit from our own
 * pages (a click on the logo) keeps the page's language.
 */
export function homeLanguageRedirect(input: {
  method: string;
  pathname: string;
  search: string;
  /** Sec-Fetch-Site: "same-origin" for a navigation from our own pages. */
  fetchSite: string | null;
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
}): string | null {
  if (input.method !== "GET" && input.method !== "HEAD") return null;
  if (input.pathname !== "/" || input.fetchSite === "same-origin") return null;
  const chosen = parseLangCookie(input.cookie) ?? preferredLang(input.acceptLanguage) ?? "en";
  return chosen === "ta" ? localisedPath(`/${input.search}`, "ta") : null;
}
