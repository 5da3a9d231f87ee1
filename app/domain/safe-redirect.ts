/**
 * Only same-site relative paths are followed after a form post ("/x?y"), never "//evil" or
 * absolute URLs, so redirectTo cannot be used to send users elsewhere.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
