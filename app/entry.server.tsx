import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { NonceContext } from "~/components/layout/nonce";
import { islandsReady } from "~/components/layout/island";
import { patternFromParams, reportError } from "~/server/platform/report-error.server";

// What the Worker entry (workers/app.ts) needs besides Remix's handler: the request-time gates,
// the scheduled work and the Durable Object classes. It takes them from this module of the
// server build (Remix's `build.entry.module`), so every app module is bundled once and one
// module graph serves both (docs/decisions/0032-one-worker-module-graph.md).
export { PHOTO_CLEANUP_CRON } from "~/server/listings/manage.server";
export { crossOriginReason, forRemix } from "~/server/http/csrf.server";
export { langOfPath, TAMIL_PREFIX } from "~/domain/language";
export { keepLanguage, languageRedirect } from "~/server/http/language.server";
export { checkConfig } from "~/server/platform/env.server";
export { observed } from "~/server/platform/observed.server";
export { readSession } from "~/server/db/replicas.server";
export { serveFromEdgeCache } from "~/server/http/edge-cache.server";
export { withSecurityHeaders } from "~/server/http/security-headers.server";
export { markPersonalRender } from "~/server/accounts/session.server";
export { pruneAnswerCache } from "~/server/ai-search/search.server";
export { createDb } from "~/server/db/client.server";
export { cleanupOrphanUploads } from "~/server/photos/cleanup.server";
export { settlePendingOrders } from "~/server/credits/payments/scheduled.server";
export { runDailyFreshness } from "~/server/trust/freshness.server";
export { pruneMailSends, recordRun } from "~/server/health/runs.server";
export { handleMailQueue } from "~/server/mail/queue.server";
export { ALERTS_CRON, runAlertDigests } from "~/server/alerts/digest.server";
export { RateLimiter } from "../workers/rate-limiter";
export { UserCredits } from "../workers/user-credits";
export { ViewCounter } from "../workers/view-counter";

const ABORT_DELAY = 5_000;

/**
 * A loader's, action's or render's error: logged, and reported to Sentry when SENTRY_DSN is set
 * (app/server/platform/report-error.server.ts). Thrown responses (404, 403) never come here; an
 * aborted request (the visitor left) is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request, params, context }) => {
  if (request.signal.aborted) return;
  console.error(error);
  const { env, ctx } = context.cloudflare;
  reportError(env, ctx, error, patternFromParams(new URL(request.url).pathname, params));
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The Worker's CSP allows inline scripts carrying this nonce (security-headers.server.ts).
  const nonce = loadContext.cspNonce;
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), ABORT_DELAY);
  // The islands' modules, loaded once per isolate: they are then rendered in place, never
  // streamed in later by a script (which visitors without JavaScript would not run).
  await islandsReady();
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeoutId));
  // Crawlers (and link previews) get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
