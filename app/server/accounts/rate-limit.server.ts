// Throttling through the RATE_LIMITER Durable Object (one object per key), so counts survive
// across isolates and parallel requests cannot race past them. The rules live in
// app/domain/rate-limit.ts; this file only names the keys and passes the time.
import { ipLimitKey } from "~/domain/ip-key";
import type { SignInGate } from "~/domain/rate-limit";
import { sha256Hex } from "../platform/crypto.server";

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

/** A short, stable tag for an account in the IP's list (no addresses stored there). */
async function accountTag(account: string): Promise<string> {
  return (await sha256Hex(account)).slice(0, 24);
}

/**
 * The account's gate, after asking the IP whether it is refused. `account` is a normalised
 * e-mail; the attempt queues under its address (IPv6: its /64), stored hashed.
 */
export async function beginSignInAttempt(
  env: Env,
  request: Request,
  account: string,
  device: string | null,
  now: number,
): Promise<SignInGate> {
  const ip = clientIp(request);
  const ipRefusedForMs = await limiter(env, `login:ip:${ip}`).ipRefusedFor(now);
  const source = (await sha256Hex(`sign-in-source:${ipLimitKey(ip)}`)).slice(0, 24);
  return limiter(env, `login:email:${account}`).beginSignIn({ now, device, source, ipRefusedForMs });
}

/** Records the outcome: the account's count (cleared on success) and, for unknown browsers, the IP's list. */
export async function finishSignInAttempt(
  env: Env,
  request: Request,
  account: string,
  opts: { ok: boolean; trusted: boolean; device: string | null; now: number },
): Promise<void> {
  const { ok, trusted, device, now } = opts;
  const tag = await accountTag(account);
  await Promise.all([
    limiter(env, `login:email:${account}`).finishSignIn({ now, ok, trusted, device }),
    // A known device's typo is the owner's, not a guess across accounts.
    ok || !trusted ? limiter(env, `login:ip:${clientIp(request)}`).recordIpSignIn({ now, account: tag, ok }) : null,
  ]);
}

/**
 * Takes one from `key`'s budget of `limit` per `windowMs`; false (and nothing recorded) once
 * it is spent. Mail limits (mail-limits.server.ts) are built on it.
 */
export async function hit(env: Env, key: string, limit: number, windowMs: number): Promise<boolean> {
  const r = await limiter(env, key).take({ limit, windowMs });
  return r.allowed;
}
