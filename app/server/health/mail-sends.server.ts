// The mail log behind the Health page's "Mail" section (docs/product.md#operations): each send's
// time, way (api or outbox), subject and outcome, never its address, link or body.
import type { Db } from "../db/client.server";
import { mailSends } from "../db/schema.server";
import { redact } from "../platform/log.server";

type Sender = { send(message: { subject: string }, options?: { key?: string }): Promise<void> };

/** `sender` that also writes one mail_sends row per send, sent or failed; errors pass through. */
export function recordedSender<S extends Sender>(sender: S, db: Db, via: "api" | "outbox"): S {
  const record = (subject: string, outcome: "sent" | "failed", status: number | null) =>
    db
      .insert(mailSends)
      .values({ sentAt: Date.now(), via, subject: redact(subject).slice(0, 120), outcome, status })
      .catch(() => undefined);
  return {
    ...sender,
    async send(message, options) {
      try {
        await sender.send(message, options);
      } catch (error) {
        const status = /answered (\d{3})/.exec(error instanceof Error ? error.message : "")?.[1];
        await record(message.subject, "failed", status ? Number(status) : null);
        throw error;
      }
      await record(message.subject, "sent", null);
    },
  };
}
