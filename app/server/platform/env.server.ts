// The app's settings, parsed by one zod schema once per isolate (per env object) into a typed
// config. Production is the default and fails closed: a missing or unsafe setting stops every
// request with a plain 500 page and one log line naming the setting(s), never their values.
// Local and test runs opt in with APP_ENV and get the documented defaults below.
// docs/product.md#security
import type { AppLoadContext } from "@remix-run/cloudflare";
// First: zod must be configured before any schema is built (see zod-config.ts).
import "~/schemas/zod-config";
import { z } from "zod";
import { VIEW_BATCH_MS } from "~/domain/view-flush";
import { parseDsn, type SentryTarget } from "./sentry.server";

export const APP_ENVS = ["production", "local", "test"] as const;
export type AppEnv = (typeof APP_ENVS)[number];

/** Local and test only: production refuses it (and requires APP_SECRET anyway). */
export const DEV_APP_SECRET = "local-development-secret-never-deploy-this";
/** Local and test only, when EMAIL_API_URL is set without EMAIL_FROM. */
const DEV_EMAIL_FROM = "Coimbatore Properties <no-reply@localhost>";
const MIN_SECRET_LENGTH = 32;
/** The map's credit when MAP_TILE_ATTRIBUTION is unset: OpenStreetMap's, as its tiles and data need. */
export const OSM_ATTRIBUTION = "© OpenStreetMap contributors";

export type OAuthClient = { clientId: string; clientSecret: string };

export type AppConfig = {
  appEnv: AppEnv;
  /** local or test: /dev pages, the e-mail outbox, the OAuth stand-in and the local payment provider. */
  isLocal: boolean;
  /** The configured public origin; always set in production, else links use the request's origin. */
  appOrigin: string | undefined;
  /** Signs and encrypts (stand-in codes, AI keys at rest). DEV_APP_SECRET locally when unset. */
  appSecret: string;
  public: PublicSettings;
  oauth: Record<"google" | "facebook", OAuthClient | null>;
  /** The HTTP e-mail provider; null means the local outbox (never in production). */
  email: { url: string; apiKey: string; from: string } | null;
  /** Anonymous public pages from the Workers Cache API (app/server/http/edge-cache.server.ts). */
  edgeCache: boolean;
  /** How long an isolate gathers a shard's listing opens before sending them (view-batches.server.ts). */
  viewBatchMs: number;
  /** Razorpay keys; null means the local payment provider (never in production). */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string } | null;
  /** Where errors are reported (sentry.server.ts); null: nowhere but the log. */
  sentry: { target: SentryTarget; release: string | undefined } | null;
};

/** Settings the pages may show (never secrets). */
export type PublicSettings = {
  whatsappNumber: string;
  supportPhone: string;
  supportEmail: string;
  mapTileUrl: string;
  /** Shown on every map: the tile provider's required credit (MAP_TILE_ATTRIBUTION). */
  mapTileAttribution: string;
};

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

// A blank value counts as unset, so an empty line in .dev.vars never passes for a setting.
const setting = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
  z.string().optional(),
);

const settingsSchema = z
  .object({
    APP_ENV: setting,
    APP_ORIGIN: setting,
    APP_SECRET: setting,
    WHATSAPP_NUMBER: setting,
    SUPPORT_PHONE: setting,
    SUPPORT_EMAIL: setting,
    MAP_TILE_URL: setting,
    MAP_TILE_ATTRIBUTION: setting,
    GOOGLE_CLIENT_ID: setting,
    GOOGLE_CLIENT_SECRET: setting,
    FACEBOOK_CLIENT_ID: setting,
    FACEBOOK_CLIENT_SECRET: setting,
    EMAIL_API_URL: setting,
    EMAIL_API_KEY: setting,
    EMAIL_FROM: setting,
    RAZORPAY_KEY_ID: setting,
    RAZORPAY_KEY_SECRET: setting,
    RAZORPAY_WEBHOOK_SECRET: setting,
    EDGE_CACHE: setting,
    SENTRY_DSN: setting,
    SENTRY_RELEASE: setting,
  })
  .superRefine((s, ctx) => {
    const problem = (name: keyof typeof s, message: string) =>
      ctx.addIssue({ code: "custom", path: [name], message: `${name} ${message}` });
    // An unknown APP_ENV is reported and then treated as production: everything is required.
    const appEnv = appEnvOf(s.APP_ENV);
    if (!appEnv) problem("APP_ENV", "must be production, local or test");
    const production = (appEnv ?? "production") === "production";
    const required = (name: keyof typeof s, what: string) => {
      if (!s[name]) problem(name, `is required in production (${what})`);
    };

    if (s.APP_ORIGIN) {
      const url = originUrl(s.APP_ORIGIN);
      if (!url) problem("APP_ORIGIN", "must be an origin such as https://example.com (scheme and host, no path)");
      else if (production && url.protocol !== "https:") problem("APP_ORIGIN", "must use https in production");
      else if (!production && !isLoopbackHost(url.hostname)) {
        problem("APP_ORIGIN", "must be a loopback address (localhost, 127.0.0.1) when APP_ENV is local or test");
      }
    } else if (production) required("APP_ORIGIN", "the https address of the site");

    if (s.APP_SECRET && s.APP_SECRET.length < MIN_SECRET_LENGTH) {
      problem("APP_SECRET", `must be at least ${MIN_SECRET_LENGTH} characters`);
    } else if (production && s.APP_SECRET === DEV_APP_SECRET) {
      problem("APP_SECRET", "must not be the development default in production");
    } else if (production) required("APP_SECRET", `${MIN_SECRET_LENGTH}+ random characters`);

    if (!s.WHATSAPP_NUMBER || !/^\d{10,15}$/.test(s.WHATSAPP_NUMBER)) {
      problem("WHATSAPP_NUMBER", "must be the country code and number, digits only");
    }
    if (!s.SUPPORT_PHONE) problem("SUPPORT_PHONE", "is required");
    if (!s.SUPPORT_EMAIL || !z.email().safeParse(s.SUPPORT_EMAIL).success) {
      problem("SUPPORT_EMAIL", "must be an e-mail address");
    }
    const tiles = s.MAP_TILE_URL ? httpUrl(s.MAP_TILE_URL) : null;
    if (!tiles || !["{z}", "{x}", "{y}"].every((part) => s.MAP_TILE_URL?.includes(part))) {
      problem("MAP_TILE_URL", "must be an http(s) tile template with {z}, {x} and {y}");
    } else if (production && tiles.protocol !== "https:") problem("MAP_TILE_URL", "must use https in production");

    // Each group is all or nothing; e-mail and payments are required in production, where
    // the local outbox and the local payment provider must never run.
    const group = (names: (keyof typeof s)[], requiredInProduction: boolean) => {
      const given = names.find((name) => s[name]);
      const needed = production && requiredInProduction;
      if (!given && !needed) return;
      for (const name of names) {
        if (!s[name]) problem(name, needed ? "is required in production" : `is required when ${given} is set`);
      }
    };
    group(["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"], false);
    group(["FACEBOOK_CLIENT_ID", "FACEBOOK_CLIENT_SECRET"], false);
    group(["EMAIL_API_URL", "EMAIL_API_KEY"], true);
    if (production) required("EMAIL_FROM", 'the sender, e.g. "Coimbatore Properties <no-reply@example.com>"');
    if (s.EMAIL_API_URL) {
      const url = httpUrl(s.EMAIL_API_URL);
      if (!url) problem("EMAIL_API_URL", "must be an http(s) URL");
      else if (production && url.protocol !== "https:") problem("EMAIL_API_URL", "must use https in production");
    }
    group(["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"], true);
    if (s.EDGE_CACHE && !["on", "off"].includes(s.EDGE_CACHE)) problem("EDGE_CACHE", "must be on or off");
    if (s.SENTRY_DSN && !parseDsn(s.SENTRY_DSN)) {
      problem("SENTRY_DSN", "must be a Sentry DSN such as https://<key>@o0.ingest.sentry.io/<project>");
    }
  });

type Settings = z.output<typeof settingsSchema>;

function appEnvOf(value: string | undefined): AppEnv | null {
  if (value === undefined) return "production";
  return (APP_ENVS as readonly string[]).includes(value) ? (value as AppEnv) : null;
}

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

function originUrl(value: string): URL | null {
  const url = httpUrl(value);
  if (!url || url.username || url.password || url.search || url.hash) return null;
  return url.pathname === "/" ? url : null;
}

/** localhost, *.localhost, 127.0.0.0/8 or [::1]: the only hosts a local-mode app serves. */
export function isLoopbackHost(hostname: string): boolean {
  return /^(localhost|[a-z0-9-]+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i.test(hostname);
}

function toConfig(s: Settings): AppConfig {
  const appEnv = appEnvOf(s.APP_ENV) ?? "production";
  const isLocal = appEnv !== "production";
  const pair = (clientId?: string, clientSecret?: string) =>
    clientId && clientSecret ? { clientId, clientSecret } : null;
  return {
    appEnv,
    isLocal,
    appOrigin: s.APP_ORIGIN ? new URL(s.APP_ORIGIN).origin : undefined,
    appSecret: s.APP_SECRET ?? DEV_APP_SECRET,
    // Tests render fresh unless they opt in: they change listings and read them back at once.
    edgeCache: s.EDGE_CACHE ? s.EDGE_CACHE === "on" : appEnv !== "test",
    // Tests read views back at once; the batching itself has its own tests.
    viewBatchMs: appEnv === "test" ? 0 : VIEW_BATCH_MS,
    public: {
      whatsappNumber: s.WHATSAPP_NUMBER ?? "",
      supportPhone: s.SUPPORT_PHONE ?? "",
      supportEmail: s.SUPPORT_EMAIL ?? "",
      mapTileUrl: s.MAP_TILE_URL ?? "",
      mapTileAttribution: s.MAP_TILE_ATTRIBUTION ?? OSM_ATTRIBUTION,
    },
    oauth: {
      google: pair(s.GOOGLE_CLIENT_ID, s.GOOGLE_CLIENT_SECRET),
      facebook: pair(s.FACEBOOK_CLIENT_ID, s.FACEBOOK_CLIENT_SECRET),
    },
    email:
      s.EMAIL_API_URL && s.EMAIL_API_KEY
        ? { url: s.EMAIL_API_URL, apiKey: s.EMAIL_API_KEY, from: s.EMAIL_FROM ?? DEV_EMAIL_FROM }
        : null,
    razorpay:
      s.RAZORPAY_KEY_ID && s.RAZORPAY_KEY_SECRET && s.RAZORPAY_WEBHOOK_SECRET
        ? { keyId: s.RAZORPAY_KEY_ID, keySecret: s.RAZORPAY_KEY_SECRET, webhookSecret: s.RAZORPAY_WEBHOOK_SECRET }
        : null,
    sentry: sentryOf(s.SENTRY_DSN, s.SENTRY_RELEASE),
  };
}

function sentryOf(dsn: string | undefined, release: string | undefined): AppConfig["sentry"] {
  const target = dsn ? parseDsn(dsn) : null;
  return target ? { target, release } : null;
}

/** Parses settings without caching; the problems name settings, never their values. */
export function parseConfig(env: Record<string, unknown>): ConfigResult {
  const result = settingsSchema.safeParse(env);
  if (!result.success) return { ok: false, problems: result.error.issues.map((issue) => issue.message) };
  return { ok: true, config: toConfig(result.data) };
}

// Keyed by the env object, which lives as long as the isolate. The Worker entry takes this
// module from the server build, so one cache serves it and every route
// (docs/decisions/0032-one-worker-module-graph.md).
const cache = new WeakMap<object, ConfigResult>();

export function readConfig(env: Env): ConfigResult {
  let result = cache.get(env);
  if (!result) {
    result = parseConfig(env as unknown as Record<string, unknown>);
    cache.set(env, result);
  }
  return result;
}

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`The site is not configured correctly: ${problems.join("; ")}.`);
    this.name = "ConfigError";
  }
}

/** The validated config for an env; throws ConfigError when it is invalid. */
export function configOf(env: Env): AppConfig {
  const result = readConfig(env);
  if (!result.ok) throw new ConfigError(result.problems);
  return result.config;
}

/** Bindings (DB, IMAGES, CREDITS...) are read per request from the load context, never at module scope. */
export function getEnv(context: AppLoadContext): Env {
  return context.cloudflare.env;
}

/** The validated settings of this request (the Worker entry has already refused an invalid env). */
export function getConfig(context: AppLoadContext): AppConfig {
  return configOf(context.cloudflare.env);
}

export function isLocal(env: Env): boolean {
  return configOf(env).isLocal;
}

export function publicSettings(env: Env): PublicSettings {
  return configOf(env).public;
}

/** The origin for links and redirects: APP_ORIGIN (always in production), else the request's. */
export function appOrigin(env: Env, request: Request): string {
  return configOf(env).appOrigin ?? new URL(request.url).origin;
}

const NOT_CONFIGURED_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Site not configured</title></head>
<body><main><h1>The site is not configured correctly</h1>
<p>Sorry, Coimbatore Properties cannot serve pages right now. Please try again later.</p></main></body>
</html>
`;

function notConfigured(): Response {
  return new Response(NOT_CONFIGURED_PAGE, {
    status: 500,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * The Worker entry's gate: the config, or the 500 page (and one console.error naming the
 * settings) when the env is invalid or a local-mode app is reached on a non-loopback host.
 */
export function checkConfig(
  env: Env,
  request: Request,
): { ok: true; config: AppConfig } | { ok: false; response: Response } {
  const result = readConfig(env);
  if (!result.ok) {
    console.error(`[config] The site is not configured correctly: ${result.problems.join("; ")}.`);
    return { ok: false, response: notConfigured() };
  }
  const { hostname } = new URL(request.url);
  if (result.config.isLocal && !isLoopbackHost(hostname)) {
    console.error(
      `[config] APP_ENV is ${result.config.appEnv}, which serves loopback addresses only; ` +
        `refused a request for ${hostname} (deploy with APP_ENV=production).`,
    );
    return { ok: false, response: notConfigured() };
  }
  return { ok: true, config: result.config };
}
