import { DurableObject } from "cloudflare:workers";
import { and, eq, gt, gte, isNull, like, type SQL, sql } from "drizzle-orm";
import {
  ADMIN_GRANT_PREFIX,
  adjustmentDescription,
  planAdjustment,
  planDebit,
  planReveal,
  planTakeBack,
  purchaseDescription,
  type RefundKind,
  revealDescription,
  takeBackDescription,
} from "../app/domain/credits";
import { istDayStart } from "../app/domain/dates";
import { listingIdFromPostDescription, POST_COST, POST_DESCRIPTION_PREFIX } from "../app/domain/listing-post";
import { canPostListings } from "../app/domain/permissions";
import type { ListingFields } from "../app/schemas/listing";
import { type AuditActor, auditInsert } from "../app/server/admin/audit.server";
import { changeBalance, ledgerRow } from "../app/server/credits/ledger.server";
import type { Statement } from "../app/server/db/batch.server";
import { createDb, type Db } from "../app/server/db/client.server";
import { isUniqueViolation } from "../app/server/db/unique.server";
import {
  creditTransactions,
  enquiries,
  listings,
  paymentRefunds,
  payments,
  users,
} from "../app/server/db/schema.server";
import { insertListing } from "../app/server/listings/listing-rows.server";
import { attachPhotos, newestListingOf } from "../app/server/photos/attach.server";

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

export type SettleRequest = {
  /** Our payments row: its credits and buyer are read from it, never taken from a request. */
  orderId: number;
  /** The provider's payment id (unique: one payment pays one order). */
  paymentId: string;
  by: "callback" | "webhook" | "scheduled";
  at?: number;
};

/**
 * "already-paid" when the order was credited before (by any path), "payment-reused" when the
 * payment id already paid another order (nothing changes), "order-not-found" when it is not
 * this user's order.
 */
export type SettleResult = "credited" | "already-paid" | "payment-reused" | "order-not-found";

export type TakeBackResult =
  | { ok: true; applied: boolean; taken: number; shortfall: number; balance: number }
  | { ok: false; reason: "order-not-found" | "mismatch" | "failed" };

/**
 * The things credits buy, described by type. The object builds their statements itself, so no
 * caller ever hands it SQL.
 */
type Purchase =
  | { kind: "reveal"; buyerId: string; sellerId: string; listingId: number | null; at: number }
  | {
      kind: "listing";
      posterId: string;
      listing: ListingFields;
      /** attachPhotos() statements for the listing inserted just before them. */
      photos: Statement[];
      at: number;
    };

type Debit = {
  userId: string;
  amount: number;
  /** Text, or SQL that computes it inside the batch (a post names the listing it creates). */
  description: string | SQL<string>;
  idempotencyKey: string;
  purchase: Purchase;
};

/**
 * One instance per user (idFromName(userId)): every change of that user's credits runs here, one
 * at a time (docs/product.md#credits), and nothing else writes the balance or the ledger
 * (docs/decisions/0033-one-writer-of-the-ledger.md). A Durable Object only holds its input gate
 * across its own storage calls: while it awaits D1, the next request already runs. So operations
 * are chained explicitly, or parallel debits would all pass the balance check.
 */
export class UserCredits extends DurableObject<Env> {
  private queue: Promise<unknown> = Promise.resolve();

  private readonly db: Db = createDb(this.env.DB);

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
   * Credits a paid order once (docs/product.md#payments): the balance, the ledger row keyed
   * purchase:<order id> and the order marked paid in one D1 batch. The callback, the webhook and
   * the scheduled job may all call it at once: the calls queue here, and the unique key is the
   * last guard.
   */
  settle(userId: string, req: SettleRequest): Promise<SettleResult> {
    return this.serialise(() => this.settleNow(userId, req));
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

  /** The users row of `userId` while the account lives. */
  private liveUser(userId: string) {
    return and(eq(users.id, userId), isNull(users.deletedAt));
  }

  private keyUsed(key: string) {
    return sql<number>`exists (select 1 from ${creditTransactions} where ${creditTransactions.idempotencyKey} = ${key})`;
  }

  private async revealNow(req: RevealRequest): Promise<RevealResult> {
    const at = req.at ?? Date.now();
    const db = this.db;
    // One read for everything the decision needs.
    const row = await db
      .select({
        balance: users.credits,
        role: users.role,
        seller: sql<string | null>`(select username from ${users} where id = ${req.sellerId} and deleted_at is null)`,
        revealed: sql<number>`exists (select 1 from ${enquiries} where buyer_id = ${req.buyerId} and seller_id = ${req.sellerId})`,
        applied: this.keyUsed(req.idempotencyKey),
        today: sql<number>`(select count(*) from ${enquiries} where buyer_id = ${req.buyerId} and created_at >= ${istDayStart(at)})`,
      })
      .from(users)
      .where(this.liveUser(req.buyerId))
      .get();
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
    const db = this.db;
    const row = await db
      .select({
        balance: users.credits,
        role: users.role,
        verified: users.emailVerified,
        done: sql<
          string | null
        >`(select ${creditTransactions.description} from ${creditTransactions} where ${creditTransactions.idempotencyKey} = ${req.idempotencyKey})`,
      })
      .from(users)
      .where(this.liveUser(req.posterId))
      .get();
    if (!row) return { ok: false, reason: "poster-not-found", balance: 0 };
    if (row.done !== null) {
      const listingId = listingIdFromPostDescription(row.done);
      const exists =
        listingId !== null &&
        (await db.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).get()) !== undefined;
      return { ok: true, charged: false, listingId: exists ? listingId : null, balance: row.balance };
    }
    if (!canPostListings(row.role) || !row.verified) {
      return { ok: false, reason: "not-allowed", balance: row.balance };
    }
    const plan = planDebit({ balance: row.balance, amount: POST_COST, alreadyApplied: false });
    if (plan.kind !== "apply") return { ok: false, reason: "insufficient", balance: row.balance };

    const photos = await attachPhotos(db, { listingId: "new", ownerId: req.posterId, uploadIds: req.photoIds });
    if (!photos.ok) return { ok: false, reason: "photos", message: photos.message, balance: row.balance };
    try {
      const balance = await this.debit({
        userId: req.posterId,
        amount: POST_COST,
        // The listing inserted by this batch is the poster's newest (attachPhotos finds it the same way).
        description: sql<string>`${POST_DESCRIPTION_PREFIX} || ${newestListingOf(req.posterId)}`,
        idempotencyKey: req.idempotencyKey,
        purchase: { kind: "listing", posterId: req.posterId, listing: req.listing, photos: photos.statements, at },
      });
      const made = await db
        .select({ description: creditTransactions.description })
        .from(creditTransactions)
        .where(eq(creditTransactions.idempotencyKey, req.idempotencyKey))
        .get();
      return { ok: true, charged: true, listingId: listingIdFromPostDescription(made?.description), balance };
    } catch (error) {
      // The batch rolled back: an upload taken by another listing meanwhile, or a constraint.
      console.error("postListing: batch failed", error);
      return { ok: false, reason: "failed", balance: row.balance };
    }
  }

  private async settleNow(userId: string, req: SettleRequest): Promise<SettleResult> {
    const at = req.at ?? Date.now();
    const db = this.db;
    const order = await db
      .select({ id: payments.id, credits: payments.credits, amount: payments.amount, status: payments.status })
      .from(payments)
      .where(and(eq(payments.id, req.orderId), eq(payments.userId, userId)))
      .get();
    if (!order) return "order-not-found";
    if (order.status === "paid") return "already-paid";
    try {
      await db.batch([
        changeBalance(db, userId, order.credits),
        ledgerRow(db, {
          userId,
          amount: order.credits,
          description: purchaseDescription(order),
          idempotencyKey: `purchase:${order.id}`,
          at,
        }),
        db
          .update(payments)
          .set({ status: "paid", providerPaymentId: req.paymentId, paidAt: at, settledBy: req.by, failureReason: null })
          .where(eq(payments.id, order.id)),
      ]);
      return "credited";
    } catch (error) {
      // The ledger key is taken: this order was credited before. The batch rolled back.
      if (isUniqueViolation(error, "credit_transactions.idempotency_key")) return "already-paid";
      // payments.provider_payment_id is unique: this payment already paid another order.
      if (isUniqueViolation(error, "payments.provider_payment_id")) {
        console.warn(`payments: payment ${req.paymentId} already settled another order, not order #${order.id}`);
        return "payment-reused";
      }
      throw error;
    }
  }

  private async adjustNow(req: AdjustRequest): Promise<AdjustResult> {
    const at = req.at ?? Date.now();
    const db = this.db;
    // The daily grant total is read here, inside this user's serialised queue, so two parallel
    // grants cannot both pass the limit. The actor's role comes from the database, not the caller.
    const grants = db
      .select({ total: sql<number>`coalesce(sum(${creditTransactions.amount}), 0)` })
      .from(creditTransactions)
      .where(
        and(
          eq(creditTransactions.userId, req.userId),
          gt(creditTransactions.amount, 0),
          gte(creditTransactions.createdAt, istDayStart(at)),
          like(creditTransactions.description, `${ADMIN_GRANT_PREFIX}:%`),
        ),
      );
    const row = await db
      .select({
        balance: users.credits,
        applied: this.keyUsed(req.idempotencyKey),
        granted: sql<number>`(${grants})`,
        actorRole: sql<string | null>`(select role from ${users} where id = ${req.actor.id} and deleted_at is null)`,
      })
      .from(users)
      .where(this.liveUser(req.userId))
      .get();
    if (!row) return { ok: false, reason: "user-not-found", balance: 0 };
    const plan = planAdjustment({
      balance: row.balance,
      amount: req.amount,
      alreadyApplied: row.applied === 1,
      grantedToday: row.granted,
      unlimited: row.actorRole === "superadmin",
    });
    if (plan.kind === "replay") return { ok: true, applied: false, balance: row.balance };
    if (plan.kind === "below-zero") return { ok: false, reason: "below-zero", balance: row.balance };
    if (plan.kind === "daily-limit") {
      return { ok: false, reason: "daily-limit", balance: row.balance, grantedToday: plan.grantedToday };
    }

    try {
      const [, ledger] = await db.batch([
        changeBalance(db, req.userId, req.amount),
        ledgerRow(db, {
          userId: req.userId,
          amount: req.amount,
          description: adjustmentDescription(req.amount, req.reason),
          idempotencyKey: req.idempotencyKey,
          at,
        }),
        auditInsert(db, req.actor, {
          action: "user.credits",
          targetType: "user",
          targetId: req.userId,
          before: { credits: row.balance },
          after: { credits: plan.balanceAfter },
          reason: req.reason,
          at,
        }),
      ]);
      return { ok: true, applied: true, balance: ledger[0]?.balanceAfter ?? plan.balanceAfter };
    } catch (error) {
      // Rolled back as a whole (the not-negative trigger, or the key taken meanwhile).
      console.error("adjust: batch failed", error);
      return { ok: false, reason: "failed", balance: row.balance };
    }
  }

  private async takeBackNow(userId: string, req: TakeBackRequest): Promise<TakeBackResult> {
    const at = req.at ?? Date.now();
    const db = this.db;
    // "refund:<rfnd_...>" or "dispute:<disp_...>": the ledger key and the payment_refunds id.
    const key = req.refundId;
    const row = await db
      .select({
        balance: users.credits,
        credits: payments.credits,
        amount: payments.amount,
        takenBack: sql<number>`(select coalesce(sum(${paymentRefunds.credits}), 0) from ${paymentRefunds} where ${paymentRefunds.paymentRowId} = ${payments.id})`,
        applied: sql<number>`exists (select 1 from ${paymentRefunds} where ${paymentRefunds.id} = ${req.refundId})`,
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(and(eq(payments.id, req.orderId), eq(payments.userId, userId), eq(payments.status, "paid")))
      .get();
    if (!row) return { ok: false, reason: "order-not-found" };
    const plan = planTakeBack({
      balance: row.balance,
      orderCredits: row.credits,
      orderAmountRupees: row.amount,
      refundPaise: req.amountPaise,
      currency: req.currency,
      alreadyTakenBack: row.takenBack,
      alreadyApplied: row.applied === 1,
    });
    if (plan.kind === "replay") return { ok: true, applied: false, taken: 0, shortfall: 0, balance: row.balance };
    if (plan.kind === "mismatch") return { ok: false, reason: "mismatch" };

    try {
      await db.batch([
        changeBalance(db, userId, -plan.taken),
        ledgerRow(db, {
          userId,
          amount: -plan.taken,
          description: takeBackDescription(req.kind, req.orderId, plan.credits, plan.taken),
          idempotencyKey: key,
          at,
        }),
        db.insert(paymentRefunds).values({
          id: req.refundId,
          paymentRowId: req.orderId,
          userId,
          kind: req.kind,
          amountPaise: req.amountPaise,
          credits: plan.credits,
          taken: plan.taken,
          shortfall: plan.shortfall,
          createdAt: at,
        }),
        // The audit trail's actor is the provider: no admin account, so actor_id stays empty.
        auditInsert(
          db,
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
        ),
      ]);
      return { ok: true, applied: true, taken: plan.taken, shortfall: plan.shortfall, balance: plan.balanceAfter };
    } catch (error) {
      console.error("takeBack: batch failed", error);
      return { ok: false, reason: "failed" };
    }
  }

  /**
   * One D1 batch (one transaction): the balance, the thing bought, and the ledger row with its
   * unique key and the balance after it. Any failure rolls all of it back; the trigger
   * users_credits_not_negative is the last guard against an overdraft.
   */
  private async debit(d: Debit): Promise<number> {
    const db = this.db;
    const ledger = ledgerRow(db, {
      userId: d.userId,
      amount: -d.amount,
      description: d.description,
      idempotencyKey: d.idempotencyKey,
      at: d.purchase.at,
    });
    const results = await db.batch([
      changeBalance(db, d.userId, -d.amount),
      ...this.purchaseStatements(d.purchase),
      ledger,
    ]);
    const rows = results[results.length - 1] as Awaited<typeof ledger>;
    return rows[0]?.balanceAfter ?? 0;
  }

  private purchaseStatements(p: Purchase): Statement[] {
    const db = this.db;
    switch (p.kind) {
      case "reveal":
        return [
          db
            .insert(enquiries)
            .values({ listingId: p.listingId, sellerId: p.sellerId, buyerId: p.buyerId, createdAt: p.at }),
        ];
      case "listing":
        return [insertListing(db, p.listing, p.posterId, p.at), ...p.photos];
    }
  }
}
