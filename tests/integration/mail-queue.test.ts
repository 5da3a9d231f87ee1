// Every mail goes through the mail queue (docs/product.md#mail-delivery, decision 0044): the real
// local queue delivers what a request enqueues; a failure is tried again with back-off; a key
// already sent is never sent again; what fails for good is a dead letter on the Health page.
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { retryDelaySeconds } from "~/domain/mail-retry";
import { lastMail, mailCount, waitForMail } from "../helpers/auth";
import { insertUser, unique, uniqueEmail } from "../helpers/db";
import { PRODUCTION_ENV } from "../helpers/env";
import { get, postForm, signInAs } from "../helpers/http";
import {
  captureQueue,
  DEAD_LETTER_QUEUE_NAME,
  deliveriesOf,
  deliveryOf,
  MAIL_QUEUE_NAME,
  runQueue,
  waitUntil,
} from "../helpers/queue";
import { createDb } from "~/server/db/client.server";
import { queuedSender } from "~/server/mail/email.server";
import { EMAIL_ENV, emailMock } from "../mocks/email";
import { fetchMock } from "../mocks/fetch";

const ip = () => ({
  headers: { "CF-Connecting-IP": `10.44.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
});

/** Letters only: the log's redaction rewrites digit runs, and rows are found by subject. */
const subjectOf = (label: string) => `${label} ${unique("").replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!)}`;

const mailJob = (key: string, to: string, subject: string) => ({
  kind: "mail",
  key,
  mail: { to, subject, text: `Hello from the queue test ${key}` },
});

describe("the real local queue", () => {
  it("delivers a request's mail: in the outbox at once, then marked delivered", async () => {
    const user = await insertUser();
    expect((await postForm("/forgot-password", { email: user.email }, ip())).status).toBe(302);
    await waitForMail(user.email);
    const { mail } = await lastMail(user.email);
    expect(mail?.subject).toBe("Reset your password");
    const [delivery] = await deliveriesOf("Reset your password").then((rows) =>
      rows.filter((row) => row.outboxId === (mail as unknown as { id: number }).id),
    );
    expect(delivery).toBeDefined();
    expect(await waitUntil(async () => (await deliveryOf(delivery!.key))?.state === "sent")).toBe(true);
    const outbox = await (await get("/dev/outbox")).text();
    expect(outbox).toContain("Delivered");
  });

  it("a message redelivered with a key already sent sends nothing", async () => {
    const to = uniqueEmail("queue-twice");
    const subject = subjectOf("Queue twice");
    const key = `test:${unique("twice")}`;
    await env.MAIL_QUEUE.send(mailJob(key, to, subject), { contentType: "json" });
    expect(await waitUntil(async () => (await deliveryOf(key))?.state === "sent")).toBe(true);
    // The same key again, then a marker: the queue hands a batch over in order.
    const marker = `test:${unique("marker")}`;
    await env.MAIL_QUEUE.sendBatch([
      { body: mailJob(key, to, subject), contentType: "json" },
      { body: mailJob(marker, to, subject), contentType: "json" },
    ]);
    expect(await waitUntil(async () => (await deliveryOf(marker))?.state === "sent")).toBe(true);
    expect(await mailCount(to)).toBe(2); // the first and the marker, not the repeat
  });
});

describe("retries and dead letters (the queue handler under production settings)", () => {
  const queue = captureQueue();
  const QUEUED = { ...PRODUCTION_ENV, MAIL_QUEUE: queue };
  beforeEach(() => {
    queue.bodies.length = 0;
    emailMock.install();
  });
  afterEach(() => fetchMock.reset());

  it("when the queue refuses and the provider fails too, the key is given back: a retry sends it", async () => {
    const db = createDb(env.DB);
    const refusing = {
      send: async () => {
        throw new Error("queue unavailable");
      },
    } as unknown as Queue;
    const sender = queuedSender(refusing, db, {
      isLocal: false,
      email: { url: EMAIL_ENV.EMAIL_API_URL, apiKey: EMAIL_ENV.EMAIL_API_KEY, from: EMAIL_ENV.EMAIL_FROM },
    });
    const key = `test:${unique("refused")}`;
    const mail = { to: uniqueEmail("refused"), subject: subjectOf("Refused twice"), text: "Hello" };
    emailMock.failNext(503);
    await expect(sender.send(mail, { key })).rejects.toThrow("503");
    expect(await deliveryOf(key)).toBeFalsy();
    // Tried again (a digest's redelivery): sent once, with its key.
    await sender.send(mail, { key });
    expect(emailMock.sent).toHaveLength(1);
    expect(emailMock.sent[0]).toMatchObject({ to: [mail.to], idempotencyKey: key });
    expect((await deliveryOf(key))?.state).toBe("sent");
  });

  it("retries a failure with back-off, then sends once, with its key, never again", async () => {
    const user = await insertUser();
    expect((await postForm("/forgot-password", { email: user.email }, { env: QUEUED, ...ip() })).status).toBe(302);
    expect(queue.bodies).toHaveLength(1);
    const [job] = queue.bodies as { key: string }[];
    expect((await deliveryOf(job!.key))?.state).toBe("queued");

    emailMock.failNext(503);
    const first = await runQueue(MAIL_QUEUE_NAME, [job], { env: QUEUED, attempts: 1 });
    expect(first.retryMessages).toHaveLength(1);
    expect(first.delays).toEqual([retryDelaySeconds(1)]);
    expect(await deliveryOf(job!.key)).toMatchObject({ state: "retrying", attempts: 1 });
    expect((await deliveryOf(job!.key))?.lastError).toContain("503");

    emailMock.failNext(500);
    const second = await runQueue(MAIL_QUEUE_NAME, [job], { env: QUEUED, attempts: 2 });
    expect(second.delays).toEqual([60]);

    const third = await runQueue(MAIL_QUEUE_NAME, [job], { env: QUEUED, attempts: 3 });
    expect(third.explicitAcks).toHaveLength(1);
    expect(third.retryMessages).toHaveLength(0);
    expect(emailMock.sent).toHaveLength(1);
    expect(emailMock.sent[0]).toMatchObject({ to: [user.email], idempotencyKey: job!.key });
    expect(await deliveryOf(job!.key)).toMatchObject({ state: "sent", attempts: 3, lastError: null });

    // Delivered again (the ack was lost): acknowledged, not sent.
    const again = await runQueue(MAIL_QUEUE_NAME, [job], { env: QUEUED, attempts: 1 });
    expect(again.explicitAcks).toHaveLength(1);
    expect(emailMock.sent).toHaveLength(1);
  });

  it("a dead letter is recorded without its address and listed on the Health page", async () => {
    const to = uniqueEmail("dead");
    const subject = subjectOf("Dead letter");
    const job = mailJob(`test:${unique("dead")}`, to, subject);
    emailMock.failNext(500);
    await runQueue(MAIL_QUEUE_NAME, [job], { env: QUEUED, attempts: 6 });
    const admin = await insertUser({ role: "admin" });
    const waiting = await (await get("/admin/health", { cookie: await signInAs(admin.id) })).text();
    expect(waiting).toMatch(/Mail queue: [\d,]+ waiting, [\d,]+ of them after a failure\./);

    const result = await runQueue(DEAD_LETTER_QUEUE_NAME, [job], { env: QUEUED });
    expect(result.explicitAcks).toHaveLength(1);
    expect(emailMock.sent).toHaveLength(0); // the dead-letter consumer never sends
    expect(await deliveryOf(job.key)).toMatchObject({ state: "dead", attempts: 6 });
    const html = await (await get("/admin/health", { cookie: await signInAs(admin.id) })).text();
    expect(html).toContain("Dead letters, last 7 days");
    expect(html).toContain(subject);
    expect(html).not.toContain(to);
  });
});
