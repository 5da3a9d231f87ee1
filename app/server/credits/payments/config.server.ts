// The one place payment settings are read (docs/product.md#payments). Razorpay when its keys are
// set; otherwise, only in local/test runs, the local test provider with fixed local secrets.
import { configOf } from "../../platform/env.server";

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

/**
 * Razorpay when its keys are set, else the local test provider. The settings themselves are
 * checked once by env.server.ts: the three keys come together, and production refuses to start
 * without them, so the local provider can only ever run in local and test runs.
 */
export function paymentConfig(env: Env): PaymentConfig {
  const { razorpay, isLocal } = configOf(env);
  if (razorpay) return { provider: "razorpay", ...razorpay };
  if (!isLocal) throw new Error("Payments: the local provider never runs in production");
  return { provider: "local", ...LOCAL_PAYMENT_SECRETS };
}
