// The first superadmin of a deployed site (docs/deploy.md): no demo users in production, ever, so
// the first account that can moderate is made here, from the command line. The row is built by
// drizzle from the app's own schema, with the password hashed by the app's own hashing
// (app/server/accounts/password.server.ts), and written with `wrangler d1 execute`.
import { drizzle } from "drizzle-orm/sqlite-proxy";
import { users } from "../../app/server/db/schema.server";

type Param = string | number | null | boolean | bigint | Uint8Array;

/** A SQL literal for one bound parameter (wrangler d1 execute --command takes no parameters). */
function literal(value: Param): string {
  if (value === null) return "NULL";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  if (value instanceof Uint8Array) return `X'${Buffer.from(value).toString("hex")}'`;
  return `'${value.replace(/'/g, "''")}'`;
}

/** drizzle's SQL with its parameters written in, in order. */
export function inlineSql({ sql, params }: { sql: string; params: unknown[] }): string {
  let i = 0;
  return sql.replace(/\?/g, () => literal(params[i++] as Param));
}

/** The INSERT of a verified superadmin with this e-mail and password hash. */
export function superadminInsert(input: {
  id: string;
  email: string;
  username: string;
  passwordHash: string;
  now: number;
}) {
  const db = drizzle(async () => ({ rows: [] }));
  const query = db
    .insert(users)
    .values({
      id: input.id,
      username: input.username,
      email: input.email,
      emailVerified: true,
      role: "superadmin",
      passwordHash: input.passwordHash,
      createdAt: input.now,
    })
    .toSQL();
  return `${inlineSql(query)};`;
}

/** A username from the address's local part: lower-case letters, digits and dots. */
export function usernameFor(email: string): string {
  const base =
    email
      .split("@")[0]
      ?.toLowerCase()
      .replace(/[^a-z0-9.]/g, "") ?? "";
  return base.slice(0, 30) || "superadmin";
}
