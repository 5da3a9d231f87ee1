// Requests to the built app with other settings. The app caches its parsed config per env
// object, so never assign to `env` from cloudflare:test: pass `{ env: overrides }` to the http
// helpers instead (or call fetchWithEnv), which hands the worker a patched copy of the env.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { EMAIL_ENV } from "../mocks/email";
import { RAZORPAY_ENV } from "../mocks/razorpay";

/** Settings (strings; undefined or "" unsets) or bindings (e.g. a fake AI) to replace. */
export type EnvOverrides = Record<string, unknown>;

/** The public origin of the production settings below. */
export const PRODUCTION_ORIGIN = "https://coimbatore.example";

/** A complete, valid production configuration (e-mail and payments: tests/mocks/email.ts, razorpay.ts). */
export const PRODUCTION_ENV = {
  APP_ENV: "production",
  APP_ORIGIN: PRODUCTION_ORIGIN,
  APP_SECRET: "test-production-secret-0123456789abcdef",
  ...EMAIL_ENV,
  ...RAZORPAY_ENV,
} satisfies EnvOverrides;

// One patched env per overrides object, so the app parses it once, as it would in production.
const patched = new WeakMap<EnvOverrides, Env>();

function envWith(overrides: EnvOverrides): Env {
  let result = patched.get(overrides);
  if (!result) {
    result = { ...env, ...overrides } as unknown as Env;
    patched.set(overrides, result);
  }
  return result;
}

/** The worker's fetch with `overrides` applied to the test env; waits for its waitUntil work. */
export async function fetchWithEnv(request: Request, overrides: EnvOverrides): Promise<Response> {
  const { default: worker } = await import("../../workers/app");
  const ctx = createExecutionContext();
  const res = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, envWith(overrides), ctx);
  await waitOnExecutionContext(ctx);
  return res;
}
