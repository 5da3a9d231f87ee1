// Password sign-in: throttle gate, password check, outcome, session. A correct password always
// signs in (a known device at once, any other browser after at most SIGN_IN_LIMITS.maxWaitMs);
// wrong guesses slow down only that account; an IP is refused only after failures on many
// accounts (docs/product.md#security, docs/decisions/0008-sign-in-throttling.md).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { normaliseEmail } from "~/domain/auth";
import { getDb, getEnv } from "../platform/context.server";
import { hashPassword, verifyPassword } from "./password.server";
import { createUserSession } from "./session.server";
import { knownDeviceId, rememberDevice } from "./known-device.server";
import { beginSignInAttempt, finishSignInAttempt } from "./rate-limit.server";
import { findUserByEmail, setPasswordHash, type AccountRow } from "./users.server";
import { sleep } from "../platform/sleep.server";

export type SignInOutcome =
  /** Signed in: `headers` carry the session cookie and the known-device cookie. */
  | { ok: true; user: AccountRow; headers: Headers }
  | { ok: false; code: "InvalidPassword" | "UserNotFound" }
  | { ok: false; code: "TooManyAttempts"; retryAfterMs: number };

export async function attemptSignIn(
  context: AppLoadContext,
  request: Request,
  email: string,
  password: string,
): Promise<SignInOutcome> {
  const env = getEnv(context);
  const db = getDb(context);
  const account = normaliseEmail(email);
  const device = await knownDeviceId(context, request, account);
  const gate = await beginSignInAttempt(env, request, account, device, Date.now());
  if (!gate.go) return { ok: false, code: "TooManyAttempts", retryAfterMs: gate.retryAfterMs };
  if (gate.waitMs > 0) await sleep(gate.waitMs);

  const found = await findUserByEmail(db, account);
  const user = found && !found.deletedAt ? found : undefined;
  // Always one full hash (a dummy one without a user), so the answer's timing says nothing.
  const check = await verifyPassword(password, user?.passwordHash);
  const ok = Boolean(user) && check.ok;
  await finishSignInAttempt(env, request, account, { ok, trusted: gate.trusted, device, now: Date.now() });
  if (!user) return { ok: false, code: "UserNotFound" };
  if (!ok) return { ok: false, code: "InvalidPassword" };

  if (check.needsRehash) await setPasswordHash(db, user.id, await hashPassword(password));
  const headers = new Headers();
  headers.append("Set-Cookie", await createUserSession(request, context, user.id));
  const deviceCookie = await rememberDevice(context, request, account);
  if (deviceCookie) headers.append("Set-Cookie", deviceCookie);
  return { ok: true, user, headers };
}
