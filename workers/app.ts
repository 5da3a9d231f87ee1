// The Worker entry: builds the load context and hands requests to Remix. Everything it uses of
// the app, the Durable Object classes included, comes from the server build's entry module
// (app/entry.server.tsx), never from app/ directly: one module graph, each module bundled once
// (docs/decisions/0032-one-worker-module-graph.md; scripts/check-bundle.ts fails otherwise).
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// biome-ignore lint/suspicious/noTsIgnore: the build exists only after `npm run build`; tsc runs before and after it.
// @ts-ignore - missing before the first build.
import * as build from "../build/server";
import type * as EntryServer from "../app/entry.server";

const serverBuild = build as unknown as ServerBuild & { entry: { module: typeof EntryServer } };
const {
  ALERTS_CRON,
  checkConfig,
  cleanupOrphanUploads,
  createDb,
  crossOriginReason,
  forRemix,
  handleMailQueue,
  keepLanguage,
  langOfPath,
  languageRedirect,
  markPersonalRender,
  observed,
  PHOTO_CLEANUP_CRON,
  pruneAnswerCache,
  pruneMailSends,
  readSession,
  recordRun,
  runAlertDigests,
  runDailyFreshness,
  serveFromEdgeCache,
  settlePendingOrders,
  TAMIL_PREFIX,
  withSecurityHeaders,
} = serverBuild.entry.module;

// The Durable Object classes (wrangler.toml), as values for workerd and as types for Env's stubs.
export const { UserCredits, RateLimiter, ViewCounter } = serverBuild.entry.module;
export type UserCredits = EntryServer.UserCredits;
export type RateLimiter = EntryServer.RateLimiter;
export type ViewCounter = EntryServer.ViewCounter;

// One URL per language (docs/product.md#languages, decision 0051): Tamil pages are the same
// routes under the basename /ta, so every link and form the router draws on a Tamil page stays
// in Tamil, with or without JavaScript.
const handlers = {
  en: createRequestHandler(serverBuild),
  ta: createRequestHandler({ ...serverBuild, basename: TAMIL_PREFIX }),
};
/** Changes with every build: part of the edge cache key (cached pages name this build's assets). */
const buildVersion: string = serverBuild.assets?.version ?? "";

/**
 * Posts that come from the payment provider, not from our pages, and prove themselves with a
 * signature instead (docs/product.md#payments): Razorpay's webhook, and the checkout callback,
 * which the buyer's browser posts from Razorpay's page. The callback reads no cookie and only
 * settles a signed payment, so a cross-site post to it can do nothing a signature does not allow.
 */
function signedByProvider(request: Request): boolean {
  if (request.method !== "POST") return false;
  const { pathname } = new URL(request.url);
  return pathname === "/webhooks/razorpay" || /^\/payments\/callback\/\d+$/.test(pathname);
}

/**
 * RFC 8058 one-click unsubscribe: the mail client (or its provider's server) POSTs
 * "List-Unsubscribe=One-Click" to the URL in an alert mail's header, from no page of ours and
 * with no cookie. The route reads no session and acts only on what the signed token in the URL
 * names (docs/product.md#alerts, decision 0048), so a cross-site post can do nothing a token
 * does not allow. Exactly this path, with a token.
 */
function signedUnsubscribe(request: Request): boolean {
  if (request.method !== "POST") return false;
  const url = new URL(request.url);
  return url.pathname === "/alerts/unsubscribe" && Boolean(url.searchParams.get("t"));
}

const app = {
  async fetch(request, env, ctx) {
    // Fail closed: an invalid or unsafe configuration answers every request with a 500 page.
    const checked = checkConfig(env, request);
    if (!checked.ok) return checked.response;
    const { appOrigin } = checked.config;
    // Every unsafe request (every action of the app) must come from our own origin.
    if (
      !signedByProvider(request) &&
      !signedUnsubscribe(request) &&
      crossOriginReason(request, appOrigin ? [appOrigin] : [])
    ) {
      return new Response("Cross-origin request refused.", {
        status: 403,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    // An outside visit to the home page goes to the visitor's language, before any cached copy.
    const moved = languageRedirect(request);
    if (moved) return withSecurityHeaders(request, env, () => Promise.resolve(moved));
    return withSecurityHeaders(request, env, (cspNonce) =>
      // Anonymous public pages may come from the edge cache; everything else renders here.
      serveFromEdgeCache(
        request,
        env,
        ctx,
        cspNonce,
        async (req) => {
          const session = readSession(env.DB, req);
          const loadContext: AppLoadContext = {
            cloudflare: { env, ctx, cf: request.cf, caches },
            cspNonce,
            d1: session.d1,
          };
          // A render that found a signed-in user is marked personal, whatever its request looked
          // like: the edge cache never stores it (docs/product.md#requests).
          const lang = langOfPath(new URL(req.url).pathname);
          const rendered = await handlers[lang](forRemix(req), loadContext);
          const res = keepLanguage(markPersonalRender(rendered, loadContext), lang);
          const bookmark = session.bookmarkCookie(req, !checked.config.isLocal);
          if (!bookmark) return res;
          const out = new Response(res.body, res);
          out.headers.append("Set-Cookie", bookmark);
          return out;
        },
        { buildVersion },
      ),
    );
  },

  // Crons (wrangler.toml): every 10 minutes, settle purchase orders left pending for more than
  // 15 minutes; once a day, delete photo uploads no saved listing took (docs/product.md#listings)
  // and AI search answers past their 30 days (docs/product.md#ai-search). Each job's run is
  // recorded for the admin Health page (docs/product.md#operations).
  async scheduled(controller, env, ctx) {
    const db = createDb(env.DB);
    const { cron, scheduledTime } = controller;
    if (cron === PHOTO_CLEANUP_CRON) {
      ctx.waitUntil(
        recordRun(db, "photo-cleanup", cron, () => cleanupOrphanUploads(env, scheduledTime)).then(({ deleted }) => {
          if (deleted) console.log(`scheduled: ${deleted} orphan photo uploads deleted`);
        }),
      );
      ctx.waitUntil(
        recordRun(db, "ai-answer-cache", cron, () => pruneAnswerCache(db, scheduledTime)).then((deleted) => {
          if (deleted) console.log(`scheduled: ${deleted} expired AI search answers deleted`);
        }),
      );
      // Confirmation reminders and hiding listings not confirmed for 60 days (docs/product.md#trust).
      ctx.waitUntil(
        recordRun(db, "freshness", cron, () => runDailyFreshness(env, scheduledTime)).then(({ hidden, reminded }) => {
          if (hidden || reminded)
            console.log(`scheduled: ${hidden} stale listings hidden, ${reminded} reminders mailed`);
        }),
      );
      ctx.waitUntil(recordRun(db, "mail-log-prune", cron, () => pruneMailSends(db, scheduledTime)));
      return;
    }
    // The alert digests at 07:30 India time: one queue message per user with alerts due
    // (docs/product.md#alerts, decision 0048).
    if (cron === ALERTS_CRON) {
      const { users } = await recordRun(db, "alert-digests", cron, () => runAlertDigests(env, scheduledTime));
      if (users) console.log(`scheduled: ${users} alert digests queued`);
      return;
    }
    const summary = await recordRun(db, "settle-orders", cron, () => settlePendingOrders(env, scheduledTime));
    if (summary.checked) console.log(`scheduled: ${JSON.stringify(summary)}`);
  },

  // The mail queue and its dead-letter queue (wrangler.toml [[queues.consumers]]): every mail is
  // sent here, with retries, never twice (docs/product.md#mail-delivery, decision 0044).
  async queue(batch, env) {
    await handleMailQueue(
      batch as MessageBatch<Parameters<typeof handleMailQueue>[0]["messages"][number]["body"]>,
      env,
    );
  },
} satisfies ExportedHandler<Env>;

// One structured log line per request and per scheduled run (app/server/platform/observed.server.ts).
export default observed(app, serverBuild.routes);
