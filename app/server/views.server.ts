// Records listing opens and bumps the consent-aware view counter (docs/product.md#view-counting).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { VIEWED_LISTINGS_DAYS } from "~/domain/catalog";
import {
  COOKIE_CONSENT_COOKIE,
  decideViewCount,
  isNewOpen,
  parseViewedListings,
  serializeViewedListings,
  VIEWED_LISTINGS_COOKIE,
} from "~/domain/views";
import { appOrigin, getDb, getEnv, isLocal } from "./context.server";
import { DAY_SECONDS, parseCookies, serializeCookie } from "./cookies.server";
import { listingViews, listings } from "./db/schema.server";

export type ViewResult = {
  /** Whether this request was an open (and so recorded in listing_views). */
  recorded: boolean;
  /** Whether listings.views was incremented. */
  counted: boolean;
  /** Set-Cookie value for viewed_listings, when it changes. */
  setCookie: string | null;
};

function sameOriginRefererPath(request: Request, env: Env): string | null {
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  try {
    const ref = new URL(referer);
    const origins = [new URL(request.url).origin, appOrigin(env, request)];
    return origins.includes(ref.origin) ? ref.pathname : null;
  } catch {
    return null;
  }
}

/**
 * Call from the detail loader once the listing is known to be visible. The D1 writes run in
 * the background (waitUntil) so the page is not delayed; failures are only logged.
 */
export function recordListingView(
  request: Request,
  context: AppLoadContext,
  listingId: number,
  userId: string | null,
): ViewResult {
  const env = getEnv(context);
  const url = new URL(request.url);
  const open = isNewOpen({
    method: request.method,
    path: url.pathname.replace(/\.data$/, ""),
    sameOriginRefererPath: sameOriginRefererPath(request, env),
    purpose: request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose"),
    isBot: isbot(request.headers.get("User-Agent") ?? ""),
  });
  if (!open) return { recorded: false, counted: false, setCookie: null };

  const cookies = parseCookies(request.headers.get("Cookie"));
  const consent = cookies.get(COOKIE_CONSENT_COOKIE);
  const decision = decideViewCount(consent, parseViewedListings(cookies.get(VIEWED_LISTINGS_COOKIE)), listingId);

  const db = getDb(context);
  // A per-user history only for those who accepted cookies; other opens stay anonymous
  // (docs/product.md#view-counting). Deleting an account clears it (deleteAccount).
  const historyUserId = consent === "true" ? userId : null;
  const insert = db.insert(listingViews).values({ listingId, userId: historyUserId, counted: decision.count });
  const writes = decision.count
    ? db.batch([
        insert,
        db
          .update(listings)
          .set({ views: sql`${listings.views} + 1` })
          .where(eq(listings.id, listingId)),
      ])
    : insert;
  const done = Promise.resolve(writes).then(
    () => undefined,
    (error: unknown) => console.error("view counting failed", listingId, error),
  );
  const ctx = context.cloudflare?.ctx;
  if (ctx?.waitUntil) ctx.waitUntil(done);

  const setCookie = decision.viewed
    ? serializeCookie(VIEWED_LISTINGS_COOKIE, serializeViewedListings(decision.viewed), {
        maxAge: VIEWED_LISTINGS_DAYS * DAY_SECONDS,
        httpOnly: true,
        secure: !isLocal(env),
        sameSite: "Lax",
      })
    : null;
  return { recorded: true, counted: decision.count, setCookie };
}
