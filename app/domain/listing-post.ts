// Posting a listing costs credits (docs/product.md#credits, #listings): the ledger's words for it
// and the idempotency key that makes a retried or double-clicked submit charge once.
import { LISTING_COST_CREDITS } from "./catalog";

export const POST_COST = LISTING_COST_CREDITS;

/** The ledger row of a post reads "Posted listing #42"; the id is written by the same batch. */
export const POST_DESCRIPTION_PREFIX = "Posted listing #";

export function postDescription(listingId: number): string {
  return `${POST_DESCRIPTION_PREFIX}${listingId}`;
}

/** The listing a post's ledger row names (null when it names none). */
export function listingIdFromPostDescription(description: string | null | undefined): number | null {
  if (!description?.startsWith(POST_DESCRIPTION_PREFIX)) return null;
  const id = Number(description.slice(POST_DESCRIPTION_PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** One key per user and form token: the token alone could be replayed by someone else. */
export function postIdempotencyKey(userId: string, formToken: string): string {
  return `post:${userId}:${formToken}`;
}
