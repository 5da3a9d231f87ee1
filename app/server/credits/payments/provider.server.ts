// A payment provider as the rest of the app sees it (docs/product.md#payments): create an order,
// list the payments made against it, and say where the browser goes to pay.
import { createDb } from "../../db/client.server";
import { paymentConfig, type PaymentConfig } from "./config.server";
import { LocalPaymentProvider } from "./local.server";
import { RazorpayClient } from "./razorpay.server";

export type ProviderOrder = {
  id: string;
  amountPaise: number;
  currency: string;
  receipt: string | null;
  status: string;
};

export type ProviderPayment = {
  id: string;
  orderId: string;
  /** created, authorized, captured, refunded or failed. */
  status: string;
  amountPaise: number;
  currency: string;
  errorReason: string | null;
  errorDescription: string | null;
};

export type CreateOrderInput = {
  amountPaise: number;
  currency: string;
  /** Our payments row id. */
  receipt: string;
  notes?: Record<string, string>;
};

export interface PaymentProvider {
  readonly name: "razorpay" | "local";
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /** One payment by its id (GET /v1/payments/:id), or null when the provider has no such payment. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** Captures an authorized payment for exactly this amount and currency; answers the payment after. */
  capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<ProviderPayment>;
  /** Our page the buyer goes to after the order exists (it then hands over to the provider). */
  checkoutPath(orderRowId: number): string;
}

export class PaymentProviderError extends Error {
  constructor(
    readonly kind: "timeout" | "network" | "http" | "invalid-response",
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

export function paymentProvider(env: Env, config: PaymentConfig = paymentConfig(env)): PaymentProvider {
  if (config.provider === "razorpay") return new RazorpayClient({ keyId: config.keyId, keySecret: config.keySecret });
  return new LocalPaymentProvider(createDb(env.DB));
}
