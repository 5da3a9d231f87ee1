// What the local test provider does when its checkout page's buttons are pressed: it books the
// payment in its own table, signs the browser callback like Razorpay, and sends the webhooks
// (payment.captured and order.paid) to our own handler in the background, so the callback and
// the webhook race exactly as they do in production. "authorize" plays manual capture: the
// payment is only authorized (webhook payment.authorized) and the app must capture it itself.
// Local and test runs only.
import { CURRENCY, rupeesToPaise } from "~/domain/credits";
import { createDb } from "../../db/client.server";
import { localProviderPayments } from "../../db/schema.server";
import { LOCAL_PAYMENT_SECRETS } from "./config.server";
import { localId } from "./local.server";
import type { Order } from "./orders.server";
import { hmacSha256Hex, paymentSignaturePayload } from "./signature.server";
import { handleRazorpayWebhook } from "./webhook.server";

export type LocalOutcome = "success" | "authorize" | "fail";
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
  const status = outcome === "success" ? "captured" : outcome === "authorize" ? "authorized" : "failed";
  const entity = {
    id: paymentId,
    entity: "payment",
    amount,
    currency: CURRENCY,
    order_id: order.providerOrderId,
    method: "card",
    captured: status === "captured",
    status,
    error_reason: status === "failed" ? "payment_failed" : null,
    error_description: status === "failed" ? "Payment failed (local test provider)" : null,
  };
  await createDb(env.DB).insert(localProviderPayments).values({
    id: paymentId,
    orderId: order.providerOrderId,
    amount,
    status,
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

  if (status === "authorized") {
    ctx.waitUntil(sendWebhook(env, "payment.authorized", { payment: { entity } }));
    return { action, fields: await signedFields(order.providerOrderId, paymentId) };
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
  return { action, fields: await signedFields(order.providerOrderId, paymentId) };
}

/** The fields Razorpay posts back after a payment: ids and their signature with the key secret. */
async function signedFields(providerOrderId: string, paymentId: string): Promise<[string, string][]> {
  const signature = await hmacSha256Hex(
    LOCAL_PAYMENT_SECRETS.keySecret,
    paymentSignaturePayload(providerOrderId, paymentId),
  );
  return [
    ["razorpay_payment_id", paymentId],
    ["razorpay_order_id", providerOrderId],
    ["razorpay_signature", signature],
  ];
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
