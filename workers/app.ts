// The Worker entry: builds the load context and hands requests to Remix.
import { createRequestHandler } from "@remix-run/cloudflare";
// @ts-expect-error - the server build exists after `npm run build`.
import * as build from "../build/server";
import { crossOriginReason } from "../app/server/csrf.server";
import { settlePendingOrders } from "../app/server/payments/scheduled.server";

export { UserCredits } from "./user-credits";
export { RateLimiter } from "./rate-limiter";

const handleRemixRequest = createRequestHandler(build as never);

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

export default {
  async fetch(request, env, ctx) {
    // Every unsafe request (every action of the app) must come from our own origin.
    if (!signedByProvider(request) && crossOriginReason(request, env.APP_ORIGIN ? [env.APP_ORIGIN] : [])) {
      return new Response("Cross-origin request refused.", {
        status: 403,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    return handleRemixRequest(request, {
      cloudflare: { env, ctx, cf: request.cf, caches },
    });
  },

  // Cron (wrangler.toml): settles purchase orders left pending for more than 15 minutes.
  async scheduled(controller, env) {
    const summary = await settlePendingOrders(env, controller.scheduledTime);
    if (summary.checked) console.log(`scheduled: ${JSON.stringify(summary)}`);
  },
} satisfies ExportedHandler<Env>;
