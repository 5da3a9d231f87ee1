// The mail queue's consumer (wrangler.toml [[queues.consumers]], docs/product.md#mail-delivery,
// decision 0044). Each message is one mail with its idempotency key: a key already sent is
// acknowledged without sending (a redelivery never mails twice); a failure is recorded and tried
// again with back-off (app/domain/mail-retry.ts); after the last try the queue moves the message
// to the dead-letter queue, whose consumer marks the mail dead for the admin Health page.
import { eq } from "drizzle-orm";
import { retryDelaySeconds } from "~/domain/mail-retry";
import { createDb, type Db } from "../db/client.server";
import { emailOutbox, mailDeliveries } from "../db/schema.server";
import { recordedSender } from "../health/mail-sends.server";
import { configOf } from "../platform/env.server";
import { errorText, log, redact } from "../platform/log.server";
import { emailSenderFor, type MailJob } from "./email.server";

/** wrangler.toml's dead-letter queue of the mail queue. */
export const MAIL_DEAD_LETTER_QUEUE = "coimbatore-property-mail-dead";

/** Every message the mail queue carries. */
export type QueueJob = MailJob;

type Outcome = "sent" | "duplicate";

async function upsertState(
  db: Db,
  job: MailJob,
  state: "sent" | "retrying" | "dead",
  attempts: number,
  lastError: string | null,
) {
  const updatedAt = Date.now();
  await db
    .insert(mailDeliveries)
    .values({
      key: job.key,
      subject: redact(job.mail.subject).slice(0, 120),
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
  await upsertState(db, job, "sent", attempts, null);
  return "sent";
}

/** The Worker's `queue` handler for both mail queues. */
export async function handleMailQueue(batch: MessageBatch<QueueJob>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const dead = batch.queue === MAIL_DEAD_LETTER_QUEUE;
  for (const message of batch.messages) {
    const job = message.body;
    if (job?.kind !== "mail") {
      message.ack(); // nothing this Worker knows how to do: retrying cannot help
      continue;
    }
    if (dead) {
      // Failed for good: keep the record (never the address or body) for the Health page.
      await upsertState(db, job, "dead", message.attempts, null);
      log("mail", { level: "error", via: "queue", subject: job.mail.subject, outcome: "dead" });
      message.ack();
      continue;
    }
    try {
      await deliverMail(env, db, job, message.attempts);
      message.ack();
    } catch (error) {
      const text = redact(errorText(error)).slice(0, 300);
      log("mail", { level: "error", via: "queue", subject: job.mail.subject, outcome: "retry", error: text });
      await upsertState(db, job, "retrying", message.attempts, text).catch(() => undefined);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
