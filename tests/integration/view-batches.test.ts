// Opens are gathered per shard and isolate and sent in one call (app/server/views/view-batches.server.ts,
// docs/product.md#view-counting): a widely shared listing costs its Durable Object one call per
// moment, not one per open, and nothing is lost.
import { describe, expect, it } from "vitest";
import { VIEW_BATCH_MAX, type QueuedView, viewShard } from "~/domain/view-flush";
import { queueOpen } from "~/server/views/view-batches.server";
import { viewShardOf } from "../helpers/listing";

/** A ViewCounter namespace that records each call instead of making it. */
function fakeCounters() {
  const calls: { shard: string; views: QueuedView[] }[] = [];
  const VIEW_COUNTER = {
    idFromName: (name: string) => name,
    get: (shard: string) => ({
      recordMany: async (views: QueuedView[]) => {
        calls.push({ shard, views: [...views] });
      },
    }),
  } as unknown as Env["VIEW_COUNTER"];
  const waits: Promise<unknown>[] = [];
  return { env: { VIEW_COUNTER }, ctx: { waitUntil: (p: Promise<unknown>) => waits.push(p) }, calls, waits };
}

const view = (listingId: number, at = 1): QueuedView => ({ listingId, userId: null, counted: true, at });

describe("view batches", () => {
  it("sends a moment's opens of each shard in one call, in order", async () => {
    const fake = fakeCounters();
    // 90001 and 90033 share a shard (32 shards); 90002 has its own.
    for (let i = 0; i < 30; i++)
      queueOpen(fake.env, fake.ctx, view(i % 3 === 2 ? 90002 : i % 2 ? 90033 : 90001, i), 20);
    expect(fake.calls).toEqual([]);
    await Promise.all(fake.waits);
    expect(fake.calls.map((c) => [c.shard, c.views.length]).sort()).toEqual([
      [viewShard(90001), 20],
      [viewShard(90002), 10],
    ]);
    const first = fake.calls.find((c) => c.shard === viewShard(90001))!;
    expect(first.views.map((v) => v.at)).toEqual([...first.views.map((v) => v.at)].sort((a, b) => a - b));
    // Only the open that started a batch holds the isolate for it.
    expect(fake.waits).toHaveLength(2);
  });

  it("starts a new batch when one is full, and after one is sent", async () => {
    const fake = fakeCounters();
    for (let i = 0; i < VIEW_BATCH_MAX + 5; i++) queueOpen(fake.env, fake.ctx, view(90003, i), 20);
    await Promise.all(fake.waits);
    expect(fake.calls.map((c) => c.views.length)).toEqual([VIEW_BATCH_MAX, 5]);
    queueOpen(fake.env, fake.ctx, view(90003, 999), 0);
    await Promise.all(fake.waits);
    expect(fake.calls.map((c) => c.views.length)).toEqual([VIEW_BATCH_MAX, 5, 1]);
  });

  it("a shard takes a batch in one call and queues every open of it", async () => {
    const shard = viewShardOf(90004);
    const before = await shard.pending();
    await shard.recordMany([view(90004, 1), view(90004, 2), { ...view(90004, 3), counted: false }]);
    expect(await shard.pending()).toBe(before + 3);
  });
});
