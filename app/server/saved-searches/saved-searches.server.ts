// Saved searches (docs/product.md#saved-searches): a user's searches, saved, renamed, set to
// alert daily, weekly or never, deleted. The rules are app/domain/saved-search.ts; who may touch
// one is app/domain/permissions.ts (canManageSavedSearch).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { canManageSavedSearch } from "~/domain/permissions";
import {
  type AlertFrequency,
  findSameSearch,
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_MESSAGES,
  sameSearchKey,
  savedSearchQueryOf,
} from "~/domain/saved-search";
import { saveSearchSchema } from "~/schemas/saved-search";
import { cookieSecure } from "../accounts/session.server";
import { COOKIES, clearCookie, readCookie, setCookie } from "../http/cookies.server";
import { toastCookie } from "../http/toast.server";
import { getDb } from "../platform/context.server";
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
 * is never saved twice and the limit holds, both in the INSERT itself: two saves at once cannot
 * make 21, and two of one search (a double tap) keep one (the unique `search_key`).
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
      searchKey: sameSearchKey(input.query),
      frequency: "daily",
      lastAlertedAt: now,
      createdAt: now,
      updatedAt: now,
    },
    sql`(${held}) < ${SAVED_SEARCH_LIMIT}`,
  )
    .onConflictDoNothing()
    .returning({ id: savedSearches.id });
  const row = inserted[0];
  if (row) return { kind: "saved", id: row.id };
  // Refused: another save got there first, of this same search (a double tap) or the 20th.
  const after = await saveState(db, userId, input.query);
  return after.kind === "open" ? { kind: "full" } : after;
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

/**
 * A visitor's "Save this search", kept through sign-in like a visitor's heart
 * (docs/product.md#saved-searches): the save page's POST without a session sets this cookie (the
 * POST is same-origin by the Worker's CSRF check, so no other site and no link can set it), and
 * the sign-in that follows (password, sign-up, Google or Facebook) saves the search and clears
 * it. The name and the query are kept for 30 minutes and checked again when saved.
 */
export function pendingSavedSearchCookie(
  request: Request,
  context: AppLoadContext,
  search: { name: string; query: string },
): string {
  const value = new URLSearchParams({ n: search.name, q: search.query }).toString();
  return setCookie(COOKIES.pendingSavedSearch, value, { secure: cookieSecure(request, context) });
}

/**
 * Called by every sign-in once the session exists: saves the pending search for `userId` and
 * returns the Set-Cookie lines for the redirect (the cleared cookie and a toast), or none when
 * nothing was pending.
 */
export async function completePendingSavedSearch(
  request: Request,
  context: AppLoadContext,
  userId: string,
): Promise<string[]> {
  const raw = readCookie(request, COOKIES.pendingSavedSearch.name);
  if (!raw) return [];
  const clear = clearCookie(COOKIES.pendingSavedSearch, { secure: cookieSecure(request, context) });
  const kept = new URLSearchParams(raw);
  const name = saveSearchSchema.safeParse({ name: kept.get("n") ?? "" });
  const query = savedSearchQueryOf(new URLSearchParams(kept.get("q") ?? ""));
  if (!name.success || !query) return [clear];
  const result = await saveSearch(getDb(context), userId, { name: name.data.name, query });
  const toast =
    result.kind === "saved"
      ? await toastCookie(context, "success", SAVED_SEARCH_MESSAGES.saved)
      : result.kind === "duplicate"
        ? await toastCookie(context, "success", SAVED_SEARCH_MESSAGES.duplicate)
        : await toastCookie(context, "error", SAVED_SEARCH_MESSAGES.limit);
  return [clear, toast];
}
