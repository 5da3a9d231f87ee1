// Production is the default and fails closed; local-only pages and stand-ins exist only in
// local and test runs; production mail goes through the provider with APP_ORIGIN links.
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { insertUser } from "../helpers/db";
import { mailCount, waitForMail } from "../helpers/auth";
import { PRODUCTION_ENV, PRODUCTION_ORIGIN } from "../helpers/env";
import { get, location, postForm } from "../helpers/http";
import { emailMock } from "../mocks/email";
import { fetchMock } from "../mocks/fetch";
import { captureQueue, MAIL_QUEUE_NAME, runQueue, waitUntil } from "../helpers/queue";

const NOT_CONFIGURED = "The site is not configured correctly";

type ConsoleSpy = MockInstance<(...args: unknown[]) => void>;
let errors: ConsoleSpy;
let logs: ConsoleSpy;
beforeEach(() => {
  emailMock.install();
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
  logs = vi.spyOn(console, "log");
});
afterEach(() => {
  fetchMock.reset();
  vi.restoreAllMocks();
});

const logged = (spy: ConsoleSpy) => spy.mock.calls.map((args) => args.join(" ")).join("\n");

describe("production", () => {
  it("serves pages when every required setting is there", async () => {
    expect((await get("/", { env: PRODUCTION_ENV })).status).toBe(200);
    expect(errors).not.toHaveBeenCalled();
  });

  it("has no /dev pages: the outbox and the OAuth stand-in are 404", async () => {
    for (const path of ["/dev/outbox", "/dev/oauth/google", "/dev/oauth/facebook/userinfo"]) {
      expect((await get(path, { env: PRODUCTION_ENV })).status, path).toBe(404);
    }
    // Without Google credentials the sign-in button leads nowhere near a stand-in.
    const login = await get("/api/auth/google/login", { env: PRODUCTION_ENV });
    expect(location(login)).not.toContain("/dev/oauth");
  });

  it("a missing required setting stops every request with a 500 page that names nothing secret", async () => {
    const broken = { ...PRODUCTION_ENV, APP_SECRET: undefined, EMAIL_API_KEY: "" };
    for (const path of ["/", "/login", "/dev/outbox"]) {
      const res = await get(path, { env: broken });
      expect(res.status, path).toBe(500);
      const html = await res.text();
      expect(html).toContain(NOT_CONFIGURED);
      expect(html).not.toMatch(/APP_SECRET|EMAIL_API|RAZORPAY|secret/i);
      expect(html).not.toContain(PRODUCTION_ENV.RAZORPAY_KEY_SECRET);
    }
    // One line per refused request naming the settings and none of the values, beside each
    // request's own JSON log line (status 500; docs/decisions/0038-structured-logs-and-deploy.md).
    const lines = errors.mock.calls.map((args) => String(args[0]));
    const refusals = lines.filter((l) => !l.startsWith('{"event":'));
    expect(refusals).toHaveLength(3);
    expect(lines.filter((l) => l.startsWith('{"event":"request"') && l.includes('"status":500'))).toHaveLength(3);
    const line = refusals[0];
    expect(line).toContain("APP_SECRET is required in production");
    expect(line).toContain("EMAIL_API_KEY is required in production");
    for (const value of Object.values(PRODUCTION_ENV)) {
      if (value && value !== "production") expect(line).not.toContain(value);
    }
  });

  it("is what a deploy without APP_ENV gets", async () => {
    const res = await get("/", { env: { APP_ENV: undefined } });
    expect(res.status).toBe(500);
    expect(String(errors.mock.calls[0][0])).toContain("APP_ORIGIN is required in production");
  });

  it("mails go through the provider, with APP_ORIGIN links whatever the Host, and are never logged", async () => {
    const { email } = await insertUser({}, { password: "demo-password" });
    // The mail goes through the mail queue (decision 0044), delivered here under the same settings.
    const queue = captureQueue();
    const settings = { ...PRODUCTION_ENV, MAIL_QUEUE: queue };
    const res = await postForm("/forgot-password", { email }, { env: settings, origin: "https://attacker.example" });
    expect(res.status).toBe(302);
    await runQueue(MAIL_QUEUE_NAME, queue.bodies, { env: settings });
    const { mail, link } = emailMock.lastTo(email);
    expect(mail).toMatchObject({ from: PRODUCTION_ENV.EMAIL_FROM, subject: "Reset your password" });
    expect(link).toMatch(new RegExp(`^${PRODUCTION_ORIGIN}/reset-password\\?token=`));
    expect(await mailCount(email)).toBe(0);
    const token = new URL(link!).searchParams.get("token")!;
    expect(logged(logs)).not.toContain(token);
  });
});

describe("local and test", () => {
  it("a local run with a non-loopback APP_ORIGIN is refused", async () => {
    const res = await get("/", { env: { APP_ENV: "local", APP_ORIGIN: "https://example.com" } });
    expect(res.status).toBe(500);
    expect(await res.text()).toContain(NOT_CONFIGURED);
    expect(String(errors.mock.calls[0][0])).toContain("APP_ORIGIN must be a loopback address");
  });

  it("a local-mode app reached on a public host is refused", async () => {
    const res = await get("/dev/outbox", { env: { APP_ENV: "local" }, origin: "https://coimbatore.workers.dev" });
    expect(res.status).toBe(500);
    expect(String(errors.mock.calls[0][0])).toContain("loopback addresses only");
  });

  it("mails go to the outbox and the log says only which subject went, never to whom", async () => {
    const { email } = await insertUser({}, { password: "demo-password" });
    expect((await postForm("/forgot-password", { email })).status).toBe(302);
    await waitForMail(email); // forgot-password mails after answering (waitUntil)
    expect(await mailCount(email)).toBe(1);
    expect(emailMock.sent).toHaveLength(0);
    // Logged when the mail queue's handler delivers it (decision 0044).
    const sentLine = '{"event":"mail","via":"outbox","subject":"Reset your password","outcome":"sent"}';
    expect(await waitUntil(async () => logged(logs).includes(sentLine))).toBe(true);
    const console = logged(logs);
    expect(console).not.toContain(email);
    expect(console).not.toContain("token=");
    expect((await get("/dev/outbox")).status).toBe(200);
  });

  it("the test pool runs with APP_ENV=test", () => {
    expect(env.APP_ENV).toBe("test");
  });
});
