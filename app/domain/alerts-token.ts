// The signed one-click unsubscribe link of alert mails (docs/product.md#alerts, decision 0048):
// what a token names, as text. The server signs that text (app/server/alerts/unsubscribe.server.ts);
// this module only writes and reads it, and reads nothing but exactly what it writes.

/** The alerts one unsubscribe link turns off: some saved searches and price alerts of one user. */
export type UnsubscribeTarget = { userId: string; searchIds: number[]; listingIds: number[] };

/** The only purpose a token has: a token of any other purpose reads as nothing. */
export const UNSUBSCRIBE_PURPOSE = "unsubscribe";
/** Ids one token may name (a digest names its searches and price alerts). */
export const UNSUBSCRIBE_MAX_IDS = 60;

const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const ID = /^[1-9]\d{0,14}$/;

function idList(ids: readonly number[]): string {
  return ids.join(",");
}

/** The signed text: "unsubscribe|<userId>|<search ids>|<listing ids>". */
export function unsubscribePayload(target: UnsubscribeTarget): string {
  return [UNSUBSCRIBE_PURPOSE, target.userId, idList(target.searchIds), idList(target.listingIds)].join("|");
}

function readIds(text: string): number[] | null {
  if (text === "") return [];
  const parts = text.split(",");
  if (!parts.every((p) => ID.test(p))) return null;
  const ids = parts.map(Number);
  return new Set(ids).size === ids.length ? ids : null;
}

/** The target a payload names, or null for anything unsubscribePayload would not write. */
export function readUnsubscribePayload(payload: string): UnsubscribeTarget | null {
  const parts = payload.split("|");
  if (parts.length !== 4) return null;
  const [purpose, userId, searches, listings] = parts as [string, string, string, string];
  if (purpose !== UNSUBSCRIBE_PURPOSE || !USER_ID.test(userId)) return null;
  const searchIds = readIds(searches);
  const listingIds = readIds(listings);
  if (!searchIds || !listingIds) return null;
  const total = searchIds.length + listingIds.length;
  if (total === 0 || total > UNSUBSCRIBE_MAX_IDS) return null;
  return { userId, searchIds, listingIds };
}
