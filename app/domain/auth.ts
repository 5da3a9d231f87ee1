// Account rules that need no runtime: lifetimes, limits and the error catalogues
// (docs/product.md#accounts).

export const SESSION_DAYS = 30;
export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000;

export const SERVER_ERROR = "Server Error, Please try again later.";
export const INVALID_REQUEST = "Invalid Request, Please try again later.";

/** The login page's `error` parameter (docs/product.md#accounts); any other value shows nothing. */
export const LOGIN_ERRORS = {
  InvalidPassword: "Invalid email or password",
  UserNotFound: "User not found, Please sign up.",
  ServerError: SERVER_ERROR,
  InvalidRequest: INVALID_REQUEST,
} as const;

/** The sign-up page's `error` parameter (docs/product.md#accounts). */
export const SIGNUP_ERRORS = {
  InvalidRequest: INVALID_REQUEST,
  PasswordMismatch: "Password Mismatch, Please try again.",
  InvalidRole: "Invalid Role, Please try again.",
  UserExists: "User already exists, Login to continue.",
  ServerError: SERVER_ERROR,
  EmailNotVerified: "Email not verified, Please verify your email.",
} as const;

/** The reset-password page's `error` parameter (docs/product.md#accounts). */
export const RESET_ERRORS = {
  InvalidRequest: INVALID_REQUEST,
  PasswordMismatch: "Password Mismatch, Please try again.",
  InvalidToken: "Invalid Token, Please try again later.",
  ExpiredToken: "Expired Token, Request a new password reset.",
  ServerError: SERVER_ERROR,
  UserNotFound: "User not found, Please try again.",
} as const;

/** A mail-sending action refused by the mail limits (docs/product.md#security). */
export const TOO_MANY_EMAILS = "Too many emails sent. Please try again in a few minutes.";

export const FORGOT_PASSWORD_SUCCESS =
  "Check your email for a password reset link. If it doesn't appear in your inbox, check your spam folder.";
export const RESET_FAILED = "Password reset failed. Please try again later.";

export function catalogueMessage<T extends Record<string, string>>(
  catalogue: T,
  code: string | null | undefined,
): string | null {
  return code && Object.hasOwn(catalogue, code) ? catalogue[code as keyof T]! : null;
}

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/**
 * Names a username never takes, because a page lives at /seller/<name> (the seller's own
 * listings table at /seller/listings). A new static /seller/* route adds its name here.
 */
export const RESERVED_USERNAMES: readonly string[] = ["listings"];

/** A username from an e-mail's local part: lowercase letters, digits, dots, dashes, underscores. */
export function usernameBase(email: string): string {
  const local = email.split("@")[0] ?? "";
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "")
    .replace(/^[._-]+|[._-]+$/g, "");
  return (cleaned || "user").slice(0, 20);
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
