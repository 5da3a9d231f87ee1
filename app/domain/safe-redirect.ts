// The one check for redirect targets taken from a form, a query or a cookie (redirectTo after
// sign-in, sign-up, e-mail verification, OAuth, favourites, preferences, Cancel links):
// docs/product.md#requests.

/** A stand-in for our origin: only paths resolve to it, whatever host serves the request. */
const HOME = "https://home.invalid";

/**
 * Raw whitespace or control characters (browsers drop a TAB or newline, so "/\t/evil" becomes
 * "//evil"; a CR or LF in a Location header makes the response throw) and backslashes
 * (browsers read "/\evil" as "//evil").
 */
const UNSAFE = /[\s\p{Cc}\p{Cf}\\]/u;
/** The same once percent-decoded, where "%20" (an ordinary encoded space in a query) may stay. */
const UNSAFE_DECODED = /[\p{Cc}\p{Cf}\\]/u;

/** The text rules: one leading "/" (not "//" or "/\"), raw or decoded once, nothing unsafe. */
function looksSafe(to: string): boolean {
  if (!to.startsWith("/") || to.startsWith("//")) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(to);
  } catch {
    return false;
  }
  return !UNSAFE.test(to) && !UNSAFE_DECODED.test(decoded) && !decoded.startsWith("//");
}

/** Path + search + hash of `to` resolved against our origin, or null when it leaves it. */
function normalised(to: string): string | null {
  let url: URL;
  try {
    url = new URL(to, HOME);
  } catch {
    return null;
  }
  return url.origin === HOME ? url.pathname + url.search + url.hash : null;
}

/**
 * `to` when it is a path on this site ("/listing/4?x=1#map"), else `fallback`. Refused: anything
 * not starting with one "/", "//host", backslashes, whitespace, control characters raw or
 * percent-encoded (%09, %0A, %0D, %00, %5C), malformed escapes, and anything that resolved
 * against our origin lands on another. Returns the normalised path + search + hash, so
 * non-ASCII is percent-encoded and the result is always a valid header value.
 *
 * The normalised form passes the same rules again: the URL parser collapses dot segments
 * ("/.//evil", "/..//evil", "/%2E//evil", "/a/..//evil" all become "//evil", which a browser
 * reads as another host), so checking only the text we were given is not enough.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !looksSafe(to)) return fallback;
  const out = normalised(to);
  // Stable too: what we return resolves to itself, so no later reader can normalise it elsewhere.
  if (out === null || !looksSafe(out) || normalised(out) !== out) return fallback;
  return out;
}
