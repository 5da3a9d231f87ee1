import { useRootData } from "~/components/layout/use-root-data";
import { useMessages } from "~/messages/use-messages";
import { ListingCard, type CardListing } from "./listing-card";

/**
 * Only the first card's picture loads at once, at high priority (ListingCard `eager`): on a phone
 * it is the one in view and the page's largest paint. The rest load lazily; those of a wide
 * screen's first row are in view, so the browser fetches them right after the first layout,
 * behind the stylesheet and the first picture instead of beside them (Lighthouse mobile, home:
 * median 94 to 97).
 */
export function ListingGrid({ listings, emptyText }: { listings: CardListing[]; emptyText?: string }) {
  // The favourites the top bar already loaded tell each card's heart its state.
  const { user, favourites } = useRootData();
  const saved = new Set(favourites.map((f) => f.id));
  const t = useMessages("listings");
  if (!listings.length) {
    return (
      <p className="listing-empty" role="status">
        {emptyText ?? t.empty.none}
      </p>
    );
  }
  return (
    <ul className="listing-grid" aria-label={t.list.label}>
      {listings.map((listing, i) => (
        <li key={listing.id}>
          <ListingCard listing={listing} eager={i === 0} signedIn={Boolean(user)} isFavourite={saved.has(listing.id)} />
        </li>
      ))}
    </ul>
  );
}
