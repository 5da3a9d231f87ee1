// The mail queue's consumer (wrangler.toml [[queues.consumers]], docs/product.md#mail-delivery,
// decision 0044). Each message is one mail with its idempotency key: a key already sent is
// acknowledged without sending (a redelivery never mails twice); a failure is recorded and tried
// again with back-off (app/domain/mail-retry.ts); after the last try the queue moves the message
// to the dead-letter queue, whose consumer marks the mail dead for the admin Health page.
// The same queue carries the daily alert digests (`{ kind: "digest" }`, one per user,
// app/server/alerts/digest.server.ts, decision 0048): built per batch, retried per user, and a
// digest that fails for good shows among the dead letters too.
import { eq } from "drizzle-orm";
import { retryDelaySeconds } from "~/domain/mail-retry";
import { createDb, type Db } from "../db/client.server";
import { emailOutbox, mailDeliveries } from "../db/schema.server";
import { recordedSender } from "../health/mail-sends.server";
import { configOf } from "../platform/env.server";
import { errorText, log, redact } from "../platform/log.server";
import { deliverDigests, type DigestJob } from "../alerts/digest.server";
import { emailSenderFor, type MailJob } from "./email.server";

/** wrangler.toml's dead-letter queue of the mail queue. */
export const MAIL_DEAD_LETTER_QUEUE = "coimbatore-property-mail-dead";

/** Every message the mail queue carries. */
export type QueueJob = MailJob | DigestJob;

/** The delivery record of a digest job while it fails (the mail itself has its own key). */
function digestRecord(job: DigestJob) {
  return { key: `digest-job:${job.userId}:${job.day}`, subject: "Alert digest (building it failed)" };
}

type Outcome = "sent" | "duplicate";

async function upsertState(
  db: Db,
  job: { key: string; subject: string; outboxId?: number },
  state: "sent" | "retrying" | "dead",
  attempts: number,
  lastError: string | null,
) {
  const updatedAt = Date.now();
  await db
    .insert(mailDeliveries)
    .values({
      key: job.key,
      subject: redact(job.subject).slice(0, 120),
      state,
      attempts,
      lastError,
      outboxId: job.outboxId ?? null,
      updatedAt,
    })
    // A dead letter keeps the attempts and the last error its retries recorded.
    .onConflictDoUpdate({
      target: mailDeliveries.key,
      set: state === "dead" ? { state, updatedAt } : { state, attempts, lastError, updatedAt },
    });
}

function mailRecord(job: MailJob) {
  return { key: job.key, subject: job.mail.subject, outboxId: job.outboxId };
}

/** Sends one queued mail unless its key was sent already. Throws when the provider fails. */
export async function deliverMail(env: Env, db: Db, job: MailJob, attempts: number): Promise<Outcome> {
  const done = await db
    .select({ state: mailDeliveries.state })
    .from(mailDeliveries)
    .where(eq(mailDeliveries.key, job.key))
    .get();
  if (done?.state === "sent") return "duplicate";
  if (job.outboxId != null) {
    // Local runs: the outbox row is the mail (written when it was queued); delivering it is
    // stamping it sent.
    const outboxId = job.outboxId;
    const outbox = {
      async send(_mail: { subject: string }) {
        await db.update(emailOutbox).set({ sentAt: Date.now() }).where(eq(emailOutbox.id, outboxId));
        log("mail", { via: "outbox", subject: job.mail.subject, outcome: "sent" });
      },
    };
    await recordedSender(outbox, db, "outbox").send(job.mail);
  } else {
    await emailSenderFor(configOf(env), db).send(job.mail, { key: job.key });
  }
  await upsertState(db, mailRecord(job), "sent", attempts, null);
  return "sent";
}

/** The Worker's `queue` handler for both mail queues. */
export async function handleMailQueue(batch: MessageBatch<QueueJob>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const dead = batch.queue === MAIL_DEAD_LETTER_QUEUE;
  const digests: Message<QueueJob>[] = [];
  for (const message of batch.messages) {
    const job = message.body;
    if (job?.kind === "digest") {
      if (dead) {
        await upsertState(db, digestRecord(job), "dead", message.attempts, null);
        log("mail", { level: "error", via: "queue", subject: "alert digest", outcome: "dead" });
        message.ack();
      } else digests.push(message);
      continue;
    }
    if (job?.kind !== "mail") {
      message.ack(); // nothing this Worker knows how to do: retrying cannot help
      continue;
    }
    if (dead) {
      // Failed for good: keep the record (never the address or body) for the Health page.
      await upsertState(db, mailRecord(job), "dead", message.attempts, null);
      log("mail", { level: "error", via: "queue", subject: job.mail.subject, outcome: "dead" });
      message.ack();
      continue;
    }
    try {
      await deliverMail(env, db, job, message.attempts);
      message.ack();
    } catch (error) {
      await retryLater(db, message, mailRecord(job), error);
    }
  }
  if (digests.length) await handleDigests(env, db, digests);
}

async function handleDigests(env: Env, db: Db, messages: Message<QueueJob>[]) {
  const jobs = messages.map((m) => m.body as DigestJob);
  let outcomes: unknown[];
  try {
    outcomes = await deliverDigests(env, db, jobs);
  } catch (error) {
    outcomes = jobs.map(() => error ?? new Error("digest failed"));
  }
  for (const [i, message] of messages.entries()) {
    const job = jobs[i] as DigestJob;
    const error = outcomes[i];
    if (error == null) {
      // A digest that failed before and now went through leaves no dead letter behind.
      if (message.attempts > 1) await upsertState(db, digestRecord(job), "sent", message.attempts, null);
      message.ack();
    } else await retryLater(db, message, digestRecord(job), error);
  }
}

/** Records the failure and asks the queue to try again with back-off (app/domain/mail-retry.ts). */
async function retryLater(
  db: Db,
  message: Message<QueueJob>,
  record: { key: string; subject: string; outboxId?: number },
  error: unknown,
) {
  const text = redact(errorText(error)).slice(0, 300);
  log("mail", { level: "error", via: "queue", subject: record.subject, outcome: "retry", error: text });
  await upsertState(db, record, "retrying", message.attempts, text).catch(() => undefined);
  message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
}
