// The settings schema: production fails closed, local and test get the documented defaults.
import { describe, expect, it } from "vitest";
import { DEV_APP_SECRET, isLoopbackHost, parseConfig } from "~/server/platform/env.server";
import wranglerToml from "../../wrangler.toml?raw";

const PUBLIC = {
  WHATSAPP_NUMBER: "919876543210",
  SUPPORT_PHONE: "+91 98765 43210",
  SUPPORT_EMAIL: "support@example.com",
  MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
};
const SECRET = "a-production-secret-of-forty-characters!";
const PRODUCTION = {
  ...PUBLIC,
  APP_ENV: "production",
  APP_ORIGIN: "https://coimbatore.example",
  APP_SECRET: SECRET,
  EMAIL_API_URL: "https://api.mail.example/emails",
  EMAIL_API_KEY: "mail-key-value",
  EMAIL_FROM: "Coimbatore Properties <no-reply@coimbatore.example>",
  RAZORPAY_KEY_ID: "rzp_live_id",
  RAZORPAY_KEY_SECRET: "razorpay-secret-value",
  RAZORPAY_WEBHOOK_SECRET: "webhook-secret-value",
};

function problems(env: Record<string, unknown>): string[] {
  const result = parseConfig(env);
  return result.ok ? [] : result.problems;
}

describe("production", () => {
  it("is what wrangler.toml ships; local runs opt in on the command line", () => {
    expect(wranglerToml).toMatch(/^APP_ENV = "production"$/m);
  });

  it("a complete configuration parses into typed settings", () => {
    const result = parseConfig({ ...PRODUCTION, APP_ORIGIN: "https://coimbatore.example/" });
    expect(result).toMatchObject({
      ok: true,
      config: {
        appEnv: "production",
        isLocal: false,
        appOrigin: "https://coimbatore.example",
        appSecret: SECRET,
        edgeCache: true,
        public: { whatsappNumber: "919876543210", supportEmail: "support@example.com" },
        oauth: { google: null, facebook: null },
        email: { url: PRODUCTION.EMAIL_API_URL, apiKey: "mail-key-value", from: PRODUCTION.EMAIL_FROM },
        razorpay: { keyId: "rzp_live_id", keySecret: "razorpay-secret-value", webhookSecret: "webhook-secret-value" },
      },
    });
  });

  it("is the default: without APP_ENV every production setting is required", () => {
    const found = problems(PUBLIC).join("\n");
    for (const name of [
      "APP_ORIGIN",
      "APP_SECRET",
      "EMAIL_API_URL",
      "EMAIL_API_KEY",
      "EMAIL_FROM",
      "RAZORPAY_KEY_ID",
      "RAZORPAY_KEY_SECRET",
      "RAZORPAY_WEBHOOK_SECRET",
    ]) {
      expect(found).toContain(`${name} is required in production`);
    }
  });

  it("an unknown APP_ENV is refused and treated as production", () => {
    const found = problems({ ...PUBLIC, APP_ENV: "staging" });
    expect(found).toContain("APP_ENV must be production, local or test");
    expect(found.join("\n")).toContain("APP_SECRET is required in production");
  });

  it("names the faulty settings and never shows their values", () => {
    const found = problems({
      ...PRODUCTION,
      APP_SECRET: "short-secret-value",
      APP_ORIGIN: "http://coimbatore.example",
      RAZORPAY_WEBHOOK_SECRET: "",
    });
    expect(found).toEqual([
      "APP_ORIGIN must use https in production",
      "APP_SECRET must be at least 32 characters",
      "RAZORPAY_WEBHOOK_SECRET is required in production",
    ]);
    expect(found.join("\n")).not.toMatch(/short-secret-value|razorpay-secret-value|coimbatore\.example/);
  });

  it("refuses the development secret, an origin with a path and plain-http e-mail", () => {
    expect(
      problems({
        ...PRODUCTION,
        APP_SECRET: DEV_APP_SECRET,
        APP_ORIGIN: "https://coimbatore.example/app",
        EMAIL_API_URL: "http://api.mail.example/emails",
      }),
    ).toEqual([
      "APP_ORIGIN must be an origin such as https://example.com (scheme and host, no path)",
      "APP_SECRET must not be the development default in production",
      "EMAIL_API_URL must use https in production",
    ]);
  });

  it("blank values count as unset", () => {
    expect(problems({ ...PRODUCTION, EMAIL_API_KEY: "   " })).toEqual(["EMAIL_API_KEY is required in production"]);
  });
});

describe("local and test", () => {
  it("get the documented defaults: fixed dev secret, request origin, outbox, local payments", () => {
    for (const appEnv of ["local", "test"]) {
      expect(parseConfig({ ...PUBLIC, APP_ENV: appEnv })).toEqual({
        ok: true,
        config: {
          appEnv,
          isLocal: true,
          appOrigin: undefined,
          appSecret: DEV_APP_SECRET,
          // The edge cache: on locally, off under vitest unless a test opts in.
          edgeCache: appEnv === "local",
          // Listing opens: gathered for a second locally, sent at once under vitest.
          viewBatchMs: appEnv === "local" ? 1000 : 0,
          public: {
            whatsappNumber: PUBLIC.WHATSAPP_NUMBER,
            supportPhone: PUBLIC.SUPPORT_PHONE,
            supportEmail: PUBLIC.SUPPORT_EMAIL,
            mapTileUrl: PUBLIC.MAP_TILE_URL,
            mapTileAttribution: "© OpenStreetMap contributors",
          },
          oauth: { google: null, facebook: null },
          email: null,
          razorpay: null,
          sentry: null,
        },
      });
    }
  });

  it("accept EDGE_CACHE on or off and refuse anything else", () => {
    const config = (value: string) => parseConfig({ ...PUBLIC, APP_ENV: "test", EDGE_CACHE: value });
    expect(config("on")).toMatchObject({ ok: true, config: { edgeCache: true } });
    expect(config("off")).toMatchObject({ ok: true, config: { edgeCache: false } });
    expect(problems({ ...PUBLIC, APP_ENV: "local", EDGE_CACHE: "yes" })).toEqual(["EDGE_CACHE must be on or off"]);
  });

  it("take the map's attribution from MAP_TILE_ATTRIBUTION", () => {
    const credit = "© MapTiler © OpenStreetMap contributors";
    expect(parseConfig({ ...PUBLIC, APP_ENV: "test", MAP_TILE_ATTRIBUTION: credit })).toMatchObject({
      ok: true,
      config: { public: { mapTileAttribution: credit } },
    });
  });

  it("report errors only with a valid SENTRY_DSN (its release optional)", () => {
    const dsn = "https://abc123@o1.ingest.sentry.io/42";
    expect(parseConfig({ ...PUBLIC, APP_ENV: "test", SENTRY_DSN: dsn, SENTRY_RELEASE: "v7" })).toMatchObject({
      ok: true,
      config: { sentry: { target: { endpoint: "https://o1.ingest.sentry.io/api/42/envelope/" }, release: "v7" } },
    });
    expect(problems({ ...PUBLIC, APP_ENV: "test", SENTRY_DSN: "https://o1.ingest.sentry.io/42" })).toEqual([
      "SENTRY_DSN must be a Sentry DSN such as https://<key>@o0.ingest.sentry.io/<project>",
    ]);
  });

  it("refuse a non-loopback APP_ORIGIN (fail closed) and accept localhost", () => {
    expect(problems({ ...PUBLIC, APP_ENV: "local", APP_ORIGIN: "https://example.com" })).toEqual([
      "APP_ORIGIN must be a loopback address (localhost, 127.0.0.1) when APP_ENV is local or test",
    ]);
    expect(problems({ ...PUBLIC, APP_ENV: "local", APP_ORIGIN: "http://localhost:8787" })).toEqual([]);
    expect(problems({ ...PUBLIC, APP_ENV: "local", APP_ORIGIN: "http://127.0.0.1:8793" })).toEqual([]);
  });

  it("still want groups of settings complete", () => {
    expect(problems({ ...PUBLIC, APP_ENV: "local", GOOGLE_CLIENT_ID: "id" })).toEqual([
      "GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set",
    ]);
    expect(problems({ ...PUBLIC, APP_ENV: "local", RAZORPAY_KEY_SECRET: "s" })).toEqual([
      "RAZORPAY_KEY_ID is required when RAZORPAY_KEY_SECRET is set",
      "RAZORPAY_WEBHOOK_SECRET is required when RAZORPAY_KEY_SECRET is set",
    ]);
    expect(problems({ ...PUBLIC, APP_ENV: "local", EMAIL_API_URL: "http://127.0.0.1:9000/emails" })).toEqual([
      "EMAIL_API_KEY is required when EMAIL_API_URL is set",
    ]);
  });

  it("the public settings are checked in every mode", () => {
    expect(problems({ APP_ENV: "test", ...PUBLIC, WHATSAPP_NUMBER: "+91 98765", MAP_TILE_URL: "tiles" })).toEqual([
      "WHATSAPP_NUMBER must be the country code and number, digits only",
      "MAP_TILE_URL must be an http(s) tile template with {z}, {x} and {y}",
    ]);
  });
});

describe("isLoopbackHost", () => {
  it("accepts localhost and 127/8 only", () => {
    for (const host of ["localhost", "app.localhost", "127.0.0.1", "127.1.2.3", "[::1]"]) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of ["example.com", "localhost.example.com", "10.0.0.1", "coimbatore.workers.dev"]) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });
});
