export type DebitPlan = { kind: "replay" } | { kind: "insufficient" } | { kind: "apply"; balanceAfter: number };

/** Decides a debit: a repeated idempotency key never charges twice; balances never go negative. */
export function planDebit(input: { balance: number; amount: number; alreadyApplied: boolean }): DebitPlan {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw new Error("Debit amount must be a positive integer");
  if (input.alreadyApplied) return { kind: "replay" };
  if (input.balance < input.amount) return { kind: "insufficient" };
  return { kind: "apply", balanceAfter: input.balance - input.amount };
}
