// E-mailed tokens (verification, password reset): random, stored only as a SHA-256, expiring,
// and single-use (claimed with one conditional UPDATE, so two clicks cannot both succeed).
import { and, eq, isNull } from "drizzle-orm";
import type { AuthTokenKind } from "~/domain/catalog";
import type { Db } from "../db/client.server";
import { authTokens } from "../db/schema.server";
import { randomToken, sha256Hex } from "../platform/crypto.server";

export type TokenKind = AuthTokenKind;
export type TokenCheck =
  | { status: "ok"; userId: string }
  | { status: "invalid" }
  | { status: "expired"; userId: string }
  | { status: "used"; userId: string };

/** Issues a token; earlier unused tokens of the same kind for this user stop working. */
export async function issueToken(db: Db, userId: string, kind: TokenKind, ttlMs: number): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await db.batch([
    db
      .update(authTokens)
      .set({ usedAt: now })
      .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt))),
    db.insert(authTokens).values({ userId, kind, tokenHash: await sha256Hex(token), expiresAt: now + ttlMs }),
  ]);
  return token;
}

/** Looks a token up without using it (to show the reset form or an early error). */
export async function checkToken(db: Db, token: string, kind: TokenKind, now = Date.now()): Promise<TokenCheck> {
  if (!token) return { status: "invalid" };
  const row = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, await sha256Hex(token)), eq(authTokens.kind, kind)))
    .get();
  if (!row) return { status: "invalid" };
  if (row.usedAt !== null) return { status: "used", userId: row.userId };
  if (row.expiresAt <= now) return { status: "expired", userId: row.userId };
  return { status: "ok", userId: row.userId };
}

/** Uses a token once. A second use reports "used"; an old one "expired". */
export async function consumeToken(db: Db, token: string, kind: TokenKind, now = Date.now()): Promise<TokenCheck> {
  const check = await checkToken(db, token, kind, now);
  if (check.status !== "ok") return check;
  const claimed = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.tokenHash, await sha256Hex(token)), isNull(authTokens.usedAt)))
    .returning({ userId: authTokens.userId })
    .get();
  return claimed ? { status: "ok", userId: claimed.userId } : { status: "used", userId: check.userId };
}
