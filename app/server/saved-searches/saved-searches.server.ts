// Saved searches (docs/product.md#saved-searches): a user's searches, saved, renamed, set to
// alert daily, weekly or never, deleted. The rules are app/domain/saved-search.ts; who may touch
// one is app/domain/permissions.ts (canManageSavedSearch).
import { and, asc, count, eq, sql } from "drizzle-orm";
import { canManageSavedSearch } from "~/domain/permissions";
import { type AlertFrequency, findSameSearch, SAVED_SEARCH_LIMIT } from "~/domain/saved-search";
import { insertWhere } from "../db/batch.server";
import type { Db } from "../db/client.server";
import { savedSearches } from "../db/schema.server";
import { notFound } from "../http/responses.server";
import type { SessionUser } from "../accounts/session.server";

// The domain's values are the column's: reading (column to domain) and writing (domain to
// column) both type-check only while the two lists agree.
export type SavedSearchFrequency = AlertFrequency;
export type SavedSearch = { id: number; name: string; query: string; frequency: SavedSearchFrequency };

const columns = {
  id: savedSearches.id,
  name: savedSearches.name,
  query: savedSearches.query,
  frequency: savedSearches.frequency,
};

/** A user's saved searches, oldest first (the order they were saved in). */
export function listSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  return db.select(columns).from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(asc(savedSearches.id));
}

/** Where a new save of `query` stands: already saved (as which), over the limit, or free to save. */
export type SaveState = { kind: "duplicate"; existing: SavedSearch } | { kind: "full" } | { kind: "open" };

export async function saveState(db: Db, userId: string, query: string): Promise<SaveState> {
  const saved = await listSavedSearches(db, userId);
  const existing = findSameSearch(saved, query);
  if (existing) return { kind: "duplicate", existing };
  return saved.length >= SAVED_SEARCH_LIMIT ? { kind: "full" } : { kind: "open" };
}

export type SaveResult = { kind: "saved"; id: number } | Exclude<SaveState, { kind: "open" }>;

/**
 * Saves `query` (already canonical: savedSearchQuery) as `name`, alerting daily from now
 * (`last_alerted_at` is the save time: only listings public after it are new). The same search
 * is never saved twice, and the limit holds in the INSERT itself, so two saves at once cannot
 * make 21.
 */
export async function saveSearch(
  db: Db,
  userId: string,
  input: { name: string; query: string; now?: number },
): Promise<SaveResult> {
  const state = await saveState(db, userId, input.query);
  if (state.kind !== "open") return state;
  const now = input.now ?? Date.now();
  const held = db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  const inserted = await insertWhere(
    db,
    savedSearches,
    {
      userId,
      name: input.name,
      query: input.query,
      frequency: "daily",
      lastAlertedAt: now,
      createdAt: now,
      updatedAt: now,
    },
    sql`(${held}) < ${SAVED_SEARCH_LIMIT}`,
  ).returning({ id: savedSearches.id });
  const row = inserted[0];
  return row ? { kind: "saved", id: row.id } : { kind: "full" };
}

/**
 * The saved search `id` if `user` may manage it; otherwise the not-found page is thrown (another
 * user's search answers exactly like one that does not exist).
 */
export async function requireOwnSavedSearch(db: Db, user: SessionUser, id: string | undefined): Promise<SavedSearch> {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n < 1) throw notFound();
  const row = await db
    .select({ ...columns, userId: savedSearches.userId })
    .from(savedSearches)
    .where(eq(savedSearches.id, n))
    .get();
  if (!row || !canManageSavedSearch(user, row)) throw notFound();
  const { userId: _, ...search } = row;
  return search;
}

function own(userId: string, id: number) {
  return and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));
}

export async function renameSavedSearch(db: Db, userId: string, id: number, name: string): Promise<void> {
  await db.update(savedSearches).set({ name, updatedAt: Date.now() }).where(own(userId, id));
}

/**
 * Sets how often a search alerts. Turning alerts back on starts from now: what became public
 * while they were off is not sent later as news.
 */
export async function setSavedSearchFrequency(
  db: Db,
  userId: string,
  search: SavedSearch,
  frequency: SavedSearchFrequency,
): Promise<void> {
  if (frequency === search.frequency) return;
  const now = Date.now();
  const wasOff = search.frequency === "off";
  await db
    .update(savedSearches)
    .set(wasOff ? { frequency, updatedAt: now, lastAlertedAt: now } : { frequency, updatedAt: now })
    .where(own(userId, search.id));
}

export async function deleteSavedSearch(db: Db, userId: string, id: number): Promise<void> {
  await db.delete(savedSearches).where(own(userId, id));
}
