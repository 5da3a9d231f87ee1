// Unsafe requests (POST, PUT, PATCH, DELETE) must come from our own pages. Browsers tell us
// where a request started through Sec-Fetch-Site and Origin; the Worker entry calls this for
// every request so every action is covered without each route remembering to.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Null when allowed; otherwise the reason it was refused. */
export function crossOriginReason(request: Request, allowedOrigins: string[] = []): string | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  const site = request.headers.get("Sec-Fetch-Site");
  // "none" is a user-initiated navigation (bookmark, typed URL), never a page of another site.
  if (site && site !== "same-origin" && site !== "none") return `Sec-Fetch-Site: ${site}`;
  const origin = request.headers.get("Origin");
  if (origin !== null) {
    const own = new URL(request.url).origin;
    if (origin !== own && !allowedOrigins.includes(origin)) return `Origin: ${origin}`;
  }
  // Neither header: not a browser page of another site (old clients, curl, server-to-server).
  return null;
}

/**
 * The request as Remix should see it, once crossOriginReason has allowed it. Remix compares
 * Origin with X-Forwarded-Host (else Host) before every action and throws, a 500, when they
 * differ: a stray X-Forwarded-Host (nothing in front of the Worker sets one) or a post from
 * APP_ORIGIN reaching another host. Origin is already checked, and more strictly, so the
 * header is dropped and Host is the checked Origin's. docs/product.md#security
 */
export function forRemix(request: Request): Request {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return request;
  const origin = request.headers.get("Origin");
  if (!request.headers.has("X-Forwarded-Host") && !origin) return request;
  const headers = new Headers(request.headers);
  headers.delete("X-Forwarded-Host");
  if (origin) headers.set("Host", new URL(origin).host);
  return new Request(request, { headers });
}
