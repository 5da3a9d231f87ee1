// The Durable Objects defined in the app worker (workers/*.ts) run in the test pool.
import { env, runInDurableObject } from "cloudflare:test";
import type { UserCredits } from "../../workers/user-credits";
import { describe, expect, it } from "vitest";
import { insertUser, unique } from "../helpers/db";

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

describe("UserCredits.debit", () => {
  async function ledger(userId: string) {
    const { results } = await env.DB.prepare(
      "SELECT amount, description, idempotency_key AS key FROM credit_transactions WHERE user_id = ? ORDER BY id",
    )
      .bind(userId)
      .all<{ amount: number; description: string; key: string }>();
    return results;
  }
  async function balance(userId: string) {
    return (await env.DB.prepare("SELECT credits FROM users WHERE id = ?").bind(userId).first<{ credits: number }>())
      ?.credits;
  }
  const creditsFor = (userId: string) => env.CREDITS.get(env.CREDITS.idFromName(userId));

  it("debits, writing the balance and one ledger row together", async () => {
    const user = await insertUser({ credits: 25 });
    const key = unique("listing:");
    const result = await creditsFor(user.id).debit({
      userId: user.id,
      amount: 20,
      description: "Listing posted",
      idempotencyKey: key,
    });
    expect(result).toEqual({ ok: true, balance: 5, replayed: false });
    expect(await balance(user.id)).toBe(5);
    expect(await ledger(user.id)).toEqual([{ amount: -20, description: "Listing posted", key }]);
  });

  it("never charges twice for a replayed idempotency key", async () => {
    const user = await insertUser({ credits: 50 });
    const req = { userId: user.id, amount: 10, description: "Mobile revealed", idempotencyKey: unique("reveal:") };
    const stub = creditsFor(user.id);
    expect(await stub.debit(req)).toEqual({ ok: true, balance: 40, replayed: false });
    expect(await stub.debit(req)).toEqual({ ok: true, balance: 40, replayed: true });
    expect(await balance(user.id)).toBe(40);
    expect(await ledger(user.id)).toHaveLength(1);
  });

  it("serialises parallel debits with the same key into one charge", async () => {
    const user = await insertUser({ credits: 30 });
    const req = { userId: user.id, amount: 10, description: "Mobile revealed", idempotencyKey: unique("reveal:") };
    const results = await Promise.all([1, 2, 3].map(() => creditsFor(user.id).debit(req)));
    expect(results.filter((r) => r.ok && !r.replayed)).toHaveLength(1);
    expect(await balance(user.id)).toBe(20);
    expect(await ledger(user.id)).toHaveLength(1);
  });

  it("refuses a debit above the balance and writes nothing", async () => {
    const user = await insertUser({ credits: 15 });
    const result = await creditsFor(user.id).debit({
      userId: user.id,
      amount: 20,
      description: "Listing posted",
      idempotencyKey: unique("k"),
    });
    expect(result).toEqual({ ok: false, reason: "insufficient", balance: 15 });
    expect(await balance(user.id)).toBe(15);
    expect(await ledger(user.id)).toEqual([]);
  });

  it("answers not-found for an unknown user", async () => {
    const id = crypto.randomUUID();
    const result = await creditsFor(id).debit({
      userId: id,
      amount: 10,
      description: "x",
      idempotencyKey: unique("k"),
    });
    expect(result).toEqual({ ok: false, reason: "not-found", balance: 0 });
  });

  it("writes the thing bought in the same batch, and rolls everything back when it fails", async () => {
    const buyer = await insertUser({ credits: 30 });
    const seller = await insertUser({ role: "seller" });
    const stub = creditsFor(buyer.id);
    const enquiry = { sql: "INSERT INTO enquiries (seller_id, buyer_id) VALUES (?, ?)", params: [seller.id, buyer.id] };

    const ok = await stub.debit({
      userId: buyer.id,
      amount: 10,
      description: "Mobile revealed",
      idempotencyKey: unique("k"),
      statements: [enquiry],
    });
    expect(ok).toEqual({ ok: true, balance: 20, replayed: false });
    const count = async () =>
      (
        await env.DB.prepare("SELECT count(*) AS n FROM enquiries WHERE buyer_id = ?")
          .bind(buyer.id)
          .first<{ n: number }>()
      )?.n;
    expect(await count()).toBe(1);

    // The same enquiry again violates enquiries_buyer_seller_unique: the whole batch must roll back.
    // (Called inside the object: a rejecting DO RPC leaks an unhandled rejection in the vitest
    // pool even when handled, cloudflare/workers-sdk#14736.)
    const failure = await runInDurableObject(stub, async (instance: UserCredits) => {
      try {
        await instance.debit({
          userId: buyer.id,
          amount: 10,
          description: "Mobile revealed",
          idempotencyKey: unique("k"),
          statements: [enquiry],
        });
        return "no error";
      } catch (e) {
        return String(e);
      }
    });
    expect(failure).toMatch(/UNIQUE constraint failed: enquiries/);
    expect(await balance(buyer.id)).toBe(20);
    expect(await ledger(buyer.id)).toHaveLength(1);
    expect(await count()).toBe(1);
  });
});

describe("UserCredits.debit under concurrency", () => {
  it("never lets parallel debits with different keys overdraw the balance", async () => {
    const user = await insertUser({ credits: 25 });
    const stub = env.CREDITS.get(env.CREDITS.idFromName(user.id));
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        stub.debit({ userId: user.id, amount: 20, description: "Listing posted", idempotencyKey: unique("k") }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "insufficient")).toHaveLength(2);
    const row = await env.DB.prepare("SELECT credits FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ credits: number }>();
    expect(row?.credits).toBe(5);
  });
});
