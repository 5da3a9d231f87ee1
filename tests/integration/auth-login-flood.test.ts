// Slowed, never refused (docs/product.md#sign-in-login, decision 0021): wrong passwords every half
// second from one address must not keep the owner out on a browser the account has never seen. The
// real /login route and the RateLimiter Durable Object; time is a fake clock the test moves (no
// wall-clock waits).
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOGIN_ERRORS } from "~/domain/auth";
import { SIGN_IN_LIMITS } from "~/domain/rate-limit";
import { insertUser } from "../helpers/db";
import { Jar, postForm } from "../helpers/http";

const PASSWORD = "owner-password-1";
const TOO_MANY = "Too many failed sign-in attempts";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * The server holds a throttled sign-in with `scheduler.wait`. Here Date is fake and a wait ends
 * only when the test has moved the clock past it (`tick`), so many held attempts overlap as they
 * would in production. A held request and the test each poll in short real pauses: a request
 * may not await a promise that only another request (the test) resolves, so nothing is handed
 * across; the outcome never depends on how long those pauses take.
 */
function steppedClock() {
  const pause = scheduler.wait.bind(scheduler);
  vi.useFakeTimers({ toFake: ["Date"] });
  const waits: number[] = [];
  vi.spyOn(scheduler, "wait").mockImplementation(async (ms: number) => {
    waits.push(ms);
    const until = Date.now() + ms;
    while (Date.now() < until) await pause(2);
  });
  return {
    waits,
    /** Until `attempt` has answered or is held by the throttle; returns the hold it got (0 if none). */
    async started(attempt: Promise<unknown>): Promise<number> {
      const before = waits.length;
      let settled = false;
      void attempt.finally(() => {
        settled = true;
      });
      while (!settled && waits.length === before) await pause(2);
      return waits.length > before ? waits[waits.length - 1]! : 0;
    },
    /** Moves the clock by `ms`; the held attempts whose wait ended go on. */
    async tick(ms: number) {
      vi.setSystemTime(Date.now() + ms);
      await pause(5);
    },
  };
}

async function signIn(email: string, password: string, ip: string, jar?: Jar) {
  const res = await postForm("/login", { email, password }, { jar, headers: { "CF-Connecting-IP": ip } });
  return { status: res.status, text: res.status === 400 ? await res.text() : "" };
}

describe("a steady stream of wrong passwords from one address", { timeout: 120_000 }, () => {
  it("never keeps the owner out: a new browser elsewhere signs in after at most the current delay", async () => {
    const { email } = await insertUser({}, { password: PASSWORD });
    const clock = steppedClock();
    const attacker = `10.201.${Math.floor(Math.random() * 250)}.7`;
    const guesses: Promise<{ status: number; text: string }>[] = [];
    let owner: Promise<{ status: number; text: string }> | null = null;
    let ownerHeld = -1;
    const jar = new Jar();
    // A wrong password every half second for 40 seconds; the owner tries once, 20 s in, from
    // another address on a browser that never signed in to the account.
    for (let step = 0; step < 80; step++) {
      const guess = signIn(email, `wrong-${step}`, attacker);
      guesses.push(guess);
      await clock.started(guess);
      if (step === 40) {
        owner = signIn(email, PASSWORD, `10.202.${Math.floor(Math.random() * 250)}.9`, jar);
        ownerHeld = await clock.started(owner);
      }
      await clock.tick(500);
    }
    for (let i = 0; i < 10; i++) await clock.tick(SIGN_IN_LIMITS.maxWaitMs);

    const mine = await owner!;
    expect(mine.text).not.toContain(TOO_MANY);
    expect(mine.status).toBe(302);
    expect(jar.get("session-token")).toBeTruthy();
    expect(ownerHeld).toBeLessThanOrEqual(SIGN_IN_LIMITS.maxWaitMs);
    // The flood itself is slowed: its own queue is refused beyond the longest wait.
    const answers = await Promise.all(guesses);
    for (const a of answers) expect(a.text).toMatch(new RegExp(`${LOGIN_ERRORS.InvalidPassword}|${TOO_MANY}`));
    expect(answers.filter((a) => a.text.includes(TOO_MANY)).length).toBeGreaterThan(40);
    expect(Math.max(...clock.waits)).toBeLessThanOrEqual(SIGN_IN_LIMITS.maxWaitMs);
  });

  it("parallel guesses from one IPv6 /64 share one queue; the owner elsewhere still signs in", async () => {
    const { email } = await insertUser({}, { password: PASSWORD });
    const clock = steppedClock();
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    for (let i = 0; i < 5; i++) await signIn(email, `free-${i}`, `${prefix}::${i + 1}`);
    // Each guess from another address of the same /64: they queue behind each other.
    const flood: Promise<{ status: number; text: string }>[] = [];
    for (let i = 0; i < 12; i++) {
      const guess = signIn(email, `flood-${i}`, `${prefix}:${i.toString(16)}::${i + 100}`);
      flood.push(guess);
      await clock.started(guess);
    }
    const jar = new Jar();
    const owner = signIn(email, PASSWORD, "2001:db8:ffff:2::1", jar);
    const held = await clock.started(owner);
    expect(held).toBeLessThanOrEqual(SIGN_IN_LIMITS.maxWaitMs);
    for (let i = 0; i < 6; i++) await clock.tick(SIGN_IN_LIMITS.maxWaitMs);
    expect((await owner).status).toBe(302);
    const answers = await Promise.all(flood);
    expect(answers.filter((a) => a.text.includes(TOO_MANY)).length).toBeGreaterThan(0);
  });
});
