// Security headers for every answer the Worker gives (docs/product.md#security). The whole
// policy lives here: to allow a new outside origin (a payment page, a tile server), extend
// the source lists below. Static files, which Cloudflare serves without the Worker, take
// theirs from public/_headers (decision 0020).
import { YOUTUBE_EMBED_ORIGIN } from "~/domain/video";
import { isLocal, publicSettings } from "../platform/context.server";
import { randomToken } from "../platform/crypto.server";
import { hasSessionCookie, PERSONAL_RENDER_HEADER } from "../accounts/session.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    /** This response's CSP nonce, for Remix's and the theme's inline scripts (entry.server.tsx). */
    cspNonce?: string;
  }
}

/** Razorpay Standard Checkout (checkout.js opens its frames from these) and Hosted Checkout (a form post). */
const RAZORPAY = {
  script: ["https://checkout.razorpay.com"],
  frame: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
  connect: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
  form: ["https://api.razorpay.com"],
};

/** The CSP source for MAP_TILE_URL's origin ("https://{s}.tile.example" becomes "https://*.tile.example"). */
export function tileSource(tileUrl: string | undefined): string | null {
  const match = /^(https?):\/\/([^/]+)/.exec(tileUrl ?? "");
  if (!match) return null;
  const host = match[2]!.replace(/^\{[^}]*\}\./, "*.");
  return /^(\*\.)?[A-Za-z0-9.-]+(:\d+)?$/.test(host) ? `${match[1]}://${host}` : null;
}

/** 16 random bytes; CSP accepts the URL-safe base64 alphabet in a nonce. */
export function newNonce(): string {
  return randomToken(16);
}

/** The policy for HTML pages. Styles allow inline: React and Radix set style attributes, which nonces cannot cover. */
export function pagePolicy(env: Env, nonce: string): string {
  const tiles = tileSource(publicSettings(env).mapTileUrl);
  const list = (...sources: (string | null)[]) => sources.filter(Boolean).join(" ");
  const directives = [
    "default-src 'self'",
    `script-src ${list("'self'", `'nonce-${nonce}'`, ...RAZORPAY.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", "data:", "blob:", tiles)}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", tiles, ...RAZORPAY.connect)}`,
    // maplibre runs its worker from our own file (or a blob: URL).
    "worker-src 'self' blob:",
    // A listing's YouTube video plays in the privacy-enhanced player.
    `frame-src ${list(...RAZORPAY.frame, YOUTUBE_EMBED_ORIGIN)}`,
    `form-action ${list("'self'", ...RAZORPAY.form)}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ];
  if (!isLocal(env)) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Pictures are served as they were uploaded: never let one run as a document. */
const IMAGE_POLICY = "default-src 'none'; sandbox";
/** JSON, .data and text answers load nothing. */
const OTHER_POLICY = "default-src 'none'; frame-ancestors 'none'";

const PERMISSIONS = [
  "camera=()",
  "microphone=()",
  // The listing form's "use my location".
  "geolocation=(self)",
  `payment=(self ${RAZORPAY.frame.map((o) => `"${o}"`).join(" ")})`,
  "usb=()",
].join(", ");

/** A copy of `response` with the security headers set (the original's headers may be immutable). */
export function applySecurityHeaders(request: Request, env: Env, response: Response, nonce: string): Response {
  const res = new Response(response.body, response);
  const h = res.headers;
  const isImage = new URL(request.url).pathname.startsWith("/images/");
  const isHtml = (h.get("Content-Type") ?? "").startsWith("text/html");
  h.set("Content-Security-Policy", isImage ? IMAGE_POLICY : isHtml ? pagePolicy(env, nonce) : OTHER_POLICY);
  h.set("X-Content-Type-Options", "nosniff");
  h.set("X-Frame-Options", "DENY");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("Permissions-Policy", PERMISSIONS);
  if (!isLocal(env)) h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  // Anything answered to a signed-in browser, rendered for a user, or setting a cookie, is
  // personal: no shared or disk cache may keep it. Pictures are the exception: public, and the
  // same for everyone. The render's own mark is ours alone: it never leaves the Worker.
  const personal = h.has(PERSONAL_RENDER_HEADER);
  h.delete(PERSONAL_RENDER_HEADER);
  if (!isImage && (personal || hasSessionCookie(request) || h.has("Set-Cookie"))) {
    h.set("Cache-Control", "private, no-store");
  }
  return res;
}

/**
 * Runs `handle` with a fresh CSP nonce (for the load context) and sets the security headers on
 * its answer. workers/app.ts wraps the Remix handler with it.
 */
export async function withSecurityHeaders(
  request: Request,
  env: Env,
  handle: (nonce: string) => Promise<Response>,
): Promise<Response> {
  const nonce = newNonce();
  return applySecurityHeaders(request, env, await handle(nonce), nonce);
}
