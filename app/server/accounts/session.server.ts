// Sessions: the session-token cookie holds only a random id; the sessions row is keyed by its
// SHA-256, so a leaked database does not hand out live cookies. A new id at every sign-in;
// logout deletes the row; unknown, expired or deleted sessions sign the user out silently.
// Guards that use the session (requireUser and friends) are in permissions.server.ts.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { SESSION_DAYS } from "~/domain/auth";
import type { Role } from "~/domain/catalog";
import { getDb, getEnv, isLocal } from "../platform/context.server";
import { COOKIES, clearCookie, DAY_SECONDS, parseCookies, readCookie, setCookie } from "../http/cookies.server";
import { randomToken, sha256Hex } from "../platform/crypto.server";
import type { Db } from "../db/client.server";
import { sessions, users } from "../db/schema.server";

export const SESSION_COOKIE = COOKIES.session.name;

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    /** Set by getOptionalUser when it finds a user: this render is personal (workers/app.ts marks its answer). */
    sawUser?: boolean;
  }
}

/**
 * Whether this request carries a session cookie, read by the same parser as the session itself
 * (so "session-token =x", a tab, a duplicate all count). The one test of "signed in" for the
 * edge cache and the security headers (docs/product.md#requests); true whenever
 * currentSessionId finds a token, and also for an empty one.
 */
export function hasSessionCookie(request: Request): boolean {
  return parseCookies(request.headers.get("Cookie")).has(SESSION_COOKIE);
}

/**
 * Response header marking an answer whose render saw a signed-in user. The edge cache never
 * stores a marked answer; applySecurityHeaders makes it private and removes the header, so it
 * never reaches the browser.
 */
export const PERSONAL_RENDER_HEADER = "X-Personal-Render";

export const isPersonalRender = (response: Response) => response.headers.has(PERSONAL_RENDER_HEADER);

/** `response`, marked personal when its render found a signed-in user (workers/app.ts). */
export function markPersonalRender(response: Response, context: AppLoadContext): Response {
  if (!context.sawUser) return response;
  const out = new Response(response.body, response);
  out.headers.set(PERSONAL_RENDER_HEADER, "1");
  return out;
}

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

/** The sessions row id for this request's cookie, or null. */
export async function currentSessionId(request: Request): Promise<string | null> {
  const token = readCookie(request, SESSION_COOKIE);
  return token ? sha256Hex(token) : null;
}

/**
 * This request's lookup, kept on its load context: Remix hands each loader of one render a copy
 * of the Request but the same context, so the root loader and the route's loader (or its guard)
 * read the session once (docs/decisions/0034-request-plumbing-once.md). Only loaders share it
 * (GET, HEAD): an action reads afresh, and so do the loaders that follow an action in the same
 * request, whose copy is a GET made after it (they see what it changed: credits, a sign-out).
 */
const lookups = new WeakMap<AppLoadContext, { cookie: string | null; user: Promise<SessionUser | null> }>();
const SHARED_METHODS = new Set(["GET", "HEAD"]);

/** The signed-in user, or null (unknown, expired or deleted sessions sign out silently). */
export function getOptionalUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  if (!SHARED_METHODS.has(request.method)) return lookUpUser(request, context);
  // The same cookies too: a context reused for another request (a test's) looks up afresh.
  const cookie = request.headers.get("Cookie");
  const kept = lookups.get(context);
  if (kept && kept.cookie === cookie) return kept.user;
  const user = lookUpUser(request, context);
  lookups.set(context, { cookie, user });
  return user;
}

async function lookUpUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
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
  // Whatever the request looked like to the edge cache, this answer is now someone's own.
  if (row) context.sawUser = true;
  return row ?? null;
}

/** Whether a cookie we set must be Secure: everywhere but plain-http local development. */
export function cookieSecure(request: Request, context: AppLoadContext): boolean {
  // Secure everywhere except plain-http local development.
  return !isLocal(getEnv(context)) || new URL(request.url).protocol === "https:";
}

export function sessionCookie(request: Request, context: AppLoadContext, token: string): string {
  const secure = cookieSecure(request, context);
  return token ? setCookie(COOKIES.session, token, { secure }) : clearCookie(COOKIES.session, { secure });
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
  return sessionCookie(request, context, token);
}

/**
 * A `session-token` cookie that finds no session (expired, revoked, made up): the Set-Cookie
 * header that removes it, so the browser stops sending it (docs/product.md#accounts). The user
 * is simply signed out, without a message. Null when there is nothing to remove.
 */
export async function staleSessionClear(
  request: Request,
  context: AppLoadContext,
  user: SessionUser | null,
): Promise<string | null> {
  if (user || !(await currentSessionId(request))) return null;
  return sessionCookie(request, context, "");
}

/** Deletes this browser's session row; returns the Set-Cookie header that clears the cookie. */
export async function destroySession(request: Request, context: AppLoadContext): Promise<string> {
  const sessionId = await currentSessionId(request);
  if (sessionId) await getDb(context).delete(sessions).where(eq(sessions.id, sessionId));
  return sessionCookie(request, context, "");
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
