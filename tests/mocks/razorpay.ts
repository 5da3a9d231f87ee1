// A fake Razorpay (https://api.razorpay.com/v1) for tests: it intercepts globalThis.fetch for
// api.razorpay.com only and passes every other request on. It keeps orders and payments in
// memory, checks Basic auth, and can answer with an error or never answer (a timeout).
//
//   razorpay.install({ keyId, keySecret });   // in beforeAll / beforeEach
//   razorpay.capture(orderId);                 // a customer paid: a captured payment
//   razorpay.mode = "error" | "timeout";       // until reset()
//   razorpay.override((req) => response);      // one-off answers; return undefined to fall through
//   razorpay.reset(); razorpay.uninstall();
// Self-contained, so the shared fetch router (tests/mocks/fetch.ts) can plug it in as one route.

export type FakeOrder = {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};

export type FakePayment = {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "captured" | "failed" | "authorized";
  order_id: string;
  method: string;
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  error_reason: string | null;
  created_at: number;
};

export type RecordedRequest = { method: string; path: string; body: unknown; authorization: string | null };
type Override = (req: RecordedRequest) => Response | Promise<Response> | undefined;

const HOST = "api.razorpay.com";
let counter = 0;
const fakeId = (prefix: string) => `${prefix}_Fake${(++counter).toString(36).padStart(6, "0")}`;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function error(status: number, code: string, description: string, field?: string): Response {
  return json(
    {
      error: {
        code,
        description,
        source: "business",
        step: "payment_initiation",
        reason: "input_validation_failed",
        metadata: {},
        field,
      },
    },
    status,
  );
}

class FakeRazorpay {
  orders = new Map<string, FakeOrder>();
  payments: FakePayment[] = [];
  requests: RecordedRequest[] = [];
  mode: "ok" | "error" | "timeout" = "ok";
  private overrides: Override[] = [];
  private original: typeof fetch | null = null;
  private auth = "";

  install(keys: { keyId: string; keySecret: string }): void {
    this.auth = `Basic ${btoa(`${keys.keyId}:${keys.keySecret}`)}`;
    if (this.original) return;
    const original = globalThis.fetch;
    this.original = original;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).host !== HOST) return original(input, init);
      return this.handle(request, init?.signal ?? request.signal);
    }) as typeof fetch;
  }

  uninstall(): void {
    if (this.original) globalThis.fetch = this.original;
    this.original = null;
  }

  reset(): void {
    this.orders.clear();
    this.payments = [];
    this.requests = [];
    this.mode = "ok";
    this.overrides = [];
  }

  /** One-off answers, tried before the fake's own (return undefined to fall through). */
  override(fn: Override): void {
    this.overrides.push(fn);
  }

  /** The customer paid the order in full (or `amount` paise): a captured payment; the order is paid. */
  capture(orderId: string, opts: { amount?: number; currency?: string } = {}): FakePayment {
    const order = this.mustOrder(orderId);
    const payment = this.addPayment(order, "captured", opts.amount ?? order.amount, opts.currency ?? order.currency);
    order.status = "paid";
    order.amount_paid = payment.amount;
    order.amount_due = order.amount - payment.amount;
    return payment;
  }

  /** A failed attempt on the order. */
  fail(orderId: string, description = "Payment failed because the card was declined."): FakePayment {
    const order = this.mustOrder(orderId);
    const payment = this.addPayment(order, "failed", order.amount, order.currency);
    payment.error_code = "BAD_REQUEST_ERROR";
    payment.error_description = description;
    payment.error_reason = "payment_failed";
    order.status = "attempted";
    return payment;
  }

  private mustOrder(orderId: string): FakeOrder {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`fake Razorpay: no order ${orderId}`);
    return order;
  }

  private addPayment(order: FakeOrder, status: FakePayment["status"], amount: number, currency: string): FakePayment {
    order.attempts += 1;
    const payment: FakePayment = {
      id: fakeId("pay"),
      entity: "payment",
      amount,
      currency,
      status,
      order_id: order.id,
      method: "card",
      captured: status === "captured",
      error_code: null,
      error_description: null,
      error_reason: null,
      created_at: order.created_at + order.attempts,
    };
    this.payments.push(payment);
    return payment;
  }

  private async handle(request: Request, signal: AbortSignal | null | undefined): Promise<Response> {
    const url = new URL(request.url);
    const text = request.method === "GET" ? "" : await request.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      body,
      authorization: request.headers.get("Authorization"),
    };
    this.requests.push(recorded);

    for (const fn of this.overrides) {
      const answer = await fn(recorded);
      if (answer) return answer;
    }
    if (this.mode === "timeout") {
      // Never answers; rejects like fetch does when the caller gives up.
      return new Promise<Response>((_, reject) => {
        const abort = () => reject(new DOMException("The operation was aborted.", "AbortError"));
        if (signal?.aborted) abort();
        signal?.addEventListener("abort", abort, { once: true });
      });
    }
    if (this.mode === "error") {
      return error(500, "SERVER_ERROR", "The server encountered an error. The incident has been reported to admins.");
    }
    if (recorded.authorization !== this.auth) return error(401, "BAD_REQUEST_ERROR", "Authentication failed");

    const parts = url.pathname.replace(/^\/v1\//, "").split("/");
    if (request.method === "POST" && parts.length === 1 && parts[0] === "orders") return this.createOrder(body);
    if (request.method === "GET" && parts[0] === "orders" && parts[1]) {
      const order = this.orders.get(decodeURIComponent(parts[1]));
      if (!order) return error(400, "BAD_REQUEST_ERROR", "The id provided does not exist");
      if (parts.length === 2) return json(order);
      if (parts.length === 3 && parts[2] === "payments") {
        const items = this.payments.filter((p) => p.order_id === order.id);
        return json({ entity: "collection", count: items.length, items });
      }
    }
    return error(400, "BAD_REQUEST_ERROR", "The requested URL was not found on the server.");
  }

  private createOrder(body: unknown): Response {
    const b = (body ?? {}) as { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown };
    if (typeof b.amount !== "number" || !Number.isInteger(b.amount) || b.amount < 100) {
      return error(400, "BAD_REQUEST_ERROR", "The amount must be at least INR 1.00", "amount");
    }
    if (b.currency !== "INR") return error(400, "BAD_REQUEST_ERROR", "The currency is invalid", "currency");
    if (b.receipt !== undefined && (typeof b.receipt !== "string" || b.receipt.length > 40)) {
      return error(400, "BAD_REQUEST_ERROR", "receipt: the length must be no more than 40.", "receipt");
    }
    const order: FakeOrder = {
      id: fakeId("order"),
      entity: "order",
      amount: b.amount,
      amount_paid: 0,
      amount_due: b.amount,
      currency: b.currency,
      receipt: (b.receipt as string | undefined) ?? null,
      status: "created",
      attempts: 0,
      notes: (b.notes as Record<string, string>) ?? {},
      created_at: 1_700_000_000 + counter,
    };
    this.orders.set(order.id, order);
    return json(order);
  }
}

/** The one fake Razorpay for a test file. */
export const razorpay = new FakeRazorpay();
