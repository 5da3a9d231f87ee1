// The statements that move credits (docs/product.md#credits), for the UserCredits Durable Object
// only: it is the one writer of the balance and the ledger (docs/decisions/0033-one-writer-of-the-ledger.md).
// Each change is the balance, one ledger row with its unique key and the balance after it, and
// whatever the credits paid for, in one D1 batch.
import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { creditTransactions, users } from "../db/schema.server";

/** Adds `delta` (signed) to `userId`'s balance. */
export function changeBalance(db: Db, userId: string, delta: number) {
  return db
    .update(users)
    .set({ credits: sql`${users.credits} + ${delta}` })
    .where(eq(users.id, userId));
}

export type LedgerEntry = {
  userId: string;
  /** Signed: purchases positive, debits negative. */
  amount: number;
  /** Text, or SQL that computes it inside the batch (a post names the listing it creates). */
  description: string | SQL<string>;
  /** Unique: a second row with the same key fails the whole batch. */
  idempotencyKey: string;
  at: number;
};

/**
 * The ledger row, with the balance after it read from users as the batch runs: put it after the
 * balance change. Returns that balance.
 */
export function ledgerRow(db: Db, entry: LedgerEntry) {
  return db
    .insert(creditTransactions)
    .values({
      userId: entry.userId,
      amount: entry.amount,
      description: entry.description,
      idempotencyKey: entry.idempotencyKey,
      balanceAfter: sql<number>`(select ${users.credits} from ${users} where ${users.id} = ${entry.userId})`,
      createdAt: entry.at,
    })
    .returning({ balanceAfter: creditTransactions.balanceAfter });
}
