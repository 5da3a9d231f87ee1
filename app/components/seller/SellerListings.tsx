import { Link } from "@remix-run/react";
import { Badge, Card, Flex, Inset, Text } from "@radix-ui/themes";
import { PROPERTY_TYPE_NAMES, type PropertyType } from "~/domain/catalog";
import { withParams } from "~/domain/filters";
import { formatLandArea, formatPricePerCent, formatShortRupees } from "~/domain/format";
import { pageItems } from "~/domain/pagination";
import { FavouriteButton } from "../FavouriteButton";
import "./seller.css";

/** The card fields used here; ListingCard from app/server/listings.server.ts fits. */
export type SellerListing = {
  id: number;
  title: string;
  type: PropertyType;
  price: number;
  landArea: number;
  area: string;
  bhk: number;
  image: { src375: string; width: number; height: number } | null;
};

/**
 * The seller page's grid. (The home page has its own ListingCard/Pagination on another branch;
 * this one can be swapped for them once both land, the data shape is the same.)
 */
export function SellerListingGrid({ listings, favouriteIds }: { listings: SellerListing[]; favouriteIds: number[] }) {
  const saved = new Set(favouriteIds);
  return (
    <ul className="seller-grid">
      {listings.map((l, index) => (
        <li key={l.id} className="seller-card">
          <Card asChild size="1" style={{ height: "100%" }}>
            <Link to={`/listing/${l.id}`} className="seller-card__link">
              <Inset clip="padding-box" side="top" pb="current">
                {l.image ? (
                  <img
                    className="seller-card__img"
                    src={l.image.src375}
                    alt={l.title}
                    width={375}
                    height={281}
                    loading={index < 3 ? "eager" : "lazy"}
                    decoding="async"
                  />
                ) : (
                  <div className="seller-card__img" role="img" aria-label="No photo yet" />
                )}
              </Inset>
              <Flex direction="column" gap="1">
                <Flex gap="2" align="center">
                  <Badge variant="soft">{PROPERTY_TYPE_NAMES[l.type]}</Badge>
                  <Text size="1" color="gray">
                    {l.area}
                  </Text>
                </Flex>
                <Text as="div" weight="bold" size="3" truncate>
                  {l.title}
                </Text>
                <Flex gap="2" align="baseline" wrap="wrap">
                  <Text size="4" weight="bold">
                    {formatShortRupees(l.price)}
                  </Text>
                  <Text size="2" color="gray">
                    {formatPricePerCent(l.price, l.landArea)}
                  </Text>
                </Flex>
                <Text size="2" color="gray">
                  {formatLandArea(l.landArea)}
                  {l.bhk > 0 ? ` · ${l.bhk} BHK` : ""}
                </Text>
              </Flex>
            </Link>
          </Card>
          <span className="seller-card__fav">
            <FavouriteButton listingId={l.id} isFavourite={saved.has(l.id)} signedIn />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Previous, pages 1..current, an ellipsis while more exist, Next: plain links. */
export function Pager({ page, isEnd, search, label = "Pages" }: { page: number; isEnd: boolean; search: string; label?: string }) {
  const items = pageItems(page, isEnd);
  const params = new URLSearchParams(search);
  const href = (p: number) => withParams(params, { page: p }) || "?";
  if (items.previous === null && items.next === null) return null;
  return (
    <nav aria-label={label}>
      <ul className="pager">
        <li>
          {items.previous ? (
            <Link to={href(items.previous)} rel="prev" preventScrollReset={false}>
              Previous
            </Link>
          ) : (
            <span aria-disabled="true">Previous</span>
          )}
        </li>
        {items.pages.map((p) => (
          <li key={p}>
            <Link to={href(p)} aria-current={p === page ? "page" : undefined} aria-label={`Page ${p}`}>
              {p}
            </Link>
          </li>
        ))}
        {items.ellipsis && (
          <li>
            <span className="pager__ellipsis" aria-hidden="true">
              …
            </span>
          </li>
        )}
        <li>
          {items.next ? (
            <Link to={href(items.next)} rel="next">
              Next
            </Link>
          ) : (
            <span aria-disabled="true">Next</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
