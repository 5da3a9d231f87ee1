// Records listing opens for the consent-aware view counter (docs/product.md#view-counting).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { isbot } from "isbot";
import {
  COOKIE_CONSENT_COOKIE,
  decideViewCount,
  isNewOpen,
  parseViewedListings,
  serializeViewedListings,
  VIEWED_LISTINGS_COOKIE,
} from "~/domain/views";
import { appOrigin, getEnv, isLocal } from "../platform/context.server";
import { COOKIES, parseCookies, setCookie as viewedCookie } from "../http/cookies.server";
import { configOf } from "../platform/env.server";
import { queueOpen } from "./view-batches.server";

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
 * Call from the detail loader once the listing is known to be visible (and from the edge cache
 * for a cached detail page, edge-cache.server.ts). The open is queued in the listing's
 * ViewCounter shard (gathered with the isolate's other opens of that shard for a second, see
 * view-batches.server.ts), which writes it to D1 a few seconds later; the queueing runs in the
 * background (waitUntil) so the page is not delayed; failures are only logged.
 */
export function recordListingView(
  request: Request,
  context: AppLoadContext,
  listingId: number,
  userId: string | null,
): ViewResult {
  return recordOpen(request, getEnv(context), context.cloudflare?.ctx, listingId, userId);
}

export function recordOpen(
  request: Request,
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil"> | undefined,
  listingId: number,
  userId: string | null,
): ViewResult {
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

  // A per-user history only for those who accepted cookies; other opens stay anonymous
  // (docs/product.md#view-counting). Deleting an account clears it (deleteAccount).
  const historyUserId = consent === "true" ? userId : null;
  queueOpen(
    env,
    ctx,
    { listingId, userId: historyUserId, counted: decision.count, at: Date.now() },
    configOf(env).viewBatchMs,
  );

  const setCookie = decision.viewed
    ? viewedCookie(COOKIES.viewedListings, serializeViewedListings(decision.viewed), { secure: !isLocal(env) })
    : null;
  return { recorded: true, counted: decision.count, setCookie };
}
