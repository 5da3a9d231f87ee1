// POST /webhooks/razorpay (docs/product.md#payments): the signature over the raw body is checked
// before anything is parsed; every event id is remembered and repeats are ignored. Money moves on
// payment.captured and order.paid (credit), and on refund.processed / payment.refunded and
// payment.dispute.lost (take the credits back: docs/decisions/0022-refunds-and-disputes.md).
// It answers quickly: a few D1 queries and the user's Durable Object, no calls out.
import { eq } from "drizzle-orm";
// First: zod must be configured before any schema is built (see zod-config.ts).
import "~/schemas/zod-config";
import { z } from "zod";
import { planSettlement } from "~/domain/credits";
import { readBytesUpTo } from "../../http/body.server";
import { createDb } from "../../db/client.server";
import { webhookEvents } from "../../db/schema.server";
import { paymentConfig } from "./config.server";
import { getOrderByPaymentId, getOrderByProviderId, settleOrder } from "./orders.server";
import { verifyHmacSha256Hex } from "./signature.server";

const MAX_BODY_BYTES = 256 * 1024;
const PAYMENT_EVENTS = new Set(["payment.captured", "order.paid", "payment.authorized"]);

const paymentEntity = z.object({
  id: z.string().min(1),
  order_id: z.string().min(1),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});

/** A refund (rfnd_...) or a dispute (disp_...): both name the payment and an amount in paise. */
const takeBackEntity = z.object({
  id: z.string().min(1).max(100),
  payment_id: z.string().min(1).max(100),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string().optional(),
});

const eventSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      refund: z.object({ entity: takeBackEntity }).optional(),
      dispute: z.object({ entity: takeBackEntity }).optional(),
    })
    .loose()
    .optional(),
});

/** Events that take credits back. A dispute does so only once lost (decision 0022). */
const REFUND_EVENTS = new Set(["refund.processed", "payment.refunded"]);
const DISPUTE_LOST = "payment.dispute.lost";

export type WebhookOutcome =
  | "credited"
  | "already-paid"
  | "duplicate"
  | "ignored"
  | "unknown-order"
  | "amount-mismatch"
  | "not-captured"
  | "taken-back"
  | "not-credited";

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

export async function handleRazorpayWebhook(request: Request, env: Env): Promise<Response> {
  let secret: string;
  try {
    secret = paymentConfig(env).webhookSecret;
  } catch (error) {
    console.error("webhook:", error);
    return json({ error: "Payments are not configured" }, 503);
  }
  // Refused on its declared length before a byte is read, and counted while read (docs/product.md#payments).
  const raw = await readBytesUpTo(request, MAX_BODY_BYTES);
  if (raw === "too-large") return json({ error: "Payload too large" }, 413);
  if (!(await verifyHmacSha256Hex(secret, raw, request.headers.get("X-Razorpay-Signature")))) {
    return json({ error: "Invalid signature" }, 400);
  }
  const eventId = request.headers.get("X-Razorpay-Event-Id");
  if (!eventId) return json({ error: "Missing X-Razorpay-Event-Id" }, 400);

  let parsed: z.infer<typeof eventSchema>;
  try {
    const result = eventSchema.safeParse(JSON.parse(new TextDecoder().decode(raw)));
    if (!result.success) return json({ error: "Unexpected payload" }, 400);
    parsed = result.data;
  } catch {
    return json({ error: "Body is not JSON" }, 400);
  }

  const db = createDb(env.DB);
  const seen = await db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId)).get();
  if (seen) return json({ status: "duplicate" as WebhookOutcome });

  const outcome = await applyEvent(env, parsed);
  // Remembered only once handled: if handling throws, Razorpay's retry is processed again.
  await db
    .insert(webhookEvents)
    .values({
      eventId,
      event: parsed.event.slice(0, 100),
      providerOrderId: parsed.payload?.payment?.entity.order_id ?? null,
      outcome,
    })
    .onConflictDoNothing();
  return json({ status: outcome });
}

async function applyEvent(env: Env, event: z.infer<typeof eventSchema>): Promise<WebhookOutcome> {
  if (REFUND_EVENTS.has(event.event) || event.event === DISPUTE_LOST) return applyTakeBack(env, event);
  // payment.authorized moves nothing: the webhook makes no calls out, so capturing is left to the
  // callback and the settle job (which capture an authorized payment of the order's amount).
  if (!PAYMENT_EVENTS.has(event.event)) return "ignored";
  const payment = event.payload?.payment?.entity;
  if (!payment) return "ignored";
  const order = await getOrderByProviderId(env, payment.order_id);
  if (!order) return "unknown-order";
  const plan = planSettlement(
    { status: order.status, amountRupees: order.amount },
    { status: payment.status, amountPaise: payment.amount, currency: payment.currency },
  );
  switch (plan.kind) {
    case "credit": {
      const settled = await settleOrder(env, order, { paymentId: payment.id, by: "webhook" });
      // A payment id that already paid another order pays nothing here (recorded as ignored).
      return settled === "payment-reused" ? "ignored" : settled;
    }
    case "amount-mismatch":
      console.error(
        `webhook: order #${order.id} expected ${plan.expectedPaise} paise, payment ${payment.id} has ${plan.gotPaise} ${plan.currency}`,
      );
      return "amount-mismatch";
    default:
      return plan.kind;
  }
}

/**
 * A refund or a lost dispute of a paid order takes its credits back through the buyer's
 * UserCredits object, once per refund (or dispute) id. A refund of a payment we never credited
 * moves nothing.
 */
async function applyTakeBack(env: Env, event: z.infer<typeof eventSchema>): Promise<WebhookOutcome> {
  const kind = event.event === DISPUTE_LOST ? "dispute" : "refund";
  const entity = kind === "dispute" ? event.payload?.dispute?.entity : event.payload?.refund?.entity;
  // Only a refund that went through (refund.created may still fail).
  if (!entity || (kind === "refund" && entity.status !== undefined && entity.status !== "processed")) return "ignored";
  const order = await getOrderByPaymentId(env, entity.payment_id);
  if (!order) return "unknown-order";
  if (order.status !== "paid") return "not-credited";
  const result = await env.CREDITS.get(env.CREDITS.idFromName(order.userId)).takeBack(order.userId, {
    orderId: order.id,
    refundId: `${kind === "dispute" ? "dispute" : "refund"}:${entity.id}`,
    kind,
    amountPaise: entity.amount,
    currency: entity.currency,
  });
  if (result.ok) return result.applied ? "taken-back" : "duplicate";
  if (result.reason === "mismatch") return "amount-mismatch";
  if (result.reason === "order-not-found") return "not-credited";
  throw new Error(`webhook: taking back ${entity.id} of order #${order.id} failed`);
}
