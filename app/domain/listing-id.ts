// Row ids arrive as text: route params, form fields, cookies. One parser for all of them
// (listings, payment orders, ...).

/** "42" -> 42; anything else ("0", "-1", "1.5", "1e3", " 7", "abc", too big, a File) -> null. */
export function parseId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** The same parser under the name the listing routes and the view cookie use. */
export const parseListingId = parseId;
