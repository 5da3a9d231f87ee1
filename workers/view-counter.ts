import { DurableObject } from "cloudflare:workers";
import { and, eq, isNull, sql } from "drizzle-orm";
import { FLUSH_BATCH, FLUSH_DELAY_MS, planFlush, type QueuedView } from "../app/domain/view-flush";
import { insertWhere, runBatch } from "../app/server/db/batch.server";
import { createDb } from "../app/server/db/client.server";
import { listings, listingViews, users } from "../app/server/db/schema.server";

/**
 * One instance per listing shard (app/server/views/views.server.ts picks it). Opens are queued in the
 * object's own SQLite storage and written to D1 in one batch a few seconds later (an alarm), so
 * a widely shared listing costs one D1 batch per shard every few seconds instead of two writes
 * per open (docs/product.md#view-counting). The listing_views rows keep each open's own time.
 */
export class ViewCounter extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(
      "CREATE TABLE IF NOT EXISTS pending (id INTEGER PRIMARY KEY AUTOINCREMENT, listing_id INTEGER NOT NULL, user_id TEXT, counted INTEGER NOT NULL, at INTEGER NOT NULL)",
    );
  }

  /**
   * Queues a batch of opens that a Worker isolate gathered (app/server/views/view-batches.server.ts);
   * the flush alarm is set by the first batch after a flush.
   */
  async recordMany(views: QueuedView[]): Promise<void> {
    for (const view of views) {
      this.ctx.storage.sql.exec(
        "INSERT INTO pending (listing_id, user_id, counted, at) VALUES (?, ?, ?, ?)",
        view.listingId,
        view.userId,
        view.counted ? 1 : 0,
        view.at,
      );
    }
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + FLUSH_DELAY_MS);
  }

  /** How many opens wait for the next flush (tests and diagnostics). */
  async pending(): Promise<number> {
    return this.ctx.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM pending").one().n;
  }

  /**
   * Writes up to FLUSH_BATCH queued opens to D1 in one batch, then forgets them. A D1 failure
   * throws, and the runtime retries the alarm with backoff; nothing is lost.
   */
  async alarm(): Promise<void> {
    const rows = this.ctx.storage.sql
      .exec<{ id: number; listing_id: number; user_id: string | null; counted: number; at: number }>(
        "SELECT id, listing_id, user_id, counted, at FROM pending ORDER BY id LIMIT ?",
        FLUSH_BATCH,
      )
      .toArray();
    if (rows.length === 0) return;
    const plan = planFlush(
      rows.map((r) => ({ listingId: r.listing_id, userId: r.user_id, counted: r.counted === 1, at: r.at })),
    );
    const db = createDb(this.env.DB);
    await runBatch(db, [
      // A listing deleted since the open: the row is skipped; an account deleted since: kept without it.
      ...plan.rows.map((v) =>
        insertWhere(
          db,
          listingViews,
          {
            listingId: v.listingId,
            userId:
              v.userId === null
                ? null
                : sql`(${db
                    .select({ id: users.id })
                    .from(users)
                    .where(and(eq(users.id, v.userId), isNull(users.deletedAt)))})`,
            counted: v.counted,
            createdAt: v.at,
          },
          sql`exists (select 1 from ${listings} where ${listings.id} = ${v.listingId})`,
        ),
      ),
      ...plan.counters.map((c) =>
        db
          .update(listings)
          .set({ views: sql`${listings.views} + ${c.add}` })
          .where(eq(listings.id, c.listingId)),
      ),
    ]);
    this.ctx.storage.sql.exec("DELETE FROM pending WHERE id <= ?", rows[rows.length - 1]!.id);
    if (rows.length === FLUSH_BATCH) await this.ctx.storage.setAlarm(Date.now());
  }
}
