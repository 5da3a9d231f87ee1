import { DurableObject } from "cloudflare:workers";
import {
  ADMIN_GRANT_PREFIX,
  adjustmentDescription,
  planAdjustment,
  planDebit,
  planReveal,
  planTakeBack,
  type RefundKind,
  revealDescription,
  takeBackDescription,
} from "../app/domain/credits";
import { istDayStart } from "../app/domain/dates";
import { listingIdFromPostDescription, POST_COST, POST_DESCRIPTION_PREFIX } from "../app/domain/listing-post";
import { canPostListings } from "../app/domain/permissions";
import type { ListingFields } from "../app/schemas/listing";
import { type AuditActor, auditStatement } from "../app/server/admin/audit.server";
import { createDb } from "../app/server/db/client.server";
import { attachPhotos, type SqlStatement } from "../app/server/photos/photos.server";
import { insertListingStatement } from "../app/server/listings/listing-rows.server";

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

export type PostListingRequest = {
  posterId: string;
  /** The listing as the form's schema parsed it. */
  listing: ListingFields;
  /** Upload ids (or none), main first; attachPhotos() checks they are the poster's and free. */
  photoIds: string[];
  /** The form token's key (postIdempotencyKey): a retried submit creates one listing, charged once. */
  idempotencyKey: string;
  at?: number;
};

export type PostListingResult =
  | {
      ok: true;
      /** False when this key was already used: nothing new was written. */
      charged: boolean;
      /** The listing this key created (null if it has since been deleted). */
      listingId: number | null;
      balance: number;
    }
  | {
      ok: false;
      reason: "insufficient" | "poster-not-found" | "not-allowed" | "photos" | "failed";
      /** For "photos": which rule the photos broke. */
      message?: string;
      balance: number;
    };

export type AdjustRequest = {
  userId: string;
  /** Signed: positive adds credits, negative removes them. */
  amount: number;
  /** The admin's reason: in the ledger's description and the audit row. */
  reason: string;
  /** The admin acting, for the audit row. */
  actor: AuditActor;
  /** adjustIdempotencyKey(): the same form submitted twice applies once. */
  idempotencyKey: string;
  at?: number;
};

export type AdjustResult =
  | { ok: true; applied: boolean; balance: number }
  | { ok: false; reason: "user-not-found" | "below-zero" | "failed"; balance: number }
  /** Grants to this user today would pass DAILY_GRANT_LIMIT and the actor is not a superadmin. */
  | { ok: false; reason: "daily-limit"; balance: number; grantedToday: number };

export type TakeBackRequest = {
  /** Our payments row (a paid order of this user). */
  orderId: number;
  /** "refund:<Razorpay refund id>" or "dispute:<dispute id>": each applies once. */
  refundId: string;
  kind: RefundKind;
  amountPaise: number;
  currency: string;
  at?: number;
};

export type TakeBackResult =
  | { ok: true; applied: boolean; taken: number; shortfall: number; balance: number }
  | { ok: false; reason: "order-not-found" | "mismatch" | "failed" };

/**
 * The things credits buy, described by type. The object turns them into SQL itself, so no
 * caller ever hands it statements.
 */
type Purchase =
  | { kind: "reveal"; buyerId: string; sellerId: string; listingId: number | null; at: number }
  | {
      kind: "listing";
      posterId: string;
      listing: ListingFields;
      /** attachPhotos() statements for the listing inserted just before them. */
      photos: SqlStatement[];
      at: number;
    };

type Debit = {
  userId: string;
  amount: number;
  /** Text, or SQL that computes it inside the batch (a post names the listing it creates). */
  description: string | SqlStatement;
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

  /**
   * Posts a listing for 20 credits: the debit, the ledger row, the Pending listing and its
   * photos in one D1 batch, or nothing. The same key again answers with the listing it made.
   */
  postListing(req: PostListingRequest): Promise<PostListingResult> {
    return this.serialise(() => this.postListingNow(req));
  }

  /**
   * An admin adds or removes credits (docs/product.md#admin): the balance, the ledger row with
   * its unique key and the audit row in one D1 batch. Never below 0; a repeated key is a no-op;
   * more than DAILY_GRANT_LIMIT granted to this user today (IST) needs a superadmin.
   */
  adjust(req: AdjustRequest): Promise<AdjustResult> {
    return this.serialise(() => this.adjustNow(req));
  }

  /**
   * A refund or lost dispute of a paid order takes its credits back (docs/product.md#payments):
   * the balance (never below 0), the ledger row keyed refund:<id>, the payment_refunds row with
   * the shortfall, and an audit row, in one D1 batch. The same refund id again changes nothing.
   */
  takeBack(userId: string, req: TakeBackRequest): Promise<TakeBackResult> {
    return this.serialise(() => this.takeBackNow(userId, req));
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

  private async postListingNow(req: PostListingRequest): Promise<PostListingResult> {
    const at = req.at ?? Date.now();
    const row = await this.env.DB.prepare(
      `SELECT u.credits AS balance, u.role AS role, u.email_verified AS verified,
         (SELECT description FROM credit_transactions WHERE idempotency_key = ?2) AS done
       FROM users u WHERE u.id = ?1 AND u.deleted_at IS NULL`,
    )
      .bind(req.posterId, req.idempotencyKey)
      .first<{ balance: number; role: string; verified: number; done: string | null }>();
    if (!row) return { ok: false, reason: "poster-not-found", balance: 0 };
    if (row.done !== null) {
      const listingId = listingIdFromPostDescription(row.done);
      const exists =
        listingId !== null &&
        (await this.env.DB.prepare("SELECT 1 FROM listings WHERE id = ?").bind(listingId).first()) !== null;
      return { ok: true, charged: false, listingId: exists ? listingId : null, balance: row.balance };
    }
    if (!canPostListings(row.role as Parameters<typeof canPostListings>[0]) || row.verified !== 1) {
      return { ok: false, reason: "not-allowed", balance: row.balance };
    }
    const plan = planDebit({ balance: row.balance, amount: POST_COST, alreadyApplied: false });
    if (plan.kind !== "apply") return { ok: false, reason: "insufficient", balance: row.balance };

    const photos = await attachPhotos(createDb(this.env.DB), {
      listingId: "new",
      ownerId: req.posterId,
      uploadIds: req.photoIds,
    });
    if (!photos.ok) return { ok: false, reason: "photos", message: photos.message, balance: row.balance };
    // The listing inserted by this batch is the poster's newest (attachPhotos finds it the same way).
    const newest = { sql: "(SELECT MAX(id) FROM listings WHERE posted_by_id = ?)", params: [req.posterId] };
    try {
      const balance = await this.debit({
        userId: req.posterId,
        amount: POST_COST,
        description: { sql: `? || ${newest.sql}`, params: [POST_DESCRIPTION_PREFIX, ...newest.params] },
        idempotencyKey: req.idempotencyKey,
        purchase: { kind: "listing", posterId: req.posterId, listing: req.listing, photos: photos.statements, at },
      });
      const made = await this.env.DB.prepare("SELECT description FROM credit_transactions WHERE idempotency_key = ?")
        .bind(req.idempotencyKey)
        .first<{ description: string }>();
      return { ok: true, charged: true, listingId: listingIdFromPostDescription(made?.description), balance };
    } catch (error) {
      // The batch rolled back: an upload taken by another listing meanwhile, or a constraint.
      console.error("postListing: batch failed", error);
      return { ok: false, reason: "failed", balance: row.balance };
    }
  }

  private async adjustNow(req: AdjustRequest): Promise<AdjustResult> {
    const at = req.at ?? Date.now();
    const db = this.env.DB;
    // The daily grant total is read here, inside this user's serialised queue, so two parallel
    // grants cannot both pass the limit. The actor's role comes from the database, not the caller.
    const row = await db
      .prepare(
        `SELECT u.credits AS balance,
           EXISTS (SELECT 1 FROM credit_transactions WHERE idempotency_key = ?2) AS applied,
           (SELECT COALESCE(SUM(amount), 0) FROM credit_transactions
              WHERE user_id = ?1 AND amount > 0 AND created_at >= ?4 AND description LIKE ?5) AS granted,
           (SELECT role FROM users WHERE id = ?3 AND deleted_at IS NULL) AS actor_role
         FROM users u WHERE u.id = ?1 AND u.deleted_at IS NULL`,
      )
      .bind(req.userId, req.idempotencyKey, req.actor.id, istDayStart(at), `${ADMIN_GRANT_PREFIX}:%`)
      .first<{ balance: number; applied: number; granted: number; actor_role: string | null }>();
    if (!row) return { ok: false, reason: "user-not-found", balance: 0 };
    const plan = planAdjustment({
      balance: row.balance,
      amount: req.amount,
      alreadyApplied: row.applied === 1,
      grantedToday: row.granted,
      unlimited: row.actor_role === "superadmin",
    });
    if (plan.kind === "replay") return { ok: true, applied: false, balance: row.balance };
    if (plan.kind === "below-zero") return { ok: false, reason: "below-zero", balance: row.balance };
    if (plan.kind === "daily-limit") {
      return { ok: false, reason: "daily-limit", balance: row.balance, grantedToday: plan.grantedToday };
    }

    const audit = auditStatement(req.actor, {
      action: "user.credits",
      targetType: "user",
      targetId: req.userId,
      before: { credits: row.balance },
      after: { credits: plan.balanceAfter },
      reason: req.reason,
      at,
    });
    try {
      const results = await db.batch([
        db.prepare("UPDATE users SET credits = credits + ? WHERE id = ?").bind(req.amount, req.userId),
        db
          .prepare(
            `INSERT INTO credit_transactions (user_id, amount, description, idempotency_key, balance_after, created_at)
             SELECT id, ?, ?, ?, credits, ? FROM users WHERE id = ? RETURNING balance_after`,
          )
          .bind(req.amount, adjustmentDescription(req.amount, req.reason), req.idempotencyKey, at, req.userId),
        db.prepare(audit.sql).bind(...audit.params),
      ]);
      const ledger = results[1]?.results[0] as { balance_after: number } | undefined;
      return { ok: true, applied: true, balance: ledger?.balance_after ?? plan.balanceAfter };
    } catch (error) {
      // Rolled back as a whole (the not-negative trigger, or the key taken meanwhile).
      console.error("adjust: batch failed", error);
      return { ok: false, reason: "failed", balance: row.balance };
    }
  }

  private async takeBackNow(userId: string, req: TakeBackRequest): Promise<TakeBackResult> {
    const at = req.at ?? Date.now();
    const db = this.env.DB;
    // "refund:<rfnd_...>" or "dispute:<disp_...>": the ledger key and the payment_refunds id.
    const key = req.refundId;
    const row = await db
      .prepare(
        `SELECT u.credits AS balance, p.credits AS credits, p.amount AS amount,
           (SELECT COALESCE(SUM(credits), 0) FROM payment_refunds WHERE payment_row_id = p.id) AS taken_back,
           EXISTS (SELECT 1 FROM payment_refunds WHERE id = ?3) AS applied
         FROM payments p JOIN users u ON u.id = p.user_id
         WHERE p.id = ?1 AND p.user_id = ?2 AND p.status = 'paid'`,
      )
      .bind(req.orderId, userId, req.refundId)
      .first<{ balance: number; credits: number; amount: number; taken_back: number; applied: number }>();
    if (!row) return { ok: false, reason: "order-not-found" };
    const plan = planTakeBack({
      balance: row.balance,
      orderCredits: row.credits,
      orderAmountRupees: row.amount,
      refundPaise: req.amountPaise,
      currency: req.currency,
      alreadyTakenBack: row.taken_back,
      alreadyApplied: row.applied === 1,
    });
    if (plan.kind === "replay") return { ok: true, applied: false, taken: 0, shortfall: 0, balance: row.balance };
    if (plan.kind === "mismatch") return { ok: false, reason: "mismatch" };

    // The audit trail's actor is the provider: no admin account, so actor_id stays empty.
    const audit = auditStatement(
      { id: null as unknown as string, email: "Razorpay (webhook)" },
      {
        action: "user.credits",
        targetType: "user",
        targetId: userId,
        before: { credits: row.balance },
        after: { credits: plan.balanceAfter, shortfall: plan.shortfall },
        reason: `${req.kind === "refund" ? "Payment refunded" : "Dispute lost"} (${req.refundId}, order #${req.orderId}): ${plan.credits} credits to take back, ${plan.taken} taken, shortfall ${plan.shortfall}`,
        at,
      },
    );
    try {
      await db.batch([
        db.prepare("UPDATE users SET credits = credits - ? WHERE id = ?").bind(plan.taken, userId),
        db
          .prepare(
            `INSERT INTO credit_transactions (user_id, amount, description, idempotency_key, balance_after, created_at)
             SELECT id, ?, ?, ?, credits, ? FROM users WHERE id = ?`,
          )
          .bind(-plan.taken, takeBackDescription(req.kind, req.orderId, plan.credits, plan.taken), key, at, userId),
        db
          .prepare(
            `INSERT INTO payment_refunds (id, payment_row_id, user_id, kind, amount_paise, credits, taken, shortfall, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(
            req.refundId,
            req.orderId,
            userId,
            req.kind,
            req.amountPaise,
            plan.credits,
            plan.taken,
            plan.shortfall,
            at,
          ),
        db.prepare(audit.sql).bind(...audit.params),
      ]);
      return { ok: true, applied: true, taken: plan.taken, shortfall: plan.shortfall, balance: plan.balanceAfter };
    } catch (error) {
      console.error("takeBack: batch failed", error);
      return { ok: false, reason: "failed" };
    }
  }

  /**
   * One D1 batch (one transaction): the balance, the ledger row with its unique key and the
   * balance after it, and the thing bought. Any failure rolls all of it back; the trigger
   * users_credits_not_negative is the last guard against an overdraft.
   */
  private async debit(d: Debit): Promise<number> {
    const db = this.env.DB;
    const description: SqlStatement =
      typeof d.description === "string" ? { sql: "?", params: [d.description] } : d.description;
    const results = await db.batch([
      db.prepare("UPDATE users SET credits = credits - ? WHERE id = ?").bind(d.amount, d.userId),
      ...this.purchaseStatements(d.purchase),
      db
        .prepare(
          `INSERT INTO credit_transactions (user_id, amount, description, idempotency_key, balance_after, created_at)
           SELECT id, ?, ${description.sql}, ?, credits, ? FROM users WHERE id = ? RETURNING balance_after`,
        )
        .bind(-d.amount, ...description.params, d.idempotencyKey, d.purchase.at, d.userId),
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
      case "listing":
        return [insertListingStatement(createDb(db), p.listing, p.posterId, p.at), ...p.photos].map((s) =>
          db.prepare(s.sql).bind(...s.params),
        );
    }
  }
}
