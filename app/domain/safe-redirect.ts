/**
 * A redirect target taken from a form or query must stay on this site: a path starting with
 * one "/" (not "//" or "/\", which browsers treat as another host). Anything else -> fallback.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f]/.test(to)) return fallback;
  return to;
}
