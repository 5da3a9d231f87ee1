/**
 * A plain GET form with several checked boxes sends `type=plot&type=villa`; the app's URLs
 * use one comma-joined value (`type=plot,villa`, doc 1 section 7). Returns the canonical
 * query string ("" or "?...") when something had to be joined, or null when already canonical.
 */
export function joinRepeatedParams(params: URLSearchParams, keys: readonly string[]): string | null {
  let changed = false;
  const next = new URLSearchParams(params);
  for (const key of keys) {
    const values = params.getAll(key);
    if (values.length < 2 && !(values.length === 1 && values[0] === "")) continue;
    changed = true;
    const joined = values.flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean);
    next.delete(key);
    if (joined.length) next.set(key, [...new Set(joined)].join(","));
  }
  if (!changed) return null;
  const qs = next.toString().replace(/%2C/g, ",");
  return qs ? `?${qs}` : "";
}
