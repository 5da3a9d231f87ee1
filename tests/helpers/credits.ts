// Credits and payments test helpers: balances, ledger, enquiries, orders, and requests signed
// the way Razorpay (or the local test provider) signs them. Signatures are computed here with
// WebCrypto, independently of the app's own code.
import { env, SELF } from "cloudflare:test";
import { LOCAL_PAYMENT_SECRETS } from "~/server/credits/payments/config.server";
import { ORIGIN, postForm } from "./http";
import { unique } from "./db";

export async function balanceOf(userId: string): Promise<number | undefined> {
  return (await env.DB.prepare("SELECT credits FROM users WHERE id = ?").bind(userId).first<{ credits: number }>())
    ?.credits;
}

export type LedgerRow = { amount: number; description: string; key: string; balanceAfter: number | null };

export async function ledgerOf(userId: string): Promise<LedgerRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT amount, description, idempotency_key AS key, balance_after AS balanceAfter FROM credit_transactions WHERE user_id = ? ORDER BY id",
  )
    .bind(userId)
    .all<LedgerRow>();
  return results;
}

export async function enquiriesOf(buyerId: string): Promise<{ sellerId: string; listingId: number | null }[]> {
  const { results } = await env.DB.prepare(
    "SELECT seller_id AS sellerId, listing_id AS listingId FROM enquiries WHERE buyer_id = ? ORDER BY id",
  )
    .bind(buyerId)
    .all<{ sellerId: string; listingId: number | null }>();
  return results;
}

export type OrderRow = {
  id: number;
  userId: string;
  status: string;
  providerOrderId: string;
  providerPaymentId: string | null;
  amount: number;
  credits: number;
  settledBy: string | null;
  failureReason: string | null;
};

export async function orderRow(id: number): Promise<OrderRow | null> {
  return env.DB.prepare(
    `SELECT id, user_id AS userId, status, provider_order_id AS providerOrderId, provider_payment_id AS providerPaymentId,
       amount, credits, settled_by AS settledBy, failure_reason AS failureReason FROM payments WHERE id = ?`,
  )
    .bind(id)
    .first<OrderRow>();
}

/** An order row as the buy action makes it (local provider), optionally backdated. */
export async function insertOrder(
  userId: string,
  opts: {
    credits?: number;
    amount?: number;
    createdAt?: number;
    provider?: "local" | "razorpay";
    providerOrderId?: string;
  } = {},
): Promise<OrderRow> {
  const credits = opts.credits ?? 100;
  const row = await env.DB.prepare(
    `INSERT INTO payments (user_id, provider, provider_order_id, pack_id, amount, credits, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      userId,
      opts.provider ?? "local",
      opts.providerOrderId ?? unique("order_local_"),
      `pack-${credits}`,
      opts.amount ?? credits * 10,
      credits,
      opts.createdAt ?? Date.now(),
    )
    .first<{ id: number }>();
  return (await orderRow(row!.id))!;
}

export async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A payment in the local test provider's books (what its checkout page writes): by default
 * captured, for the order's full amount in INR. Returns the payment id.
 */
export async function bookLocalPayment(
  providerOrderId: string,
  opts: { id?: string; status?: "captured" | "authorized" | "failed"; amountPaise?: number; currency?: string } = {},
): Promise<string> {
  const id = opts.id ?? unique("pay_test_");
  const order = await env.DB.prepare("SELECT amount FROM payments WHERE provider_order_id = ?")
    .bind(providerOrderId)
    .first<{ amount: number }>();
  await env.DB.prepare(
    "INSERT INTO local_provider_payments (id, order_id, amount, currency, status, error_description) VALUES (?, ?, ?, ?, ?, ?)",
  )
    .bind(
      id,
      providerOrderId,
      opts.amountPaise ?? (order?.amount ?? 0) * 100,
      opts.currency ?? "INR",
      opts.status ?? "captured",
      opts.status === "failed" ? "Card declined by bank" : null,
    )
    .run();
  return id;
}

/** The browser's callback fields for a payment id, signed with the local key secret (nothing booked). */
export async function signedCallback(providerOrderId: string, paymentId: string) {
  return {
    razorpay_payment_id: paymentId,
    razorpay_order_id: providerOrderId,
    razorpay_signature: await hmacHex(LOCAL_PAYMENT_SECRETS.keySecret, `${providerOrderId}|${paymentId}`),
  };
}

/**
 * The callback of a successful payment: the local provider books a captured payment of the
 * order's amount under `paymentId`, and the fields are signed with the local key secret.
 */
export async function successCallback(providerOrderId: string, paymentId = unique("pay_test_")) {
  await bookLocalPayment(providerOrderId, { id: paymentId });
  return signedCallback(providerOrderId, paymentId);
}

/** The callback as it really arrives: a cross-site POST from the provider's page, without our cookie. */
export function postCallback(
  orderId: number,
  fields: Record<string, string>,
  opts: { cookie?: string; env?: Record<string, unknown> } = {},
) {
  return postForm(`/payments/callback/${orderId}`, fields, {
    cookie: opts.cookie,
    env: opts.env,
    headers: { Origin: "https://api.razorpay.com", "Sec-Fetch-Site": "cross-site" },
  });
}

type PaymentFacts = { orderId: string; paymentId: string; amount: number; currency?: string; status?: string };

export function webhookBody(event: string, p: PaymentFacts): string {
  const payment = {
    entity: {
      id: p.paymentId,
      entity: "payment",
      amount: p.amount,
      currency: p.currency ?? "INR",
      status: p.status ?? "captured",
      order_id: p.orderId,
      method: "upi",
      captured: (p.status ?? "captured") === "captured",
    },
  };
  const payload =
    event === "order.paid"
      ? { payment, order: { entity: { id: p.orderId, entity: "order", amount: p.amount, status: "paid" } } }
      : { payment };
  return JSON.stringify({
    entity: "event",
    account_id: "acc_test",
    event,
    contains: Object.keys(payload),
    payload,
    created_at: 1_700_000_000,
  });
}

/** A server-to-server webhook POST (no Origin, no cookie), signed unless `signature` is given. */
export async function postWebhook(
  body: string,
  opts: { eventId?: string; signature?: string; secret?: string } = {},
): Promise<Response> {
  const signature = opts.signature ?? (await hmacHex(opts.secret ?? LOCAL_PAYMENT_SECRETS.webhookSecret, body));
  return SELF.fetch(`${ORIGIN}/webhooks/razorpay`, {
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/json",
      "X-Razorpay-Signature": signature,
      "X-Razorpay-Event-Id": opts.eventId ?? unique("evt_test_"),
    },
  });
}
