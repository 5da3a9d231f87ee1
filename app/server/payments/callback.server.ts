// The checkout callback (POST /payments/callback/:id): a cross-site POST from the provider's page,
// without our session cookie (SameSite=Lax). It finds the order by its id, trusts nothing but the
// signature, never signs anyone in or out, and answers with where to go next (a GET page).
import { PAYMENT_FAILURE_TEXT } from "~/domain/credits";
import { paymentConfig } from "./config.server";
import { getOrder, settleOrder } from "./orders.server";
import { paymentSignaturePayload, verifyHmacSha256Hex } from "./signature.server";

function field(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === "string" && value.length > 0 && value.length <= 200 ? value : null;
}

/** The result page's URL for this callback, or null when the order does not exist. */
export async function handlePaymentCallback(env: Env, orderId: number, form: FormData): Promise<string | null> {
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
    await settleOrder(env, order, { paymentId, by: "callback" });
    return result;
  }

  // A failure report is not signed: it only chooses which of our own messages the page shows.
  const reason = field(form, "error[reason]");
  if (reason || field(form, "error[code]")) {
    const known = reason && reason in PAYMENT_FAILURE_TEXT ? reason : "payment_failed";
    return `${result}?outcome=failed&reason=${known}`;
  }
  return result;
}
