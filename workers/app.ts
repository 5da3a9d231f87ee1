// The Worker entry: builds the load context and hands requests to Remix.
import { createRequestHandler } from "@remix-run/cloudflare";
// biome-ignore lint/suspicious/noTsIgnore: the build exists only after `npm run build`; tsc runs before and after it.
// @ts-ignore - missing before the first build.
import * as build from "../build/server";
import { crossOriginReason, forRemix } from "../app/server/csrf.server";
import { checkConfig } from "../app/server/env.server";
import { withSecurityHeaders } from "../app/server/security-headers.server";

export { UserCredits } from "./user-credits";
export { RateLimiter } from "./rate-limiter";

const handleRemixRequest = createRequestHandler(build as never);

export default {
  async fetch(request, env, ctx) {
    // Fail closed: an invalid or unsafe configuration answers every request with a 500 page.
    const checked = checkConfig(env, request);
    if (!checked.ok) return checked.response;
    const { appOrigin } = checked.config;
    // Every unsafe request (every action of the app) must come from our own origin.
    if (crossOriginReason(request, appOrigin ? [appOrigin] : [])) {
      return new Response("Cross-origin request refused.", {
        status: 403,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    return withSecurityHeaders(request, env, (cspNonce) =>
      handleRemixRequest(forRemix(request), { cloudflare: { env, ctx, cf: request.cf, caches }, cspNonce }),
    );
  },
} satisfies ExportedHandler<Env>;
