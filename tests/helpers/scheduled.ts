// Runs the Worker's scheduled handler for one cron (wrangler.toml [triggers]) at a given time,
// and waits for the work it hands to waitUntil (also when it throws). `overrides` replaces settings or bindings, as
// the http helpers' `{ env }` does.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../workers/app";
import type { EnvOverrides } from "./env";

export async function runScheduled(cron: string, scheduledTime: number, overrides?: EnvOverrides): Promise<void> {
  const ctx = createExecutionContext();
  const handler: ExportedHandler<Env> = worker;
  const runEnv = overrides ? ({ ...env, ...overrides } as unknown as Env) : env;
  // A run that throws still leaves its waitUntil work (its log line, its error report) to finish.
  const run = Promise.resolve(handler.scheduled!(createScheduledController({ scheduledTime, cron }), runEnv, ctx));
  await run.catch(() => undefined);
  await waitOnExecutionContext(ctx);
  await run;
}
