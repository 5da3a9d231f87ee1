// The Worker entry: builds the load context and hands requests to Remix.
import { createRequestHandler } from "@remix-run/cloudflare";
// biome-ignore lint/suspicious/noTsIgnore: the build exists only after `remix vite:build`, so neither error nor success is certain.
// @ts-ignore
import * as build from "../build/server";
import { crossOriginReason } from "../app/server/csrf.server";

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
    return handleRemixRequest(request, {
      cloudflare: { env, ctx, cf: request.cf, caches },
    });
  },
} satisfies ExportedHandler<Env>;
