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
