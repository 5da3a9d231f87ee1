import { describe, expect, it } from "vitest";
import { planDebit } from "~/domain/credits";
import { slidingWindow, takeFromWindow, type WindowState } from "~/domain/rate-limit";

describe("slidingWindow", () => {
  const opts = { limit: 3, windowMs: 1000 };

  function hit(state: WindowState, now: number, record = true) {
    return slidingWindow(state, { ...opts, record, now });
  }

  it("allows hits below the limit and blocks from the limit-th recorded hit", () => {
    let state: WindowState = { hits: [] };
    const answers: boolean[] = [];
    for (const now of [0, 10, 20, 30]) {
      const r = hit(state, now);
      answers.push(r.allowed);
      state = r.state;
    }
    expect(answers).toEqual([true, true, false, false]);
  });

  it("a check without recording does not add a hit", () => {
    const r = hit({ hits: [0, 10] }, 20, false);
    expect(r.allowed).toBe(true);
    expect(r.state.hits).toEqual([0, 10]);
  });

  it("says how long until the oldest hit leaves the window", () => {
    const r = hit({ hits: [100, 200, 300] }, 400, false);
    expect(r).toMatchObject({ allowed: false, retryAfterMs: 700 });
    expect(hit({ hits: [100, 200] }, 400, false).retryAfterMs).toBe(0);
  });

  it("forgets hits older than the window (the boundary hit is gone)", () => {
    const r = hit({ hits: [0, 500, 600] }, 1000, false);
    expect(r.state.hits).toEqual([500, 600]);
    expect(r.allowed).toBe(true);
  });

  it("keeps at most `limit` hits in its state", () => {
    let state: WindowState = { hits: [] };
    for (let i = 0; i < 10; i++) state = hit(state, i).state;
    expect(state.hits).toEqual([7, 8, 9]);
  });

  it("does not change the state it was given", () => {
    const state = { hits: [1, 2] };
    hit(state, 3);
    expect(state.hits).toEqual([1, 2]);
  });
});

describe("takeFromWindow (mail budgets)", () => {
  const opts = { limit: 3, windowMs: 1000 };

  it("takes up to `limit` units, then refuses without recording the refusal", () => {
    let state: WindowState = { hits: [] };
    const answers: boolean[] = [];
    for (const now of [0, 10, 20, 30, 40]) {
      const r = takeFromWindow(state, { ...opts, now });
      answers.push(r.allowed);
      state = r.state;
    }
    expect(answers).toEqual([true, true, true, false, false]);
    expect(state.hits).toEqual([0, 10, 20]);
  });

  it("a refused flood does not push back the moment the budget frees up", () => {
    let state: WindowState = { hits: [0, 10, 20] };
    for (let now = 100; now < 1000; now += 100) state = takeFromWindow(state, { ...opts, now }).state;
    expect(takeFromWindow(state, { ...opts, now: 999 })).toMatchObject({ allowed: false, retryAfterMs: 1 });
    expect(takeFromWindow(state, { ...opts, now: 1000 }).allowed).toBe(true);
  });
});

describe("planDebit", () => {
  it("applies a debit the balance covers", () => {
    expect(planDebit({ balance: 30, amount: 20, alreadyApplied: false })).toEqual({ kind: "apply", balanceAfter: 10 });
    expect(planDebit({ balance: 20, amount: 20, alreadyApplied: false })).toEqual({ kind: "apply", balanceAfter: 0 });
  });

  it("refuses a debit above the balance (never negative)", () => {
    expect(planDebit({ balance: 19, amount: 20, alreadyApplied: false })).toEqual({ kind: "insufficient" });
    expect(planDebit({ balance: 0, amount: 10, alreadyApplied: false })).toEqual({ kind: "insufficient" });
  });

  it("a repeated idempotency key is a replay, whatever the balance", () => {
    expect(planDebit({ balance: 100, amount: 10, alreadyApplied: true })).toEqual({ kind: "replay" });
    expect(planDebit({ balance: 0, amount: 10, alreadyApplied: true })).toEqual({ kind: "replay" });
  });

  it.each([0, -10, 1.5, Number.NaN])("rejects an amount of %d", (amount) => {
    expect(() => planDebit({ balance: 100, amount, alreadyApplied: false })).toThrow(
      "Debit amount must be a positive integer",
    );
  });
});
