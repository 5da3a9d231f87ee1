/// <reference types="@cloudflare/workers-types" />
/// <reference path="../worker-configuration.d.ts" />
// `Env` (bindings and the names of every setting) is generated from wrangler.toml and
// .dev.vars.example into worker-configuration.d.ts by `npm run env:types`. Settings may be
// missing at runtime whatever their type says: read them through getConfig(context), which
// validates them (app/server/platform/env.server.ts); read bindings through getEnv(context).

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: {
      env: Env;
      ctx: ExecutionContext;
      cf: Request["cf"];
      caches: CacheStorage;
    };
  }
}

export {};
