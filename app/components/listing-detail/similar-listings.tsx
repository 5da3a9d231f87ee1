import { ListingGrid } from "~/components/listings/listing-grid";
import type { ListingCard } from "~/server/listings/browse.server";
import { useMessages } from "~/messages/use-messages";

/** The end of a listing page: up to six similar listings (docs/product.md#similar-listings). */
export function SimilarListings({ listings }: { listings: ListingCard[] }) {
  const t = useMessages("listing").sections;
  if (!listings.length) return null;
  return (
    <section className="similar-listings" aria-labelledby="similar-listings-title">
      <h2 id="similar-listings-title">{t.similar}</h2>
      <ListingGrid listings={listings} />
    </section>
  );
}
