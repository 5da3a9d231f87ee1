export type WindowState = { hits: number[] };

/**
 * Sliding window: a key is blocked once it has `limit` recorded hits within `windowMs`.
 * `record` adds a hit at `now` (e.g. a failed sign-in) before answering.
 */
export function slidingWindow(
  state: WindowState,
  opts: { limit: number; windowMs: number; record: boolean; now: number },
): { allowed: boolean; retryAfterMs: number; state: WindowState } {
  const hits = state.hits.filter((t) => t > opts.now - opts.windowMs);
  if (opts.record) hits.push(opts.now);
  const allowed = hits.length < opts.limit;
  const oldest = hits[0];
  const retryAfterMs = allowed || oldest === undefined ? 0 : oldest + opts.windowMs - opts.now;
  return { allowed, retryAfterMs, state: { hits: hits.slice(-opts.limit) } };
}
