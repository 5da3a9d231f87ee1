import { type AppLoadContext, redirect } from "@remix-run/cloudflare";
import type { Toast, ToastKind } from "~/domain/toast";
import { getConfig } from "../platform/context.server";
import { COOKIES, readCookie, signedCookie } from "./cookies.server";

// Flash toasts: an action sets a short-lived cookie, the next page render shows it and clears it.
// This works the same with JavaScript off (plain form post, redirect, page render). The cookie is
// signed with APP_SECRET: a toast another site or a script wrote (a fake "Payment received") is
// ignored (docs/decisions/0034-request-plumbing-once.md).
const TOAST_KINDS = new Set<string>(["success", "error", "info"] satisfies ToastKind[]);
/** Far above any message of ours. */
const MAX_MESSAGE = 500;

function cookieFor(context: AppLoadContext) {
  return signedCookie(COOKIES.toast, getConfig(context).appSecret);
}

/** The Set-Cookie value carrying a toast to the next page render. */
export function toastCookie(context: AppLoadContext, kind: ToastKind, message: string): Promise<string> {
  const toast: Toast = { id: crypto.randomUUID(), kind, message };
  return cookieFor(context).serialize(toast);
}

export async function redirectWithToast(
  context: AppLoadContext,
  url: string,
  kind: ToastKind,
  message: string,
  init?: ResponseInit,
): Promise<ReturnType<typeof redirect>> {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastCookie(context, kind, message));
  return redirect(url, { ...init, headers });
}

/** What a signed cookie held, if it is a toast; anything else is no toast. */
export function asToast(value: unknown): Toast | null {
  if (typeof value !== "object" || value === null) return null;
  const { id, kind, message } = value as Record<string, unknown>;
  if (typeof id !== "string" || id.length > 100) return null;
  if (typeof kind !== "string" || !TOAST_KINDS.has(kind)) return null;
  if (typeof message !== "string" || !message || message.length > MAX_MESSAGE) return null;
  return { id, kind: kind as ToastKind, message };
}

/**
 * Reads the flash toast; returns the cookie header that clears it. A toast cookie that is not
 * signed with APP_SECRET, or holds anything but a toast, shows nothing (and is cleared); it
 * never throws, whatever the Cookie header holds.
 */
export async function readToast(
  request: Request,
  context: AppLoadContext,
): Promise<{ toast: Toast | null; clear: string | null }> {
  if (!readCookie(request, COOKIES.toast.name)) return { toast: null, clear: null };
  const cookie = cookieFor(context);
  let value: unknown = null;
  try {
    value = await cookie.parse(request.headers.get("Cookie"));
  } catch {
    // A signature that is not base64, say: the same as a wrong one.
    value = null;
  }
  return { toast: asToast(value), clear: await cookie.serialize("", { maxAge: 0 }) };
}
