// /admin/health (docs/product.md#operations): admins and superadmins only; the last run of each
// scheduled job (recorded by the scheduled handler), today's payments by outcome (India day),
// mail sent and failed (never an address), AI model calls against the daily budget.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AI_DAILY_MODEL_CALLS } from "~/domain/ai-budget";
import { DAY_MS, istDayStart } from "~/domain/dates";
import { loadHealth } from "~/server/health/health.server";
import { recordRun } from "~/server/health/runs.server";
import { PHOTO_CLEANUP_CRON } from "~/server/listings/manage.server";
import { emailSenderFor } from "~/server/mail/email.server";
import { fetchMock } from "../mocks/fetch";
import { EMAIL_ENV, emailMock } from "../mocks/email";
import { modelCallsToday, setModelCallsToday } from "../helpers/ai";
import { db, insertUser, unique, uniqueEmail } from "../helpers/db";
import { insertPayment, mailSendsOf, scheduledRun } from "../helpers/health";
import { get, location, signInAs } from "../helpers/http";
import { runScheduled } from "../helpers/scheduled";
import { captureQueue } from "../helpers/queue";
import { ALERTS_CRON } from "~/server/alerts/digest.server";

async function page(role: "admin" | "superadmin" = "admin"): Promise<string> {
  const admin = await insertUser({ role });
  const res = await get("/admin/health", { cookie: await signInAs(admin.id) });
  expect(res.status).toBe(200);
  return res.text();
}

describe("who sees /admin/health", () => {
  it("sends visitors to sign in and refuses buyers and sellers like every admin page", async () => {
    const visitor = await get("/admin/health");
    expect(visitor.status).toBe(302);
    expect(location(visitor)).toBe("/login?redirectTo=%2Fadmin%2Fhealth");
    for (const role of ["buyer", "seller", "both"] as const) {
      const user = await insertUser({ role });
      const res = await get("/admin/health", { cookie: await signInAs(user.id) });
      expect(res.status, role).toBe(302);
      expect(location(res)).toBe("/login");
    }
  });

  it("shows admins and superadmins the page, linked from the admin navigation", async () => {
    for (const role of ["admin", "superadmin"] as const) {
      const html = await page(role);
      expect(html).toContain("<h1");
      expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/admin\/health"/);
      for (const section of ["Scheduled jobs", "Payments today", "Mail", "AI search"]) {
        expect(html).toContain(`>${section}</h2>`);
      }
    }
  });
});

describe("scheduled jobs", () => {
  it("records each job's last run with its counts, and the page shows it", async () => {
    const now = Date.now();
    await runScheduled("*/10 * * * *", now);
    const settle = await scheduledRun("settle-orders");
    expect(settle).toMatchObject({ cron: "*/10 * * * *", outcome: "ok", error: null });
    expect(Object.keys(JSON.parse(settle!.counts))).toEqual(["checked", "credited", "closed", "errors"]);
    expect(settle!.finishedAt).toBeGreaterThanOrEqual(settle!.startedAt);

    await runScheduled(PHOTO_CLEANUP_CRON, now);
    for (const job of ["photo-cleanup", "ai-answer-cache", "freshness", "mail-log-prune"]) {
      expect(await scheduledRun(job), job).toMatchObject({ cron: PHOTO_CLEANUP_CRON, outcome: "ok" });
    }
    expect(JSON.parse((await scheduledRun("freshness"))!.counts)).toMatchObject({ hidden: expect.any(Number) });

    // The digests' messages are caught here: tests/integration/alerts.test.ts delivers them.
    await runScheduled(ALERTS_CRON, now, { MAIL_QUEUE: captureQueue() });
    expect(await scheduledRun("alert-digests")).toMatchObject({ cron: ALERTS_CRON, outcome: "ok" });

    const health = await loadHealth(db(), now);
    expect(health.jobs.map((j) => j.job)).toEqual([
      "settle-orders",
      "photo-cleanup",
      "ai-answer-cache",
      "freshness",
      "mail-log-prune",
      "alert-digests",
    ]);
    expect(health.jobs.every((j) => j.lastRun?.outcome === "ok")).toBe(true);
    const html = await page();
    expect(html).toContain("Settle pending payments");
    expect(html).toContain("checked ");
  });

  it("records a failed run with a redacted error, and passes the error on", async () => {
    const address = uniqueEmail("job");
    await expect(
      recordRun(db(), "mail-log-prune", PHOTO_CLEANUP_CRON, async () => {
        throw new Error(`could not prune for ${address}`);
      }),
    ).rejects.toThrow(address);
    const run = await scheduledRun("mail-log-prune");
    expect(run).toMatchObject({ outcome: "error", error: "Error: could not prune for [email]" });
    const html = await page();
    expect(html).toContain("Failed");
    expect(html).toContain("could not prune for [email]");
    expect(html).not.toContain(address);
    // The next good run replaces it.
    await recordRun(db(), "mail-log-prune", PHOTO_CLEANUP_CRON, async () => 0);
    expect(await scheduledRun("mail-log-prune")).toMatchObject({ outcome: "ok", error: null, counts: '{"deleted":0}' });
  });
});

describe("payments today", () => {
  it("counts today's orders (India day) by outcome with their rupees; yesterday's stay out", async () => {
    const now = Date.now();
    const before = await loadHealth(db(), now);
    const buyer = await insertUser();
    await insertPayment(buyer.id, "paid", { amount: 1000 });
    await insertPayment(buyer.id, "paid", { amount: 500 });
    await insertPayment(buyer.id, "failed", { amount: 1000 });
    await insertPayment(buyer.id, "created", { amount: 250 });
    await insertPayment(buyer.id, "paid", { amount: 9999, createdAt: istDayStart(now) - 1 });
    await insertPayment(buyer.id, "paid", { amount: 9999, createdAt: istDayStart(now) - DAY_MS });
    const after = await loadHealth(db(), now);
    const delta = (status: string) => {
      const a = after.payments.find((p) => p.status === status)!;
      const b = before.payments.find((p) => p.status === status)!;
      return { orders: a.orders - b.orders, rupees: a.rupees - b.rupees };
    };
    expect(delta("paid")).toEqual({ orders: 2, rupees: 1500 });
    expect(delta("failed")).toEqual({ orders: 1, rupees: 1000 });
    expect(delta("created")).toEqual({ orders: 1, rupees: 250 });
    const html = await page();
    for (const label of ["Paid", "Failed", "Pending"]) expect(html).toContain(`>${label}</th>`);
  });
});

describe("mail", () => {
  beforeEach(() => emailMock.install());
  afterEach(() => fetchMock.reset());

  it("logs each send's outcome and status, never its address; the page lists failures", async () => {
    const now = Date.now();
    const before = await loadHealth(db(), now);
    const address = uniqueEmail("mail");
    // Letters only: the log's redaction would rewrite a run of digits that reads as a phone
    // number or a token (docs/product.md#operations), and the row is looked up by this subject.
    const subject = `Health check mail ${unique("").replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!)}`;
    const api = emailSenderFor(
      {
        email: { url: EMAIL_ENV.EMAIL_API_URL, apiKey: EMAIL_ENV.EMAIL_API_KEY, from: EMAIL_ENV.EMAIL_FROM },
        isLocal: false,
      },
      db(),
    );
    await api.send({ to: address, subject, text: `Hello ${address}` });
    emailMock.failNext(502);
    await expect(api.send({ to: address, subject, text: "again" })).rejects.toThrow("502");
    await emailSenderFor({ email: null, isLocal: true }, db()).send({ to: address, subject, text: "local" });

    const rows = await mailSendsOf(subject);
    expect(rows.map(({ via, outcome, status }) => ({ via, outcome, status }))).toEqual([
      { via: "api", outcome: "sent", status: null },
      { via: "api", outcome: "failed", status: 502 },
      { via: "outbox", outcome: "sent", status: null },
    ]);
    expect(JSON.stringify(rows)).not.toContain(address);

    const after = await loadHealth(db(), now + 1000);
    expect(after.mail.sent - before.mail.sent).toBe(2);
    expect(after.mail.failed - before.mail.failed).toBe(1);
    expect(after.mail.failures[0]).toMatchObject({ subject, via: "api", status: 502 });
    const html = await page();
    expect(html).toContain(subject);
    expect(html).toContain(">502</td>");
    expect(html).not.toContain(address);
  });
});

describe("AI calls", () => {
  it("shows today's model calls against the daily budget", async () => {
    const old = await modelCallsToday();
    try {
      await setModelCallsToday(1234);
      const html = await page();
      expect(html).toContain(`Model calls today: 1,234 of ${AI_DAILY_MODEL_CALLS.toLocaleString("en-IN")}`);
    } finally {
      await setModelCallsToday(old);
    }
  });
});
