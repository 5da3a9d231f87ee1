// A possible duplicate beside the listing it repeats, on the admin listing page
// (docs/product.md#trust): both listings' photos, side by side from a tablet up, one above the
// other on a phone. Plain markup and CSS: the same without JavaScript.
import { Link } from "@remix-run/react";
import { Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { useSellShared } from "~/components/listing-form/sell-shared";
import { fill } from "~/messages/messages";
import type { ComparedListing } from "~/server/trust/duplicates.server";

function Side({ heading, listing, link }: { heading: string; listing: ComparedListing; link: boolean }) {
  const t = useSellShared().compare;
  return (
    <section className="duplicate-compare__side" aria-label={`${heading} #${listing.id}`}>
      <Heading as="h3" size="3" mb="1">
        {heading}{" "}
        {link ? (
          <RadixLink asChild>
            <Link to={`/admin/listing/${listing.id}`}>#{listing.id}</Link>
          </RadixLink>
        ) : (
          `#${listing.id}`
        )}
      </Heading>
      <Text as="p" size="2" color="gray" mb="2">
        {listing.title}
      </Text>
      {listing.photos.length ? (
        <ul className="duplicate-compare__photos">
          {listing.photos.map((photo, i) => (
            <li key={photo.url}>
              <img
                src={photo.url}
                width={photo.width}
                height={photo.height}
                alt={fill(t.photoAlt, { id: listing.id, number: i + 1, total: listing.photos.length })}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      ) : (
        <Text as="p" size="2">
          {t.noPhotos}
        </Text>
      )}
    </section>
  );
}

export function DuplicateCompare({
  listing,
  original,
}: {
  listing: ComparedListing;
  original: ComparedListing | null;
}) {
  // In the page's language where its loader sent `sell`, else English (sell-shared.ts).
  const t = useSellShared().compare;
  return (
    <section className="duplicate-compare" aria-labelledby="duplicate-compare-heading">
      <Heading as="h3" size="3" id="duplicate-compare-heading" mt="4" mb="2">
        {t.heading}
      </Heading>
      {original ? (
        <div className="duplicate-compare__sides">
          <Side heading={t.thisListing} listing={listing} link={false} />
          <Side heading={t.duplicateOf} listing={original} link />
        </div>
      ) : (
        <Text as="p" size="2">
          {t.deleted}
        </Text>
      )}
    </section>
  );
}
