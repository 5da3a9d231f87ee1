// The one place payment settings are read (docs/product.md#payments). Razorpay when its keys are
// set; otherwise, only in local/test runs, the local test provider with fixed local secrets.
import { isLocal } from "../context.server";

/** Local secrets: they sign the local provider's callbacks and webhooks; never valid in production. */
export const LOCAL_PAYMENT_SECRETS = {
  keyId: "rzp_local_test",
  keySecret: "local-key-secret:not-for-production",
  webhookSecret: "local-webhook-secret:not-for-production",
} as const;

export type PaymentConfig = {
  provider: "razorpay" | "local";
  keyId: string;
  keySecret: string;
  webhookSecret: string;
};

type PaymentEnv = Pick<Env, "APP_ENV" | "RAZORPAY_KEY_ID" | "RAZORPAY_KEY_SECRET" | "RAZORPAY_WEBHOOK_SECRET">;

export function paymentConfig(env: PaymentEnv): PaymentConfig {
  const keyId = env.RAZORPAY_KEY_ID?.trim();
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim();
  const webhookSecret = env.RAZORPAY_WEBHOOK_SECRET?.trim();
  if (keyId || keySecret) {
    const missing = [
      !keyId && "RAZORPAY_KEY_ID",
      !keySecret && "RAZORPAY_KEY_SECRET",
      !webhookSecret && "RAZORPAY_WEBHOOK_SECRET",
    ].filter(Boolean);
    if (missing.length)
      throw new Error(`Payments: ${missing.join(", ")} must be set along with the other Razorpay keys`);
    return { provider: "razorpay", keyId: keyId!, keySecret: keySecret!, webhookSecret: webhookSecret! };
  }
  if (!isLocal(env as Env)) {
    throw new Error(
      "Payments: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set in production",
    );
  }
  return { provider: "local", ...LOCAL_PAYMENT_SECRETS };
}
