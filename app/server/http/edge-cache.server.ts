// Anonymous public pages from the Workers Cache API (docs/product.md#browsing): the home list and
// map, listing detail, map data, listing summaries, legal pages and pictures. The key is the URL
// plus the two cookies that change the HTML (theme, cookie consent); a visitor with a session
// or a pending toast always gets a fresh render. Entries live EDGE_TTL_SECONDS at most and are
// refreshed in the background after EDGE_FRESH_SECONDS, so a listing change shows within a
// minute (docs/decisions/0009-edge-cache.md). workers/app.ts calls serveFromEdgeCache.
// The key: edge-cache-key.server.ts; a stored answer: edge-cache-entry.server.ts; the isolate's
// own copy: edge-cache-memory.server.ts.
import { CONSENT_COOKIE, THEME_COOKIE } from "~/domain/preferences";
import { configOf } from "../platform/env.server";
import { recordOpen } from "../views/views.server";
import { parseCookies } from "./cookies.server";
import { forCacheApi, fromCacheApi, storable, toResponse, toStored } from "./edge-cache-entry.server";
import { edgeCacheKey, edgeRoute, keyCookies, type Route } from "./edge-cache-key.server";
import { recall, remember } from "./edge-cache-memory.server";

export { EDGE_TTL_SECONDS } from "./edge-cache-entry.server";
export { edgeCacheKey, edgeRoute } from "./edge-cache-key.server";

/** After this, a hit is still served but re-rendered in the background for the next visitor. */
export const EDGE_FRESH_SECONDS = 30;

/** Answer header: HIT, STALE (served, refreshing), MISS (rendered and stored) or BYPASS. */
export const EDGE_CACHE_HEADER = "X-Edge-Cache";
/** What the browser gets for a shareable page: it may keep it but must ask us again every time. */
export const ANONYMOUS_PAGE_CACHE_CONTROL = "no-cache";

/** Internal re-render of a stale entry: not a visitor, so not a listing open. */
const REFRESH_PURPOSE = "prefetch;edge-refresh";

/** The Workers Cache API's default cache (the DOM typings of `caches` lack it). */
const defaultCache = () => (caches as unknown as { default: Cache }).default;

/** Keys being re-rendered in this isolate: one refresh per stale entry, not one per visitor. */
const refreshing = new Set<string>();

/**
 * Serves `request` from the edge cache when it may be shared, else through `render`. `render`
 * gets the request and this answer's CSP nonce; the security headers are set by the caller.
 */
export async function serveFromEdgeCache(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  nonce: string,
  render: (request: Request) => Promise<Response>,
  { buildVersion = "", now = Date.now() }: { buildVersion?: string; now?: number } = {},
): Promise<Response> {
  const entry = configOf(env).edgeCache ? edgeCacheKey(request, buildVersion) : null;
  if (!entry) {
    const res = await render(request);
    return edgeRoute(new URL(request.url).pathname) ? tagged(res, "BYPASS") : res;
  }
  const { key, route } = entry;
  let stored = recall(key, now);
  if (!stored) {
    const hit = await defaultCache().match(key);
    if (hit) {
      stored = await fromCacheApi(hit, route);
      remember(key, stored);
    }
  }
  if (stored) {
    const stale = route.kind === "page" && now - stored.storedAt > EDGE_FRESH_SECONDS * 1000;
    if (stale && !refreshing.has(key)) {
      refreshing.add(key);
      ctx.waitUntil(refresh(request, key, route, nonce, render).finally(() => refreshing.delete(key)));
    }
    const res = toResponse(stored, nonce);
    // The render counted the open on a miss; a hit counts it here, with the same rules.
    if (route.listingId !== null) {
      const view = recordOpen(request, env, ctx, route.listingId, null);
      if (view.setCookie) res.headers.append("Set-Cookie", view.setCookie);
    }
    return finish(res, route, stale ? "STALE" : "HIT");
  }
  const res = await render(request);
  if (storable(res)) {
    const fresh = await toStored(res.clone(), route, Date.now(), nonce);
    remember(key, fresh);
    ctx.waitUntil(defaultCache().put(key, forCacheApi(fresh)));
    return finish(res, route, "MISS");
  }
  return tagged(res, "BYPASS");
}

/** Re-renders a stale entry for the next visitors (no cookies but the ones in the key). */
async function refresh(
  request: Request,
  key: string,
  route: Route,
  nonce: string,
  render: (r: Request) => Promise<Response>,
) {
  const headers = new Headers({ "Sec-Purpose": REFRESH_PURPOSE, "User-Agent": "edge-refresh" });
  // The values the key was made of, as the key's parser read them.
  const { theme, consent } = keyCookies(parseCookies(request.headers.get("Cookie")));
  const cookie = [
    theme === "system" ? "" : `${THEME_COOKIE}=${theme}`,
    consent === "unset" ? "" : `${CONSENT_COOKIE}=${consent}`,
  ]
    .filter(Boolean)
    .join("; ");
  if (cookie) headers.set("Cookie", cookie);
  try {
    const res = await render(new Request(request.url, { headers }));
    if (!storable(res)) return;
    const fresh = await toStored(res, route, Date.now(), nonce);
    remember(key, fresh);
    await defaultCache().put(key, forCacheApi(fresh));
  } catch (error) {
    console.error("edge cache refresh failed", request.url, error);
  }
}

function tagged(res: Response, state: string): Response {
  const out = new Response(res.body, res);
  out.headers.set(EDGE_CACHE_HEADER, state);
  return out;
}

/** Pages get ANONYMOUS_PAGE_CACHE_CONTROL; JSON routes and pictures keep the public caching they chose. */
function finish(res: Response, route: Route, state: string): Response {
  const out = tagged(res, state);
  if (route.kind === "page" && !/\bpublic\b/.test(out.headers.get("Cache-Control") ?? "")) {
    out.headers.set("Cache-Control", ANONYMOUS_PAGE_CACHE_CONTROL);
  }
  return out;
}
