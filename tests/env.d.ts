// Bindings only the test pool adds (vitest.config.ts). `env` from cloudflare:test is a
// Cloudflare.Env, generated in worker-configuration.d.ts.
import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
