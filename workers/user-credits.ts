import { DurableObject } from "cloudflare:workers";
import { istDayStart, planReveal, revealDescription } from "../app/domain/credits";

export type RevealRequest = {
  buyerId: string;
  sellerId: string;
  /** The listing the buyer was looking at, if any (recorded on the enquiry). */
  listingId?: number | null;
  /** The same key never charges twice; callers use one per (buyer, seller). */
  idempotencyKey: string;
  /** Epoch ms of the request; tests pass it, callers may leave it to the clock. */
  at?: number;
};

export type RevealResult =
  | { ok: true; charged: boolean; balance: number }
  | { ok: false; reason: "insufficient" | "limit" | "buyer-not-found" | "seller-not-found"; balance: number };

/**
 * The things credits buy, described by type. The object turns them into SQL itself, so no
 * caller ever hands it statements. (Posting a listing adds its own kind here.)
 */
type Purchase = { kind: "reveal"; buyerId: string; sellerId: string; listingId: number | null; at: number };

type Debit = {
  userId: string;
  amount: number;
  description: string;
  idempotencyKey: string;
  purchase: Purchase;
};

/**
 * One instance per user (idFromName(userId)): every debit of that user's credits runs here, one
 * at a time (docs/product.md#credits). A Durable Object only holds its input gate across its own
 * storage calls: while it awaits D1, the next request already runs. So operations are chained
 * explicitly, or parallel debits would all pass the balance check.
 */
export class UserCredits extends DurableObject<Env> {
  private queue: Promise<unknown> = Promise.resolve();

  /** Reveals a seller's mobile to a buyer: free when already revealed, else 10 credits. */
  reveal(req: RevealRequest): Promise<RevealResult> {
    return this.serialise(() => this.revealNow(req));
  }

  private serialise<T>(op: () => Promise<T>): Promise<T> {
    const run = this.queue.then(op);
    // The next operation waits for this one to settle, success or not.
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async revealNow(req: RevealRequest): Promise<RevealResult> {
    const at = req.at ?? Date.now();
    const db = this.env.DB;
    // One read for everything the decision needs.
    const row = await db
      .prepare(
        `SELECT u.credits AS balance, u.role AS role,
           (SELECT username FROM users WHERE id = ?2 AND deleted_at IS NULL) AS seller,
           EXISTS (SELECT 1 FROM enquiries WHERE buyer_id = ?1 AND seller_id = ?2) AS revealed,
           EXISTS (SELECT 1 FROM credit_transactions WHERE idempotency_key = ?3) AS applied,
           (SELECT count(*) FROM enquiries WHERE buyer_id = ?1 AND created_at >= ?4) AS today
         FROM users u WHERE u.id = ?1 AND u.deleted_at IS NULL`,
      )
      .bind(req.buyerId, req.sellerId, req.idempotencyKey, istDayStart(at))
      .first<{
        balance: number;
        role: string;
        seller: string | null;
        revealed: number;
        applied: number;
        today: number;
      }>();
    if (!row) return { ok: false, reason: "buyer-not-found", balance: 0 };
    if (row.seller === null) return { ok: false, reason: "seller-not-found", balance: row.balance };

    const plan = planReveal({
      isSelf: req.buyerId === req.sellerId,
      isAdmin: row.role === "admin" || row.role === "superadmin",
      alreadyRevealed: row.revealed === 1,
      alreadyApplied: row.applied === 1,
      revealsToday: row.today,
      balance: row.balance,
    });
    switch (plan.kind) {
      case "free":
        return { ok: true, charged: false, balance: row.balance };
      case "limit":
        return { ok: false, reason: "limit", balance: row.balance };
      case "insufficient":
        return { ok: false, reason: "insufficient", balance: row.balance };
      case "charge": {
        const listingId = req.listingId ?? null;
        const balance = await this.debit({
          userId: req.buyerId,
          amount: plan.amount,
          description: revealDescription({ username: row.seller }, listingId),
          idempotencyKey: req.idempotencyKey,
          purchase: { kind: "reveal", buyerId: req.buyerId, sellerId: req.sellerId, listingId, at },
        });
        return { ok: true, charged: true, balance };
      }
    }
  }

  /**
   * One D1 batch (one transaction): the balance, the ledger row with its unique key and the
   * balance after it, and the thing bought. Any failure rolls all of it back; the trigger
   * users_credits_not_negative is the last guard against an overdraft.
   */
  private async debit(d: Debit): Promise<number> {
    const db = this.env.DB;
    const results = await db.batch([
      db.prepare("UPDATE users SET credits = credits - ? WHERE id = ?").bind(d.amount, d.userId),
      ...this.purchaseStatements(d.purchase),
      db
        .prepare(
          `INSERT INTO credit_transactions (user_id, amount, description, idempotency_key, balance_after, created_at)
           SELECT id, ?, ?, ?, credits, ? FROM users WHERE id = ? RETURNING balance_after`,
        )
        .bind(-d.amount, d.description, d.idempotencyKey, d.purchase.at, d.userId),
    ]);
    const ledger = results[results.length - 1]?.results[0] as { balance_after: number } | undefined;
    return ledger?.balance_after ?? 0;
  }

  private purchaseStatements(p: Purchase): D1PreparedStatement[] {
    const db = this.env.DB;
    switch (p.kind) {
      case "reveal":
        return [
          db
            .prepare("INSERT INTO enquiries (listing_id, seller_id, buyer_id, created_at) VALUES (?, ?, ?, ?)")
            .bind(p.listingId, p.sellerId, p.buyerId, p.at),
        ];
    }
  }
}
