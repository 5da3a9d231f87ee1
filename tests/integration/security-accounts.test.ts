// Account hardening (docs/product.md#security, #google-and-facebook, decision 0008): OAuth
// pre-claim (1), sign-in throttling that cannot be turned against the owner or a shared IP (2),
// unique-constraint races (6) and timing that does not tell whether an address exists (13). Real D1
// and Durable Objects.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOGIN_ERRORS } from "~/domain/auth";
import { isUniqueViolation } from "~/server/db/unique.server";
import { users } from "~/server/db/schema.server";
import { db, insertListing, insertUser, uniqueEmail, unique } from "../helpers/db";
import { Jar, ORIGIN, get, location, postForm, postMultipart, signInAs } from "../helpers/http";
import { lastMail, login, mailCount, userByEmail } from "../helpers/auth";
import { fetchMock } from "../mocks/fetch";

const PASSWORD = "owner-password-1";
const TOO_MANY = "Too many failed sign-in attempts";
/** The longest a correct password is ever held (docs/decisions/0008-sign-in-throttling.md). */
const MAX_WAIT_MS = 15_000;

const randomIp = () =>
  `10.${50 + Math.floor(Math.random() * 150)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const fromIp = (ip: string) => ({ headers: { "CF-Connecting-IP": ip } });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  fetchMock.reset();
});

/**
 * The server holds a throttled sign-in with `scheduler.wait`. Here a wait moves a fake clock
 * (Date only) instead of sleeping, and is recorded; `hold()` keeps waits pending until `release()`.
 */
function fakeSignInClock() {
  vi.useFakeTimers({ toFake: ["Date"] });
  const waits: number[] = [];
  let gate: Promise<void> | null = null;
  let open = () => {};
  vi.spyOn(scheduler, "wait").mockImplementation(async (ms: number) => {
    waits.push(ms);
    if (gate) await gate;
    vi.advanceTimersByTime(ms);
  });
  return {
    waits,
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release() {
      gate = null;
      open();
    },
  };
}

async function signIn(email: string, password: string, opts: { jar?: Jar; ip?: string } = {}) {
  const res = await postForm("/login", { email, password }, { jar: opts.jar, ...fromIp(opts.ip ?? randomIp()) });
  // A refused sign-in is the form kit's 400 with the page (invalidForm); a success redirects.
  return { status: res.status, text: res.status === 400 ? await res.text() : "" };
}

/** The real "Continue with Google" flow against the offline stand-in, up to its callback (not yet opened). */
async function googleCallbackFor(email: string, jar: Jar): Promise<string> {
  // The stand-in's token/userinfo are the app's own /dev/oauth routes, not an outside service: loop back.
  fetchMock.routeToApp(`${ORIGIN}/dev/oauth/`);
  const start = await get("/api/auth/google/login", { jar });
  const consent = new URL(start.headers.get("Location")!);
  expect(consent.pathname).toBe("/dev/oauth/google");
  const back = await postForm(`${consent.pathname}${consent.search}`, { identity: "custom", email, name: "Owner" });
  const callback = new URL(back.headers.get("Location")!);
  expect(callback.pathname).toBe("/api/auth/google/callback");
  return `${callback.pathname}${callback.search}`;
}

/** Runs the real "Continue with Google" flow against the offline stand-in provider. */
async function continueWithGoogle(email: string, jar = new Jar()): Promise<Response> {
  return get(await googleCallbackFor(email, jar), { jar });
}

describe("finding 1: OAuth pre-claim", () => {
  it("Google on a pre-claimed unverified account ends the pre-claimer's password and sessions", async () => {
    const email = uniqueEmail("victim");
    // The pre-claimer signs up with the victim's address and a password of their own.
    const squatter = new Jar();
    const signup = await postForm(
      "/signup",
      { email, password: "squatter-pass", confirmPassword: "squatter-pass", role: "buyer" },
      { jar: squatter, ...fromIp(randomIp()) },
    );
    expect(signup.status).toBe(302);
    expect((await userByEmail(email))!.email_verified).toBe(0);
    expect((await get("/profile", { jar: squatter })).status).toBe(200);

    // The real owner arrives through Google with that (provider-verified) address.
    const owner = new Jar();
    const res = await continueWithGoogle(email, owner);
    expect(location(res)).toBe("/");
    expect((await get("/profile", { jar: owner })).status).toBe(200);
    expect(await userByEmail(email)).toMatchObject({ email_verified: 1, password_hash: null });

    // The squatter's session is gone and their password no longer signs in.
    expect(location(await get("/profile", { jar: squatter }))).toMatch(/^\/login/);
    const again = await signIn(email, "squatter-pass");
    expect(again.status).toBe(400);
    expect(again.text).toContain(LOGIN_ERRORS.InvalidPassword);
  });

  it("an e-mail change the pre-claimer started dies too: the account keeps the owner's address", async () => {
    const email = uniqueEmail("victim");
    const squatter = new Jar();
    const fields = { email, password: "squatter-pass", confirmPassword: "squatter-pass", role: "buyer" };
    expect((await postForm("/signup", fields, { jar: squatter, ...fromIp(randomIp()) })).status).toBe(302);
    // Before the owner shows up, the pre-claimer asks to move the account to an address of theirs.
    const theirs = uniqueEmail("squatter");
    const change = await postMultipart(
      "/profile/edit",
      { fullName: "Squatter", email: theirs, gender: "male", currentPassword: "squatter-pass" },
      { jar: squatter, ...fromIp(randomIp()) },
    );
    expect(change.status).toBe(302);
    expect(await userByEmail(email)).toMatchObject({ pending_email: theirs });
    const { link } = await lastMail(theirs);
    expect(link).toMatch(/^\/verify-email\?token=/);

    expect(location(await continueWithGoogle(email))).toBe("/");
    expect(await userByEmail(email)).toMatchObject({ email_verified: 1, password_hash: null, pending_email: null });
    // The link in the pre-claimer's own mailbox no longer moves the owner's account there.
    expect(await (await get(link!)).text()).toContain("not valid or has already been used");
    expect(await userByEmail(theirs)).toBeNull();
  });

  it("Google on a verified account keeps its password and sessions", async () => {
    const user = await insertUser({}, { password: PASSWORD });
    const other = await login(user.email, PASSWORD);
    expect(location(await continueWithGoogle(user.email))).toBe("/");
    expect((await get("/profile", { jar: other })).status).toBe(200);
    expect((await signIn(user.email, PASSWORD)).status).toBe(302);
  });
});

// Each attempt costs a full PBKDF2 hash, and this machine is shared: generous timeouts.
describe("finding 2: sign-in throttling cannot lock the owner out", { timeout: 60_000 }, () => {
  it("20 wrong guesses by someone else: the owner's browser signs in at once, even mid-flood", async () => {
    const { email } = await insertUser({}, { password: PASSWORD });
    const owner = await login(email, PASSWORD); // this browser is now a known device
    await postForm("/logout", {}, { jar: owner });
    expect(owner.get("session-token")).toBeUndefined();

    const clock = fakeSignInClock();
    const attacker = randomIp();
    for (let i = 0; i < 5; i++) {
      expect((await signIn(email, `wrong-${i}`, { ip: attacker })).text).toContain(LOGIN_ERRORS.InvalidPassword);
    }
    // 15 more guesses in parallel, their throttling waits held open while the owner signs in.
    clock.hold();
    const flood = Array.from({ length: 15 }, (_, i) => signIn(email, `flood-${i}`, { ip: attacker }));
    const mine = await signIn(email, PASSWORD, { jar: owner, ip: attacker });
    expect(mine.status).toBe(302);
    expect(owner.get("session-token")).toBeTruthy();
    clock.release();
    const answers = await Promise.all(flood);
    for (const a of answers) expect(a.text).toMatch(new RegExp(`${LOGIN_ERRORS.InvalidPassword}|${TOO_MANY}`));
    // Parallel guesses queue behind each other; the ones that would wait past the cap are refused.
    expect(answers.filter((a) => a.text.includes(TOO_MANY)).length).toBeGreaterThan(0);
  });

  it("5 and then 20 wrong guesses: a new browser's correct password still signs in within the short cap", async () => {
    const { email } = await insertUser({}, { password: PASSWORD });
    const clock = fakeSignInClock();
    const attacker = randomIp();
    for (let i = 0; i < 5; i++) await signIn(email, `wrong-${i}`, { ip: attacker });
    expect(clock.waits).toEqual([]); // five failures are free
    const afterFive = await signIn(email, PASSWORD);
    expect(afterFive.status).toBe(302);
    expect(clock.waits).toEqual([1000]);

    clock.waits.length = 0;
    for (let i = 0; i < 20; i++) {
      expect((await signIn(email, `wrong-${i}`, { ip: attacker })).text).toContain(LOGIN_ERRORS.InvalidPassword);
    }
    // Slowed progressively: free for 5, then 1 s, 2 s, 4 s, 8 s, then the cap.
    expect(clock.waits).toEqual([1000, 2000, 4000, 8000, ...Array(11).fill(MAX_WAIT_MS)]);
    clock.waits.length = 0;
    const owner = await signIn(email, PASSWORD);
    expect(owner.status).toBe(302);
    expect(Math.max(0, ...clock.waits)).toBeLessThanOrEqual(MAX_WAIT_MS);
  });

  it("a success clears the account's count", async () => {
    const { email } = await insertUser({}, { password: PASSWORD });
    const clock = fakeSignInClock();
    for (let i = 0; i < 4; i++) await signIn(email, "wrong-pass");
    expect((await signIn(email, PASSWORD)).status).toBe(302);
    for (let i = 0; i < 5; i++) await signIn(email, "wrong-pass");
    expect(clock.waits).toEqual([]);
    await signIn(email, "wrong-pass");
    expect(clock.waits).toEqual([1000]); // counting started again from zero
  });

  it("failures from one IP across 5 accounts do not lock out a 6th user on that IP", async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      const other = await insertUser({}, { password: PASSWORD });
      expect((await signIn(other.email, "wrong-pass", { ip })).text).toContain(LOGIN_ERRORS.InvalidPassword);
    }
    for (let i = 0; i < 3; i++) await signIn(uniqueEmail("nobody"), "wrong-pass", { ip });
    const { email } = await insertUser({}, { password: PASSWORD });
    expect((await signIn(email, PASSWORD, { ip })).status).toBe(302);
  });

  it("100 failures across different accounts from one IP lock that IP, except for known devices", async () => {
    const { email } = await insertUser({}, { password: PASSWORD });
    const owner = await login(email, PASSWORD);
    await postForm("/logout", {}, { jar: owner });
    const ip = randomIp();
    for (let batch = 0; batch < 10; batch++) {
      await Promise.all(Array.from({ length: 10 }, () => signIn(uniqueEmail("stuffing"), "wrong-pass", { ip })));
    }
    const other = await insertUser({}, { password: PASSWORD });
    const refused = await signIn(other.email, PASSWORD, { ip });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(TOO_MANY);
    // Only that IP is refused; and the owner's own browser still gets in from it.
    expect((await signIn(other.email, PASSWORD)).status).toBe(302);
    expect((await signIn(email, PASSWORD, { jar: owner, ip })).status).toBe(302);
  });
});

describe("finding 6: unique-constraint races", () => {
  it("isUniqueViolation sees D1's UNIQUE error through drizzle's wrapper, and nothing else", async () => {
    const existing = await insertUser();
    let caught: unknown;
    try {
      await db()
        .insert(users)
        .values({ id: crypto.randomUUID(), username: unique("u"), email: existing.email, role: "buyer" });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeTruthy();
    expect(String(caught)).not.toContain("UNIQUE"); // why the old string check never matched
    expect(isUniqueViolation(caught)).toBe(true);
    expect(isUniqueViolation(caught, "users.email")).toBe(true);
    expect(isUniqueViolation(caught, "users.username")).toBe(false);
    expect(isUniqueViolation(new Error("network down"))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });

  it("8 parallel sign-ups whose addresses share a local part all succeed with distinct usernames", async () => {
    const local = unique("same").toLowerCase();
    const emails = Array.from({ length: 8 }, (_, i) => `${local}@d${i}.example.test`);
    const results = await Promise.all(
      emails.map((email) =>
        postForm(
          "/signup",
          { email, password: "long-enough-1", confirmPassword: "long-enough-1", role: "buyer" },
          fromIp(randomIp()),
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(302));
    const names = await Promise.all(emails.map(async (e) => (await userByEmail(e))!.username as string));
    expect(new Set(names).size).toBe(8);
    for (const name of names) expect(name.startsWith(local.slice(0, 20))).toBe(true);
  });

  it("parallel sign-ups with one address: one account, the others told it exists, no 500", async () => {
    const email = uniqueEmail("twice");
    const fields = { email, password: "long-enough-1", confirmPassword: "long-enough-1", role: "buyer" };
    const results = await Promise.all(Array.from({ length: 6 }, () => postForm("/signup", fields, fromIp(randomIp()))));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([302, 400, 400, 400, 400, 400]);
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(row!.n).toBe(1);
  });

  it("parallel first Google sign-ins with one new address: one account, every tab signed in", async () => {
    const email = uniqueEmail("tabs");
    const jars = Array.from({ length: 4 }, () => new Jar());
    const callbacks: string[] = [];
    for (const jar of jars) callbacks.push(await googleCallbackFor(email, jar));
    const results = await Promise.all(callbacks.map((path, i) => get(path, { jar: jars[i] })));
    expect(results.map(location)).toEqual(Array(4).fill("/"));
    for (const jar of jars) expect(jar.get("session-token")).toBeTruthy();
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(row!.n).toBe(1);
  });

  it("parallel duplicate favourites answer normally and save once", async () => {
    const user = await insertUser();
    const listing = await insertListing();
    const session = await signInAs(user.id);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        postForm("/favourites", { listingId: String(listing.id), intent: "add" }, { cookie: session }),
      ),
    );
    for (const r of results) expect(r.status).toBe(302);
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM favourites WHERE user_id = ? AND listing_id = ?")
      .bind(user.id, listing.id)
      .first<{ n: number }>();
    expect(row!.n).toBe(1);
  });
});

describe("finding 13: timing does not tell whether an address exists", () => {
  function countPbkdf2() {
    const iterations: number[] = [];
    const real = crypto.subtle.deriveBits.bind(crypto.subtle);
    vi.spyOn(crypto.subtle, "deriveBits").mockImplementation(async (algorithm, key, length) => {
      if (typeof algorithm === "object" && algorithm.name === "PBKDF2") {
        iterations.push((algorithm as Pbkdf2Params).iterations);
      }
      return real(algorithm, key, length);
    });
    return iterations;
  }

  it("sign-in hashes a dummy password for an unknown address and for a password-less account", async () => {
    const known = await insertUser({}, { password: PASSWORD });
    const social = await insertUser({ passwordHash: null });
    const iterations = countPbkdf2();
    expect((await signIn(known.email, "wrong-pass")).text).toContain(LOGIN_ERRORS.InvalidPassword);
    expect(iterations).toEqual([100_000]);
    iterations.length = 0;
    expect((await signIn(uniqueEmail("unknown"), "wrong-pass")).text).toContain(LOGIN_ERRORS.UserNotFound);
    expect(iterations).toEqual([100_000]);
    iterations.length = 0;
    expect((await signIn(social.email, "wrong-pass")).text).toContain(LOGIN_ERRORS.InvalidPassword);
    expect(iterations).toEqual([100_000]);
  });

  /**
   * Holds every INSERT into the outbox until `release()`. (Only the test resolves promises the
   * Worker waits on: the other way round would tie the test to the request's I/O context.)
   */
  function blockOutboxWrites() {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const realPrepare = env.DB.prepare.bind(env.DB);
    const wrap = (stmt: D1PreparedStatement): D1PreparedStatement =>
      new Proxy(stmt, {
        get(target, prop) {
          if (prop === "bind") return (...values: unknown[]) => wrap(target.bind(...values));
          const value = Reflect.get(target, prop);
          if (typeof value !== "function") return value;
          if (prop === "run" || prop === "all" || prop === "raw" || prop === "first") {
            return async (...args: unknown[]) => {
              await gate;
              return value.apply(target, args);
            };
          }
          return value.bind(target);
        },
      });
    vi.spyOn(env.DB, "prepare").mockImplementation((sql: string) =>
      /^insert into "email_outbox"/i.test(sql) ? wrap(realPrepare(sql)) : realPrepare(sql),
    );
    return { release };
  }

  async function eventually(check: () => Promise<boolean>) {
    for (let i = 0; i < 200 && !(await check()); i++) await scheduler.wait(10);
  }

  it("forgot-password answers before the reset mail is written, the same for known and unknown addresses", async () => {
    const { email } = await insertUser({}, { password: PASSWORD });
    const outbox = blockOutboxWrites();
    // Every outbox write is held: an action that wrote the mail before answering never answers.
    const res = await postForm("/forgot-password", { email }, fromIp(randomIp()));
    expect(location(res)).toBe("/login");
    expect(await mailCount(email)).toBe(0);
    outbox.release();
    await eventually(async () => (await mailCount(email)) > 0);
    expect(await mailCount(email)).toBe(1);

    const unknown = await postForm("/forgot-password", { email: uniqueEmail("nobody") }, fromIp(randomIp()));
    expect(unknown.status).toBe(res.status);
    expect(location(unknown)).toBe("/login");
  }, 10_000);
});
