// Buying credits with the local test provider, through the built app (docs/product.md#payments):
// the pages, the checkout callback and the webhook in every order, forged and replayed
// requests, and the scheduled job. Each payment must credit its buyer exactly once.
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { runScheduled } from "../helpers/scheduled";
import {
  balanceOf,
  hmacHex,
  insertOrder,
  ledgerOf,
  orderRow,
  postCallback,
  postWebhook,
  successCallback,
  webhookBody,
} from "../helpers/credits";
import { insertUser, unique } from "../helpers/db";
import { get, location, postForm, signInAs, toastOf } from "../helpers/http";

const MINUTE = 60 * 1000;

async function buyer(credits = 0) {
  const user = await insertUser({ credits, fullName: `Buyer ${unique()}` });
  return { user, cookie: await signInAs(user.id) };
}

/** POST /buy-credits as the buyer would; returns the new order's row. */
async function buy(cookie: string, packId = "pack-100") {
  const res = await postForm("/buy-credits", { packId }, { cookie });
  expect(res.status).toBe(303);
  const match = /^\/dev\/pay\/(\d+)$/.exec(location(res));
  expect(match).not.toBeNull();
  return (await orderRow(Number(match![1])))!;
}

/** The hidden fields of the form the local checkout page posts back to the callback. */
function returnFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)) {
    fields[m[1]!.replace(/&amp;/g, "&")] = m[2]!.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
  }
  return fields;
}

async function webhookOutcomes(providerOrderId: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    // The callback's own entries (event "callback") sit in the same journal.
    "SELECT outcome FROM webhook_events WHERE provider_order_id = ? AND event <> 'callback' ORDER BY created_at, event_id",
  )
    .bind(providerOrderId)
    .all<{ outcome: string }>();
  return results.map((r) => r.outcome);
}

const purchaseRows = async (userId: string) => (await ledgerOf(userId)).filter((r) => r.key.startsWith("purchase:"));

describe("/buy-credits", () => {
  it("shows the three packs with their lines, the balance and a Buy button each", async () => {
    const { cookie } = await buyer(40);
    const html = await (await get("/buy-credits", { cookie })).text();
    for (const [price, credits, line] of [
      ["₹1,000", 100, "10 contacts can be viewed and 5 posts can be created"],
      ["₹2,000", 200, "20 contacts can be viewed and 10 posts can be created"],
      ["₹3,000", 300, "30 contacts can be viewed and 15 posts can be created"],
    ] as const) {
      expect(html).toContain(price);
      expect(html).toContain(line);
      expect(html).toContain(`Buy ${credits} credits`);
    }
    // The balance on the page and in the top bar's credits badge.
    expect(html.replaceAll("<!-- -->", "")).toContain("Your balance: <strong>40 credits</strong>");
    expect(html).toContain('40<span class="visually-hidden"> credits</span>');
  });

  it("needs a signed-in user with a verified e-mail", async () => {
    expect(location(await get("/buy-credits"))).toBe("/login?redirectTo=%2Fbuy-credits");
    const unverified = await insertUser({ emailVerified: false });
    const res = await postForm("/buy-credits", { packId: "pack-100" }, { cookie: await signInAs(unverified.id) });
    expect(location(res)).toBe("/verify-email?redirectTo=%2Fbuy-credits");
  });

  it("makes an order from the pack id alone (prices live on the server) and sends the buyer to checkout", async () => {
    const { user, cookie } = await buyer();
    const order = await buy(cookie, "pack-200");
    expect(order).toMatchObject({ userId: user.id, status: "created", amount: 2000, credits: 200 });
    expect(order.providerOrderId).toMatch(/^order_local_/);

    const forged = await postForm("/buy-credits", { packId: "pack-999", amount: "1", credits: "100000" }, { cookie });
    expect(location(forged)).toBe("/buy-credits");
    expect(toastOf(forged)).toMatchObject({ kind: "error", message: "Please choose a credit pack" });
  });
});

describe("the local test provider, end to end", () => {
  it("Pay successfully: the callback and the webhooks race, the buyer is credited once and sees the result", async () => {
    const { user, cookie } = await buyer(5);
    const order = await buy(cookie);
    const page = await (await get(`/dev/pay/${order.id}`, { cookie })).text();
    expect(page).toContain("Pay successfully");
    expect(page).toContain("Fail payment");
    expect(page).toContain("Cancel");

    const paid = await postForm(`/dev/pay/${order.id}`, { outcome: "success" }, { cookie });
    expect(paid.status).toBe(200);
    const fields = returnFields(await paid.text());
    expect(fields.razorpay_order_id).toBe(order.providerOrderId);

    // The browser's return trip: cross-site, and it must not need (or touch) the session.
    const back = await postCallback(order.id, fields);
    expect(back.status).toBe(303);
    expect(location(back)).toBe(`/payments/${order.id}`);
    expect(back.headers.get("Set-Cookie")).toBeNull();

    // Both webhooks (payment.captured and order.paid) arrive too; whoever came first credited.
    await vi.waitFor(async () => expect(await webhookOutcomes(order.providerOrderId)).toHaveLength(2), {
      timeout: 5000,
    });
    expect(await balanceOf(user.id)).toBe(105);
    expect(await purchaseRows(user.id)).toEqual([
      { amount: 100, description: "Purchased 100 credits (₹1,000)", key: `purchase:${order.id}`, balanceAfter: 105 },
    ]);
    expect((await orderRow(order.id))!.status).toBe("paid");

    const result = await (await get(location(back), { cookie })).text();
    expect(result).toContain("Payment Successful! Credits will be added shortly.");
    // The top-bar badge shows the new balance.
    expect(result).toMatch(/<summary[^>]*>.*?105<span class="visually-hidden"> credits<\/span><\/summary>/);
  });

  it("Fail payment: nothing credited, the reason and a way to try again", async () => {
    const { user, cookie } = await buyer();
    const order = await buy(cookie);
    const failed = await postForm(`/dev/pay/${order.id}`, { outcome: "fail" }, { cookie });
    const back = await postCallback(order.id, returnFields(await failed.text()));
    expect(location(back)).toBe(`/payments/${order.id}?outcome=failed&reason=payment_failed`);
    const page = await (await get(location(back), { cookie })).text();
    expect(page).toContain("The bank or card declined the payment.");
    expect(page).toContain('href="/buy-credits"');
    expect(await balanceOf(user.id)).toBe(0);
    expect(await ledgerOf(user.id)).toEqual([]);
  });

  it("Cancel: the result page says so and offers to try again", async () => {
    const { cookie } = await buyer();
    const order = await buy(cookie);
    const page = await (await get(`/payments/${order.id}?outcome=cancelled`, { cookie })).text();
    expect(page).toContain("Payment cancelled. No money was taken.");
    expect(page).toContain("Try again");
  });

  it("refuses an unknown outcome with a toast and changes nothing", async () => {
    const { user, cookie } = await buyer();
    const order = await buy(cookie);
    const res = await postForm(`/dev/pay/${order.id}`, { outcome: "free-credits" }, { cookie });
    expect(location(res)).toBe(`/dev/pay/${order.id}`);
    expect(toastOf(res)).toMatchObject({ kind: "error", message: "Choose how the test payment ends" });
    expect((await orderRow(order.id))!.status).toBe("created");
    expect(await balanceOf(user.id)).toBe(0);
  });
});

describe("exactly once: callback and webhook in any order", () => {
  async function pendingOrder() {
    const { user, cookie } = await buyer(0);
    const order = await buy(cookie);
    const paymentId = unique("pay_test_");
    const body = (event: string) =>
      webhookBody(event, { orderId: order.providerOrderId, paymentId, amount: order.amount * 100 });
    return { user, cookie, order, paymentId, body, callback: await successCallback(order.providerOrderId, paymentId) };
  }

  it("callback, then webhook", async () => {
    const t = await pendingOrder();
    expect(location(await postCallback(t.order.id, t.callback))).toBe(`/payments/${t.order.id}`);
    const hook = await postWebhook(t.body("payment.captured"));
    expect(await hook.json()).toEqual({ status: "already-paid" });
    expect(await balanceOf(t.user.id)).toBe(100);
    expect(await purchaseRows(t.user.id)).toHaveLength(1);
    expect(await orderRow(t.order.id)).toMatchObject({ settledBy: "callback", providerPaymentId: t.paymentId });
  });

  it("webhook, then callback", async () => {
    const t = await pendingOrder();
    expect(await (await postWebhook(t.body("order.paid"))).json()).toEqual({ status: "credited" });
    expect(location(await postCallback(t.order.id, t.callback))).toBe(`/payments/${t.order.id}`);
    expect(await balanceOf(t.user.id)).toBe(100);
    expect(await purchaseRows(t.user.id)).toHaveLength(1);
    expect((await orderRow(t.order.id))!.settledBy).toBe("webhook");
  });

  it("the webhook three times (a redelivery, then the other event)", async () => {
    const t = await pendingOrder();
    const eventId = unique("evt_");
    expect(await (await postWebhook(t.body("payment.captured"), { eventId })).json()).toEqual({ status: "credited" });
    expect(await (await postWebhook(t.body("payment.captured"), { eventId })).json()).toEqual({ status: "duplicate" });
    expect(await (await postWebhook(t.body("order.paid"))).json()).toEqual({ status: "already-paid" });
    expect(await balanceOf(t.user.id)).toBe(100);
    expect(await purchaseRows(t.user.id)).toHaveLength(1);
  });

  it("both at once, twice over", async () => {
    const t = await pendingOrder();
    const results = await Promise.all([
      postCallback(t.order.id, t.callback),
      postWebhook(t.body("payment.captured")),
      postCallback(t.order.id, t.callback),
      postWebhook(t.body("order.paid")),
    ]);
    for (const r of results) expect(r.status).toBeLessThan(400);
    expect(await balanceOf(t.user.id)).toBe(100);
    expect(await purchaseRows(t.user.id)).toHaveLength(1);
    expect((await orderRow(t.order.id))!.status).toBe("paid");
  });
});

describe("requests that must change nothing", () => {
  it("a forged callback signature", async () => {
    const { user, cookie } = await buyer();
    const order = await buy(cookie);
    const paymentId = unique("pay_");
    const res = await postCallback(order.id, {
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.providerOrderId,
      razorpay_signature: await hmacHex("not-the-key-secret", `${order.providerOrderId}|${paymentId}`),
    });
    expect(location(res)).toBe(`/payments/${order.id}?outcome=unverified`);
    expect(await balanceOf(user.id)).toBe(0);
    expect((await orderRow(order.id))!.status).toBe("created");
    const page = await (await get(location(res), { cookie })).text();
    expect(page).toContain("We could not confirm this payment yet.");
  });

  it("a replayed signature: another order's valid callback, and the same callback again", async () => {
    const a = await buyer();
    const b = await buyer();
    const orderA = await buy(a.cookie);
    const orderB = await buy(b.cookie);
    const signedForA = await successCallback(orderA.providerOrderId);
    // A's signed callback posted to B's order: B is not paid, and A is not paid through B.
    expect(location(await postCallback(orderB.id, signedForA))).toBe(`/payments/${orderB.id}?outcome=unverified`);
    expect(await balanceOf(b.user.id)).toBe(0);
    expect(await balanceOf(a.user.id)).toBe(0);
    // The genuine callback credits A once, however often it is replayed.
    await postCallback(orderA.id, signedForA);
    await postCallback(orderA.id, signedForA);
    expect(await balanceOf(a.user.id)).toBe(100);
    expect(await purchaseRows(a.user.id)).toHaveLength(1);
  });

  it("a webhook with a wrong amount or currency", async () => {
    const { user, cookie } = await buyer();
    const order = await buy(cookie);
    for (const [amount, currency] of [
      [order.amount * 100 - 100, "INR"],
      [order.amount, "INR"],
      [order.amount * 100, "USD"],
    ] as const) {
      const res = await postWebhook(
        webhookBody("payment.captured", {
          orderId: order.providerOrderId,
          paymentId: unique("pay_"),
          amount,
          currency,
        }),
      );
      expect(await res.json()).toEqual({ status: "amount-mismatch" });
    }
    expect(await balanceOf(user.id)).toBe(0);
    expect((await orderRow(order.id))!.status).toBe("created");
  });

  it("another user's order: its checkout and result pages are not found, and a signed-in stranger gains nothing", async () => {
    const owner = await buyer();
    const stranger = await buyer();
    const order = await buy(owner.cookie);
    expect((await get(`/payments/${order.id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await get(`/dev/pay/${order.id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await postForm(`/dev/pay/${order.id}`, { outcome: "success" }, { cookie: stranger.cookie })).status).toBe(
      404,
    );
    // The callback credits the order's buyer, never whoever's cookie came along.
    await postCallback(order.id, await successCallback(order.providerOrderId), { cookie: stranger.cookie });
    expect(await balanceOf(owner.user.id)).toBe(100);
    expect(await balanceOf(stranger.user.id)).toBe(0);
  });

  it("an unknown event, an unknown order and a bad or missing webhook signature", async () => {
    const { user, cookie } = await buyer();
    const order = await buy(cookie);
    const captured = webhookBody("payment.captured", {
      orderId: order.providerOrderId,
      paymentId: unique("pay_"),
      amount: order.amount * 100,
    });
    const refund = webhookBody("refund.processed", {
      orderId: order.providerOrderId,
      paymentId: unique("pay_"),
      amount: order.amount * 100,
    });
    expect(await (await postWebhook(refund)).json()).toEqual({ status: "ignored" });
    const stray = webhookBody("payment.captured", {
      orderId: "order_nobody",
      paymentId: unique("pay_"),
      amount: 100000,
    });
    expect(await (await postWebhook(stray)).json()).toEqual({ status: "unknown-order" });

    const eventId = unique("evt_");
    const forged = await postWebhook(captured, { eventId, secret: "guessed-secret" });
    expect(forged.status).toBe(400);
    const tampered = await postWebhook(captured.replace('"amount":100000', '"amount":100001'), {
      eventId,
      signature: await hmacHex("local-webhook-secret:not-for-production", captured),
    });
    expect(tampered.status).toBe(400);
    expect((await postWebhook(captured, { eventId, signature: "" })).status).toBe(400);
    expect(await balanceOf(user.id)).toBe(0);
    // A rejected delivery is not remembered: the genuine one with the same id still counts.
    expect(await (await postWebhook(captured, { eventId })).json()).toEqual({ status: "credited" });
    expect(await balanceOf(user.id)).toBe(100);
  });

  it("only the webhook and the callback accept posts from another site", async () => {
    const { cookie } = await buyer();
    const crossSite = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
    expect((await postForm("/buy-credits", { packId: "pack-100" }, { cookie, headers: crossSite })).status).toBe(403);
    const order = await buy(cookie);
    expect(
      (await postForm(`/dev/pay/${order.id}`, { outcome: "success" }, { cookie, headers: crossSite })).status,
    ).toBe(403);
    expect((await postForm(`/payments/callback/${order.id}`, {}, { headers: crossSite })).status).toBe(303);
  });
});

describe("the scheduled job", () => {
  const runSettle = (scheduledTime: number) => runScheduled("*/10 * * * *", scheduledTime);

  async function providerPayment(order: { providerOrderId: string; amount: number }, status: "captured" | "failed") {
    const id = unique("pay_local_");
    await env.DB.prepare(
      "INSERT INTO local_provider_payments (id, order_id, amount, status, error_description) VALUES (?, ?, ?, ?, ?)",
    )
      .bind(id, order.providerOrderId, order.amount * 100, status, status === "failed" ? "Card declined by bank" : null)
      .run();
    return id;
  }

  it("settles an order pending for more than 15 minutes whose callback and webhook never came", async () => {
    const now = Date.now();
    const { user } = await buyer();
    const late = await insertOrder(user.id, { credits: 300, createdAt: now - 16 * MINUTE });
    const paymentId = await providerPayment(late, "captured");
    const fresh = await insertOrder(user.id, { credits: 100, createdAt: now - 5 * MINUTE });
    await providerPayment(fresh, "captured");

    await runSettle(now);
    expect(await orderRow(late.id)).toMatchObject({
      status: "paid",
      settledBy: "scheduled",
      providerPaymentId: paymentId,
    });
    expect((await orderRow(fresh.id))!.status).toBe("created");
    expect(await balanceOf(user.id)).toBe(300);

    // Running again (or the late webhook arriving) changes nothing.
    await runSettle(now + 10 * MINUTE);
    expect(await balanceOf(user.id)).toBe(400);
    await runSettle(now + 20 * MINUTE);
    expect(await balanceOf(user.id)).toBe(400);
    expect(await purchaseRows(user.id)).toHaveLength(2);
  });

  it("closes orders whose payments failed, and orders nobody paid within a day", async () => {
    const now = Date.now();
    const { user, cookie } = await buyer();
    const declined = await insertOrder(user.id, { createdAt: now - 20 * MINUTE });
    await providerPayment(declined, "failed");
    const abandoned = await insertOrder(user.id, { createdAt: now - 25 * 60 * MINUTE });
    const waiting = await insertOrder(user.id, { createdAt: now - 30 * MINUTE });

    await runSettle(now);
    expect(await orderRow(declined.id)).toMatchObject({ status: "failed", failureReason: "Card declined by bank" });
    expect(await orderRow(abandoned.id)).toMatchObject({
      status: "failed",
      failureReason: "The payment was not completed in time.",
    });
    expect((await orderRow(waiting.id))!.status).toBe("created");
    const page = await (await get(`/payments/${declined.id}`, { cookie })).text();
    expect(page).toContain("Card declined by bank");
    expect(await balanceOf(user.id)).toBe(0);

    // Money taken after all (a retry on the provider's page) is still credited.
    await providerPayment(declined, "captured");
    const body = webhookBody("payment.captured", {
      orderId: declined.providerOrderId,
      paymentId: unique("pay_"),
      amount: declined.amount * 100,
    });
    expect(await (await postWebhook(body)).json()).toEqual({ status: "credited" });
    expect(await balanceOf(user.id)).toBe(100);
  });
});

describe("/credit-history", () => {
  it("lists description, signed amount, date and balance after, newest first, 20 a page", async () => {
    const { user, cookie } = await buyer(0);
    const empty = await (await get("/credit-history", { cookie })).text();
    expect(empty).toContain("No credit transactions found.");

    const order = await buy(cookie);
    await postCallback(order.id, await successCallback(order.providerOrderId));
    const sellers = await Promise.all(
      Array.from({ length: 21 }, () => insertUser({ role: "seller", phone: "+91 90000 12345" })),
    );
    const stub = env.CREDITS.get(env.CREDITS.idFromName(user.id));
    for (const s of sellers) {
      await stub.reveal({ buyerId: user.id, sellerId: s.id, idempotencyKey: `reveal:${user.id}:${s.id}` });
    }
    // 10 reveals fit in 100 credits: 11 rows in all.
    expect(await balanceOf(user.id)).toBe(0);
    const html = await (await get("/credit-history", { cookie })).text();
    const rows = [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, "|"));
    expect(rows).toHaveLength(12);
    expect(rows[1]).toContain(`Viewed mobile number of @${sellers[9]!.username}`);
    expect(rows[1]).toContain("−10");
    expect(rows.at(-1)).toContain("Purchased 100 credits (₹1,000)");
    expect(rows.at(-1)).toContain("+100");
    expect(rows.at(-1)).toMatch(/\|100\|/);

    for (let i = 0; i < 12; i++) {
      await env.DB.prepare(
        "INSERT INTO credit_transactions (user_id, amount, description, idempotency_key) VALUES (?, 0, ?, ?)",
      )
        .bind(user.id, `Adjustment ${i}`, unique("adj:"))
        .run();
    }
    const first = await (await get("/credit-history", { cookie })).text();
    expect([...first.matchAll(/<tr[^>]*>/g)]).toHaveLength(21);
    expect(first).toContain('href="/credit-history?page=2"');
    const second = await (await get("/credit-history?page=2", { cookie })).text();
    expect([...second.matchAll(/<tr[^>]*>/g)]).toHaveLength(4);
    expect(second).toContain("Purchased 100 credits");
  });
});
