// Picks the payment provider for this environment (docs/product.md#payments): Razorpay when its keys
// are set, else the local stand-in. The contract both implement lives in provider-contract.server.ts.
import { createDb } from "../../db/client.server";
import { paymentConfig, type PaymentConfig } from "./config.server";
import { LocalPaymentProvider } from "./local.server";
import type { PaymentProvider } from "./provider-contract.server";
import { RazorpayClient } from "./razorpay.server";

export type {
  CreateOrderInput,
  PaymentProvider,
  ProviderOrder,
  ProviderPayment,
} from "./provider-contract.server";
export { PaymentProviderError } from "./provider-contract.server";

export function paymentProvider(env: Env, config: PaymentConfig = paymentConfig(env)): PaymentProvider {
  if (config.provider === "razorpay") return new RazorpayClient({ keyId: config.keyId, keySecret: config.keySecret });
  return new LocalPaymentProvider(createDb(env.DB));
}
