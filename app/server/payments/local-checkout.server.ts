// What the local test provider does when its checkout page's buttons are pressed: it books the
// payment in its own table, signs the browser callback like Razorpay, and sends the webhooks
// (payment.captured and order.paid) to our own handler in the background, so the callback and
// the webhook race exactly as they do in production. Local and test runs only.
import { CURRENCY, rupeesToPaise } from "~/domain/credits";
import { createDb } from "../db/client.server";
import { localProviderPayments } from "../db/schema.server";
import { LOCAL_PAYMENT_SECRETS } from "./config.server";
import { localId } from "./local.server";
import type { Order } from "./orders.server";
import { hmacSha256Hex, paymentSignaturePayload } from "./signature.server";
import { handleRazorpayWebhook } from "./webhook.server";

export type LocalOutcome = "success" | "fail";
export type CallbackPost = { action: string; fields: [string, string][] };

export async function payLocally(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  order: Order,
  outcome: LocalOutcome,
): Promise<CallbackPost> {
  const paymentId = localId("pay");
  const amount = rupeesToPaise(order.amount);
  const action = `/payments/callback/${order.id}`;
  const entity = {
    id: paymentId,
    entity: "payment",
    amount,
    currency: CURRENCY,
    order_id: order.providerOrderId,
    method: "card",
    captured: outcome === "success",
    status: outcome === "success" ? "captured" : "failed",
    error_reason: outcome === "success" ? null : "payment_failed",
    error_description: outcome === "success" ? null : "Payment failed (local test provider)",
  };
  await createDb(env.DB)
    .insert(localProviderPayments)
    .values({
      id: paymentId,
      orderId: order.providerOrderId,
      amount,
      status: outcome === "success" ? "captured" : "failed",
      errorReason: entity.error_reason,
      errorDescription: entity.error_description,
    });

  if (outcome === "fail") {
    ctx.waitUntil(sendWebhook(env, "payment.failed", { payment: { entity } }));
    return {
      action,
      fields: [
        ["error[code]", "BAD_REQUEST_ERROR"],
        ["error[description]", entity.error_description ?? ""],
        ["error[source]", "customer"],
        ["error[step]", "payment_authorization"],
        ["error[reason]", "payment_failed"],
        ["error[metadata]", JSON.stringify({ payment_id: paymentId, order_id: order.providerOrderId })],
      ],
    };
  }

  const orderEntity = {
    id: order.providerOrderId,
    entity: "order",
    amount,
    amount_paid: amount,
    currency: CURRENCY,
    receipt: String(order.id),
    status: "paid",
  };
  ctx.waitUntil(
    Promise.all([
      sendWebhook(env, "payment.captured", { payment: { entity } }),
      sendWebhook(env, "order.paid", { payment: { entity }, order: { entity: orderEntity } }),
    ]),
  );
  const signature = await hmacSha256Hex(
    LOCAL_PAYMENT_SECRETS.keySecret,
    paymentSignaturePayload(order.providerOrderId, paymentId),
  );
  return {
    action,
    fields: [
      ["razorpay_payment_id", paymentId],
      ["razorpay_order_id", order.providerOrderId],
      ["razorpay_signature", signature],
    ],
  };
}

/** A signed webhook delivered to our handler in-process (no network on a laptop). */
async function sendWebhook(env: Env, event: string, payload: Record<string, unknown>): Promise<void> {
  const body = JSON.stringify({
    entity: "event",
    account_id: "acc_local",
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
  const request = new Request("http://local-provider/webhooks/razorpay", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Razorpay-Signature": await hmacSha256Hex(LOCAL_PAYMENT_SECRETS.webhookSecret, body),
      "X-Razorpay-Event-Id": localId("evt"),
    },
    body,
  });
  try {
    const res = await handleRazorpayWebhook(request, env);
    if (!res.ok) console.error(`local provider: webhook ${event} answered ${res.status}`);
  } catch (error) {
    console.error(`local provider: webhook ${event} failed:`, error);
  }
}
