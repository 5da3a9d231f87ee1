import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Unit and integration tests run inside workerd with real local D1, R2 and Durable Objects.
// Integration tests fetch the BUILT app (workers/app.ts imports ../build/server), so run
// `remix vite:build` first (scripts/test.sh does; tests/build-is-fresh.ts refuses a stale build).
export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      main: "./workers/app.ts",
      wrangler: { configPath: "./wrangler.toml" },
      // The AI binding always wants a Cloudflare account; offline it must stay local (and throw).
      remoteBindings: false,
      miniflare: {
        bindings: { TEST_MIGRATIONS: await readD1Migrations("./migrations"), APP_ENV: "test" },
      },
    }),
  ],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    setupFiles: ["./tests/apply-migrations.ts", "./tests/drain-mail-queue.ts"],
    globalSetup: ["./tests/build-is-fresh.ts"],
    // One workerd runtime per worker, shared by its files (docs/decisions/0013-tests-within-budget.md):
    // a fresh runtime per file cost 7 minutes of the CI budget for 1 minute of tests. Files make
    // their own rows and users, and requests carry one client address per file
    // (tests/helpers/http.ts), so nothing one file does changes another's answers.
    isolate: false,
    // Room for a busy shared machine: the role tables render dozens of pages in one test, and
    // under load 5 s was not always enough. Nothing here measures time; clocks are vitest's fakes.
    testTimeout: 20_000,
    // The app's structured log lines (one per request: docs/deploy.md "Logs") would bury the output.
    onConsoleLog: (line: string) => !line.startsWith('{"event":'),
    hookTimeout: 30_000,
    // CSS imports are empty in tests, except Radix's stylesheet and the app's own, which unit
    // tests read as text (radix-css-subset, stylesheets).
    css: { include: [/@radix-ui\/themes\/styles\.css/, /\/app\/(components|styles)\/.*\.css/] },
    // CommonJS packages that require @remix-run/server-runtime must be pre-bundled for workerd.
    deps: { optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare"] } } },
  },
}));
