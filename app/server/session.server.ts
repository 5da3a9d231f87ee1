// Session lookup. The accounts work (issue 3) owns this module and fills in sign-in, rotation,
// guards and the rest; the layout relies only on getOptionalUser's shape.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "./context.server";
import { readCookie } from "./cookies.server";
import { sessions, users } from "./db/schema.server";

export const SESSION_COOKIE = "session-token";

export type SessionUser = {
  id: string;
  username: string;
  fullName: string;
  email: string;
  emailVerified: boolean;
  role: "buyer" | "seller" | "both" | "admin" | "superadmin";
  credits: number;
  profileImage: string | null;
};

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The signed-in user, or null (unknown, expired or deleted sessions sign out silently). */
export async function getOptionalUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token) return null;
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
    .where(and(eq(sessions.id, await sha256Hex(token)), gt(sessions.expiresAt, Date.now()), isNull(users.deletedAt)))
    .get();
  return row ?? null;
}

/** Sends visitors to /login?redirectTo=<where they were>. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getOptionalUser(request, context);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}

export function isAdmin(user: Pick<SessionUser, "role"> | null | undefined): boolean {
  return user?.role === "admin" || user?.role === "superadmin";
}

/** Admin pages: non-admins are sent to /login (doc 2 section 2). */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!isAdmin(user)) throw redirect("/login");
  return user;
}
