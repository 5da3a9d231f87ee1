import { DurableObject } from "cloudflare:workers";
import { planDebit } from "../app/domain/credits";

export type DebitRequest = {
  userId: string;
  amount: number;
  description: string;
  idempotencyKey: string;
  /** Extra statements (the thing bought) written in the same D1 batch as the debit. */
  statements?: { sql: string; params: unknown[] }[];
};

export type DebitResult =
  | { ok: true; balance: number; replayed: boolean }
  | { ok: false; reason: "insufficient" | "not-found"; balance: number };

/**
 * One instance per user (idFromName(userId)). A Durable Object only holds its input gate
 * across its own storage calls: while it awaits D1, the next request already runs. So debits
 * are chained here explicitly, or parallel debits would all pass the balance check.
 */
export class UserCredits extends DurableObject<Env> {
  private queue: Promise<unknown> = Promise.resolve();

  debit(req: DebitRequest): Promise<DebitResult> {
    const run = this.queue.then(() => this.debitNow(req));
    // The next debit waits for this one to settle, success or not.
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async debitNow(req: DebitRequest): Promise<DebitResult> {
    const db = this.env.DB;
    const existing = await db
      .prepare("SELECT id FROM credit_transactions WHERE idempotency_key = ?")
      .bind(req.idempotencyKey)
      .first();
    const user = await db
      .prepare("SELECT credits FROM users WHERE id = ?")
      .bind(req.userId)
      .first<{ credits: number }>();
    if (!user) return { ok: false, reason: "not-found", balance: 0 };
    const plan = planDebit({ balance: user.credits, amount: req.amount, alreadyApplied: existing != null });
    if (plan.kind === "replay") return { ok: true, balance: user.credits, replayed: true };
    if (plan.kind === "insufficient") return { ok: false, reason: "insufficient", balance: user.credits };
    await db.batch([
      db.prepare("UPDATE users SET credits = credits - ? WHERE id = ?").bind(req.amount, req.userId),
      db
        .prepare("INSERT INTO credit_transactions (user_id, amount, description, idempotency_key) VALUES (?, ?, ?, ?)")
        .bind(req.userId, -req.amount, req.description, req.idempotencyKey),
      ...(req.statements ?? []).map((s) => db.prepare(s.sql).bind(...s.params)),
    ]);
    return { ok: true, balance: plan.balanceAfter, replayed: false };
  }
}
