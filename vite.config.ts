import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { radixCssSubset } from "./scripts/vite/radix-css-subset";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

// The app always runs under wrangler (workerd) on the built output, so Durable Objects and
// bindings behave as in production; see docs/decisions/0001-stack-and-runtime.md.
export default defineConfig(() => ({
  plugins: [
    radixCssSubset(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  ssr: {
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
  build: { assetsInlineLimit: 0 },
}));
