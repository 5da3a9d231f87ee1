// Listing opens of one isolate, gathered per ViewCounter shard for a moment and sent in one call
// (docs/product.md#view-counting, decision 0011). A listing shared widely on WhatsApp is one
// shard, one Durable Object: sent one call per open, every visitor's open would queue at that
// one object; gathered, each isolate sends that shard one call per moment, whatever the number
// of visitors. The isolate is kept alive for the send (waitUntil).
import { type QueuedView, VIEW_BATCH_MAX, viewShard } from "~/domain/view-flush";
import { sleep } from "../platform/sleep.server";

type Batch = { views: QueuedView[] };
const open = new Map<string, Batch>();

/**
 * Adds `view` to its shard's open batch, or starts one that is sent `waitMs` later (0: on the
 * next turn). A full batch (VIEW_BATCH_MAX) is sent on its own schedule and a new one starts.
 */
export function queueOpen(
  env: Pick<Env, "VIEW_COUNTER">,
  ctx: Pick<ExecutionContext, "waitUntil"> | undefined,
  view: QueuedView,
  waitMs: number,
): void {
  const shard = viewShard(view.listingId);
  const batch = open.get(shard);
  if (batch && batch.views.length < VIEW_BATCH_MAX) {
    batch.views.push(view);
    return;
  }
  const next: Batch = { views: [view] };
  open.set(shard, next);
  const sent = sleep(waitMs)
    .then(() => {
      // Closed before the call: a later open starts the next batch.
      if (open.get(shard) === next) open.delete(shard);
      return env.VIEW_COUNTER.get(env.VIEW_COUNTER.idFromName(shard)).recordMany(next.views);
    })
    .then(
      () => undefined,
      (error: unknown) => console.error("view counting failed", shard, next.views.length, error),
    );
  ctx?.waitUntil(sent);
}
