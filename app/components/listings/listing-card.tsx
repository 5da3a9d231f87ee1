import { Link } from "@remix-run/react";
import { placeName } from "~/domain/catalog";
import { formatLandArea, formatShortRupees, formatUnitPrice } from "~/domain/format";
import type { ListingCard as ListingCardData } from "~/server/listings/browse.server";
import { FavouriteButton } from "../favourite-button";
import { fill } from "~/messages/messages";
import { useLang, useMessages } from "~/messages/use-messages";

/** What a card shows: the card rows of app/server/listings/browse.server.ts (home and seller pages). */
export type CardListing = Pick<
  ListingCardData,
  "id" | "title" | "type" | "price" | "landArea" | "squareFeet" | "area" | "bhk" | "status"
> & {
  image: { src375: string; width: number; height: number } | null;
};

const CARD_IMAGE_WIDTH = 375;

type Props = { listing: CardListing; eager?: boolean; signedIn: boolean; isFavourite: boolean };

export function ListingCard({ listing, eager = false, signedIn, isFavourite }: Props) {
  const { image } = listing;
  const lang = useLang();
  const t = useMessages("listings");
  const unitPrice = formatUnitPrice(listing, lang);
  // The stored 375 px rendition keeps the original aspect ratio.
  const height = image ? Math.round((CARD_IMAGE_WIDTH * image.height) / Math.max(image.width, 1)) : 0;
  return (
    <article className="listing-card" id={`listing-${listing.id}`}>
      <div className="listing-card__media">
        {image ? (
          <img
            src={image.src375}
            width={CARD_IMAGE_WIDTH}
            height={height}
            alt={listing.title}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            {...(eager ? { fetchpriority: "high" } : {})}
          />
        ) : (
          <div
            className="listing-card__placeholder"
            role="img"
            aria-label={fill(t.card.noPhotoOf, { title: listing.title })}
          >
            <HouseIcon />
            <span>{t.card.noPhoto}</span>
          </div>
        )}
        <span className="listing-card__type">{t.types[listing.type]}</span>
        {listing.status === "Sold" ? <span className="listing-card__sold">{t.card.sold}</span> : null}
        {/* Above the card's stretched link, not inside it: interactive content cannot nest. */}
        <span className="listing-card__fav">
          <FavouriteButton
            listingId={listing.id}
            isFavourite={isFavourite}
            signedIn={signedIn}
            returnAnchor={`listing-${listing.id}`}
          />
        </span>
      </div>
      <div className="listing-card__body">
        <h3 className="listing-card__title">
          {/* Stretched link: the whole card is clickable, the accessible name stays the title. */}
          <Link to={`/listing/${listing.id}`} className="listing-card__link" prefetch="intent">
            {listing.title}
          </Link>
        </h3>
        <p className="listing-card__price">
          <strong>{formatShortRupees(listing.price, lang)}</strong>
          {unitPrice ? <span>{unitPrice}</span> : null}
        </p>
        <ul className="listing-card__facts">
          <li>{formatLandArea(listing.landArea, lang)}</li>
          {listing.bhk > 0 ? <li>{fill(t.card.bhk, { bhk: listing.bhk })}</li> : null}
          <li>{placeName(listing.area, lang)}</li>
        </ul>
      </div>
    </article>
  );
}

function HouseIcon() {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <path d="M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z" strokeLinejoin="round" />
    </svg>
  );
}
