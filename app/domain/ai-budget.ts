// The site's daily budget of paid model calls for AI search (docs/product.md#rate-limits).
// The day is the India calendar day (midnight IST), the day admins and visitors live in; past
// the budget the offline parser answers alone until the next India midnight.
import { DAY_MS, IST_OFFSET_MS, istDayStart } from "./dates";

/** Paid model calls (Workers AI or the identity in use) per India day, for the whole site. */
export const AI_DAILY_MODEL_CALLS = 2000;

/** The India date `now` falls on, "2026-11-27": the budget row's key. */
export function budgetDay(now: number): string {
  return new Date(istDayStart(now) + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** When the budget of `now`'s day starts again: the next India midnight (epoch ms). */
export function budgetResetsAt(now: number): number {
  return istDayStart(now) + DAY_MS;
}

export type BudgetState = { day: string; calls: number; budget: number; reached: boolean; resetsAt: number };

export function budgetState(day: string, calls: number, now: number, budget = AI_DAILY_MODEL_CALLS): BudgetState {
  return { day, calls, budget, reached: calls >= budget, resetsAt: budgetResetsAt(now) };
}

/** "00:00": the India time of day `at` falls on (when the budget starts again). */
export function istClock(at: number): string {
  const minutes = Math.floor(((((at + IST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
