// Refunds and lost disputes take a purchase's credits back (docs/product.md#payments, decision
// 0022): never below 0, the shortfall (credits already spent) on the admin
// users table and in the audit trail, once per refund or dispute id, in one D1 batch.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { balanceOf, ledgerOf, orderRow, postCallback, postWebhook, successCallback } from "../helpers/credits";
import { insertUser, unique } from "../helpers/db";
import { get, location, postForm, signInAs } from "../helpers/http";

async function paidOrder(credits = 0) {
  const user = await insertUser({ credits, fullName: `Refund ${unique()}` });
  const cookie = await signInAs(user.id);
  const res = await postForm("/buy-credits", { packId: "pack-100" }, { cookie });
  const order = (await orderRow(Number(/(\d+)$/.exec(location(res))![1])))!;
  const fields = await successCallback(order.providerOrderId);
  await postCallback(order.id, fields);
  expect(await balanceOf(user.id)).toBe(credits + 100);
  return { user, order, paymentId: fields.razorpay_payment_id };
}

function refundBody(event: string, p: { id: string; paymentId: string; orderId: string; amount: number }) {
  const entity = { id: p.id, entity: "refund", amount: p.amount, currency: "INR", payment_id: p.paymentId };
  const payment = {
    entity: {
      id: p.paymentId,
      entity: "payment",
      amount: 100000,
      currency: "INR",
      status: "refunded",
      order_id: p.orderId,
    },
  };
  const payload = event.startsWith("payment.dispute")
    ? { payment, dispute: { entity: { ...entity, entity: "dispute", status: event.split(".").pop() } } }
    : { payment, refund: { entity: { ...entity, status: "processed" } } };
  return JSON.stringify({ entity: "event", event, contains: Object.keys(payload), payload, created_at: 1_700_000_000 });
}

async function spend(userId: string, credits: number) {
  await env.DB.prepare("UPDATE users SET credits = credits - ? WHERE id = ?").bind(credits, userId).run();
}

async function refundsOf(userId: string) {
  const { results } = await env.DB.prepare(
    "SELECT id, kind, credits, taken, shortfall FROM payment_refunds WHERE user_id = ? ORDER BY created_at",
  )
    .bind(userId)
    .all();
  return results;
}

describe("refund webhooks", () => {
  it("a full refund takes the purchase's credits back, once per refund id", async () => {
    const { user, order, paymentId } = await paidOrder(5);
    const body = refundBody("refund.processed", {
      id: unique("rfnd_"),
      paymentId,
      orderId: order.providerOrderId,
      amount: 100000,
    });
    expect(await (await postWebhook(body)).json()).toEqual({ status: "taken-back" });
    // Redelivered with another event id: the refund id makes it apply once.
    expect(await (await postWebhook(body)).json()).toEqual({ status: "duplicate" });
    expect(await balanceOf(user.id)).toBe(5);
    const ledger = await ledgerOf(user.id);
    expect(ledger.at(-1)).toMatchObject({
      amount: -100,
      description: `Payment refunded: order #${order.id}, 100 of 100 credits taken back`,
      balanceAfter: 5,
    });
    expect(await refundsOf(user.id)).toMatchObject([{ kind: "refund", credits: 100, taken: 100, shortfall: 0 }]);
  });

  it("never below 0: the shortfall is recorded, audited and shown on the admin users table", async () => {
    const { user, order, paymentId } = await paidOrder(0);
    await spend(user.id, 60);
    const body = refundBody("refund.processed", {
      id: unique("rfnd_"),
      paymentId,
      orderId: order.providerOrderId,
      amount: 100000,
    });
    expect(await (await postWebhook(body)).json()).toEqual({ status: "taken-back" });
    expect(await balanceOf(user.id)).toBe(0);
    expect(await refundsOf(user.id)).toMatchObject([{ credits: 100, taken: 40, shortfall: 60 }]);
    const audit = await env.DB.prepare(
      "SELECT actor_id, actor_email, action, before, after, reason FROM audit_log WHERE target_id = ? ORDER BY id",
    )
      .bind(user.id)
      .all<Record<string, string | null>>();
    expect(audit.results).toHaveLength(1);
    expect(audit.results[0]).toMatchObject({
      actor_id: null,
      actor_email: "Razorpay (webhook)",
      action: "user.credits",
      before: '{"credits":40}',
      after: '{"credits":0,"shortfall":60}',
    });
    expect(audit.results[0]!.reason).toContain("shortfall 60");

    const admin = await insertUser({ role: "admin" });
    const html = await (
      await get(`/admin/users?q=${encodeURIComponent(user.fullName)}`, { cookie: await signInAs(admin.id) })
    ).text();
    expect(html).toContain("60 refunded but spent");
    const trail = await (await get("/admin/audit", { cookie: await signInAs(admin.id) })).text();
    expect(trail).toContain("shortfall: 60");
  });

  it("partial refunds take their share, rounded up, and never more than the order's credits in all", async () => {
    const { user, order, paymentId } = await paidOrder(500);
    const refund = (amount: number) =>
      postWebhook(
        refundBody("refund.processed", { id: unique("rfnd_"), paymentId, orderId: order.providerOrderId, amount }),
      );
    expect(await (await refund(25000)).json()).toEqual({ status: "taken-back" }); // ₹250 of ₹1,000: 25 credits
    expect(await (await refund(50)).json()).toEqual({ status: "taken-back" }); // ₹0.50: rounds up to 1
    expect(await balanceOf(user.id)).toBe(600 - 26);
    expect(await (await refund(100000)).json()).toEqual({ status: "taken-back" }); // capped at the 74 left
    expect(await balanceOf(user.id)).toBe(500);
    // More than the order's amount, or in another currency: a mismatch, nothing moves.
    expect(await (await refund(100001)).json()).toEqual({ status: "amount-mismatch" });
    expect(await balanceOf(user.id)).toBe(500);
  });

  it("a lost dispute takes the credits back; an opened one changes nothing; unpaid orders move nothing", async () => {
    const { user, order, paymentId } = await paidOrder(0);
    const dispute = { id: unique("disp_"), paymentId, orderId: order.providerOrderId, amount: 100000 };
    expect(await (await postWebhook(refundBody("payment.dispute.created", dispute))).json()).toEqual({
      status: "ignored",
    });
    expect(await balanceOf(user.id)).toBe(100);
    expect(await (await postWebhook(refundBody("payment.dispute.lost", dispute))).json()).toEqual({
      status: "taken-back",
    });
    expect(await balanceOf(user.id)).toBe(0);
    expect((await ledgerOf(user.id)).at(-1)!.description).toBe(
      `Payment disputed (chargeback): order #${order.id}, 100 of 100 credits taken back`,
    );

    const stray = refundBody("refund.processed", {
      id: unique("rfnd_"),
      paymentId: "pay_never_credited",
      orderId: "order_x",
      amount: 100,
    });
    expect(await (await postWebhook(stray)).json()).toEqual({ status: "unknown-order" });
  });
});
