// The bundle stage's binding rule (scripts/check-bundle.ts, docs/decisions/0038): every binding
// the code uses is declared in wrangler.toml. (The start-up rule needs the TypeScript parser,
// too big for workerd: check-bundle.ts tries it on a sample of its own before every run.)
import { describe, expect, it } from "vitest";
import {
  configuredBindings,
  envBindings,
  missingBindings,
  referencedEnvNames,
  schemaSettings,
} from "../../scripts/bundle/bindings";

describe("missingBindings", () => {
  const dts = `interface __BaseEnv_Env {\n  DB: D1Database;\n  QUEUE: Queue;\n  APP_ENV: string;\n}\n`;
  const config = {
    d1_databases: [{ binding: "DB" }],
    durable_objects: { bindings: [{ name: "CREDITS" }] },
    ai: { binding: "AI" },
    vars: { APP_ENV: "production" },
  };

  it("names a binding in Env or in the code that wrangler.toml lacks", () => {
    expect(envBindings(dts)).toEqual(["DB", "QUEUE"]);
    // Vite's build flag import.meta.env.SSR is no binding.
    expect(referencedEnvNames("if (import.meta.env.SSR) env.KV")).toEqual(["KV"]);
    expect(referencedEnvNames("env.DB.prepare; getEnv(context).AI; env['X']; env[\"CACHE\"]; env.lower")).toEqual([
      "DB",
      "AI",
      "CACHE",
    ]);
    expect(configuredBindings(config)).toEqual(["DB", "CREDITS", "AI", "APP_ENV"]);
    expect(
      missingBindings({
        envBindings: envBindings(dts),
        referenced: ["DB", "CREDITS", "CACHE", "APP_SECRET"],
        settings: schemaSettings("const s = z.object({\n    APP_SECRET: setting,\n})"),
        configured: configuredBindings(config),
      }),
    ).toEqual(["CACHE", "QUEUE"]);
  });
});
