import { ListingCard, type CardListing } from "./ListingCard";
import "./listings.css";

/** Cards in the first row load eagerly (above the fold); a wide screen fits up to 5. */
const EAGER_CARDS = 4;

export function ListingGrid({ listings }: { listings: CardListing[] }) {
  if (!listings.length) {
    return (
      <p className="listing-empty" role="status">
        No listings found
      </p>
    );
  }
  return (
    <ul className="listing-grid" aria-label="Listings">
      {listings.map((listing, i) => (
        <li key={listing.id}>
          <ListingCard listing={listing} eager={i < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
