// Fake Razorpay Orders and Payments APIs (https://api.razorpay.com/v1), registered on the shared
// fetch router: creating an order, reading it, listing its payments, reading one payment and
// capturing it. It keeps orders and payments in memory and checks Basic auth with RAZORPAY_KEYS.
// Configure the app with RAZORPAY_ENV (production already includes it: see PRODUCTION_ENV in
// tests/helpers/env.ts), install in beforeEach, then:
//   razorpayMock.capture(orderId);   // the customer paid: a captured payment, the order is paid
//   razorpayMock.authorize(orderId); // paid but not captured (manual capture): the app captures it
//   razorpayMock.fail(orderId);      // a declined attempt
// A payment id the fake never made answers 400 "The id provided does not exist", like Razorpay.
//   razorpayMock.failRequests();     // every call answers 500 until reset
//   razorpayMock.stopAnswering();    // every call hangs until the caller aborts (a timeout)
// and read `razorpayMock.orders` / `razorpayMock.requests`. fetchMock.reset() clears it all.
import { fetchMock } from "./fetch";

export const RAZORPAY_KEYS = { keyId: "rzp_test_FakeKey", keySecret: "fake-key-secret" };

/** Settings that make the app use Razorpay (answered by this fake) instead of the local provider. */
export const RAZORPAY_ENV = {
  RAZORPAY_KEY_ID: RAZORPAY_KEYS.keyId,
  RAZORPAY_KEY_SECRET: RAZORPAY_KEYS.keySecret,
  RAZORPAY_WEBHOOK_SECRET: "fake-webhook-secret",
};

const API = "https://api.razorpay.com/v1";
const AUTH = `Basic ${btoa(`${RAZORPAY_KEYS.keyId}:${RAZORPAY_KEYS.keySecret}`)}`;

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

const orders = new Map<string, FakeOrder>();
const payments: FakePayment[] = [];
const requests: RecordedRequest[] = [];
let mode: "ok" | "error" | "timeout" = "ok";
let counter = 0;

function reset() {
  orders.clear();
  payments.length = 0;
  requests.length = 0;
  mode = "ok";
}

const fakeId = (prefix: string) => `${prefix}_Fake${(++counter).toString(36).padStart(6, "0")}`;

function error(status: number, code: string, description: string, field?: string): Response {
  return Response.json(
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
    { status },
  );
}

function mustOrder(orderId: string): FakeOrder {
  const order = orders.get(orderId);
  if (!order) throw new Error(`fake Razorpay: no order ${orderId}`);
  return order;
}

function addPayment(order: FakeOrder, status: FakePayment["status"], amount: number, currency: string): FakePayment {
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
  payments.push(payment);
  return payment;
}

/** What every endpoint does first: record the call, then the test's failure mode, then auth. */
async function answer(request: Request, endpoint: (body: unknown, url: URL) => Response): Promise<Response> {
  const url = new URL(request.url);
  const text = request.method === "GET" ? "" : await request.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  const authorization = request.headers.get("Authorization");
  requests.push({ method: request.method, path: url.pathname, body, authorization });

  if (mode === "timeout") {
    // Never answers; rejects like fetch does when the caller gives up.
    return new Promise<Response>((_, reject) => {
      const abort = () => reject(new DOMException("The operation was aborted.", "AbortError"));
      if (request.signal.aborted) abort();
      request.signal.addEventListener("abort", abort, { once: true });
    });
  }
  if (mode === "error") {
    return error(500, "SERVER_ERROR", "The server encountered an error. The incident has been reported to admins.");
  }
  if (authorization !== AUTH) return error(401, "BAD_REQUEST_ERROR", "Authentication failed");
  return endpoint(body, url);
}

function createOrder(body: unknown): Response {
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
  orders.set(order.id, order);
  return Response.json(order);
}

/** /v1/orders/{id} and /v1/orders/{id}/payments: the order id, or null for another path. */
function orderPath(url: URL): { id: string; payments: boolean } | null {
  const match = url.pathname.match(/^\/v1\/orders\/([^/]+)(\/payments)?$/);
  return match ? { id: decodeURIComponent(match[1]!), payments: Boolean(match[2]) } : null;
}

/** /v1/payments/{id} and /v1/payments/{id}/capture: the payment id, or null for another path. */
function paymentPath(url: URL): { id: string; capture: boolean } | null {
  const match = url.pathname.match(/^\/v1\/payments\/([^/]+)(\/capture)?$/);
  return match ? { id: decodeURIComponent(match[1]!), capture: Boolean(match[2]) } : null;
}

function readPayment(url: URL): Response {
  const payment = payments.find((p) => p.id === paymentPath(url)!.id);
  return payment ? Response.json(payment) : error(400, "BAD_REQUEST_ERROR", "The id provided does not exist");
}

/** Razorpay's capture: only an authorized payment, for exactly its amount and currency. */
function capturePayment(body: unknown, url: URL): Response {
  const payment = payments.find((p) => p.id === paymentPath(url)!.id);
  if (!payment) return error(400, "BAD_REQUEST_ERROR", "The id provided does not exist");
  const b = (body ?? {}) as { amount?: unknown; currency?: unknown };
  if (payment.status === "captured") return error(400, "BAD_REQUEST_ERROR", "This payment has already been captured");
  if (payment.status !== "authorized") {
    return error(
      400,
      "BAD_REQUEST_ERROR",
      "Only payments which have been authorized and not yet captured can be captured",
    );
  }
  if (b.amount !== payment.amount) {
    return error(400, "BAD_REQUEST_ERROR", "Capture amount must be equal to the amount authorized", "amount");
  }
  if (b.currency !== payment.currency) return error(400, "BAD_REQUEST_ERROR", "The currency is invalid", "currency");
  payment.status = "captured";
  payment.captured = true;
  const order = orders.get(payment.order_id);
  if (order) {
    order.status = "paid";
    order.amount_paid = payment.amount;
    order.amount_due = order.amount - payment.amount;
  }
  return Response.json(payment);
}

function readOrder(url: URL): Response {
  const path = orderPath(url)!;
  const order = orders.get(path.id);
  if (!order) return error(400, "BAD_REQUEST_ERROR", "The id provided does not exist");
  if (!path.payments) return Response.json(order);
  const items = payments.filter((p) => p.order_id === order.id);
  return Response.json({ entity: "collection", count: items.length, items });
}

export const razorpayMock = {
  /** Orders created since the last reset, by Razorpay order id. */
  orders: orders as ReadonlyMap<string, FakeOrder>,
  /** Every call the fake received since the last reset, oldest first (auth failures included). */
  requests: requests as readonly RecordedRequest[],

  /** Registers the Orders API endpoints. Call in beforeEach. */
  install() {
    fetchMock.install();
    fetchMock.onReset(reset);
    fetchMock.register({
      name: "razorpay create order",
      match: (url, req) => req.method === "POST" && url.href === `${API}/orders`,
      handle: (req) => answer(req, createOrder),
    });
    fetchMock.register({
      name: "razorpay order",
      match: (url, req) => req.method === "GET" && url.origin === new URL(API).origin && orderPath(url) !== null,
      handle: (req) => answer(req, (_, url) => readOrder(url)),
    });
    fetchMock.register({
      name: "razorpay payment",
      match: (url, req) =>
        req.method === "GET" && url.origin === new URL(API).origin && paymentPath(url)?.capture === false,
      handle: (req) => answer(req, (_, url) => readPayment(url)),
    });
    fetchMock.register({
      name: "razorpay capture",
      match: (url, req) =>
        req.method === "POST" && url.origin === new URL(API).origin && paymentPath(url)?.capture === true,
      handle: (req) => answer(req, capturePayment),
    });
  },

  /** Every payment made since the last reset, oldest first. */
  payments: payments as readonly FakePayment[],

  /** Every call answers 500 (Razorpay's SERVER_ERROR) until reset. */
  failRequests() {
    mode = "error";
  },

  /** Every call hangs until the caller aborts it (a timeout), until reset. */
  stopAnswering() {
    mode = "timeout";
  },

  /** Answers normally again (what fetchMock.reset() also does), keeping the orders. */
  answerAgain() {
    mode = "ok";
  },

  /** The customer paid the order in full (or `amount` paise): a captured payment; the order is paid. */
  capture(orderId: string, opts: { amount?: number; currency?: string } = {}): FakePayment {
    const order = mustOrder(orderId);
    const payment = addPayment(order, "captured", opts.amount ?? order.amount, opts.currency ?? order.currency);
    order.status = "paid";
    order.amount_paid = payment.amount;
    order.amount_due = order.amount - payment.amount;
    return payment;
  },

  /** The customer paid, but the payment is only authorized (manual capture): the order is not paid yet. */
  authorize(orderId: string, opts: { amount?: number; currency?: string } = {}): FakePayment {
    const order = mustOrder(orderId);
    order.status = "attempted";
    return addPayment(order, "authorized", opts.amount ?? order.amount, opts.currency ?? order.currency);
  },

  /** A failed attempt on the order. */
  fail(orderId: string, description = "Payment failed because the card was declined."): FakePayment {
    const order = mustOrder(orderId);
    const payment = addPayment(order, "failed", order.amount, order.currency);
    payment.error_code = "BAD_REQUEST_ERROR";
    payment.error_description = description;
    payment.error_reason = "payment_failed";
    order.status = "attempted";
    return payment;
  },
};
