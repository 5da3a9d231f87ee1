// What a payment provider is, as the rest of the app sees it (docs/product.md#payments): create an
// order, list the payments made against it, and say where the browser goes to pay. The Razorpay and
// local implementations import this module; provider.server.ts picks one of them, so the
// dependency runs one way (implementations -> contract <- picker).
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
