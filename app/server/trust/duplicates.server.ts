// The cheap duplicate check when a listing is posted (docs/product.md#trust): listings in the
// same locality, of the same type, at the same price. One
// posted from the same seller phone (or the same account) is the seller's own: they are told
// before paying and may post anyway. Another seller's listing that also has the same land area
// marks the new listing "Possible duplicate of #N" for the moderators.
import { and, desc, eq, ne } from "drizzle-orm";
import type { PropertyType } from "~/domain/catalog";
import type { Db } from "../db/client.server";
import { listings, users } from "../db/schema.server";

export type DuplicateMatches = { own: number | null; other: number | null };

/** How many candidates are looked at: a price repeated more often than this is no signal. */
const CANDIDATES = 20;

export async function findDuplicates(
  db: Db,
  posterId: string,
  fields: { area: string; type: PropertyType; price: number; landArea: number },
): Promise<DuplicateMatches> {
  const poster = await db.select({ phone: users.phone }).from(users).where(eq(users.id, posterId)).get();
  const rows = await db
    .select({ id: listings.id, postedById: listings.postedById, phone: users.phone, landArea: listings.landArea })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.postedById))
    .where(
      and(
        eq(listings.area, fields.area),
        eq(listings.type, fields.type),
        eq(listings.price, fields.price),
        ne(listings.status, "Rejected"),
      ),
    )
    .orderBy(desc(listings.id))
    .limit(CANDIDATES);
  const phone = poster?.phone ?? "";
  const isOwn = (r: (typeof rows)[number]) => r.postedById === posterId || (phone !== "" && r.phone === phone);
  const own = rows.find(isOwn)?.id ?? null;
  const other = rows.find((r) => !isOwn(r) && Math.abs(r.landArea - fields.landArea) < 1)?.id ?? null;
  return { own, other };
}

/** Marks a just-posted listing as a possible repeat of another seller's. */
export async function markPossibleDuplicate(db: Db, listingId: number, of: number): Promise<void> {
  await db.update(listings).set({ duplicateOf: of }).where(eq(listings.id, listingId));
}
