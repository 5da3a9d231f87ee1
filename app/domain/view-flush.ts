// How queued listing opens become D1 writes (docs/product.md#view-counting): one listing_views
// row per open (the admin analytics read per-user history and views per day from them) and one
// counter update per listing, whatever the number of opens.

/** One open waiting in a ViewCounter shard. `at` is the open's time in epoch milliseconds. */
export type QueuedView = { listingId: number; userId: string | null; counted: boolean; at: number };

/** Opens are written to D1 at most this long after they happen. */
export const FLUSH_DELAY_MS = 5_000;
/** Opens per D1 batch; a larger queue flushes again at once. */
export const FLUSH_BATCH = 200;
/** A Worker isolate gathers a shard's opens for this long and sends them in one call. */
export const VIEW_BATCH_MS = 1_000;
/** Opens per call from an isolate to a shard; a full batch is sent on its own and a new one starts. */
export const VIEW_BATCH_MAX = 200;
/** Listings are spread over this many ViewCounter objects. */
export const VIEW_SHARDS = 32;

export function viewShard(listingId: number): string {
  return `views-${listingId % VIEW_SHARDS}`;
}

export function planFlush(views: QueuedView[]): {
  rows: QueuedView[];
  counters: { listingId: number; add: number }[];
} {
  const adds = new Map<number, number>();
  for (const v of views) if (v.counted) adds.set(v.listingId, (adds.get(v.listingId) ?? 0) + 1);
  return { rows: views, counters: [...adds].map(([listingId, add]) => ({ listingId, add })) };
}
