// View counting rules (docs/product.md#view-counting). Pure: the server layer passes plain request facts in.
// See docs/decisions/0004-view-counting.md.
import { parseListingId } from "./listing-id";

export const COOKIE_CONSENT_COOKIE = "cookieConsent";
export const VIEWED_LISTINGS_COOKIE = "viewed_listings";
/** Most recent ids kept in viewed_listings: ~100 ids stay well under the 4 KB cookie limit. */
export const VIEWED_LISTINGS_MAX = 100;

/** "12,7,3" -> [12, 7, 3]; junk dropped, duplicates removed, capped. */
export function parseViewedListings(value: string | null | undefined): number[] {
  if (!value) return [];
  const out: number[] = [];
  for (const part of value.split(",")) {
    const id = parseListingId(part.trim());
    if (id !== null && !out.includes(id)) out.push(id);
  }
  return out.slice(-VIEWED_LISTINGS_MAX);
}

export function serializeViewedListings(ids: readonly number[]): string {
  return ids.slice(-VIEWED_LISTINGS_MAX).join(",");
}

export type OpenRequest = {
  method: string;
  /** Pathname of the listing page being loaded (without `.data`). */
  path: string;
  /** Pathname of the Referer when it is our own origin, else null. */
  sameOriginRefererPath: string | null;
  /** `Sec-Purpose` / `Purpose` header (browsers mark prefetches with it). */
  purpose: string | null;
  isBot: boolean;
};

/**
 * Whether this request is somebody opening the listing, as opposed to a bot, a prefetch, or
 * the same page loading itself again: revalidation after an in-page action (favourite, cookie
 * banner, theme), a redirect back after a JS-off form post, or a JS-off `?image=N` thumbnail
 * link. In all of those the Referer is the listing page itself.
 */
export function isNewOpen(req: OpenRequest): boolean {
  if (req.method !== "GET") return false;
  if (req.isBot) return false;
  if (req.purpose && /prefetch|prerender/i.test(req.purpose)) return false;
  if (
    req.sameOriginRefererPath !== null &&
    stripTrailingSlash(req.sameOriginRefererPath) === stripTrailingSlash(req.path)
  ) {
    return false;
  }
  return true;
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

export type CountDecision = {
  /** Increment listings.views for this open. */
  count: boolean;
  /** New viewed_listings value to store, or null to leave the cookie alone. */
  viewed: number[] | null;
};

/**
 * Consent absent or "false": count every open and keep no cookie.
 * Consent "true": count once per listing, remembered in viewed_listings.
 */
export function decideViewCount(
  consent: string | null | undefined,
  viewed: readonly number[],
  listingId: number,
): CountDecision {
  if (consent !== "true") return { count: true, viewed: null };
  if (viewed.includes(listingId)) return { count: false, viewed: null };
  return { count: true, viewed: [...viewed, listingId].slice(-VIEWED_LISTINGS_MAX) };
}
