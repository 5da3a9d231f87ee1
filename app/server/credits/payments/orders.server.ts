// Purchase orders and their settlement (docs/product.md#payments). A payment credits the buyer
// exactly once: the buyer's UserCredits object writes the credit, the ledger row (unique key
// purchase:<order id>) and the order marked paid in one D1 batch, so the callback, the webhook
// and the scheduled job may race freely (docs/decisions/0033-one-writer-of-the-ledger.md).
// Amounts always come from our order row, never from a request.
import { and, eq } from "drizzle-orm";
import { type CreditPack, CREDIT_MESSAGES, CURRENCY, rupeesToPaise } from "~/domain/credits";
import { createDb } from "../../db/client.server";
import { payments, webhookEvents } from "../../db/schema.server";
import { log } from "../../platform/log.server";
import { type PaymentProvider, paymentProvider } from "./provider.server";

export type Order = typeof payments.$inferSelect;
export type SettledBy = "callback" | "webhook" | "scheduled";

/** Orders whose provider order was never created keep this placeholder (provider_order_id is unique). */
const PENDING_PREFIX = "pending:";

export function hasProviderOrder(order: Pick<Order, "providerOrderId">): boolean {
  return !order.providerOrderId.startsWith(PENDING_PREFIX);
}

export async function getOrder(env: Pick<Env, "DB">, id: number): Promise<Order | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return (await createDb(env.DB).select().from(payments).where(eq(payments.id, id)).get()) ?? null;
}

export async function getOrderByProviderId(env: Pick<Env, "DB">, providerOrderId: string): Promise<Order | null> {
  return (
    (await createDb(env.DB).select().from(payments).where(eq(payments.providerOrderId, providerOrderId)).get()) ?? null
  );
}

/** The order a provider payment paid (provider_payment_id is unique). */
export async function getOrderByPaymentId(env: Pick<Env, "DB">, paymentId: string): Promise<Order | null> {
  return (
    (await createDb(env.DB).select().from(payments).where(eq(payments.providerPaymentId, paymentId)).get()) ?? null
  );
}

export type CreateOrderResult = { ok: true; order: Order; checkoutPath: string } | { ok: false; orderId: number };

/**
 * Our order row first (its id is the provider's receipt), then the provider's order. If the
 * provider fails the row is closed as failed and the buyer is asked to try again.
 */
export async function createPurchaseOrder(
  env: Env,
  userId: string,
  pack: CreditPack,
  provider: PaymentProvider = paymentProvider(env),
): Promise<CreateOrderResult> {
  const db = createDb(env.DB);
  const row = await db
    .insert(payments)
    .values({
      userId,
      provider: provider.name,
      providerOrderId: `${PENDING_PREFIX}${crypto.randomUUID()}`,
      packId: pack.id,
      amount: pack.amount,
      credits: pack.credits,
    })
    .returning()
    .get();
  const amountPaise = rupeesToPaise(pack.amount);
  try {
    const remote = await provider.createOrder({
      amountPaise,
      currency: CURRENCY,
      receipt: String(row.id),
      notes: { userId, packId: pack.id },
    });
    if (remote.amountPaise !== amountPaise || remote.currency !== CURRENCY) {
      throw new Error(
        `Provider order ${remote.id} has ${remote.amountPaise} ${remote.currency}, expected ${amountPaise}`,
      );
    }
    const order = await db
      .update(payments)
      .set({ providerOrderId: remote.id })
      .where(eq(payments.id, row.id))
      .returning()
      .get();
    return { ok: true, order, checkoutPath: provider.checkoutPath(row.id) };
  } catch (error) {
    console.error(`payments: creating the provider order for #${row.id} failed:`, error);
    await markOrderFailed(env, row.id, CREDIT_MESSAGES.orderFailed);
    return { ok: false, orderId: row.id };
  }
}

export type SettleResult = "credited" | "already-paid" | "payment-reused";

/**
 * Credits the order's buyer once, through their UserCredits object (the one writer of the
 * ledger). Returns "already-paid" when the order was credited before (by this or another path,
 * even one running at the same moment), and "payment-reused" when the payment id already settled
 * another order (nothing changes: one payment pays one order).
 */
export async function settleOrder(
  env: Pick<Env, "CREDITS">,
  order: Order,
  payment: { paymentId: string; by: SettledBy; at?: number },
): Promise<SettleResult> {
  if (order.status === "paid") return "already-paid";
  const credits = env.CREDITS.get(env.CREDITS.idFromName(order.userId));
  const result = await credits.settle(order.userId, { orderId: order.id, ...payment });
  // The order is read again inside the object: gone (its buyer deleted) means nothing to credit.
  if (result === "order-not-found") throw new Error(`payments: order #${order.id} of ${order.userId} not found`);
  log("payment", { order: order.id, by: payment.by, outcome: result });
  return result;
}

/** Closes an unpaid order with the reason the buyer will read (a later capture still credits it). */
export async function markOrderFailed(env: Pick<Env, "DB">, orderId: number, reason: string): Promise<void> {
  log("payment", { order: orderId, outcome: "failed", reason });
  await createDb(env.DB)
    .update(payments)
    .set({ status: "failed", failureReason: reason })
    .where(and(eq(payments.id, orderId), eq(payments.status, "created")));
}

/**
 * Remembers what a callback or webhook did (webhook_events: the event id is the key, so a repeat
 * is kept once). The trail of every payment event, the refused ones included.
 */
export async function recordPaymentEvent(
  env: Pick<Env, "DB">,
  event: { eventId: string; event: string; providerOrderId: string | null; outcome: string },
): Promise<void> {
  log("payment", { kind: event.event, outcome: event.outcome });
  await createDb(env.DB)
    .insert(webhookEvents)
    .values({
      eventId: event.eventId.slice(0, 300),
      event: event.event.slice(0, 100),
      providerOrderId: event.providerOrderId,
      outcome: event.outcome,
    })
    .onConflictDoNothing();
}
