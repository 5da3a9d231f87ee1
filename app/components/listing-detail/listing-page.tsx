// The listing page /listing/:id as the reader sees it (docs/product.md#listing-detail): the
// gallery, the header, the contact card, the description, facts, enquiries (for those who may see
// them), video, features, map and call-back form, the address and share links, and on phones the
// action bar. The route (app/routes/listing.$id.tsx) loads the data and hands it over.
import { Link } from "@remix-run/react";
import { Box, Flex, Text } from "@radix-ui/themes";
import { EnquiriesTable, type Enquiry } from "~/components/credits/enquiries-table";
import type { PhoneView } from "~/components/credits/reveal-phone";
import { FavouriteButton } from "~/components/favourite-button";
import { useToast } from "~/components/layout/toasts";
import { CallbackFormIsland } from "~/components/quick-enquiry/callback-island";
import { ConfirmedLine, FreshnessNotice, type FreshnessView } from "~/components/trust/listing-freshness";
import { ReportListing } from "~/components/trust/report-listing";
import { type FactsInput, listingFacts } from "~/domain/listing-facts";
import { openStreetMapLink, type SocialLink } from "~/domain/listing-share";
import type { ListingVideo as Video } from "~/domain/video";
import { placeName } from "~/domain/catalog";
import { fill } from "~/messages/messages";
import { useLang, useMessages } from "~/messages/use-messages";
import type { ListingCard } from "~/server/listings/browse.server";
import { AddressCard } from "./address-card";
import { ContactCard } from "./contact-card";
import { EnquiryLink } from "./enquiry-link";
import { FactsGrid } from "./facts-grid";
import { LocalityComparison, type LocalityComparisonData } from "./locality-comparison";
import { FeatureList } from "./feature-list";
import { Gallery, type GalleryImage } from "./gallery";
import { type HeaderListing, ListingHeader, type Moderation } from "./listing-header";
import { ListingSection } from "./listing-section";
import { ListingVideo } from "./listing-video";
import { LocationMap } from "./location-map";
import { ShareButton } from "./share-button";
import { SimilarListings } from "./similar-listings";
import { SocialLinksCard } from "./social-links-card";

export type DetailListing = HeaderListing &
  FactsInput & {
    city: string;
    street: string;
    state: string;
    pincode: string;
    description: string;
    images: GalleryImage[];
    amenities: string[];
    locationFeatures: string[];
    latitude: number;
    longitude: number;
    postedBy: { username: string; fullName: string; profileImageUrl: string | null };
  };

export type ListingPageProps = {
  listing: DetailListing;
  url: string;
  enquiryHref: string;
  whatsappShareHref: string;
  socialLinks: SocialLink[];
  mapTileUrl: string;
  canManage: boolean;
  freshness: FreshnessView;
  moderation: Moderation | null;
  canResubmit: boolean;
  canDelete: boolean;
  canChangeStatus: boolean;
  video: Video;
  contact: PhoneView;
  enquiries: Enquiry[] | null;
  /** The gallery's selected photo (0-based), the full-screen one if any, and whether it is turned. */
  image: number;
  gallery: number | null;
  rotate: boolean;
  /** The signed-in viewer, or null. */
  user: { credits: number; emailVerified: boolean } | null;
  isFavourite: boolean;
  /** Its unit price against the locality's median, when there are enough listings. */
  comparison?: LocalityComparisonData | null;
  /** Up to six similar listings nearby (docs/product.md#similar-listings). */
  similar?: ListingCard[];
};

export function ListingPage({
  listing,
  url,
  enquiryHref,
  whatsappShareHref,
  socialLinks,
  mapTileUrl,
  canManage,
  freshness,
  moderation,
  canResubmit,
  canDelete,
  canChangeStatus,
  video,
  contact,
  enquiries,
  image,
  gallery,
  rotate,
  user,
  isFavourite,
  comparison,
  similar = [],
}: ListingPageProps) {
  const toast = useToast();
  const t = useMessages("listing");
  const lang = useLang();
  const facts = listingFacts(listing, t.facts, lang);
  const placeLabel = [listing.area, listing.city]
    .filter(Boolean)
    .map((name) => placeName(name, lang))
    .join(", ");
  const share = (wide: boolean) => (
    <ShareButton
      url={url}
      title={listing.title}
      whatsappShareHref={whatsappShareHref}
      notify={(message) => toast.show("success", message)}
      wide={wide}
    />
  );
  const favourite = <FavouriteButton listingId={listing.id} signedIn={Boolean(user)} isFavourite={isFavourite} />;

  return (
    <Box className="listing-page">
      <Text as="p" size="2" mb="3">
        <Link to="/" className="listing-back">
          {t.back}
        </Link>
      </Text>

      <Gallery images={listing.images} title={listing.title} selected={image} galleryIndex={gallery} rotated={rotate} />

      <ListingHeader
        listing={listing}
        placeLabel={placeLabel}
        canManage={canManage}
        canDelete={canDelete}
        canChangeStatus={canChangeStatus}
        canResubmit={canResubmit}
        moderation={moderation}
      />
      <LocalityComparison comparison={comparison} />
      <FreshnessNotice freshness={freshness} />

      <div className="listing-layout">
        <ContactCard
          listingId={listing.id}
          enquiryHref={enquiryHref}
          share={share(true)}
          favourite={favourite}
          postedBy={listing.postedBy}
          contact={contact}
          viewer={user ? { credits: user.credits, emailVerified: user.emailVerified } : null}
        />
        <div className="listing-main">
          <ListingSection id="description" title={t.sections.description}>
            <Text as="div" size="3" className="listing-description">
              {listing.description}
            </Text>
          </ListingSection>

          <ListingSection id="facts" title={t.sections.facts}>
            <FactsGrid facts={facts} />
          </ListingSection>

          {enquiries ? (
            <ListingSection id="enquiries" title={t.sections.enquiries}>
              <EnquiriesTable enquiries={enquiries} />
            </ListingSection>
          ) : null}

          <ListingVideo video={video} title={listing.title} />

          <FeatureList title={t.sections.amenities} items={listing.amenities} />
          <FeatureList title={t.sections.locationFeatures} items={listing.locationFeatures} />

          <LocationMap
            latitude={listing.latitude}
            longitude={listing.longitude}
            tileUrl={mapTileUrl}
            osmHref={openStreetMapLink(listing.latitude, listing.longitude)}
            label={`${listing.title}, ${placeLabel}`}
          />

          <CallbackFormIsland
            id="listing-callback"
            title={t.sections.callback}
            defaultMessage={fill(t.callback, { id: listing.id, title: listing.title })}
          />

          <ConfirmedLine freshness={freshness} />
          <ReportListing listingId={listing.id} />
        </div>

        <div className="listing-address">
          <Flex direction="column" gap="5">
            <AddressCard address={listing} />
            <SocialLinksCard url={url} links={socialLinks} notify={toast.show} />
          </Flex>
        </div>
      </div>

      <SimilarListings listings={similar} />

      {/* Phones only (CSS): the contact card's buttons, always in reach. */}
      <div className="listing-action-bar">
        <EnquiryLink href={enquiryHref} className="listing-action-bar__enquire" />
        {share(false)}
        {favourite}
      </div>
    </Box>
  );
}
