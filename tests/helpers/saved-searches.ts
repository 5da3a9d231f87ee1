// What the saved-search tests need beyond db.ts/http.ts (docs/product.md#saved-searches).
import { asc, eq } from "drizzle-orm";
import { savedSearches } from "~/server/db/schema.server";
import { db } from "./db";

/** A user's saved_searches rows, oldest first. */
export function savedSearchRows(userId: string) {
  return db().select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(asc(savedSearches.id));
}

/** `n` saved searches of `userId` (each a different locality or budget), written directly. */
export async function insertSavedSearches(userId: string, n: number): Promise<number[]> {
  const now = Date.now();
  const rows = Array.from({ length: n }, (_, i) => ({
    userId,
    name: `Search ${i + 1}`,
    query: `type=plot&maxPrice=${(i + 1) * 100_000}`,
    lastAlertedAt: now,
    updatedAt: now,
  }));
  const [first, ...rest] = rows.map((row) =>
    db().insert(savedSearches).values(row).returning({ id: savedSearches.id }),
  );
  if (!first) return [];
  const inserted = await db().batch([first, ...rest]);
  return inserted.flat().map((r) => r.id);
}
