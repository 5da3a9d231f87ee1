import { useRootData } from "~/components/layout/use-root-data";
import { ListingCard, type CardListing } from "./listing-card";

/**
 * Cards in the first row load eagerly (above the fold); a wide screen fits up to 5. Only the
 * first gets a high fetch priority: on a phone it is the one picture in view, and three more at
 * high priority would share the first round trips with the stylesheet and it.
 */
const EAGER_CARDS = 4;

export function ListingGrid({
  listings,
  emptyText = "No listings found",
}: {
  listings: CardListing[];
  emptyText?: string;
}) {
  // The favourites the top bar already loaded tell each card's heart its state.
  const { user, favourites } = useRootData();
  const saved = new Set(favourites.map((f) => f.id));
  if (!listings.length) {
    return (
      <p className="listing-empty" role="status">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className="listing-grid" aria-label="Listings">
      {listings.map((listing, i) => (
        <li key={listing.id}>
          <ListingCard
            listing={listing}
            eager={i < EAGER_CARDS}
            priority={i === 0}
            signedIn={Boolean(user)}
            isFavourite={saved.has(listing.id)}
          />
        </li>
      ))}
    </ul>
  );
}
