// The request's language at the Worker's door (docs/product.md#languages, decision 0051): the
// home page's first-visit guess, and redirects that keep a Tamil page's language.
import { homeLanguageRedirect, LANG_COOKIE, type Lang, langOfPath, localisedPath } from "~/domain/language";
import { messagesFor } from "~/messages/catalogues.server";
import { readCookie } from "./cookies.server";

/** The language of the page a loader renders: its URL's. */
export function requestLang(request: Request): Lang {
  return langOfPath(new URL(request.url).pathname);
}

/** A loader's `messages`: the named catalogues in its page's language. */
export function messagesOf<const N extends Parameters<typeof messagesFor>[1][number]>(
  request: Request,
  names: readonly N[],
) {
  return messagesFor(requestLang(request), names);
}

/**
 * A visit from outside to the English home page of someone who reads Tamil (their cookie, or
 * their browser's languages when they never chose): a redirect to /ta, never cached anywhere,
 * taken before the edge cache so an English copy is never served to them. Null otherwise.
 */
export function languageRedirect(request: Request): Response | null {
  const url = new URL(request.url);
  const to = homeLanguageRedirect({
    method: request.method,
    pathname: url.pathname,
    search: url.search,
    fetchSite: request.headers.get("Sec-Fetch-Site"),
    cookie: readCookie(request, LANG_COOKIE),
    acceptLanguage: request.headers.get("Accept-Language"),
  });
  if (!to) return null;
  return new Response(null, {
    status: 302,
    headers: { Location: to, "Cache-Control": "private, no-store", Vary: "Cookie, Accept-Language" },
  });
}

/**
 * A Tamil page's redirect to one of our paths stays in Tamil: an action or loader writes
 * `redirect("/listing/4")` as it always has, and a Tamil request's answer goes to /ta/listing/4.
 * With JavaScript the router does the same by its basename. An absolute URL is left as it is:
 * the language switch sends its English answer that way.
 */
export function keepLanguage(res: Response, lang: Lang): Response {
  if (lang === "en") return res;
  const location = res.headers.get("Location");
  if (!location?.startsWith("/") || location.startsWith("//")) return res;
  const localised = localisedPath(location, lang);
  if (localised === location) return res;
  const out = new Response(res.body, res);
  out.headers.set("Location", localised);
  return out;
}
