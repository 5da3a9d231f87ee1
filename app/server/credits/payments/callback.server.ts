// The checkout callback (POST /payments/callback/:id): a cross-site POST from the provider's page,
// without our session cookie (SameSite=Lax). It finds the order by its id, never signs anyone in
// or out, and answers with where to go next (a GET page). The signature only says the fields came
// from the provider's page; money moves only for a payment the provider itself reports as this
// order's, of its amount and currency, and captured (docs/product.md#payments).
import { knownFailureReason, planPaymentCheck } from "~/domain/credits";
import { paymentConfig } from "./config.server";
import { getOrder, type Order, recordPaymentEvent, settleOrder } from "./orders.server";
import { type PaymentProvider, paymentProvider } from "./provider.server";
import { paymentSignaturePayload, verifyHmacSha256Hex } from "./signature.server";

function field(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === "string" && value.length > 0 && value.length <= 200 ? value : null;
}

/** What the callback did with a signed payment, recorded with the order's events. */
export type CallbackOutcome =
  | "credited"
  | "captured-credited"
  | "already-paid"
  | "ignored"
  | "not-found"
  | "other-order"
  | "amount-mismatch"
  | "not-captured"
  | "provider-error";

/** The result page's URL for this callback, or null when the order does not exist. */
export async function handlePaymentCallback(
  env: Env,
  orderId: number,
  form: FormData,
  provider?: PaymentProvider,
): Promise<string | null> {
  const order = await getOrder(env, orderId);
  if (!order) return null;
  const result = `/payments/${order.id}`;

  const paymentId = field(form, "razorpay_payment_id");
  const providerOrderId = field(form, "razorpay_order_id");
  const signature = field(form, "razorpay_signature");
  if (paymentId && providerOrderId && signature) {
    // The signed order id must be this order's: a valid signature for another order moves nothing here.
    const verified =
      providerOrderId === order.providerOrderId &&
      (await verifyHmacSha256Hex(
        paymentConfig(env).keySecret,
        paymentSignaturePayload(providerOrderId, paymentId),
        signature,
      ));
    if (!verified) return `${result}?outcome=unverified`;
    const outcome = await checkAndSettle(env, order, paymentId, provider ?? paymentProvider(env));
    await recordPaymentEvent(env, {
      eventId: `callback:${order.id}:${paymentId}`,
      event: "callback",
      providerOrderId: order.providerOrderId,
      outcome,
    });
    switch (outcome) {
      case "credited":
      case "captured-credited":
      case "already-paid":
        return result;
      case "ignored":
      case "other-order":
      case "amount-mismatch":
        return `${result}?outcome=mismatch`;
      default:
        // Not found, not captured yet, or the provider did not answer: the webhook and the
        // scheduled job settle it later if money was really taken.
        return `${result}?outcome=unverified`;
    }
  }

  // A failure report is not signed: it only chooses which of our own messages the page shows.
  const reason = field(form, "error[reason]");
  if (reason || field(form, "error[code]")) return `${result}?outcome=failed&reason=${knownFailureReason(reason)}`;
  return result;
}

/** Asks the provider about the payment; credits it (capturing it first if only authorized). */
async function checkAndSettle(
  env: Env,
  order: Order,
  paymentId: string,
  provider: PaymentProvider,
): Promise<CallbackOutcome> {
  if (order.status === "paid") return "already-paid";
  try {
    const facts = { status: order.status, amountRupees: order.amount, providerOrderId: order.providerOrderId };
    let payment = await provider.fetchPayment(paymentId);
    let plan = planPaymentCheck(facts, payment);
    let captured = false;
    if (plan.kind === "capture") {
      try {
        payment = await provider.capturePayment(paymentId, plan.amountPaise, plan.currency);
      } catch (error) {
        // Captured meanwhile (by the job, or the account's auto-capture)? Ask again.
        console.warn(`callback: capturing ${paymentId} for order #${order.id} failed:`, error);
        payment = await provider.fetchPayment(paymentId);
      }
      plan = planPaymentCheck(facts, payment);
      captured = true;
    }
    switch (plan.kind) {
      case "credit": {
        const settled = await settleOrder(env, order, { paymentId, by: "callback" });
        if (settled === "payment-reused") return "ignored";
        return settled === "credited" && captured ? "captured-credited" : settled;
      }
      case "capture":
      case "not-captured":
        return "not-captured";
      case "amount-mismatch":
        console.error(
          `callback: order #${order.id} expected ${plan.expectedPaise} paise, payment ${paymentId} has ${plan.gotPaise} ${plan.currency}`,
        );
        return "amount-mismatch";
      default:
        return plan.kind;
    }
  } catch (error) {
    console.error(`callback: checking payment ${paymentId} of order #${order.id} failed:`, error);
    return "provider-error";
  }
}
