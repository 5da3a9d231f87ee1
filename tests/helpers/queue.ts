// The mail queue in tests (decision 0044). The real local queue (wrangler.toml's MAIL_QUEUE and its
// consumer) runs in the pool: `waitForDelivery` waits for its handler to finish a mail. A request
// with other settings (`{ env }`) enqueues on the real queue, whose consumer runs with the test's
// own settings; to deliver under the request's settings, pass `captureQueue()` as MAIL_QUEUE and
// run what it caught through the Worker's queue handler with `runQueue`.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import worker from "../../workers/app";
import type { EnvOverrides } from "./env";

export const MAIL_QUEUE_NAME = "coimbatore-property-mail";
export const DEAD_LETTER_QUEUE_NAME = "coimbatore-property-mail-dead";

export type DeliveryRow = {
  key: string;
  subject: string;
  state: "queued" | "retrying" | "sent" | "dead";
  attempts: number;
  lastError: string | null;
  outboxId: number | null;
};

/** A stand-in MAIL_QUEUE binding that keeps what is sent to it. */
export function captureQueue() {
  const bodies: unknown[] = [];
  const queue = {
    bodies,
    async send(body: unknown) {
      bodies.push(structuredClone(body));
    },
    async sendBatch(messages: Iterable<{ body: unknown }>) {
      for (const m of messages) bodies.push(structuredClone(m.body));
    },
  };
  return queue;
}

let ids = 0;

/**
 * Runs the Worker's queue handler on `bodies` as one batch of `queue`: its ack/retry result, and
 * `delays`, the delaySeconds each retried message asked for (the pool's result leaves them out).
 */
export async function runQueue(queue: string, bodies: unknown[], opts: { attempts?: number; env?: EnvOverrides } = {}) {
  const batch = createMessageBatch(
    queue,
    bodies.map((body) => ({ id: `test-${++ids}`, timestamp: Date.now(), attempts: opts.attempts ?? 1, body })),
  );
  const delays: (number | undefined)[] = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    message.retry = (options?: QueueRetryOptions) => {
      delays.push(options?.delaySeconds);
      retry(options);
    };
  }
  const ctx = createExecutionContext();
  const runEnv = opts.env ? ({ ...env, ...opts.env } as unknown as Env) : env;
  await (worker as ExportedHandler<Env>).queue!(batch, runEnv, ctx);
  return { ...(await getQueueResult(batch, ctx)), delays };
}

export async function deliveryOf(key: string): Promise<DeliveryRow | null> {
  return env.DB.prepare(
    "SELECT key, subject, state, attempts, last_error AS lastError, outbox_id AS outboxId FROM mail_deliveries WHERE key = ?",
  )
    .bind(key)
    .first<DeliveryRow>();
}

/** The deliveries of mails with `subject`, oldest first. */
export async function deliveriesOf(subject: string): Promise<DeliveryRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT key, subject, state, attempts, last_error AS lastError, outbox_id AS outboxId FROM mail_deliveries WHERE subject = ? ORDER BY id",
  )
    .bind(subject)
    .all<DeliveryRow>();
  return results;
}

/** Waits (up to about 10 s: the queue flushes each second) until `check` holds. */
export async function waitUntil(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return true;
    await scheduler.wait(50);
  }
  return false;
}
