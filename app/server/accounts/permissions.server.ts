// The guards every loader and action starts with. Each one reads the session, applies a rule of
// app/domain/permissions.ts and either returns the signed-in user or throws the answer: a
// redirect to sign in, a 403 or a 404. Rules: docs/product.md#roles-and-permissions.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { Role } from "~/domain/catalog";
import { isAdmin } from "~/domain/permissions";
import { forbidden } from "../http/responses.server";
import { getOptionalUser, type SessionUser } from "./session.server";

type Refuse = () => Response;

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

/**
 * Signed in and allowed by `rule` (a predicate of app/domain/permissions.ts, e.g.
 * `(user) => canPostListings(user.role)`); visitors go to sign in, others get `refuse()`
 * (default 403; pass `notFound` where the product shows the not-found page instead).
 */
export async function requirePermission(
  request: Request,
  context: AppLoadContext,
  rule: (user: SessionUser) => boolean,
  refuse: Refuse = () => forbidden(),
): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!rule(user)) throw refuse();
  return user;
}

/** Signed in with one of `roles`; other signed-in users get `refuse()` (default 403). */
export function requireRole(
  request: Request,
  context: AppLoadContext,
  roles: readonly Role[],
  refuse?: Refuse,
): Promise<SessionUser> {
  return requirePermission(request, context, (user) => roles.includes(user.role), refuse);
}

/** Admin pages: visitors and non-admins are sent to /login. */
export function requireAdmin(request: Request, context: AppLoadContext): Promise<SessionUser> {
  return requirePermission(
    request,
    context,
    (user) => isAdmin(user.role),
    () => redirect("/login"),
  );
}

/**
 * Signed in AND e-mail verified (posting listings, buying credits, revealing numbers).
 * Unverified users are sent to /verify-email, which explains why and offers a resend button,
 * and then brings them back to `redirectTo`.
 */
export function requireVerifiedUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  return requirePermission(
    request,
    context,
    (user) => user.emailVerified,
    () => redirect(`/verify-email?redirectTo=${encodeURIComponent(here(request))}`),
  );
}
