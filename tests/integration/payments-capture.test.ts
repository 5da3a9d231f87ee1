// The checkout callback asks the provider before it credits (docs/product.md#payments): the payment
// must exist, be this order's, of its amount and currency, and captured (an authorized one is
// captured by us first). Also: a payment id that already paid another order, failure reasons that
// are Object.prototype's names, and the webhook's body limit (docs/product.md#payments, #requests).
import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settlePendingOrders } from "~/server/credits/payments/scheduled.server";
import { fetchMock } from "../mocks/fetch";
import { RAZORPAY_ENV, RAZORPAY_KEYS, razorpayMock as razorpay } from "../mocks/razorpay";
import {
  balanceOf,
  bookLocalPayment,
  hmacHex,
  insertOrder,
  ledgerOf,
  orderRow,
  postCallback,
  postWebhook,
  signedCallback,
  successCallback,
  webhookBody,
} from "../helpers/credits";
import { insertUser, unique } from "../helpers/db";
import { get, location, ORIGIN, postForm, signInAs } from "../helpers/http";

const MINUTE = 60 * 1000;

async function buyer() {
  const user = await insertUser({ credits: 0, fullName: `Buyer ${unique()}` });
  return { user, cookie: await signInAs(user.id) };
}

async function buy(cookie: string) {
  const res = await postForm("/buy-credits", { packId: "pack-100" }, { cookie });
  return (await orderRow(Number(/^\/dev\/pay\/(\d+)$/.exec(location(res))![1])))!;
}

async function events(providerOrderId: string, event: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT outcome FROM webhook_events WHERE provider_order_id = ? AND event = ? ORDER BY created_at",
  )
    .bind(providerOrderId, event)
    .all<{ outcome: string }>();
  return results.map((r) => r.outcome);
}

function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)) fields[m[1]!] = m[2]!;
  return fields;
}

describe("the callback credits only what the provider confirms (local provider)", () => {
  it("a signed callback for a payment that never happened credits nothing", async () => {
    const { user, cookie } = await buyer();
    const order = await buy(cookie);
    // A valid-looking signature (the key leaked, or a replay tool), for a payment id nobody took.
    const res = await postCallback(order.id, await signedCallback(order.providerOrderId, unique("pay_ghost_")));
    expect(location(res)).toBe(`/payments/${order.id}?outcome=unverified`);
    expect(await balanceOf(user.id)).toBe(0);
    expect(await ledgerOf(user.id)).toEqual([]);
    expect((await orderRow(order.id))!.status).toBe("created");
    expect(await events(order.providerOrderId, "callback")).toEqual(["not-found"]);
  });

  it("a payment of another order, of another amount or currency, or failed, credits nothing", async () => {
    const { user, cookie } = await buyer();
    const order = await buy(cookie);
    const other = await buy(cookie);
    const cases = [
      { payment: await bookLocalPayment(other.providerOrderId), page: "mismatch", outcome: "other-order" },
      {
        payment: await bookLocalPayment(order.providerOrderId, { amountPaise: 100 }),
        page: "mismatch",
        outcome: "amount-mismatch",
      },
      {
        payment: await bookLocalPayment(order.providerOrderId, { currency: "USD" }),
        page: "mismatch",
        outcome: "amount-mismatch",
      },
      {
        payment: await bookLocalPayment(order.providerOrderId, { status: "failed" }),
        page: "unverified",
        outcome: "not-captured",
      },
    ];
    for (const c of cases) {
      const res = await postCallback(order.id, await signedCallback(order.providerOrderId, c.payment));
      expect(location(res)).toBe(`/payments/${order.id}?outcome=${c.page}`);
    }
    expect(await balanceOf(user.id)).toBe(0);
    expect((await orderRow(order.id))!.status).toBe("created");
    expect(await events(order.providerOrderId, "callback")).toEqual(cases.map((c) => c.outcome));
    const page = await (await get(`/payments/${order.id}?outcome=mismatch`, { cookie })).text();
    expect(page).toContain("This payment does not belong to this order, so no credits were added.");
  });

  it("Authorize only: the callback captures the payment with the order's amount, then credits once", async () => {
    const { user, cookie } = await buyer();
    const order = await buy(cookie);
    const paid = await postForm(`/dev/pay/${order.id}`, { outcome: "authorize" }, { cookie });
    const fields = hiddenFields(await paid.text());
    const payment = fields.razorpay_payment_id!;
    expect(
      await env.DB.prepare("SELECT status FROM local_provider_payments WHERE id = ?").bind(payment).first("status"),
    ).toBe("authorized");

    const back = await postCallback(order.id, fields);
    expect(location(back)).toBe(`/payments/${order.id}`);
    expect(
      await env.DB.prepare("SELECT status FROM local_provider_payments WHERE id = ?").bind(payment).first("status"),
    ).toBe("captured");
    expect(await balanceOf(user.id)).toBe(100);
    expect(await orderRow(order.id)).toMatchObject({
      status: "paid",
      settledBy: "callback",
      providerPaymentId: payment,
    });
    // Replayed: nothing more.
    await postCallback(order.id, fields);
    expect(await balanceOf(user.id)).toBe(100);
    expect(await events(order.providerOrderId, "callback")).toEqual(["captured-credited"]);
  });

  it("a payment id that already paid another order: a clear page, no 500, nothing credited, recorded", async () => {
    const { user, cookie } = await buyer();
    const first = await buy(cookie);
    const second = await buy(cookie);
    const fields = await successCallback(first.providerOrderId);
    await postCallback(first.id, fields);
    expect(await balanceOf(user.id)).toBe(100);

    // The same payment id, signed for the second order.
    const reused = await signedCallback(second.providerOrderId, fields.razorpay_payment_id);
    const res = await postCallback(second.id, reused);
    expect(res.status).toBe(303);
    expect(location(res)).toBe(`/payments/${second.id}?outcome=mismatch`);
    const page = await get(location(res), { cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("This payment does not belong to this order");
    expect(await events(second.providerOrderId, "callback")).toEqual(["other-order"]);

    // The webhook naming the same payment for the second order: 200 "ignored", recorded.
    const hook = await postWebhook(
      webhookBody("payment.captured", {
        orderId: second.providerOrderId,
        paymentId: fields.razorpay_payment_id,
        amount: second.amount * 100,
      }),
    );
    expect(hook.status).toBe(200);
    expect(await hook.json()).toEqual({ status: "ignored" });
    expect(await events(second.providerOrderId, "payment.captured")).toEqual(["ignored"]);
    expect(await balanceOf(user.id)).toBe(100);
    expect((await orderRow(second.id))!.status).toBe("created");
  });
});

describe("the callback with Razorpay (fake): GET /v1/payments/:id, then capture", () => {
  beforeEach(() => razorpay.install());
  afterEach(() => fetchMock.reset());

  async function razorpayOrder() {
    const user = await insertUser({ credits: 0 });
    const res = await postForm(
      "/buy-credits",
      { packId: "pack-100" },
      { cookie: await signInAs(user.id), env: RAZORPAY_ENV },
    );
    const order = (await orderRow(Number(location(res).split("/").pop())))!;
    const sign = async (paymentId: string) => ({
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.providerOrderId,
      razorpay_signature: await hmacHex(RAZORPAY_KEYS.keySecret, `${order.providerOrderId}|${paymentId}`),
    });
    return { user, order, sign };
  }

  it("captured: credited after the provider confirms it", async () => {
    const { user, order, sign } = await razorpayOrder();
    const payment = razorpay.capture(order.providerOrderId);
    const res = await postCallback(order.id, await sign(payment.id), { env: RAZORPAY_ENV });
    expect(location(res)).toBe(`/payments/${order.id}`);
    expect(await balanceOf(user.id)).toBe(100);
    expect(razorpay.requests.map((r) => `${r.method} ${r.path}`)).toContain(`GET /v1/payments/${payment.id}`);
  });

  it("authorized: captured by us with the order's amount and currency, then credited", async () => {
    const { user, order, sign } = await razorpayOrder();
    const payment = razorpay.authorize(order.providerOrderId);
    const res = await postCallback(order.id, await sign(payment.id), { env: RAZORPAY_ENV });
    expect(location(res)).toBe(`/payments/${order.id}`);
    const capture = razorpay.requests.find((r) => r.path === `/v1/payments/${payment.id}/capture`);
    expect(capture).toMatchObject({ method: "POST", body: { amount: 100000, currency: "INR" } });
    expect(razorpay.payments.find((p) => p.id === payment.id)!.status).toBe("captured");
    expect(await balanceOf(user.id)).toBe(100);
  });

  it("a payment Razorpay does not know, a failed one, or Razorpay down: nothing credited, left for later", async () => {
    const { user, order, sign } = await razorpayOrder();
    const ghost = await postCallback(order.id, await sign("pay_NeverHappened"), { env: RAZORPAY_ENV });
    expect(location(ghost)).toBe(`/payments/${order.id}?outcome=unverified`);
    const failed = razorpay.fail(order.providerOrderId);
    expect(location(await postCallback(order.id, await sign(failed.id), { env: RAZORPAY_ENV }))).toBe(
      `/payments/${order.id}?outcome=unverified`,
    );
    const later = razorpay.authorize(order.providerOrderId);
    razorpay.failRequests();
    expect(location(await postCallback(order.id, await sign(later.id), { env: RAZORPAY_ENV }))).toBe(
      `/payments/${order.id}?outcome=unverified`,
    );
    expect(await balanceOf(user.id)).toBe(0);
    expect((await orderRow(order.id))!.status).toBe("created");

    // The settle job captures the authorized payment once Razorpay answers again.
    razorpay.answerAgain();
    await env.DB.prepare("UPDATE payments SET created_at = ? WHERE id = ?")
      .bind(Date.now() - 20 * MINUTE, order.id)
      .run();
    const summary = await settlePendingOrders({ ...env, ...RAZORPAY_ENV } as Env, Date.now());
    expect(summary).toMatchObject({ credited: 1, errors: 0 });
    expect(razorpay.payments.find((p) => p.id === later.id)!.status).toBe("captured");
    expect(await orderRow(order.id)).toMatchObject({
      status: "paid",
      settledBy: "scheduled",
      providerPaymentId: later.id,
    });
    expect(await balanceOf(user.id)).toBe(100);
  });
});

describe("the webhook and an authorized payment", () => {
  it("payment.authorized credits nothing (not captured); the settle job captures and credits", async () => {
    const { user } = await buyer();
    const order = await insertOrder(user.id, { createdAt: Date.now() - 20 * MINUTE });
    const payment = await bookLocalPayment(order.providerOrderId, { status: "authorized" });
    const hook = await postWebhook(
      webhookBody("payment.authorized", {
        orderId: order.providerOrderId,
        paymentId: payment,
        amount: order.amount * 100,
        status: "authorized",
      }),
    );
    expect(await hook.json()).toEqual({ status: "not-captured" });
    expect(await balanceOf(user.id)).toBe(0);
    await settlePendingOrders(env, Date.now());
    expect(await orderRow(order.id)).toMatchObject({ status: "paid", providerPaymentId: payment });
    expect(await balanceOf(user.id)).toBe(100);
  });
});

describe("failure reasons that are Object.prototype's names", () => {
  for (const reason of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
    it(`the result page renders for reason=${reason}, and the callback maps it to a plain failure`, async () => {
      const { cookie } = await buyer();
      const order = await buy(cookie);
      const page = await get(`/payments/${order.id}?outcome=failed&reason=${reason}`, { cookie });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("Your payment could not be completed. No credits were added.");
      const back = await postCallback(order.id, { "error[code]": "BAD_REQUEST_ERROR", "error[reason]": reason });
      expect(location(back)).toBe(`/payments/${order.id}?outcome=failed&reason=payment_failed`);
    });
  }
});

describe("the webhook's body limit (256 KB)", () => {
  const LIMIT = 256 * 1024;

  /** A body of `total` bytes in 16 KB chunks that counts how much of it was read. */
  function countedStream(total: number) {
    let pulled = 0;
    const chunk = new Uint8Array(16 * 1024).fill(0x20);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, pulled: () => pulled };
  }

  it("refuses a declared Content-Length over the limit with 413 before reading the body", async () => {
    const body = countedStream(8 * LIMIT);
    const res = await SELF.fetch(`${ORIGIN}/webhooks/razorpay`, {
      method: "POST",
      body: body.stream,
      headers: { "Content-Type": "application/json", "Content-Length": String(8 * LIMIT), "X-Razorpay-Signature": "0" },
      // @ts-expect-error: workerd wants duplex for a streamed body
      duplex: "half",
    });
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(2 * LIMIT);
  });

  it("stops reading a body without Content-Length at the limit", async () => {
    const body = countedStream(64 * LIMIT);
    const res = await SELF.fetch(`${ORIGIN}/webhooks/razorpay`, {
      method: "POST",
      body: body.stream,
      headers: { "Content-Type": "application/json", "X-Razorpay-Signature": "0" },
      // @ts-expect-error: workerd wants duplex for a streamed body
      duplex: "half",
    });
    expect(res.status).toBe(413);
    // Read up to the limit (plus what the runtime buffers), never the 16 MB.
    expect(body.pulled()).toBeLessThan(4 * LIMIT);
  });

  it("a body under the limit is still read and checked", async () => {
    const res = await postWebhook(JSON.stringify({ event: "payment.captured", pad: "x".repeat(LIMIT / 2) }), {
      signature: "0".repeat(64),
    });
    expect(res.status).toBe(400);
  });
});
