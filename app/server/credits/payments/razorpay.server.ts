// Razorpay's Orders and Payments APIs over fetch (https://razorpay.com/docs/api/orders/): Basic auth with the
// key id and secret, amounts in paise, JSON both ways. Every call has a timeout, because a hung
// provider must not hang the buyer's request or the scheduled job.
import type { CreateOrderInput, PaymentProvider, ProviderOrder, ProviderPayment } from "./provider-contract.server";
import { PaymentProviderError } from "./provider-contract.server";

export const RAZORPAY_API = "https://api.razorpay.com/v1";
export const RAZORPAY_HOSTED_CHECKOUT = "https://api.razorpay.com/v1/checkout/embedded";
export const RAZORPAY_CHECKOUT_JS = "https://checkout.razorpay.com/v1/checkout.js";
const DEFAULT_TIMEOUT_MS = 10_000;

type RazorpayOrder = { id: string; amount: number; currency: string; receipt: string | null; status: string };
type RazorpayPayment = {
  id: string;
  order_id: string;
  status: string;
  amount: number;
  currency: string;
  error_reason?: string | null;
  error_description?: string | null;
};

export class RazorpayClient implements PaymentProvider {
  readonly name = "razorpay" as const;
  private readonly auth: string;
  private readonly timeoutMs: number;

  constructor(opts: { keyId: string; keySecret: string; timeoutMs?: number }) {
    this.auth = `Basic ${btoa(`${opts.keyId}:${opts.keySecret}`)}`;
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    const order = await this.call<RazorpayOrder>("POST", "/orders", {
      amount: input.amountPaise,
      currency: input.currency,
      receipt: input.receipt,
      notes: input.notes ?? {},
    });
    return toOrder(order);
  }

  async fetchOrder(providerOrderId: string): Promise<ProviderOrder> {
    return toOrder(await this.call<RazorpayOrder>("GET", `/orders/${encodeURIComponent(providerOrderId)}`));
  }

  async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    const list = await this.call<{ items?: RazorpayPayment[] }>(
      "GET",
      `/orders/${encodeURIComponent(providerOrderId)}/payments`,
    );
    if (!Array.isArray(list.items)) throw new PaymentProviderError("invalid-response", "Razorpay: no payment list");
    return list.items.map(toPayment);
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    try {
      return toPayment(await this.call<RazorpayPayment>("GET", `/payments/${encodeURIComponent(paymentId)}`));
    } catch (error) {
      // Razorpay answers an unknown id with 400 BAD_REQUEST_ERROR ("The id provided does not exist").
      if (error instanceof PaymentProviderError && (error.status === 400 || error.status === 404)) return null;
      throw error;
    }
  }

  async capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<ProviderPayment> {
    return toPayment(
      await this.call<RazorpayPayment>("POST", `/payments/${encodeURIComponent(paymentId)}/capture`, {
        amount: amountPaise,
        currency,
      }),
    );
  }

  checkoutPath(orderRowId: number): string {
    return `/payments/checkout/${orderRowId}`;
  }

  private async call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const controller = new AbortController();
    // setTimeout (not AbortSignal.timeout) so tests can drive it with fake timers.
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    let res: Response;
    try {
      res = await fetch(`${RAZORPAY_API}${path}`, {
        method,
        headers: {
          Authorization: this.auth,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) {
        throw new PaymentProviderError("timeout", `Razorpay ${method} ${path} timed out after ${this.timeoutMs} ms`);
      }
      throw new PaymentProviderError("network", `Razorpay ${method} ${path} failed: ${String(error)}`);
    } finally {
      clearTimeout(timer);
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!res.ok) {
      const err = (json as { error?: { code?: string; description?: string } } | null)?.error;
      throw new PaymentProviderError(
        "http",
        `Razorpay ${method} ${path}: ${res.status} ${err?.description ?? "error"}`,
        res.status,
        err?.code,
      );
    }
    if (json === null || typeof json !== "object") {
      throw new PaymentProviderError("invalid-response", `Razorpay ${method} ${path}: not JSON`);
    }
    return json as T;
  }
}

function toPayment(p: RazorpayPayment): ProviderPayment {
  if (typeof p?.id !== "string" || typeof p.amount !== "number" || typeof p.status !== "string") {
    throw new PaymentProviderError("invalid-response", "Razorpay: malformed payment");
  }
  return {
    id: p.id,
    // A payment made outside any order has order_id null: it matches none of ours.
    orderId: typeof p.order_id === "string" ? p.order_id : "",
    status: p.status,
    amountPaise: p.amount,
    currency: p.currency,
    errorReason: p.error_reason ?? null,
    errorDescription: p.error_description ?? null,
  };
}

function toOrder(o: RazorpayOrder): ProviderOrder {
  if (typeof o?.id !== "string" || typeof o.amount !== "number") {
    throw new PaymentProviderError("invalid-response", "Razorpay: malformed order");
  }
  return { id: o.id, amountPaise: o.amount, currency: o.currency, receipt: o.receipt ?? null, status: o.status };
}

export type CheckoutDetails = {
  keyId: string;
  providerOrderId: string;
  amountPaise: number;
  description: string;
  callbackUrl: string;
  cancelUrl: string;
  prefill: { name: string; email: string; contact: string };
};

/** Fields for the no-JavaScript Hosted Checkout: a plain form POST to Razorpay. */
export function hostedCheckoutFields(d: CheckoutDetails): [string, string][] {
  return [
    ["key_id", d.keyId],
    ["order_id", d.providerOrderId],
    ["name", "Coimbatore Properties"],
    ["description", d.description],
    ["prefill[name]", d.prefill.name],
    ["prefill[email]", d.prefill.email],
    ["prefill[contact]", d.prefill.contact],
    ["callback_url", d.callbackUrl],
    ["cancel_url", d.cancelUrl],
  ];
}

/** Options for Standard Checkout (checkout.js); redirect sends the result to the same callback. */
export function standardCheckoutOptions(d: CheckoutDetails) {
  return {
    key: d.keyId,
    order_id: d.providerOrderId,
    amount: d.amountPaise,
    currency: "INR",
    name: "Coimbatore Properties",
    description: d.description,
    prefill: d.prefill,
    callback_url: d.callbackUrl,
    redirect: true,
  };
}
