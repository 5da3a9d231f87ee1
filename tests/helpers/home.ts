// What the home list and map tests need beyond db.ts/http.ts.
import { insertListing, insertUser, type NewListing } from "./db";

/**
 * Listings of one new seller, one per row (insertListing's defaults for what a row leaves out,
 * but an image only with `image: true`). Returns their ids in insertion order (oldest first).
 */
export async function insertListings(rows: (NewListing & { image?: boolean })[]): Promise<number[]> {
  const seller = await insertUser({ role: "seller" });
  const ids: number[] = [];
  for (const { image, ...row } of rows) {
    ids.push((await insertListing({ ...row, postedById: seller.id }, { images: image ? 1 : 0 })).id);
  }
  return ids;
}

/** Listing ids linked from a rendered list page's cards, in order. */
export function cardIds(html: string): number[] {
  return [
    ...html.matchAll(
      /class="listing-card__link"[^>]*href="\/listing\/(\d+)"|href="\/listing\/(\d+)"[^>]*class="listing-card__link"/g,
    ),
  ].map((m) => Number(m[1] ?? m[2]));
}
