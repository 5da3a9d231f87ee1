// Sign-in throttling through the RATE_LIMITER Durable Object (one object per key), so the
// count survives across isolates and parallel requests cannot race past it.
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS, normaliseEmail } from "~/domain/auth";

type Limit = { limit: number; windowMs: number };
const LOGIN: Limit = { limit: LOGIN_MAX_FAILURES, windowMs: LOGIN_WINDOW_MS };

function limiter(env: Env, key: string) {
  return env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(key));
}

export function clientIp(request: Request): string {
  return (
    request.headers.get("CF-Connecting-IP") ??
    request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim() ??
    "unknown"
  );
}

function loginKeys(request: Request, email: string): string[] {
  return [`login:email:${normaliseEmail(email)}`, `login:ip:${clientIp(request)}`];
}

/** Whether sign-in may be tried now (both the e-mail and the IP are under the limit). */
export async function loginAllowed(
  env: Env,
  request: Request,
  email: string,
): Promise<{ allowed: boolean; retryAfterMs: number }> {
  const results = await Promise.all(
    loginKeys(request, email).map((k) => limiter(env, k).check({ ...LOGIN, record: false })),
  );
  const blocked = results.filter((r) => !r.allowed);
  return { allowed: blocked.length === 0, retryAfterMs: Math.max(0, ...blocked.map((r) => r.retryAfterMs)) };
}

export async function recordLoginFailure(env: Env, request: Request, email: string): Promise<void> {
  await Promise.all(loginKeys(request, email).map((k) => limiter(env, k).check({ ...LOGIN, record: true })));
}

/** A successful sign-in clears the e-mail's count (the IP's stays: it may be guessing many). */
export async function clearLoginFailures(env: Env, email: string): Promise<void> {
  await limiter(env, `login:email:${normaliseEmail(email)}`).reset();
}

/** Generic counter for mail-sending actions (resend verification, forgot password). */
export async function hit(env: Env, key: string, limit: number, windowMs: number): Promise<boolean> {
  const r = await limiter(env, key).check({ limit: limit + 1, windowMs, record: true });
  return r.allowed;
}
