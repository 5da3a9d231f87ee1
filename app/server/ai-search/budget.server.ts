// The daily model-call budget in D1 (docs/product.md#rate-limits): one row per India day,
// counted by a single upsert that only adds while under the budget, so parallel searches in
// any isolate can never take more than the budget between them.
import { eq, sql } from "drizzle-orm";
import { AI_DAILY_MODEL_CALLS, type BudgetState, budgetDay, budgetState } from "~/domain/ai-budget";
import type { Db } from "../db/client.server";
import { aiModelCalls } from "../db/schema.server";

/** Takes one model call from today's budget: false (nothing counted) once it is spent. */
export async function takeModelCall(db: Db, now: number, budget = AI_DAILY_MODEL_CALLS): Promise<boolean> {
  if (budget < 1) return false;
  const rows = await db
    .insert(aiModelCalls)
    .values({ day: budgetDay(now), calls: 1 })
    .onConflictDoUpdate({
      target: aiModelCalls.day,
      set: { calls: sql`${aiModelCalls.calls} + 1` },
      setWhere: sql`${aiModelCalls.calls} < ${budget}`,
    })
    .returning({ calls: aiModelCalls.calls });
  return rows.length > 0;
}

/** Today's count against the budget, for the admin page. */
export async function modelCallsToday(db: Db, now: number): Promise<BudgetState> {
  const day = budgetDay(now);
  const row = await db.select({ calls: aiModelCalls.calls }).from(aiModelCalls).where(eq(aiModelCalls.day, day)).get();
  return budgetState(day, row?.calls ?? 0, now);
}
