// Sign-up, e-mail verification and password reset (sign-in is in sign-in.server.ts). Routes
// call these and map the returned codes to the messages of docs/product.md#accounts; nothing
// here knows about pages.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { RESET_PASSWORD_TTL_MS, VERIFY_EMAIL_TTL_MS, normaliseEmail } from "~/domain/auth";
import type { Role } from "~/domain/catalog";
import { appOrigin, getDb, getEnv } from "../context.server";
import { getEmailSender, passwordResetEmail, verificationEmail } from "../email.server";
import { isUniqueViolation } from "../db/unique.server";
import { hashPassword } from "../password.server";
import { destroyAllSessions } from "../session.server";
import { hit } from "./rate-limit.server";
import { consumeToken, issueToken } from "./tokens.server";
import {
  createAccount,
  findActiveUserById,
  findUserByEmail,
  markEmailVerified,
  setPasswordHash,
  type AccountRow,
} from "./users.server";

export async function sendVerificationEmail(
  request: Request,
  context: AppLoadContext,
  user: Pick<AccountRow, "id" | "email">,
) {
  const db = getDb(context);
  const token = await issueToken(db, user.id, "verify_email", VERIFY_EMAIL_TTL_MS);
  const link = `${appOrigin(getEnv(context), request)}/verify-email?token=${encodeURIComponent(token)}`;
  await getEmailSender(context).send(verificationEmail(user.email, link));
}

/** Resend, at most 5 mails per user in 15 minutes. False when throttled. */
export async function resendVerificationEmail(
  request: Request,
  context: AppLoadContext,
  user: Pick<AccountRow, "id" | "email">,
) {
  if (!(await hit(getEnv(context), `verify:${user.id}`, 5, 15 * 60 * 1000))) return false;
  await sendVerificationEmail(request, context, user);
  return true;
}

export type SignUpResult = { ok: true; user: AccountRow } | { ok: false; code: "UserExists" | "EmailNotVerified" };

export async function signUp(
  request: Request,
  context: AppLoadContext,
  input: { email: string; phone?: string; password: string; role: Role },
): Promise<SignUpResult> {
  const db = getDb(context);
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    // Someone who signed up but never verified gets a fresh link instead of a dead end.
    if (!existing.emailVerified && !existing.deletedAt) {
      await resendVerificationEmail(request, context, existing);
      return { ok: false, code: "EmailNotVerified" };
    }
    return { ok: false, code: "UserExists" };
  }
  let user: AccountRow;
  try {
    user = await createAccount(db, {
      email: input.email,
      phone: input.phone,
      role: input.role,
      passwordHash: await hashPassword(input.password),
      emailVerified: false,
    });
  } catch (e) {
    // Two sign-ups racing for one e-mail: the unique index decides.
    if (isUniqueViolation(e, "users.email")) return { ok: false, code: "UserExists" };
    throw e;
  }
  await sendVerificationEmail(request, context, user);
  return { ok: true, user };
}

export type VerifyResult = { ok: true; userId: string } | { ok: false; code: "InvalidToken" | "ExpiredToken" };

export async function verifyEmailToken(context: AppLoadContext, token: string): Promise<VerifyResult> {
  const db = getDb(context);
  const result = await consumeToken(db, token, "verify_email");
  if (result.status === "ok") {
    await markEmailVerified(db, result.userId);
    return { ok: true, userId: result.userId };
  }
  return { ok: false, code: result.status === "expired" ? "ExpiredToken" : "InvalidToken" };
}

/** Sends a reset link when the address belongs to an account; callers always show the same toast. */
export async function requestPasswordReset(request: Request, context: AppLoadContext, email: string): Promise<void> {
  const env = getEnv(context);
  const db = getDb(context);
  const user = await findUserByEmail(db, email);
  if (!user || user.deletedAt) return;
  // Quietly cap mails per address so the form cannot be used to flood someone's inbox.
  if (!(await hit(env, `reset:${normaliseEmail(email)}`, 5, 60 * 60 * 1000))) return;
  const token = await issueToken(db, user.id, "reset_password", RESET_PASSWORD_TTL_MS);
  const link = `${appOrigin(env, request)}/reset-password?token=${encodeURIComponent(token)}`;
  await getEmailSender(context).send(passwordResetEmail(user.email, link));
}

export type ResetResult =
  | { ok: true; userId: string }
  | { ok: false; code: "InvalidToken" | "ExpiredToken" | "UserNotFound" };

/** Uses the token once, sets the password, verifies the e-mail (the mail proved it) and signs out every session. */
export async function resetPassword(context: AppLoadContext, token: string, password: string): Promise<ResetResult> {
  const db = getDb(context);
  const result = await consumeToken(db, token, "reset_password");
  if (result.status === "expired") return { ok: false, code: "ExpiredToken" };
  if (result.status !== "ok") return { ok: false, code: "InvalidToken" };
  const user = await findActiveUserById(db, result.userId);
  if (!user) return { ok: false, code: "UserNotFound" };
  await setPasswordHash(db, user.id, await hashPassword(password));
  if (!user.emailVerified) await markEmailVerified(db, user.id);
  await destroyAllSessions(db, user.id);
  return { ok: true, userId: user.id };
}
