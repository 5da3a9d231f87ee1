// The Razorpay client and the Razorpay path of orders and the scheduled job, against the fake
// Razorpay in tests/mocks/razorpay.ts (Orders API, payments of an order, errors, a timeout).
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { findPack } from "~/domain/credits";
import { paymentConfig } from "~/server/credits/payments/config.server";
import { createPurchaseOrder } from "~/server/credits/payments/orders.server";
import { PaymentProviderError } from "~/server/credits/payments/provider.server";
import {
  hostedCheckoutFields,
  RazorpayClient,
  standardCheckoutOptions,
} from "~/server/credits/payments/razorpay.server";
import { settlePendingOrders } from "~/server/credits/payments/scheduled.server";
import { fetchMock } from "../mocks/fetch";
import { RAZORPAY_ENV, RAZORPAY_KEYS as KEYS, razorpayMock as razorpay } from "../mocks/razorpay";
import { balanceOf, insertOrder, ledgerOf, orderRow } from "../helpers/credits";
import { insertUser } from "../helpers/db";
import { get, location, postForm, signInAs } from "../helpers/http";

const razorpayEnv: Env = { ...env, ...RAZORPAY_ENV };
const client = () => new RazorpayClient(KEYS);
const MINUTE = 60 * 1000;

beforeEach(() => razorpay.install());
afterEach(() => {
  fetchMock.reset();
  vi.useRealTimers();
});

describe("RazorpayClient", () => {
  it("creates an order with the amount in paise, INR and our receipt, with Basic auth", async () => {
    const order = await client().createOrder({
      amountPaise: 100000,
      currency: "INR",
      receipt: "42",
      notes: { a: "b" },
    });
    expect(order).toMatchObject({ amountPaise: 100000, currency: "INR", receipt: "42", status: "created" });
    expect(order.id).toMatch(/^order_/);
    expect(razorpay.requests).toEqual([
      {
        method: "POST",
        path: "/v1/orders",
        body: { amount: 100000, currency: "INR", receipt: "42", notes: { a: "b" } },
        authorization: `Basic ${btoa(`${KEYS.keyId}:${KEYS.keySecret}`)}`,
      },
    ]);
  });

  it("lists the payments of an order, failed and captured", async () => {
    const order = await client().createOrder({ amountPaise: 200000, currency: "INR", receipt: "7" });
    const failed = razorpay.fail(order.id);
    const captured = razorpay.capture(order.id);
    const payments = await client().fetchOrderPayments(order.id);
    expect(payments).toEqual([
      {
        id: failed.id,
        orderId: order.id,
        status: "failed",
        amountPaise: 200000,
        currency: "INR",
        errorReason: "payment_failed",
        errorDescription: "Payment failed because the card was declined.",
      },
      {
        id: captured.id,
        orderId: order.id,
        status: "captured",
        amountPaise: 200000,
        currency: "INR",
        errorReason: null,
        errorDescription: null,
      },
    ]);
    expect((await client().fetchOrder(order.id)).status).toBe("paid");
  });

  it("turns a Razorpay error into a PaymentProviderError with its status and code", async () => {
    razorpay.failRequests();
    const error = await client()
      .createOrder({ amountPaise: 100000, currency: "INR", receipt: "1" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ kind: "http", status: 500, code: "SERVER_ERROR" });

    razorpay.answerAgain();
    const badKey = await new RazorpayClient({ keyId: KEYS.keyId, keySecret: "wrong" })
      .fetchOrderPayments("order_x")
      .catch((e: unknown) => e);
    expect(badKey).toMatchObject({ kind: "http", status: 401 });
  });

  it("gives up after its timeout when Razorpay does not answer", async () => {
    vi.useFakeTimers();
    razorpay.stopAnswering();
    const pending = client()
      .fetchOrderPayments("order_slow")
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await pending;
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ kind: "timeout" });
  });

  const checkout = {
    keyId: KEYS.keyId,
    providerOrderId: "order_abc",
    amountPaise: 100000,
    description: "Purchased 100 credits (₹1,000)",
    callbackUrl: "https://example.in/payments/callback/5",
    cancelUrl: "https://example.in/payments/5?outcome=cancelled",
    prefill: { name: "Priya", email: "priya@example.in", contact: "+91 98765 43210" },
  };

  it("builds the Hosted Checkout form (no JavaScript) with key, order, callback and cancel URLs", () => {
    const fields = Object.fromEntries(hostedCheckoutFields(checkout));
    expect(fields).toMatchObject({
      key_id: KEYS.keyId,
      order_id: "order_abc",
      callback_url: "https://example.in/payments/callback/5",
      cancel_url: "https://example.in/payments/5?outcome=cancelled",
      "prefill[email]": "priya@example.in",
    });
  });

  it("opens Standard Checkout (with JavaScript) on the same order, returning to the same callback", () => {
    expect(standardCheckoutOptions(checkout)).toEqual({
      key: KEYS.keyId,
      order_id: "order_abc",
      amount: 100000,
      currency: "INR",
      name: "Coimbatore Properties",
      description: "Purchased 100 credits (₹1,000)",
      prefill: { name: "Priya", email: "priya@example.in", contact: "+91 98765 43210" },
      callback_url: "https://example.in/payments/callback/5",
      redirect: true,
    });
  });
});

describe("orders and the scheduled job with Razorpay", () => {
  it("uses Razorpay when its keys are set, and refuses to run in production without them", () => {
    expect(paymentConfig(razorpayEnv).provider).toBe("razorpay");
    expect(paymentConfig(env).provider).toBe("local");
    expect(() => paymentConfig({ ...env, APP_ENV: "production" })).toThrow(/RAZORPAY_KEY_ID is required in production/);
    expect(() => paymentConfig({ ...razorpayEnv, RAZORPAY_WEBHOOK_SECRET: "" })).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
  });

  it("creates the Razorpay order with our row id as receipt and sends the buyer to our checkout page", async () => {
    const user = await insertUser();
    const result = await createPurchaseOrder(razorpayEnv, user.id, findPack("pack-300")!);
    if (!result.ok) throw new Error("order failed");
    expect(result.checkoutPath).toBe(`/payments/checkout/${result.order.id}`);
    const remote = razorpay.orders.get(result.order.providerOrderId)!;
    expect(remote).toMatchObject({ amount: 300000, currency: "INR", receipt: String(result.order.id) });
  });

  it("closes the order with a reason when Razorpay fails, and asks the buyer to try again", async () => {
    const user = await insertUser();
    razorpay.failRequests();
    const result = await createPurchaseOrder(razorpayEnv, user.id, findPack("pack-100")!);
    expect(result.ok).toBe(false);
    const row = await orderRow(result.ok ? 0 : result.orderId);
    expect(row).toMatchObject({
      status: "failed",
      failureReason: "We could not start the payment. Please try again in a moment.",
    });
  });

  it("credits a captured payment found after 15 minutes, ignores a wrong amount, survives a timeout", async () => {
    const now = Date.now();
    const user = await insertUser();
    const make = async (credits: number) => {
      const remote = await client().createOrder({ amountPaise: credits * 1000, currency: "INR", receipt: "r" });
      return insertOrder(user.id, {
        credits,
        provider: "razorpay",
        providerOrderId: remote.id,
        createdAt: now - 20 * MINUTE,
      });
    };
    const good = await make(100);
    const short = await make(200);
    const captured = razorpay.capture(good.providerOrderId);
    razorpay.capture(short.providerOrderId, { amount: 100 });

    const summary = await settlePendingOrders(razorpayEnv, now);
    expect(summary).toMatchObject({ credited: 1, errors: 0 });
    expect(await orderRow(good.id)).toMatchObject({
      status: "paid",
      settledBy: "scheduled",
      providerPaymentId: captured.id,
    });
    expect((await orderRow(short.id))!.status).toBe("created");
    expect(await balanceOf(user.id)).toBe(100);
    expect(await ledgerOf(user.id)).toHaveLength(1);

    vi.useFakeTimers({ now });
    razorpay.stopAnswering();
    const asked = razorpay.requests.length;
    const run = settlePendingOrders(razorpayEnv, now + MINUTE);
    // Once the job is waiting on Razorpay, let its 10 s timeout pass.
    await vi.waitFor(() => expect(razorpay.requests.length).toBeGreaterThan(asked));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await run).toMatchObject({ credited: 0, errors: 1 });
    expect((await orderRow(short.id))!.status).toBe("created");
  });
});

describe("/payments/checkout/:id", () => {
  it("without JavaScript: a plain form to Razorpay's Hosted Checkout; checkout.js only as an enhancement", async () => {
    const user = await insertUser({ fullName: "Priya Buyer" });
    const cookie = await signInAs(user.id);
    const res = await postForm("/buy-credits", { packId: "pack-100" }, { cookie, env: RAZORPAY_ENV });
    const path = location(res);
    expect(path).toMatch(/^\/payments\/checkout\/\d+$/);
    const id = Number(path.split("/").pop());
    const order = (await orderRow(id))!;
    expect(razorpay.orders.get(order.providerOrderId)).toMatchObject({ amount: 100000, receipt: String(id) });

    const html = await (await get(path, { cookie, env: RAZORPAY_ENV })).text();
    expect(html).toContain('action="https://api.razorpay.com/v1/checkout/embedded"');
    expect(html).toContain(`name="key_id" value="${KEYS.keyId}"`);
    expect(html).toContain(`name="order_id" value="${order.providerOrderId}"`);
    expect(html).toContain(`name="callback_url" value="http://localhost/payments/callback/${id}"`);
    expect(html).toContain(`name="cancel_url" value="http://localhost/payments/${id}?outcome=cancelled"`);
    expect(html).toContain('name="prefill[name]" value="Priya Buyer"');
    // The local provider's page does not exist when Razorpay is configured.
    expect((await get(`/dev/pay/${id}`, { cookie, env: RAZORPAY_ENV })).status).toBe(404);
  });
});
