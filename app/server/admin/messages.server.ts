// What the admin pages' loaders send of the admin catalogue (app/messages/admin.server.ts,
// docs/product.md#languages): the catalogue in the page's language, less the AI budget's
// sentences, of which the loader says the one that applies (so a page that says the budget is
// open does not carry "Daily AI budget reached" in its data, in either language).
import type { BudgetState } from "~/domain/ai-budget";
import { istClock } from "~/domain/ai-budget";
import { formatIndianNumber } from "~/domain/format";
import type { AllMessages } from "~/messages/catalogues.server";
import { fill } from "~/messages/messages";
import { messagesOf, requestLang } from "~/server/http/language.server";
import { CATALOGUES } from "~/messages/catalogues.server";

/** The `admin` catalogue for a loader's `messages`, without the budget's sentences. */
export function adminMessages(request: Request): { admin: AllMessages["admin"] } {
  const { budget: _said, ...admin } = messagesOf(request, ["admin"]).admin;
  return { admin: admin as AllMessages["admin"] };
}

/** Today's model calls against the budget, as one sentence in the page's language. */
export type BudgetLine = { reached: boolean; text: string };

export function budgetLine(request: Request, budget: BudgetState): BudgetLine {
  const t = CATALOGUES.admin[requestLang(request)].budget;
  const count = fill(t.count, { calls: formatIndianNumber(budget.calls), budget: formatIndianNumber(budget.budget) });
  const time = istClock(budget.resetsAt);
  return { reached: budget.reached, text: fill(budget.reached ? t.reached : t.open, { count, time }) };
}
