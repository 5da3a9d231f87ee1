// What the AI search tests need beyond db.ts/http.ts: today's count of paid model calls (the
// site's daily budget, app/server/ai-search/budget.server.ts), read and set directly.
import { env } from "cloudflare:test";
import { budgetDay } from "~/domain/ai-budget";

/** Today's count (India day) of paid model calls. */
export async function modelCallsToday(): Promise<number> {
  const row = await env.DB.prepare("SELECT calls FROM ai_model_calls WHERE day = ?")
    .bind(budgetDay(Date.now()))
    .first<{ calls: number }>();
  return row?.calls ?? 0;
}

/** Sets today's count. The storage is shared by the files of a worker: put the old count back after. */
export async function setModelCallsToday(calls: number): Promise<void> {
  await env.DB.prepare(
    "INSERT INTO ai_model_calls (day, calls) VALUES (?1, ?2) ON CONFLICT(day) DO UPDATE SET calls = ?2",
  )
    .bind(budgetDay(Date.now()), calls)
    .run();
}
