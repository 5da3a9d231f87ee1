// Listing ids arrive as text: route params, form fields, cookies. One parser for all of them.

/** "42" -> 42; anything else ("0", "-1", "1.5", "1e3", " 7", "abc", too big, a File) -> null. */
export function parseListingId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
