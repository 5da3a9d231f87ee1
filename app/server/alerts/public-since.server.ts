// When a listing last became public (listings.public_since): what "new since the last alert"
// means for saved-search alerts (docs/product.md#alerts, decision 0048). Every UPDATE that moves
// a listing's status or hidden reason sets it with `publicSinceAfter`, in the same statement, so
// it cannot disagree with is_public: the moment it turned public, kept while it stays public,
// null while it is not.
import { type SQL, sql } from "drizzle-orm";
import type { HiddenReason, ListingStatus } from "~/domain/catalog";
import { listings } from "../db/schema.server";

/**
 * The value of public_since for an UPDATE that sets `change` (status and/or hidden_reason; a key
 * left out keeps the row's value). SET expressions read the row as it was, so `is_public` here is
 * the old state: public before and after keeps its date, public only after takes `now`.
 */
export function publicSinceAfter(
  change: { status?: ListingStatus; hiddenReason?: HiddenReason | null },
  now: number,
): SQL {
  const status = change.status === undefined ? sql`${listings.status}` : sql`${change.status}`;
  const hidden =
    change.hiddenReason === undefined
      ? sql`${listings.hiddenReason}`
      : change.hiddenReason === null
        ? sql`NULL`
        : sql`${change.hiddenReason}`;
  return sql`CASE WHEN ${status} IN ('Approved', 'Sold') AND ${hidden} IS NULL THEN CASE WHEN ${listings.isPublic} = 1 THEN COALESCE(${listings.publicSince}, ${now}) ELSE ${now} END ELSE NULL END`;
}
