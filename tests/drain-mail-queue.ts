// Runs with every test file: after its tests, waits (at most 10 s) until the real local mail queue
// has handed over every mail the file's requests queued (decision 0044). Miniflare's queue keeps
// a flush timer while messages wait, and a runtime disposed with one pending never exits: the
// vitest run would hang after its last test. Mails caught by `captureQueue` (tests/helpers/queue.ts)
// never reach the real queue and carry no outbox row, so they are not waited for.
import { env } from "cloudflare:test";
import { afterAll } from "vitest";

async function waiting(): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM mail_deliveries WHERE state = 'queued' AND outbox_id IS NOT NULL",
  ).first<{ n: number }>();
  return row?.n ?? 0;
}

afterAll(async () => {
  for (let i = 0; i < 200 && (await waiting()) > 0; i++) await scheduler.wait(50);
});
