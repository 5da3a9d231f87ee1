import { redirect } from "@remix-run/cloudflare";
import type { Toast, ToastKind } from "~/domain/toast";
import { readCookie, serializeCookie } from "./cookies.server";

// Flash toasts: an action sets a short-lived cookie, the next page render shows it and clears it.
// This works the same with JavaScript off (plain form post, redirect, page render).
const TOAST_COOKIE = "toast";

export function toastCookie(kind: ToastKind, message: string): string {
  const toast: Toast = { id: crypto.randomUUID(), kind, message };
  return serializeCookie(TOAST_COOKIE, JSON.stringify(toast), { maxAge: 60, httpOnly: true });
}

export function redirectWithToast(url: string, kind: ToastKind, message: string, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", toastCookie(kind, message));
  return redirect(url, { ...init, headers });
}

/** Reads the flash toast; returns the cookie header that clears it. */
export function readToast(request: Request): { toast: Toast | null; clear: string | null } {
  const raw = readCookie(request, TOAST_COOKIE);
  if (!raw) return { toast: null, clear: null };
  let toast: Toast | null = null;
  try {
    const parsed = JSON.parse(raw) as Toast;
    if (parsed && typeof parsed.message === "string") toast = parsed;
  } catch {
    toast = null;
  }
  return { toast, clear: serializeCookie(TOAST_COOKIE, "", { maxAge: 0, httpOnly: true }) };
}
