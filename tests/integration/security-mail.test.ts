// Mail (docs/product.md#rate-limits, #environment-and-secrets): no form is a flood tool (every
// mail-sending path is limited per account or address and per IP, through the RateLimiter Durable
// Object), and no mail leaks (production mail goes only through the provider, with APP_ORIGIN links
// whatever the Host, never into the outbox and never into the logs).
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { FORGOT_PASSWORD_SUCCESS, TOO_MANY_EMAILS } from "~/domain/auth";
import { MAIL_LIMITS } from "~/domain/rate-limit";
import { PROFILE_MESSAGES } from "~/schemas/profile";
import { mailCount, userByEmail, waitForMail } from "../helpers/auth";
import { insertUser, uniqueEmail } from "../helpers/db";
import { PRODUCTION_ENV, PRODUCTION_ORIGIN } from "../helpers/env";
import { Jar, location, postForm, postMultipart, signInAs, toastOf } from "../helpers/http";
import { emailMock } from "../mocks/email";
import { fetchMock } from "../mocks/fetch";
import { captureQueue, MAIL_QUEUE_NAME, runQueue } from "../helpers/queue";

let ipCounter = 0;
/** A fresh IP per call (so only the limit under test can refuse), or a fixed one. */
const newIp = () =>
  `10.${60 + (ipCounter % 150)}.${Math.floor(++ipCounter / 150) % 250}.${Math.floor(Math.random() * 250)}`;
const from = (ip = newIp()) => ({ headers: { "CF-Connecting-IP": ip } });

const signupFields = (email: string) => ({
  email,
  password: "long-enough-1",
  confirmPassword: "long-enough-1",
  role: "buyer",
});

/** Waits for forgot-password's mail (written after the answer) or for it not to come. */
async function settle(to: string, count: number) {
  await waitForMail(to, count);
  expect(await mailCount(to)).toBe(count);
}

describe("finding 10: mail limits", () => {
  it("resend verification: 5 per account in 15 minutes, then a clear message and no mail", async () => {
    const email = uniqueEmail("resend");
    const jar = new Jar();
    await postForm("/signup", signupFields(email), { jar, ...from() });
    expect(await mailCount(email)).toBe(1);
    for (let i = 0; i < MAIL_LIMITS.verifyPerAccount.limit; i++) {
      const res = await postForm("/verify-email", {}, { jar, ...from() });
      expect(toastOf(res)).toMatchObject({ kind: "success", message: `Verification email sent to ${email}` });
    }
    const refused = await postForm("/verify-email", {}, { jar, ...from() });
    expect(toastOf(refused)).toMatchObject({ kind: "error", message: TOO_MANY_EMAILS });
    expect(await mailCount(email)).toBe(1 + MAIL_LIMITS.verifyPerAccount.limit);
  });

  it("forgot-password: the same answer beyond the limit, but no mail", async () => {
    const user = await insertUser();
    const answers = [];
    for (let i = 0; i < MAIL_LIMITS.resetPerAddress.limit + 2; i++) {
      const res = await postForm("/forgot-password", { email: user.email }, from());
      answers.push({ status: res.status, location: location(res), message: toastOf(res)?.message });
      await waitForMail(user.email, Math.min(i + 1, MAIL_LIMITS.resetPerAddress.limit));
    }
    for (const a of answers) expect(a).toEqual({ status: 302, location: "/login", message: FORGOT_PASSWORD_SUCCESS });
    await settle(user.email, MAIL_LIMITS.resetPerAddress.limit);
  });

  it("one inbox gets at most 10 mails an hour, whichever forms are used and from however many IPs", async () => {
    const victim = uniqueEmail("victim");
    // Signing up again with an unverified address resends its link (5 per 15 minutes)...
    for (let i = 0; i < 8; i++) await postForm("/signup", signupFields(victim), from());
    expect(await mailCount(victim)).toBe(1 + MAIL_LIMITS.verifyPerAccount.limit);
    // ...and forgot-password mails it too (5 per hour), until the address's own cap.
    for (let i = 0; i < 6; i++) {
      expect(location(await postForm("/forgot-password", { email: victim }, from()))).toBe("/login");
    }
    await waitForMail(victim, MAIL_LIMITS.perAddress.limit);
    await scheduler.wait(50); // the answer comes first: give a mail that should not exist time to appear
    expect(await mailCount(victim)).toBe(MAIL_LIMITS.perAddress.limit);
  });

  it("one IP causes at most 50 mails an hour: then sign-up says so and creates nothing", async () => {
    const ip = newIp();
    const users = await Promise.all(Array.from({ length: MAIL_LIMITS.perIp.limit }, () => insertUser()));
    for (const user of users) await postForm("/forgot-password", { email: user.email }, from(ip));
    for (const user of users) await waitForMail(user.email);

    const email = uniqueEmail("after-flood");
    const refused = await postForm("/signup", signupFields(email), from(ip));
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(TOO_MANY_EMAILS);
    expect(await userByEmail(email)).toBeNull();
    expect(await mailCount(email)).toBe(0);
    // Another IP is not affected.
    expect((await postForm("/signup", signupFields(email), from())).status).toBe(302);
  }, 60_000);

  it("e-mail change: 5 requests per account an hour, then the form says so and mails nobody", async () => {
    const user = await insertUser();
    const cookie = await signInAs(user.id); // no password: a fresh sign-in is the proof
    const change = (email: string) =>
      postMultipart("/profile/edit", { fullName: "Meena R", gender: "female", email }, { cookie, ...from() });
    for (let i = 0; i < MAIL_LIMITS.emailChangePerAccount.limit; i++) {
      expect((await change(uniqueEmail("change"))).status).toBe(302);
    }
    const next = uniqueEmail("one-too-many");
    const refused = await change(next);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(TOO_MANY_EMAILS);
    expect(html).toContain(PROFILE_MESSAGES.updateFailed);
    expect(await mailCount(next)).toBe(0);
    expect(await mailCount(user.email)).toBe(MAIL_LIMITS.emailChangePerAccount.limit); // one notice each
  });
});

describe("finding 11: production mail", () => {
  type Spy = MockInstance<(...args: unknown[]) => void>;
  let spies: Spy[];
  // Mails go through the mail queue (decision 0044): caught here, then delivered by the Worker's
  // queue handler under the same production settings.
  const queue = captureQueue();
  const QUEUED_PRODUCTION = { ...PRODUCTION_ENV, MAIL_QUEUE: queue };
  const deliver = () => runQueue(MAIL_QUEUE_NAME, queue.bodies.splice(0), { env: QUEUED_PRODUCTION });
  beforeEach(() => {
    queue.bodies.length = 0;
    emailMock.install();
    spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => {}),
    );
  });
  afterEach(() => {
    fetchMock.reset();
    vi.restoreAllMocks();
  });
  const logged = () => spies.flatMap((spy) => spy.mock.calls.map((args) => args.map(String).join(" "))).join("\n");

  it("every mail path: provider only, APP_ORIGIN links whatever the Host, no outbox row, nothing logged", async () => {
    const opts = { env: QUEUED_PRODUCTION, origin: "https://attacker.example" };
    // Sign-up (verification), resend, forgot-password (reset), e-mail change (link + notice).
    const signupEmail = uniqueEmail("prod-signup");
    const jar = new Jar();
    expect((await postForm("/signup", signupFields(signupEmail), { ...opts, jar, ...from() })).status).toBe(302);
    expect((await postForm("/verify-email", {}, { ...opts, jar, ...from() })).status).toBe(302);
    const resetUser = await insertUser();
    expect((await postForm("/forgot-password", { email: resetUser.email }, { ...opts, ...from() })).status).toBe(302);
    const changer = await insertUser();
    const next = uniqueEmail("prod-change");
    const change = await postMultipart(
      "/profile/edit",
      { fullName: "Meena R", gender: "female", email: next },
      { ...opts, cookie: await signInAs(changer.id), ...from() },
    );
    expect(change.status).toBe(302);
    expect(emailMock.sent).toHaveLength(0); // queued, not yet sent
    await deliver();

    const recipients = [signupEmail, signupEmail, resetUser.email, next, changer.email];
    expect(emailMock.sent.map((m) => m.to[0]).sort()).toEqual([...recipients].sort());
    for (const mail of emailMock.sent) {
      expect(mail.from).toBe(PRODUCTION_ENV.EMAIL_FROM);
      for (const link of mail.text.match(/https?:\/\/\S+/g) ?? []) {
        expect(link.startsWith(`${PRODUCTION_ORIGIN}/`), link).toBe(true);
      }
      expect(mail.text).not.toContain("attacker.example");
    }
    for (const to of new Set(recipients)) expect(await mailCount(to)).toBe(0);

    // Nothing of any mail reaches the logs: no link, no token, no body.
    const console = logged();
    for (const mail of emailMock.sent) {
      for (const link of mail.text.match(/https?:\/\/\S+/g) ?? []) {
        expect(console).not.toContain(link);
        const token = new URL(link).searchParams.get("token");
        if (token) expect(console).not.toContain(token);
      }
      expect(console).not.toContain(mail.text.split("\n")[0]);
    }
  });

  it("a provider failure is logged without the mail", async () => {
    const user = await insertUser();
    emailMock.failNext(500);
    const res = await postForm("/forgot-password", { email: user.email }, { env: QUEUED_PRODUCTION, ...from() });
    expect(res.status).toBe(302);
    const result = await deliver();
    expect(result.retryMessages).toHaveLength(1); // tried again later (tests/integration/mail-queue.test.ts)
    expect(emailMock.sent).toHaveLength(0);
    const console = logged();
    expect(console).toContain("E-mail provider answered 500");
    expect(console).not.toContain("reset-password?token=");
    expect(console).not.toContain("Someone asked to reset");
  });
});
