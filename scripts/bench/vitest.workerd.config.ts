// npm run bench, its parts inside workerd (scripts/bench/*.workerd.ts: photo ingest, duplicate
// check, alert digests), with the same bindings as the tests (vitest.config.ts) and the built
// app. bench.sh runs one part at a time by naming its file after the config.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      main: "./workers/app.ts",
      wrangler: { configPath: "./wrangler.toml" },
      remoteBindings: false,
      miniflare: {
        bindings: { TEST_MIGRATIONS: await readD1Migrations("./migrations"), APP_ENV: "test" },
      },
    }),
  ],
  resolve: { alias: { "~": new URL("../../app", import.meta.url).pathname } },
  test: {
    include: ["scripts/bench/*.workerd.ts"],
    setupFiles: ["./tests/apply-migrations.ts"],
    deps: { optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare"] } } },
  },
}));
