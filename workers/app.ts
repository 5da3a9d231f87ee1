// The Worker entry: builds the load context and hands requests to Remix.
import { createRequestHandler } from "@remix-run/cloudflare";
// @ts-expect-error - the server build exists after `npm run build`.
import * as build from "../build/server";
import { crossOriginReason } from "../app/server/csrf.server";
import { withSecurityHeaders } from "../app/server/security-headers.server";

export { UserCredits } from "./user-credits";
export { RateLimiter } from "./rate-limiter";

const handleRemixRequest = createRequestHandler(build as never);

export default {
  async fetch(request, env, ctx) {
    // Every unsafe request (every action of the app) must come from our own origin.
    if (crossOriginReason(request, env.APP_ORIGIN ? [env.APP_ORIGIN] : [])) {
      return new Response("Cross-origin request refused.", {
        status: 403,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    return withSecurityHeaders(request, env, (cspNonce) =>
      handleRemixRequest(request, { cloudflare: { env, ctx, cf: request.cf, caches }, cspNonce }),
    );
  },
} satisfies ExportedHandler<Env>;
