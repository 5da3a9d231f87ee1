// Every D1 write is a drizzle query (docs/decisions/0033-one-writer-of-the-ledger.md): a batch is
// `db.batch([...])` of them, and a row written only when a condition holds is
// INSERT ... SELECT <values> WHERE <condition> (insertWhere). Raw SQL text stays in migrations
// and the Durable Objects' own storage.
import type { BatchItem } from "drizzle-orm/batch";
import { getTableColumns, is, Param, SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "./client.server";

/** One statement of a D1 batch: any drizzle query, not yet run. */
export type Statement = BatchItem<"sqlite">;

/** Runs `statements` as one D1 batch (one transaction); nothing when there are none. */
export async function runBatch(db: Db, statements: Statement[]): Promise<void> {
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/** A row of `T` whose values may be SQL computed as the statement runs. */
export type RowOf<T extends SQLiteTable> = { [K in keyof T["$inferInsert"]]?: T["$inferInsert"][K] | SQL };

/**
 * INSERT INTO <table> SELECT <row> WHERE <condition>: the row is written only when the
 * condition holds as the statement runs (inside its batch). Every column in the table's order:
 * the ones `row` leaves out take their default (an autoincrement id: null).
 */
export function insertWhere<T extends SQLiteTable>(db: Db, table: T, row: RowOf<T>, condition: SQL) {
  const values = row as Record<string, unknown>;
  const selected = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = values[key];
    if (value !== undefined) return is(value, SQL) ? sql`${value}` : sql`${new Param(value, column)}`;
    if (is(column.default, SQL)) return sql`${column.default}`;
    if (column.default !== undefined) return sql`${new Param(column.default, column)}`;
    return sql`null`;
  });
  return db.insert(table).select(sql`select ${sql.join(selected, sql`, `)} where ${condition}`);
}
