// Bindings only the test pool adds (vitest.config.ts).
import type { D1Migration } from "cloudflare:test";

declare global {
  interface Env {
    TEST_MIGRATIONS: D1Migration[];
  }
}
