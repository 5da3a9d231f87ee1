// D1 reports a unique-index conflict as "UNIQUE constraint failed: <table>.<column>", but
// drizzle wraps it (DrizzleQueryError: "Failed query: ..."), so the text is only on a cause.

/**
 * Whether `error` (or any error in its `cause` chain) is a UNIQUE constraint failure, optionally
 * on one `table.column` (e.g. "users.email").
 */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 8; depth++) {
    const message = e instanceof Error ? e.message : String(e);
    const match = /UNIQUE constraint failed: ([^:]+)/.exec(message);
    if (match) return column === undefined || match[1]!.split(",").some((c) => c.trim() === column);
    e = e instanceof Error ? e.cause : undefined;
  }
  return false;
}
