// Sign-up, e-mail verification and password reset (sign-in is in sign-in.server.ts). Routes
// call these and map the returned codes to the messages of docs/product.md#accounts; nothing
// here knows about pages.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { RESET_PASSWORD_TTL_MS, VERIFY_EMAIL_TTL_MS } from "~/domain/auth";
import type { Role } from "~/domain/catalog";
import { type Lang, langOfPath } from "~/domain/language";
import { appOrigin, getDb, getEnv } from "../platform/context.server";
import { getEmailSender, langOfUser, mailLink, passwordResetEmail, verificationEmail } from "../mail/email.server";
import { isUniqueViolation } from "../db/unique.server";
import { hashPassword } from "./password.server";
import { destroyAllSessions } from "./session.server";
import { applyEmailChange } from "./email-change.server";
import { allowMail } from "./mail-limits.server";
import { checkToken, consumeToken, issueToken, type TokenCheck } from "./tokens.server";
import {
  createAccount,
  findActiveUserById,
  findUserByEmail,
  markEmailVerified,
  setPasswordHash,
  type AccountRow,
} from "./users.server";

/** Mails a verification link in the account's language; callers have asked allowMail first. */
async function sendVerificationEmail(
  request: Request,
  context: AppLoadContext,
  user: Pick<AccountRow, "id" | "email"> & { lang?: Lang },
) {
  const db = getDb(context);
  const lang = user.lang ?? (await langOfUser(db, user.id));
  const token = await issueToken(db, user.id, "verify_email", VERIFY_EMAIL_TTL_MS);
  const link = mailLink(appOrigin(getEnv(context), request), `/verify-email?token=${encodeURIComponent(token)}`, lang);
  await getEmailSender(context).send(verificationEmail(user.email, link, lang));
}

/** Resend, within the mail limits (5 per account in 15 minutes, and the IP's and address's). False when refused. */
export async function resendVerificationEmail(
  request: Request,
  context: AppLoadContext,
  user: Pick<AccountRow, "id" | "email"> & { lang?: Lang },
) {
  if (!(await allowMail(getEnv(context), request, user.email, { kind: "verify", accountId: user.id }))) return false;
  await sendVerificationEmail(request, context, user);
  return true;
}

export type SignUpResult =
  | { ok: true; user: AccountRow }
  | { ok: false; code: "UserExists" | "EmailNotVerified" | "TooManyEmails" };

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
  // No account without its verification mail: refused before anything is created.
  if (!(await allowMail(getEnv(context), request, input.email, { kind: "verify" }))) {
    return { ok: false, code: "TooManyEmails" };
  }
  let user: AccountRow;
  try {
    user = await createAccount(db, {
      email: input.email,
      phone: input.phone,
      role: input.role,
      passwordHash: await hashPassword(input.password),
      emailVerified: false,
      // Its mails speak the language of the page it was made on (/ta/signup: Tamil).
      lang: langOfPath(new URL(request.url).pathname),
    });
  } catch (e) {
    // Two sign-ups racing for one e-mail: the unique index decides.
    if (isUniqueViolation(e, "users.email")) return { ok: false, code: "UserExists" };
    throw e;
  }
  await sendVerificationEmail(request, context, user);
  return { ok: true, user };
}

export type VerifyResult =
  | { ok: true; userId: string }
  | { ok: false; code: "InvalidToken" | "ExpiredToken" | "EmailTaken" };

/** The mailed links /verify-email confirms: a new account's address, or an e-mail change. */
const EMAIL_TOKEN_KINDS = ["verify_email", "change_email"] as const;

function failure(check: TokenCheck): VerifyResult {
  return { ok: false, code: check.status === "expired" ? "ExpiredToken" : "InvalidToken" };
}

/** Looks a link up without using it, so the confirm page can say up front when it cannot work. */
export async function checkEmailToken(context: AppLoadContext, token: string): Promise<VerifyResult> {
  const db = getDb(context);
  let check: TokenCheck = { status: "invalid" };
  for (const kind of EMAIL_TOKEN_KINDS) {
    check = await checkToken(db, token, kind);
    if (check.status !== "invalid") break;
  }
  return check.status === "ok" ? { ok: true, userId: check.userId } : failure(check);
}

/**
 * Uses a mailed link once (a POST from the confirm page, never a GET that a mail scanner could
 * make): verifies a new account's address, or switches an account to its pending address.
 */
export async function confirmEmailToken(context: AppLoadContext, token: string): Promise<VerifyResult> {
  const db = getDb(context);
  const verify = await consumeToken(db, token, "verify_email");
  if (verify.status === "ok") {
    await markEmailVerified(db, verify.userId);
    return { ok: true, userId: verify.userId };
  }
  if (verify.status !== "invalid") return failure(verify);
  const change = await consumeToken(db, token, "change_email");
  if (change.status !== "ok") return failure(change);
  const applied = await applyEmailChange(db, change.userId);
  return applied.ok ? { ok: true, userId: change.userId } : { ok: false, code: applied.code };
}

/** Sends a reset link when the address belongs to an account; callers always show the same toast. */
export async function requestPasswordReset(request: Request, context: AppLoadContext, email: string): Promise<void> {
  const env = getEnv(context);
  const db = getDb(context);
  const user = await findUserByEmail(db, email);
  if (!user || user.deletedAt) return;
  // Quietly within the mail limits, so the form cannot flood someone's inbox.
  if (!(await allowMail(env, request, user.email, { kind: "reset" }))) return;
  const token = await issueToken(db, user.id, "reset_password", RESET_PASSWORD_TTL_MS);
  const link = mailLink(appOrigin(env, request), `/reset-password?token=${encodeURIComponent(token)}`, user.lang);
  await getEmailSender(context).send(passwordResetEmail(user.email, link, user.lang));
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
