// Account rows: lookup by e-mail, creation with a unique username, password changes.
import { and, eq, isNull, like } from "drizzle-orm";
import { normaliseEmail, RESERVED_USERNAMES, usernameBase } from "~/domain/auth";
import type { Role } from "~/domain/catalog";
import type { Lang } from "~/domain/language";
import type { Db } from "../db/client.server";
import { isUniqueViolation } from "../db/unique.server";
import { users } from "../db/schema.server";

export type AccountRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .get();
}

export async function findActiveUserById(db: Db, id: string): Promise<AccountRow | undefined> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .get();
}

async function uniqueUsername(db: Db, email: string): Promise<string> {
  const base = usernameBase(email);
  const taken = new Set([
    ...RESERVED_USERNAMES,
    ...(
      await db
        .select({ u: users.username })
        .from(users)
        .where(like(users.username, `${base}%`))
        .all()
    ).map((r) => r.u),
  ]);
  if (!taken.has(base)) return base;
  for (let n = 2; n < 10_000; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

/** Attempts at a free username before giving up (parallel sign-ups can take the same one). */
const USERNAME_ATTEMPTS = 6;

export async function createAccount(
  db: Db,
  input: {
    email: string;
    phone?: string;
    role: Role;
    passwordHash: string | null;
    emailVerified: boolean;
    fullName?: string;
    /** The language of its mails (the page it signed up on); English unless given. */
    lang?: Lang;
  },
): Promise<AccountRow> {
  const email = normaliseEmail(input.email);
  for (let attempt = 1; ; attempt++) {
    // After two collisions, stop competing for the next free number: add a random suffix.
    const username =
      attempt <= 2
        ? await uniqueUsername(db, email)
        : `${usernameBase(email)}${crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000}`;
    try {
      return await db
        .insert(users)
        .values({
          id: crypto.randomUUID(),
          username,
          fullName: input.fullName ?? "",
          email,
          emailVerified: input.emailVerified,
          phone: input.phone ?? "",
          role: input.role,
          passwordHash: input.passwordHash,
          lang: input.lang ?? "en",
        })
        .returning()
        .get();
    } catch (e) {
      // Another sign-up took this username between our lookup and insert: try another.
      if (attempt >= USERNAME_ATTEMPTS || !isUniqueViolation(e, "users.username")) throw e;
    }
  }
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}
