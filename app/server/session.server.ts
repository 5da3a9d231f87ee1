// Sessions: the session-token cookie holds only a random id; the sessions row is keyed by its
// SHA-256, so a leaked database does not hand out live cookies. A new id at every sign-in;
// logout deletes the row; unknown, expired or deleted sessions sign the user out silently.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { SESSION_DAYS } from "~/domain/auth";
import { isAdminRole } from "~/domain/permissions";
import { getDb, getEnv, isLocal } from "./context.server";
import { DAY_SECONDS, readCookie, serializeCookie } from "./cookies.server";
import type { Db } from "./db/client.server";
import { sessions, users } from "./db/schema.server";

export const SESSION_COOKIE = "session-token";

export type Role = "buyer" | "seller" | "both" | "admin" | "superadmin";

export type SessionUser = {
  id: string;
  username: string;
  fullName: string;
  email: string;
  emailVerified: boolean;
  role: Role;
  credits: number;
  profileImage: string | null;
};

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** 32 random bytes as URL-safe base64: session ids and e-mailed tokens. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The sessions row id for this request's cookie, or null. */
export async function currentSessionId(request: Request): Promise<string | null> {
  const token = readCookie(request, SESSION_COOKIE);
  return token ? sha256Hex(token) : null;
}

/** The signed-in user, or null (unknown, expired or deleted sessions sign out silently). */
export async function getOptionalUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  const sessionId = await currentSessionId(request);
  if (!sessionId) return null;
  const db = getDb(context);
  const row = await db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      email: users.email,
      emailVerified: users.emailVerified,
      role: users.role,
      credits: users.credits,
      profileImage: users.profileImage,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, Date.now()), isNull(users.deletedAt)))
    .get();
  return row ?? null;
}

function cookieSecure(request: Request, context: AppLoadContext): boolean {
  // Secure everywhere except plain-http local development.
  return !isLocal(getEnv(context)) || new URL(request.url).protocol === "https:";
}

export function sessionCookie(request: Request, context: AppLoadContext, token: string, maxAge: number): string {
  return serializeCookie(SESSION_COOKIE, token, {
    maxAge,
    httpOnly: true,
    sameSite: "Lax",
    secure: cookieSecure(request, context),
    path: "/",
  });
}

/**
 * Signs `userId` in: a fresh random id every time (the old session of this browser, if any, is
 * deleted), stored hashed. Returns the Set-Cookie header value for the response.
 */
export async function createUserSession(request: Request, context: AppLoadContext, userId: string): Promise<string> {
  const db = getDb(context);
  const previous = await currentSessionId(request);
  if (previous) await db.delete(sessions).where(eq(sessions.id, previous));
  const token = randomToken();
  await db.insert(sessions).values({
    id: await sha256Hex(token),
    userId,
    expiresAt: Date.now() + SESSION_DAYS * DAY_SECONDS * 1000,
    userAgent: (request.headers.get("User-Agent") ?? "").slice(0, 200),
  });
  return sessionCookie(request, context, token, SESSION_DAYS * DAY_SECONDS);
}

/** Deletes this browser's session row; returns the Set-Cookie header that clears the cookie. */
export async function destroySession(request: Request, context: AppLoadContext): Promise<string> {
  const sessionId = await currentSessionId(request);
  if (sessionId) await getDb(context).delete(sessions).where(eq(sessions.id, sessionId));
  return sessionCookie(request, context, "", 0);
}

/** Signs a user out everywhere (password reset, account deletion), optionally keeping one session. */
export async function destroyAllSessions(db: Db, userId: string, exceptSessionId?: string | null): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
}

function here(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** Sends visitors to /login?redirectTo=<where they were>. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getOptionalUser(request, context);
  if (!user) throw redirect(`/login?redirectTo=${encodeURIComponent(here(request))}`);
  return user;
}

/** Pages only signed-out visitors need (login, sign-up, reset): signed-in users go to `to`. */
export async function requireAnonymous(request: Request, context: AppLoadContext, to = "/"): Promise<void> {
  if (await getOptionalUser(request, context)) throw redirect(to);
}

export function isAdmin(user: Pick<SessionUser, "role"> | null | undefined): boolean {
  return isAdminRole(user?.role);
}

/** Admin pages: non-admins are sent to /login (doc 2 section 2). */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!isAdmin(user)) throw redirect("/login");
  return user;
}

/**
 * Signed in with one of `roles`; other signed-in users get `refuse` (default: a 403 response;
 * pass e.g. redirect("/not-found") where the spec says so).
 */
export async function requireRole(
  request: Request,
  context: AppLoadContext,
  roles: readonly Role[],
  refuse: () => Response = () => new Response("Forbidden", { status: 403 }),
): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!roles.includes(user.role)) throw refuse();
  return user;
}

/**
 * Signed in AND e-mail verified (posting listings, buying credits, revealing numbers).
 * Unverified users are sent to /verify-email, which explains why and offers a resend button,
 * and then brings them back to `redirectTo`.
 */
export async function requireVerifiedUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!user.emailVerified) throw redirect(`/verify-email?redirectTo=${encodeURIComponent(here(request))}`);
  return user;
}
