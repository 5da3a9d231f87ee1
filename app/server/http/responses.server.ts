// The error responses loaders and actions throw. A thrown 404 renders the not-found page
// through the route's GeneralErrorBoundary (docs/product.md#browsing); other statuses get
// their own message there.

const TEXT = { "Content-Type": "text/plain; charset=utf-8" };

function withText(init: ResponseInit | undefined, status: number): ResponseInit {
  const headers = new Headers(init?.headers);
  if (!headers.has("Content-Type")) headers.set("Content-Type", TEXT["Content-Type"]);
  return { ...init, status: init?.status ?? status, headers };
}

/** `throw notFound()`: unknown or hidden things, and pages that do not exist for this viewer. */
export function notFound(message = "Not Found", init?: Omit<ResponseInit, "status">): Response {
  return new Response(message, withText(init, 404));
}

/** `throw forbidden()`: signed in, but this role or account may not do it. */
export function forbidden(message = "Forbidden", init?: Omit<ResponseInit, "status">): Response {
  return new Response(message, withText(init, 403));
}

/**
 * Throws a Response (400 unless `init.status` says otherwise) when `condition` is falsy;
 * otherwise narrows it, like an assertion:
 * `invariantResponse(listing, "Not Found", { status: 404 })`.
 */
export function invariantResponse(
  condition: unknown,
  message: string | (() => string),
  init?: ResponseInit,
): asserts condition {
  if (!condition) throw new Response(typeof message === "function" ? message() : message, withText(init, 400));
}
