// Runs the Worker's scheduled handler for one cron (wrangler.toml [triggers]) at a given time,
// and waits for the work it hands to waitUntil.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../workers/app";

export async function runScheduled(cron: string, scheduledTime: number): Promise<void> {
  const ctx = createExecutionContext();
  const handler: ExportedHandler<Env> = worker;
  await handler.scheduled!(createScheduledController({ scheduledTime, cron }), env, ctx);
  await waitOnExecutionContext(ctx);
}
