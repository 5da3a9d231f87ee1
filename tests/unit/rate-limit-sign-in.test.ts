// Sign-in throttling rules (app/domain/rate-limit.ts): pure functions of (state, now).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EMPTY_ACCOUNT_THROTTLE,
  EMPTY_IP_FAILURES,
  SIGN_IN_LIMITS,
  beginSignIn,
  finishSignIn,
  ipRefusedFor,
  recordIpSignIn,
  signInSpacing,
  type AccountThrottle,
  type IpFailures,
  type SignInGate,
} from "~/domain/rate-limit";

const T0 = 1_700_000_000_000;
const { maxWaitMs, windowMs } = SIGN_IN_LIMITS;

/** One attempt from an unknown browser at `now`, finished as `ok`. */
function attempt(state: AccountThrottle, now: number, ok = false): { gate: SignInGate; state: AccountThrottle } {
  const begun = beginSignIn(state, { now, device: null, source: "src-a", ipRefusedForMs: 0 });
  if (!begun.gate.go) return begun;
  const at = now + begun.gate.waitMs;
  return { gate: begun.gate, state: finishSignIn(begun.state, { now: at, ok, trusted: false, device: null }) };
}

/** Sequential wrong guesses, each starting the moment the previous one was let through. Returns the waits. */
function guesses(state: AccountThrottle, now: number, n: number) {
  const waits: number[] = [];
  let s = state;
  let t = now;
  for (let i = 0; i < n; i++) {
    const r = attempt(s, t);
    if (!r.gate.go) throw new Error("refused");
    waits.push(r.gate.waitMs);
    t += r.gate.waitMs;
    s = r.state;
  }
  return { waits, state: s, now: t };
}

describe("signInSpacing", () => {
  it("is free for 5 failures, then doubles from 1 s up to the cap", () => {
    expect([0, 1, 4].map((n) => signInSpacing(n))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 1000].map((n) => signInSpacing(n))).toEqual([
      1000,
      2000,
      4000,
      8000,
      maxWaitMs,
      maxWaitMs,
      maxWaitMs,
    ]);
  });
});

describe("beginSignIn / finishSignIn (per account)", () => {
  it("slows sequential wrong guesses progressively and never beyond the cap", () => {
    const { waits } = guesses(EMPTY_ACCOUNT_THROTTLE, T0, 20);
    expect(waits).toEqual([0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, ...Array(11).fill(maxWaitMs)]);
  });

  it("lets the correct password through within the cap after any number of guesses, and clears the count", () => {
    const after = guesses(EMPTY_ACCOUNT_THROTTLE, T0, 50);
    const owner = attempt(after.state, after.now, true);
    expect(owner.gate).toMatchObject({ go: true });
    expect((owner.gate as { waitMs: number }).waitMs).toBeLessThanOrEqual(maxWaitMs);
    expect(owner.state).toEqual(EMPTY_ACCOUNT_THROTTLE);
    expect(guesses(owner.state, after.now + maxWaitMs, 5).waits).toEqual([0, 0, 0, 0, 0]);
  });

  it("queues parallel guesses and refuses, uncounted, those that would wait past the cap", () => {
    let state = guesses(EMPTY_ACCOUNT_THROTTLE, T0, 5).state;
    const gates: SignInGate[] = [];
    for (let i = 0; i < 10; i++) {
      const r = beginSignIn(state, { now: T0, device: null, source: "src-a", ipRefusedForMs: 0 });
      gates.push(r.gate);
      state = r.state;
    }
    expect(gates.filter((g) => g.go).map((g) => (g as { waitMs: number }).waitMs)).toEqual([1000, 3000, 7000, 15000]);
    const refused = gates.filter((g) => !g.go);
    expect(refused).toHaveLength(6);
    expect(state.failures).toBe(9); // 5 + the 4 let through; refusals are not counted
    for (const g of refused) expect((g as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(0);
  });

  it("a known device goes at once, however many guesses were made, until it fails 5 times itself", () => {
    const flooded = guesses(EMPTY_ACCOUNT_THROTTLE, T0, 30);
    let state = flooded.state;
    const now = flooded.now;
    for (let i = 0; i < SIGN_IN_LIMITS.deviceMaxFailures; i++) {
      const r = beginSignIn(state, { now, device: "dev-1", source: "src-a", ipRefusedForMs: 0 });
      expect(r.gate).toEqual({ go: true, waitMs: 0, trusted: true });
      state = finishSignIn(r.state, { now, ok: false, trusted: true, device: "dev-1" });
    }
    // The device's own failures do not slow the account down...
    expect(state.failures).toBe(flooded.state.failures);
    // ...but after 5 of them it is treated like any other browser.
    const sixth = beginSignIn(state, { now, device: "dev-1", source: "src-a", ipRefusedForMs: 0 });
    expect(sixth.gate).toMatchObject({ go: true, trusted: false });
    expect(beginSignIn(state, { now, device: "dev-2", source: "src-a", ipRefusedForMs: 0 }).gate).toMatchObject({
      trusted: true,
    });
  });

  it("a refused IP turns away unknown browsers (uncounted) but not a known device", () => {
    const r = beginSignIn(EMPTY_ACCOUNT_THROTTLE, { now: T0, device: null, source: "src-a", ipRefusedForMs: 60_000 });
    expect(r.gate).toEqual({ go: false, retryAfterMs: 60_000 });
    expect(r.state.failures).toBe(0);
    expect(
      beginSignIn(EMPTY_ACCOUNT_THROTTLE, { now: T0, device: "d", source: "src-a", ipRefusedForMs: 60_000 }).gate,
    ).toEqual({
      go: true,
      waitMs: 0,
      trusted: true,
    });
  });

  it("forgets failures after the window", () => {
    const after = guesses(EMPTY_ACCOUNT_THROTTLE, T0, 12);
    const later = after.now + windowMs;
    expect(beginSignIn(after.state, { now: later, device: null, source: "src-a", ipRefusedForMs: 0 }).gate).toEqual({
      go: true,
      waitMs: 0,
      trusted: false,
    });
    expect(guesses(after.state, later, 5).waits).toEqual([0, 0, 0, 0, 0]);
  });

  it("does not change the state it was given", () => {
    const state = guesses(EMPTY_ACCOUNT_THROTTLE, T0, 6).state;
    const copy = structuredClone(state);
    beginSignIn(state, { now: T0, device: null, source: "src-a", ipRefusedForMs: 0 });
    finishSignIn(state, { now: T0, ok: false, trusted: true, device: "d" });
    expect(state).toEqual(copy);
  });
});

describe("a flood from one source never refuses another (decision 0021)", () => {
  const begin = (state: AccountThrottle, now: number, source: string) =>
    beginSignIn(state, { now, device: null, source, ipRefusedForMs: 0 });

  it("a wrong password every half second from one address: a new address waits at most the current delay", () => {
    let state = EMPTY_ACCOUNT_THROTTLE;
    let refused = 0;
    for (let step = 0; step < 1200; step++) {
      const now = T0 + step * 500;
      const guess = begin(state, now, "attacker");
      if (guess.gate.go) state = guess.state;
      else refused++;
      if (step % 37 === 0) {
        // The owner, from anywhere else, at any moment of the flood: held, never refused.
        const owner = begin(state, now, `owner-${step}`);
        expect(owner.gate).toMatchObject({ go: true, trusted: false });
        const waitMs = (owner.gate as { waitMs: number }).waitMs;
        expect(waitMs).toBeLessThanOrEqual(signInSpacing(state.failures));
        expect(waitMs).toBeLessThanOrEqual(maxWaitMs);
      }
    }
    // The flood itself is held to about one guess per 15 s and refused beyond its own queue.
    expect(refused).toBeGreaterThan(1000);
    expect(state.failures).toBeLessThan(5 + 600_000 / maxWaitMs + 5);
  });

  it("property: whatever attempts came before, from whichever sources, a new source goes within the cap", () => {
    const attempt = fc.record({ gapMs: fc.integer({ min: 0, max: 3000 }), source: fc.constantFrom("a", "b", "c") });
    fc.assert(
      fc.property(fc.array(attempt, { maxLength: 80 }), fc.integer({ min: 0, max: 20_000 }), (attempts, lastGap) => {
        let state = EMPTY_ACCOUNT_THROTTLE;
        let now = T0;
        for (const a of attempts) {
          now += a.gapMs;
          const r = begin(state, now, a.source);
          state = r.state;
          if (r.gate.go) expect(r.gate.waitMs).toBeLessThanOrEqual(maxWaitMs);
        }
        const owner = begin(state, now + lastGap, "owner");
        expect(owner.gate.go).toBe(true);
        expect((owner.gate as { waitMs: number }).waitMs).toBeLessThanOrEqual(signInSpacing(state.failures));
        expect(Object.keys(owner.state.sources).length).toBeLessThanOrEqual(SIGN_IN_LIMITS.maxSources);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps the sources it remembers bounded", () => {
    let state = EMPTY_ACCOUNT_THROTTLE;
    for (let i = 0; i < 1000; i++) state = begin(state, T0 + i, `s${i}`).state;
    expect(Object.keys(state.sources).length).toBeLessThanOrEqual(SIGN_IN_LIMITS.maxSources);
  });

  it("reads an older stored state (one queue per account, no sources)", () => {
    const old = { failures: 9, nextAt: T0 + 60_000, lastAt: T0, devices: {} } as unknown as AccountThrottle;
    const r = begin(old, T0, "new");
    expect(r.gate).toMatchObject({ go: true });
    expect((r.gate as { waitMs: number }).waitMs).toBeLessThanOrEqual(maxWaitMs);
  });
});

describe("ipRefusedFor / recordIpSignIn (per IP)", () => {
  function fail(state: IpFailures, accounts: string[], now: number) {
    return accounts.reduce((s, account) => recordIpSignIn(s, { now, account, ok: false }), state);
  }
  const names = (n: number, prefix = "a") => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

  it("counts distinct accounts only: many guesses at a few accounts never refuse the IP", () => {
    let state = EMPTY_IP_FAILURES;
    for (let i = 0; i < 500; i++) state = fail(state, names(5), T0 + i);
    expect(ipRefusedFor(state, T0 + 500)).toBe(0);
  });

  it("refuses at 100 distinct accounts in the window, until enough age out", () => {
    const at99 = fail(EMPTY_IP_FAILURES, names(99), T0);
    expect(ipRefusedFor(at99, T0)).toBe(0);
    const at100 = fail(at99, ["last"], T0 + 1000);
    expect(ipRefusedFor(at100, T0 + 1000)).toBe(windowMs - 1000);
    expect(ipRefusedFor(at100, T0 + windowMs)).toBe(0);
  });

  it("a success removes that account from the IP's list", () => {
    const state = fail(EMPTY_IP_FAILURES, names(100), T0);
    const after = recordIpSignIn(state, { now: T0, account: "a7", ok: true });
    expect(ipRefusedFor(after, T0)).toBe(0);
  });

  it("keeps its state bounded", () => {
    const state = fail(EMPTY_IP_FAILURES, names(1000), T0);
    expect(Object.keys(state.accounts).length).toBeLessThanOrEqual(SIGN_IN_LIMITS.ipMaxAccounts * 2);
    expect(ipRefusedFor(state, T0)).toBeGreaterThan(0);
  });
});
