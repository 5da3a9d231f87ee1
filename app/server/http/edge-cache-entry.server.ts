// One shareable answer as the edge cache keeps it (docs/decisions/0009-edge-cache.md): what may
// be stored, the stored form (body read once, no cookies, the route's own Cache-Control beside
// the TTL), its copy for the Cache API and back, and the answer made from it with this answer's
// CSP nonce.
import { VIEWED_LISTINGS_COOKIE } from "~/domain/views";
import { isPersonalRender } from "../accounts/session.server";
import type { Route } from "./edge-cache-key.server";

/** A cached page is never older than this. */
export const EDGE_TTL_SECONDS = 60;
/** Pictures never change under a key (a new upload gets a new key). */
const IMAGE_TTL_SECONDS = 86_400;

const STORED_AT = "X-Edge-Stored-At";
/** The route's own Cache-Control, kept beside the cache's TTL in the stored copy. */
const ROUTE_CACHE_CONTROL = "X-Edge-Route-Cache-Control";
const RENDER_NONCE = "X-Edge-Render-Nonce";

/**
 * Only whole, shareable answers are stored: 200, no cookie but the visitor's own viewed_listings,
 * and never one whose render found a signed-in user, whatever the request looked like.
 */
export function storable(response: Response): boolean {
  if (response.status !== 200 || isPersonalRender(response)) return false;
  if (/no-store|private/.test(response.headers.get("Cache-Control") ?? "")) return false;
  return response.headers.getSetCookie().every((c) => c.startsWith(`${VIEWED_LISTINGS_COOKIE}=`));
}

/** A shareable answer as stored: body read once, headers without cookies. */
export type Stored = {
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

export async function toStored(response: Response, route: Route, now: number, nonce: string | null): Promise<Stored> {
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
export function forCacheApi(stored: Stored): Response {
  const headers = new Headers(stored.headers);
  headers.set(STORED_AT, String(stored.storedAt));
  if (stored.routeCacheControl) headers.set(ROUTE_CACHE_CONTROL, stored.routeCacheControl);
  if (stored.nonce) headers.set(RENDER_NONCE, stored.nonce);
  headers.set("Cache-Control", `public, max-age=${Math.round(stored.ttlMs / 1000)}`);
  return new Response(stored.body, { status: stored.status, headers });
}

export async function fromCacheApi(hit: Response, route: Route): Promise<Stored> {
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
export function toResponse(stored: Stored, nonce: string): Response {
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
