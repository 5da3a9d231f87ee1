import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";
import { radixCssSubset } from "./scripts/vite/radix-css-subset";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * Writes build/server/modules.json, the app modules the server build holds, so
 * scripts/check-bundle.ts can tell when the deployed Worker bundles one of them a second time
 * (docs/decisions/0032-one-worker-module-graph.md).
 */
function serverModuleList(): Plugin {
  let ssr = false;
  let root = "";
  return {
    name: "server-module-list",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      root = config.root;
    },
    generateBundle(_options, bundle) {
      if (!ssr) return;
      const modules = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        for (const id of chunk.moduleIds) {
          if (id.startsWith(`${root}/`)) modules.add(id.slice(root.length + 1).split("?")[0]);
        }
      }
      this.emitFile({ type: "asset", fileName: "modules.json", source: JSON.stringify([...modules].sort(), null, 1) });
    },
  };
}

// The app always runs under wrangler (workerd) on the built output, so Durable Objects and
// bindings behave as in production; see docs/decisions/0001-stack-and-runtime.md.
export default defineConfig(() => ({
  plugins: [
    radixCssSubset(),
    serverModuleList(),
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
  resolve: {
    alias: {
      "~": new URL("./app", import.meta.url).pathname,
      // Radix Themes' <Theme> brings the tooltip Provider, and with it floating-ui, to every page;
      // the app shows no tooltip (app/shims/radix-tooltip.tsx).
      "@radix-ui/react-tooltip": new URL("./app/shims/radix-tooltip.tsx", import.meta.url).pathname,
    },
  },
  ssr: {
    // Bundled by Rollup, which shakes what esbuild (wrangler) keeps whole: zod's locales and
    // JSON-schema code, a second zod behind Conform, Radix's real tooltip beside the stand-in
    // (decision 0032: the Worker went from 668 to 572 KiB gzipped).
    noExternal: ["zod", "radix-ui", /^@radix-ui\//, /^@conform-to\//],
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
  // Rollup merges chunks under 5 KB into the chunks that load with them: the home page loads 18
  // scripts instead of 36, for about the same bytes (npm run bench). Where a small chunk lands
  // moves with the module graph: at 10 KB and above the map view's island merged into a chunk the
  // list loads, at 5-8 KB (after the whole site went Tamil) the no-JS filter panel did, and at
  // 4 KB (once the call-back form waited to be near, decision 0054) the list went 0.6 KiB over
  // its budget, while 6 KB put the filter panel back on it; so scripts/check-bundle.ts fails
  // when the list view's scripts carry an island or pass the budget (decision 0050).
  // maplibre keeps a chunk of its own, loaded only by the maps, under its own name (with the
  // maps' shared OSM source, which would otherwise be merged into, and name, the main chunk).
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      // The Durable Object classes come through the server build too (app/entry.server.tsx);
      // workerd provides their base class.
      external: ["cloudflare:workers"],
      output: {
        experimentalMinChunkSize: 5_000,
        manualChunks: (id: string) =>
          id.includes("/node_modules/maplibre-gl/") || id.endsWith("/app/components/map/osm.ts")
            ? "maplibre-gl"
            : undefined,
      },
    },
  },
}));
