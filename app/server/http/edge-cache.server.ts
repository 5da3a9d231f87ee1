// Anonymous public pages from the Workers Cache API (docs/product.md#browsing): the home list and
// map, listing detail, map data, listing summaries, legal pages and pictures. The key is the URL
// plus the two cookies that change the HTML (theme, cookie consent); a visitor with a session
// or a pending toast always gets a fresh render. Entries live EDGE_TTL_SECONDS at most and are
// refreshed in the background after EDGE_FRESH_SECONDS, so a listing change shows within a
// minute (docs/decisions/0009-edge-cache.md). workers/app.ts calls serveFromEdgeCache.
import { parseConsent, parseTheme, CONSENT_COOKIE, THEME_COOKIE } from "~/domain/preferences";
import { VIEWED_LISTINGS_COOKIE } from "~/domain/views";
import { parseCookies } from "./cookies.server";
import { configOf } from "../platform/env.server";
import { hasSessionCookie, isPersonalRender } from "../accounts/session.server";
import { recordOpen } from "../views/views.server";

/** A cached page is never older than this. */
export const EDGE_TTL_SECONDS = 60;
/** After this, a hit is still served but re-rendered in the background for the next visitor. */
export const EDGE_FRESH_SECONDS = 30;
/** Pictures never change under a key (a new upload gets a new key). */
const IMAGE_TTL_SECONDS = 86_400;

/** Answer header: HIT, STALE (served, refreshing), MISS (rendered and stored) or BYPASS. */
export const EDGE_CACHE_HEADER = "X-Edge-Cache";
const STORED_AT = "X-Edge-Stored-At";
/** The route's own Cache-Control, kept beside the cache's TTL in the stored copy. */
const ROUTE_CACHE_CONTROL = "X-Edge-Route-Cache-Control";
const RENDER_NONCE = "X-Edge-Render-Nonce";
/** What the browser gets for a shareable page: it may keep it but must ask us again every time. */
export const ANONYMOUS_PAGE_CACHE_CONTROL = "no-cache";

const TOAST_COOKIE = "toast";
/** Internal re-render of a stale entry: not a visitor, so not a listing open. */
const REFRESH_PURPOSE = "prefetch;edge-refresh";

/** The Workers Cache API's default cache (the DOM typings of `caches` lack it). */
const defaultCache = () => (caches as unknown as { default: Cache }).default;

type Route = { kind: "page" | "image"; listingId: number | null };

/** Which public paths may be shared between anonymous visitors (single-fetch `.data` included). */
export function edgeRoute(pathname: string): Route | null {
  if (pathname.startsWith("/images/")) return { kind: "image", listingId: null };
  const path = pathname.replace(/\.data$/, "");
  const detail = /^\/listing\/(\d{1,9})$/.exec(path);
  if (detail) return { kind: "page", listingId: Number(detail[1]) };
  if (["/", "/_root", "/map-data", "/privacy-policy", "/terms"].includes(path))
    return { kind: "page", listingId: null };
  if (/^\/listing-summary\/\d{1,9}$/.test(path)) return { kind: "page", listingId: null };
  return null;
}

/** The theme and consent cookies as the key uses them (normalised, so junk cannot multiply entries). */
function keyCookies(cookies: Map<string, string>) {
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

/**
 * Only whole, shareable answers are stored: 200, no cookie but the visitor's own viewed_listings,
 * and never one whose render found a signed-in user, whatever the request looked like.
 */
function storable(response: Response): boolean {
  if (response.status !== 200 || isPersonalRender(response)) return false;
  if (/no-store|private/.test(response.headers.get("Cache-Control") ?? "")) return false;
  return response.headers.getSetCookie().every((c) => c.startsWith(`${VIEWED_LISTINGS_COOKIE}=`));
}

/** A shareable answer as stored: body read once, headers without cookies. */
type Stored = {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  storedAt: number;
  /** The route's own Cache-Control (the stored copy's own is the cache's TTL). */
  routeCacheControl: string | null;
  ttlMs: number;
  /** The CSP nonce the HTML was rendered with (HTML only), replaced by each answer's own. */
  nonce: string | null;
  /** The body cut where that nonce stands (HTML only): each answer puts its own in the gaps. */
  parts: Uint8Array[] | null;
};

async function toStored(response: Response, route: Route, now: number, nonce: string | null): Promise<Stored> {
  const headers = new Headers(response.headers);
  headers.delete("Set-Cookie");
  const routeCacheControl = headers.get("Cache-Control");
  headers.delete("Cache-Control");
  return {
    status: response.status,
    headers: [...headers],
    body: await response.arrayBuffer(),
    storedAt: now,
    routeCacheControl,
    ttlMs: (route.kind === "image" ? IMAGE_TTL_SECONDS : EDGE_TTL_SECONDS) * 1000,
    nonce: isHtml(headers) ? nonce : null,
    parts: null,
  };
}

const isHtml = (headers: Headers) => (headers.get("Content-Type") ?? "").startsWith("text/html");

/** The copy for the Cache API, which keeps it for its Cache-Control max-age. */
function forCacheApi(stored: Stored): Response {
  const headers = new Headers(stored.headers);
  headers.set(STORED_AT, String(stored.storedAt));
  if (stored.routeCacheControl) headers.set(ROUTE_CACHE_CONTROL, stored.routeCacheControl);
  if (stored.nonce) headers.set(RENDER_NONCE, stored.nonce);
  headers.set("Cache-Control", `public, max-age=${Math.round(stored.ttlMs / 1000)}`);
  return new Response(stored.body, { status: stored.status, headers });
}

async function fromCacheApi(hit: Response, route: Route): Promise<Stored> {
  const stored = await toStored(hit, route, Number(hit.headers.get(STORED_AT) ?? 0), hit.headers.get(RENDER_NONCE));
  stored.routeCacheControl = hit.headers.get(ROUTE_CACHE_CONTROL);
  const ours = [STORED_AT, ROUTE_CACHE_CONTROL, RENDER_NONCE].map((h) => h.toLowerCase());
  stored.headers = stored.headers.filter(([name]) => !ours.includes(name));
  return stored;
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/**
 * The stored answer with this answer's CSP nonce: every `nonce="<render nonce>"` attribute of
 * the HTML gets the new one. The render nonce is random, so only our own attributes carry it.
 * The body is cut at those attributes once per entry; an answer then only copies bytes (decoding
 * and searching 40 KB of HTML on every hit cost a third of a hit's time: npm run bench).
 */
function toResponse(stored: Stored, nonce: string): Response {
  const headers = new Headers(stored.headers);
  if (stored.routeCacheControl) headers.set("Cache-Control", stored.routeCacheControl);
  if (!stored.nonce) return new Response(stored.body, { status: stored.status, headers });
  stored.parts ??= decoder
    .decode(stored.body)
    .split(`nonce="${stored.nonce}"`)
    .map((part) => encoder.encode(part));
  const attribute = encoder.encode(`nonce="${nonce}"`);
  const parts = stored.parts;
  const body = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0) + attribute.byteLength * (parts.length - 1));
  let at = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      body.set(attribute, at);
      at += attribute.byteLength;
    }
    body.set(part, at);
    at += part.byteLength;
  });
  return new Response(body, { status: stored.status, headers });
}

// A small per-isolate copy in front of the Cache API: a hit then costs no I/O at all. Same
// expiry as the Cache API entry, so the one-minute bound holds.
const MEMORY_MAX_BYTES = 8 * 1024 * 1024;
const memory = new Map<string, Stored>();
let memoryBytes = 0;
/** The body, and for HTML its cut copy (toResponse) too. */
const sizeOf = (stored: Stored) => stored.body.byteLength * (stored.nonce ? 2 : 1);

function remember(key: string, stored: Stored) {
  forget(key);
  memory.set(key, stored);
  memoryBytes += sizeOf(stored);
  for (const [oldest, entry] of memory) {
    if (memoryBytes <= MEMORY_MAX_BYTES) break;
    memory.delete(oldest);
    memoryBytes -= sizeOf(entry);
  }
}

function forget(key: string) {
  const old = memory.get(key);
  if (!old) return;
  memory.delete(key);
  memoryBytes -= sizeOf(old);
}

function recall(key: string, now: number): Stored | null {
  const entry = memory.get(key);
  if (!entry) return null;
  if (now - entry.storedAt <= entry.ttlMs) return entry;
  forget(key);
  return null;
}

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
