// Changing an account's e-mail (docs/product.md#accounts). The address is the sign-in identity
// and where reset links go, so a change proves who asks (the current password, or a fresh
// sign-in for accounts without one), keeps the old address in use until the new one is
// confirmed through the link sent to it, and tells the old address.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, isNull, ne } from "drizzle-orm";
import { TOO_MANY_EMAILS, VERIFY_EMAIL_TTL_MS } from "~/domain/auth";
import { PROFILE_MESSAGES } from "~/schemas/profile";
import { appOrigin, getDb, getEnv } from "../platform/context.server";
import type { Db } from "../db/client.server";
import { isUniqueViolation } from "../db/unique.server";
import { authTokens, sessions, users } from "../db/schema.server";
import { emailChangeEmail, emailChangeNoticeEmail, getEmailSender, langOfUser, mailLink } from "../mail/email.server";
import { verifyPassword } from "./password.server";
import { currentSessionId } from "./session.server";
import { allowMail } from "./mail-limits.server";
import { hit } from "./rate-limit.server";
import { issueToken } from "./tokens.server";
import { findActiveUserById } from "./users.server";

/** An account without a password proves itself by a sign-in at most this old. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;
/** Wrong current passwords per actor before the check stops answering for a while. */
const PASSWORD_CHECKS = { limit: 10, windowMs: 15 * 60 * 1000 };

/** Why a change was refused: a field's message, or the form's when `field` is absent. */
export type EmailChangeRefusal = { field?: "email" | "currentPassword"; message: string };

async function emailInUse(db: Db, email: string, exceptUserId: string): Promise<boolean> {
  const row = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
    .get();
  return Boolean(row);
}

/** Whether this request's session was created within RECENT_SIGN_IN_MS. */
async function signedInRecently(db: Db, request: Request, now: number): Promise<boolean> {
  const id = await currentSessionId(request);
  if (!id) return false;
  const row = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, id)).get();
  return Boolean(row && now - row.createdAt < RECENT_SIGN_IN_MS);
}

/**
 * Everything an e-mail change needs before anything is saved: the address is free, the actor
 * (the account's owner, or the admin editing it) re-proves who they are, and the mail limits
 * allow the two mails. Returns the refusal, or null to go ahead with startEmailChange.
 */
export async function checkEmailChange(
  context: AppLoadContext,
  request: Request,
  input: { actorId: string; targetId: string; newEmail: string; currentPassword: string | undefined },
): Promise<EmailChangeRefusal | null> {
  const db = getDb(context);
  const env = getEnv(context);
  if (await emailInUse(db, input.newEmail, input.targetId)) {
    return { field: "email", message: PROFILE_MESSAGES.emailTaken };
  }
  const actor = await findActiveUserById(db, input.actorId);
  if (!actor) return { message: PROFILE_MESSAGES.updateFailed };
  if (actor.passwordHash) {
    if (!input.currentPassword) return { field: "currentPassword", message: PROFILE_MESSAGES.currentPasswordRequired };
    if (!(await hit(env, `reauth:${actor.id}`, PASSWORD_CHECKS.limit, PASSWORD_CHECKS.windowMs))) {
      return { field: "currentPassword", message: PROFILE_MESSAGES.tooManyPasswordChecks };
    }
    if (!(await verifyPassword(input.currentPassword, actor.passwordHash)).ok) {
      return { field: "currentPassword", message: PROFILE_MESSAGES.currentPasswordWrong };
    }
  } else if (!(await signedInRecently(db, request, Date.now()))) {
    return { message: PROFILE_MESSAGES.signInAgainToChangeEmail };
  }
  if (!(await allowMail(env, request, input.newEmail, { kind: "email-change", accountId: input.targetId }))) {
    return { field: "email", message: TOO_MANY_EMAILS };
  }
  return null;
}

/**
 * Records the new address as pending, mails it the confirmation link (a new request cancels the
 * earlier link) and tells the old address. The account keeps signing in with the old one.
 */
export async function startEmailChange(
  context: AppLoadContext,
  request: Request,
  target: { id: string; email: string },
  newEmail: string,
): Promise<void> {
  const db = getDb(context);
  const origin = appOrigin(getEnv(context), request);
  await db.update(users).set({ pendingEmail: newEmail }).where(eq(users.id, target.id));
  const token = await issueToken(db, target.id, "change_email", VERIFY_EMAIL_TTL_MS);
  const sender = getEmailSender(context);
  // Both in the account's language, also when an admin made the change.
  const lang = await langOfUser(db, target.id);
  const confirm = mailLink(origin, `/verify-email?token=${encodeURIComponent(token)}`, lang);
  await sender.send(emailChangeEmail(newEmail, confirm, lang));
  await sender.send(emailChangeNoticeEmail(target.email, newEmail, mailLink(origin, "/forgot-password", lang), lang));
}

export type ConfirmChangeResult = { ok: true } | { ok: false; code: "InvalidToken" | "EmailTaken" };

/**
 * Switches the account to its pending address once its link is used (the token is already
 * consumed by the caller): verified, no longer pending, and reset links mailed to the old
 * address stop working.
 */
export async function applyEmailChange(db: Db, userId: string): Promise<ConfirmChangeResult> {
  const user = await findActiveUserById(db, userId);
  const pending = user?.pendingEmail;
  if (!user || !pending) return { ok: false, code: "InvalidToken" };
  try {
    await db.batch([
      db
        .update(users)
        .set({ email: pending, emailVerified: true, pendingEmail: null })
        .where(and(eq(users.id, user.id), eq(users.pendingEmail, pending))),
      db
        .update(authTokens)
        .set({ usedAt: Date.now() })
        .where(and(eq(authTokens.userId, user.id), eq(authTokens.kind, "reset_password"), isNull(authTokens.usedAt))),
    ]);
  } catch (error) {
    // Someone signed up with that address (or took it in another change) in the meantime.
    if (isUniqueViolation(error, "users.email")) return { ok: false, code: "EmailTaken" };
    throw error;
  }
  return { ok: true };
}
