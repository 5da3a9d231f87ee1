// The Durable Objects defined in the app worker (workers/*.ts) run in the test pool.
import { env, runInDurableObject } from "cloudflare:test";
import type { UserCredits } from "../../workers/user-credits";
import { describe, expect, it } from "vitest";
import { getOrder, settleOrder } from "~/server/credits/payments/orders.server";
import { balanceOf, enquiriesOf, insertOrder, ledgerOf, orderRow } from "../helpers/credits";
import { insertListing, insertUser, unique } from "../helpers/db";

describe("RateLimiter", () => {
  const limit = { limit: 5, windowMs: 60_000 };

  it("blocks a key after 5 recorded hits within the window, and frees it after", async () => {
    const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(unique("email:")));
    const t0 = 1_000_000;
    for (let i = 0; i < 4; i++) {
      expect(await stub.check({ ...limit, record: true, now: t0 + i })).toEqual({ allowed: true, retryAfterMs: 0 });
    }
    const fifth = await stub.check({ ...limit, record: true, now: t0 + 4 });
    expect(fifth.allowed).toBe(false);

    // A plain check (no hit recorded) stays blocked until the oldest hit leaves the window.
    const peek = await stub.check({ ...limit, record: false, now: t0 + 10 });
    expect(peek).toEqual({ allowed: false, retryAfterMs: 60_000 - 10 });
    expect((await stub.check({ ...limit, record: false, now: t0 + 60_000 })).allowed).toBe(true);
  });

  it("keeps keys apart and forgets a key on reset", async () => {
    const a = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(unique("ip:")));
    const b = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(unique("ip:")));
    for (let i = 0; i < 5; i++) await a.check({ ...limit, record: true, now: 5_000 + i });
    expect((await a.check({ ...limit, record: false, now: 5_010 })).allowed).toBe(false);
    expect((await b.check({ ...limit, record: false, now: 5_010 })).allowed).toBe(true);
    await a.reset();
    expect((await a.check({ ...limit, record: false, now: 5_010 })).allowed).toBe(true);
  });
});

describe("UserCredits.reveal", () => {
  const creditsFor = (userId: string) => env.CREDITS.get(env.CREDITS.idFromName(userId));
  const key = (buyerId: string, sellerId: string) => `reveal:${buyerId}:${sellerId}`;

  it("charges 10 credits, writing the balance, the ledger row and the enquiry together", async () => {
    const buyer = await insertUser({ credits: 25 });
    const seller = await insertUser({ role: "seller", phone: "+91 90000 00001" });
    const listing = await insertListing({ postedById: seller.id });
    const result = await creditsFor(buyer.id).reveal({
      buyerId: buyer.id,
      sellerId: seller.id,
      listingId: listing.id,
      idempotencyKey: key(buyer.id, seller.id),
    });
    expect(result).toEqual({ ok: true, charged: true, balance: 15 });
    expect(await balanceOf(buyer.id)).toBe(15);
    expect(await ledgerOf(buyer.id)).toEqual([
      {
        amount: -10,
        description: `Viewed mobile number of @${seller.username} (listing #${listing.id})`,
        key: key(buyer.id, seller.id),
        balanceAfter: 15,
      },
    ]);
    expect(await enquiriesOf(buyer.id)).toEqual([{ sellerId: seller.id, listingId: listing.id }]);
  });

  it("never charges twice: a replayed key and a seller already revealed are free", async () => {
    const buyer = await insertUser({ credits: 50 });
    const seller = await insertUser({ role: "seller", phone: "+91 90000 00002" });
    const stub = creditsFor(buyer.id);
    const req = { buyerId: buyer.id, sellerId: seller.id, idempotencyKey: key(buyer.id, seller.id) };
    expect(await stub.reveal(req)).toEqual({ ok: true, charged: true, balance: 40 });
    expect(await stub.reveal(req)).toEqual({ ok: true, charged: false, balance: 40 });
    // Another key for the same seller (e.g. from a listing page): still paid once.
    expect(await stub.reveal({ ...req, idempotencyKey: unique("other:") })).toEqual({
      ok: true,
      charged: false,
      balance: 40,
    });
    expect(await balanceOf(buyer.id)).toBe(40);
    expect(await ledgerOf(buyer.id)).toHaveLength(1);
  });

  it("refuses with too few credits and writes nothing", async () => {
    const buyer = await insertUser({ credits: 9 });
    const seller = await insertUser({ role: "seller", phone: "+91 90000 00003" });
    const result = await creditsFor(buyer.id).reveal({
      buyerId: buyer.id,
      sellerId: seller.id,
      idempotencyKey: key(buyer.id, seller.id),
    });
    expect(result).toEqual({ ok: false, reason: "insufficient", balance: 9 });
    expect(await balanceOf(buyer.id)).toBe(9);
    expect(await ledgerOf(buyer.id)).toEqual([]);
    expect(await enquiriesOf(buyer.id)).toEqual([]);
  });

  it("answers not-found for an unknown buyer or a deleted seller", async () => {
    const id = crypto.randomUUID();
    const seller = await insertUser({ role: "seller", deletedAt: Date.now() });
    expect(await creditsFor(id).reveal({ buyerId: id, sellerId: seller.id, idempotencyKey: unique("k") })).toEqual({
      ok: false,
      reason: "buyer-not-found",
      balance: 0,
    });
    const buyer = await insertUser({ credits: 100 });
    expect(
      await creditsFor(buyer.id).reveal({ buyerId: buyer.id, sellerId: seller.id, idempotencyKey: unique("k") }),
    ).toEqual({ ok: false, reason: "seller-not-found", balance: 100 });
    expect(await balanceOf(buyer.id)).toBe(100);
  });

  it("stops at 30 paid reveals per India day, and allows more the next day", async () => {
    const buyer = await insertUser({ credits: 1000 });
    const stub = creditsFor(buyer.id);
    // 10:00 IST on some day; the limit counts reveals since 00:00 IST.
    const day = Date.UTC(2030, 0, 15, 4, 30);
    for (let i = 0; i < 30; i++) {
      const seller = await insertUser({ role: "seller" });
      const r = await stub.reveal({ buyerId: buyer.id, sellerId: seller.id, idempotencyKey: unique("k"), at: day + i });
      expect(r.ok).toBe(true);
    }
    const next = await insertUser({ role: "seller" });
    const refused = await stub.reveal({
      buyerId: buyer.id,
      sellerId: next.id,
      idempotencyKey: unique("k"),
      at: day + 60,
    });
    expect(refused).toEqual({ ok: false, reason: "limit", balance: 700 });
    // 00:05 IST the next day.
    const tomorrow = Date.UTC(2030, 0, 15, 18, 35);
    expect(
      await stub.reveal({ buyerId: buyer.id, sellerId: next.id, idempotencyKey: unique("k"), at: tomorrow }),
    ).toEqual({ ok: true, charged: true, balance: 690 });
  });

  it("rolls the whole batch back when the thing bought cannot be written", async () => {
    const buyer = await insertUser({ credits: 30 });
    const seller = await insertUser({ role: "seller" });
    const stub = creditsFor(buyer.id);
    // A listing id that does not exist violates the enquiry's foreign key: nothing may be charged.
    // (Called inside the object: a rejecting DO RPC leaks an unhandled rejection in the vitest
    // pool even when handled, cloudflare/workers-sdk#14736.)
    const failure = await runInDurableObject(stub, async (instance: UserCredits) => {
      try {
        await instance.reveal({
          buyerId: buyer.id,
          sellerId: seller.id,
          listingId: 2_000_000_000,
          idempotencyKey: unique("k"),
        });
        return "no error";
      } catch (e) {
        return String(e);
      }
    });
    expect(failure).toMatch(/FOREIGN KEY constraint failed/);
    expect(await balanceOf(buyer.id)).toBe(30);
    expect(await ledgerOf(buyer.id)).toEqual([]);
    expect(await enquiriesOf(buyer.id)).toEqual([]);
  });

  it("a balance can never go below zero, even by a write outside the object", async () => {
    const user = await insertUser({ credits: 5 });
    const attempt = await env.DB.prepare("UPDATE users SET credits = credits - 10 WHERE id = ?")
      .bind(user.id)
      .run()
      .then(
        () => "no error",
        (e) => String(e),
      );
    expect(attempt).toMatch(/credits cannot go below zero/);
    expect(await balanceOf(user.id)).toBe(5);
  });
});

describe("UserCredits.settle", () => {
  const creditsFor = (userId: string) => env.CREDITS.get(env.CREDITS.idFromName(userId));

  it("a paid order is credited by the buyer's object only: settleOrder writes nothing to D1 itself", async () => {
    const buyer = await insertUser({ credits: 5 });
    const order = (await getOrder(env, (await insertOrder(buyer.id, { credits: 100 })).id))!;
    // No DB binding: the only way to the ledger is the UserCredits object.
    const result = await settleOrder({ CREDITS: env.CREDITS }, order, { paymentId: unique("pay_do_"), by: "webhook" });
    expect(result).toBe("credited");
    expect(await balanceOf(buyer.id)).toBe(105);
    expect(await ledgerOf(buyer.id)).toEqual([
      {
        amount: 100,
        description: expect.stringMatching(/^Purchased 100 credits/),
        key: `purchase:${order.id}`,
        balanceAfter: 105,
      },
    ]);
    expect(await orderRow(order.id)).toMatchObject({ status: "paid", settledBy: "webhook" });
  });

  it("callback, webhook and scheduled job racing with the buyer's reveals: one credit, a ledger that adds up", async () => {
    const buyer = await insertUser({ credits: 5 });
    const sellers = await Promise.all(
      [1, 2, 3].map((n) => insertUser({ role: "seller", phone: `+91 90000 0010${n}` })),
    );
    const order = (await getOrder(env, (await insertOrder(buyer.id, { credits: 100 })).id))!;
    const paymentId = unique("pay_race_");
    const settles = (["callback", "webhook", "scheduled"] as const).map((by) =>
      settleOrder(env, order, { paymentId, by }),
    );
    const reveals = sellers.map((seller) =>
      creditsFor(buyer.id).reveal({
        buyerId: buyer.id,
        sellerId: seller.id,
        idempotencyKey: `reveal:${buyer.id}:${seller.id}`,
      }),
    );
    const [settled, revealed] = await Promise.all([Promise.all(settles), Promise.all(reveals)]);

    expect(settled.filter((r) => r === "credited")).toHaveLength(1);
    expect(settled.filter((r) => r === "already-paid")).toHaveLength(2);
    const charged = revealed.filter((r) => r.ok && r.charged).length;
    const ledger = await ledgerOf(buyer.id);
    expect(ledger.filter((row) => row.key === `purchase:${order.id}`)).toHaveLength(1);
    expect(ledger).toHaveLength(1 + charged);
    // Every row's balance follows from the one before it, and the last is the balance.
    let running = 5;
    for (const row of ledger) {
      running += row.amount;
      expect(row.balanceAfter).toBe(running);
    }
    expect(await balanceOf(buyer.id)).toBe(running);
    expect(running).toBe(5 + 100 - 10 * charged);
  });
});
