// The Worker entry: builds the load context and hands requests to Remix.
import { createRequestHandler } from "@remix-run/cloudflare";
// @ts-ignore - the server build exists after `npm run build`.
import * as build from "../build/server";

export { UserCredits } from "./user-credits";
export { RateLimiter } from "./rate-limiter";

const handleRemixRequest = createRequestHandler(build as never);

export default {
  async fetch(request, env, ctx) {
    return handleRemixRequest(request, {
      cloudflare: { env, ctx, cf: request.cf, caches },
    });
  },
} satisfies ExportedHandler<Env>;
