// Listing detail /listing/:id — public (docs/product.md#browsing); owner and admins also see
// listings that are not public yet, with their status (and a rejection's reason, with the
// poster's "Resubmit for review": docs/product.md#my-listings-and-deleting).
import { ListingSection } from "~/components/listing-detail/listing-section";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { ListingStatusBadge } from "~/components/listing-status-badge";
import { Link, useLoaderData } from "@remix-run/react";
import { Badge, Box, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { EnquiriesTable } from "~/components/credits/enquiries-table";
import { RevealPhone } from "~/components/credits/reveal-phone";
import { AddressCard } from "~/components/listing-detail/address-card";
import { EnquiryLink } from "~/components/listing-detail/enquiry-link";
import { FactsGrid } from "~/components/listing-detail/facts-grid";
import { FeatureList } from "~/components/listing-detail/feature-list";
import { Gallery } from "~/components/listing-detail/gallery";
import { LocationMap } from "~/components/listing-detail/location-map";
import { PostedBy } from "~/components/listing-detail/posted-by";
import { FavouriteButton } from "~/components/favourite-button";
import { useRootData } from "~/components/layout/use-root-data";
import { useToast } from "~/components/layout/toasts";
import { ShareButton } from "~/components/listing-detail/share-button";
import { SocialLinksCard } from "~/components/listing-detail/social-links-card";
import { ErrorMessage, GeneralErrorBoundary } from "~/components/general-error-boundary";
import { ListingVideo } from "~/components/listing-detail/listing-video";
import { CallbackFormIsland } from "~/components/quick-enquiry/callback-island";
import { ListingTools, PendingReviewNote, RejectedNote, StatusControl } from "~/components/listing-form/listing-tools";
import { notFoundMeta } from "~/components/not-found";
import { PROPERTY_TYPE_NAMES } from "~/domain/catalog";
import { CREDIT_MESSAGES } from "~/domain/credits";
import { parseForm, readForm, refuseWithToast } from "~/server/http/form.server";
import { formatRupees, formatShortRupees, formatUnitPrice } from "~/domain/format";
import { listingFacts } from "~/domain/listing-facts";
import {
  enquiryMessage,
  listingJsonLd,
  metaDescription,
  openStreetMapLink,
  shareTitle,
  socialShareLinks,
  SITE_NAME,
} from "~/domain/listing-share";
import { parseListingId } from "~/domain/listing-id";
import {
  canChangeListingStatus,
  canDeleteListing,
  canEditListing,
  canResubmitListing,
  canSeeEnquiries,
} from "~/domain/permissions";
import { listingVideo } from "~/domain/video";
import { whatsappLink } from "~/domain/whatsapp";
import { revealSchema } from "~/schemas/credits";
import { appOrigin, getDb, getEnv, publicSettings } from "~/server/platform/context.server";
import { imageUrl } from "~/server/photos/urls.server";
import { enquiriesFor, revealSellerPhone, visiblePhone } from "~/server/credits/credits.server";
import { getListing } from "~/server/listings/browse.server";
import { requireVerifiedUser } from "~/server/accounts/permissions.server";
import { notFound } from "~/server/http/responses.server";
import { getOptionalUser } from "~/server/accounts/session.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { recordListingView } from "~/server/views/views.server";

/** 1-based `?image=N` / `?gallery=N` -> 0-based index, or null. */
function parseIndex(value: string | null): number | null {
  if (!value || !/^\d{1,3}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n - 1 : null;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  const viewer = await getOptionalUser(request, context);
  const listing = await getListing(getDb(context), id, viewer);
  if (!listing) throw notFound();

  const view = recordListingView(request, context, listing.id, viewer?.id ?? null);
  const env = getEnv(context);
  const settings = publicSettings(env);
  const origin = appOrigin(env, request);
  const url = `${origin}/listing/${listing.id}`;
  const search = new URL(request.url).searchParams;
  const { postedById: _owner, video: _video, rejectionReason, resubmittedAt, ...shown } = listing;
  const canManage = canEditListing(viewer, listing);
  const db = getDb(context);
  // The seller's number only once this viewer may see it (docs/product.md#credits).
  const contact = await visiblePhone(db, viewer, listing.postedById);
  const enquiries = canSeeEnquiries(viewer, listing) ? await enquiriesFor(db, { listingId: listing.id }) : null;

  return data(
    {
      listing: {
        ...shown,
        // The page shows the count including this open.
        views: listing.views + (view.counted ? 1 : 0),
        postedBy: {
          username: listing.postedBy.username,
          fullName: listing.postedBy.fullName,
          profileImageUrl: listing.postedBy.profileImage ? imageUrl(listing.postedBy.profileImage) : null,
        },
      },
      url,
      origin,
      enquiryHref: whatsappLink(settings.whatsappNumber, enquiryMessage(listing, url)),
      whatsappShareHref: whatsappLink("", `${shareTitle(listing)} ${url}`),
      socialLinks: socialShareLinks(url, shareTitle(listing)),
      mapTileUrl: settings.mapTileUrl,
      canManage,
      // Why it was rejected: for the poster and admins only (docs/product.md#my-listings-and-deleting).
      moderation: canManage ? { rejectionReason, resubmittedAt } : null,
      canResubmit: canResubmitListing(viewer, listing),
      canDelete: canDeleteListing(viewer, listing),
      canChangeStatus: canChangeListingStatus(viewer),
      video: listingVideo(listing.video),
      contact,
      enquiries,
      image: parseIndex(search.get("image")) ?? 0,
      gallery: parseIndex(search.get("gallery")),
      rotate: search.get("rotate") === "1",
    },
    { headers: view.setCookie ? { "Set-Cookie": view.setCookie } : undefined },
  );
}

/** "Show Mobile Number": pays once per seller, records the enquiry for this listing, back with a toast. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const viewer = await requireVerifiedUser(request, context);
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: revealSchema });
  if (submission.status !== "success") return refuseWithToast(context, back, submission);
  const db = getDb(context);
  // A listing that is not public is not found for anyone but its poster and admins, who pay
  // nothing: it never sells its seller's number (docs/product.md#credits).
  const listing = await getListing(db, id, viewer);
  if (!listing) throw notFound();
  const result = await revealSellerPhone(getEnv(context), db, viewer, listing.postedById, listing.id);
  return result.ok
    ? redirectWithToast(context, back, "success", CREDIT_MESSAGES.revealed)
    : redirectWithToast(context, back, "error", result.message);
}

export default function ListingDetail() {
  const {
    listing,
    url,
    enquiryHref,
    whatsappShareHref,
    socialLinks,
    mapTileUrl,
    canManage,
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
  } = useLoaderData<typeof loader>();
  const { user, favourites } = useRootData();
  const toast = useToast();
  const typeName = PROPERTY_TYPE_NAMES[listing.type];
  const facts = listingFacts(listing);
  const unitPrice = formatUnitPrice(listing);
  const placeLabel = [listing.area, listing.city].filter(Boolean).join(", ");
  const isFavourite = favourites.some((f) => f.id === listing.id);
  const share = (wide: boolean) => (
    <ShareButton
      url={url}
      title={listing.title}
      whatsappShareHref={whatsappShareHref}
      notify={(message) => toast.show("success", message)}
      wide={wide}
    />
  );

  return (
    <Box className="listing-page">
      <Text as="p" size="2" mb="3">
        <Link to="/" className="listing-back">
          ← All listings
        </Link>
      </Text>

      <Gallery images={listing.images} title={listing.title} selected={image} galleryIndex={gallery} rotated={rotate} />

      <header className="listing-header">
        <Flex gap="2" wrap="wrap" align="center" mb="2">
          <Badge size="2" color="blue" highContrast>
            {typeName}
          </Badge>
          {canChangeStatus ? (
            <StatusControl listingId={listing.id} status={listing.status} />
          ) : listing.status !== "Approved" ? (
            <ListingStatusBadge size="2" status={listing.status} />
          ) : null}
          {canManage ? <ListingTools listingId={listing.id} canDelete={canDelete} /> : null}
        </Flex>
        <Heading as="h1" size={{ initial: "6", md: "7" }}>
          {listing.title}
        </Heading>
        <Text as="p" color="gray" size="3" mt="1">
          {typeName} in {placeLabel}
        </Text>
        <Flex className="listing-price" align="baseline" gap="3" wrap="wrap" mt="3">
          <Text size={{ initial: "6", md: "7" }} weight="bold">
            {formatRupees(listing.price)}
          </Text>
          <Text size="3" color="gray">
            ({formatShortRupees(listing.price)})
          </Text>
          {unitPrice ? (
            <Badge size="2" variant="soft" color="green" highContrast>
              {unitPrice}
            </Badge>
          ) : null}
        </Flex>
        {canManage && listing.status === "Pending" ? (
          <PendingReviewNote
            resubmitted={
              moderation?.resubmittedAt ? { at: moderation.resubmittedAt, reason: moderation.rejectionReason } : null
            }
          />
        ) : null}
        {moderation && listing.status === "Rejected" ? (
          <RejectedNote listingId={listing.id} reason={moderation.rejectionReason} canResubmit={canResubmit} />
        ) : null}
      </header>

      <div className="listing-layout">
        <aside className="listing-contact" aria-label="Contact and share">
          <Card size="3">
            <Flex direction="column" gap="3">
              <Flex direction="column" gap="3" className="listing-contact__actions">
                <EnquiryLink href={enquiryHref} />
                <Flex gap="3" align="start">
                  <Box flexGrow="1">{share(true)}</Box>
                  <FavouriteButton listingId={listing.id} signedIn={Boolean(user)} isFavourite={isFavourite} />
                </Flex>
              </Flex>
              <PostedBy {...listing.postedBy} />
              <RevealPhone
                {...contact}
                viewer={user ? { credits: user.credits, emailVerified: user.emailVerified } : null}
                listingId={listing.id}
              />
            </Flex>
          </Card>
        </aside>
        <div className="listing-main">
          <ListingSection id="description" title="Description">
            <Text as="div" size="3" className="listing-description">
              {listing.description}
            </Text>
          </ListingSection>

          <ListingSection id="facts" title="Property details">
            <FactsGrid facts={facts} />
          </ListingSection>

          {enquiries ? (
            <ListingSection id="enquiries" title="Enquiries">
              <EnquiriesTable enquiries={enquiries} />
            </ListingSection>
          ) : null}

          <ListingVideo video={video} title={listing.title} />

          <FeatureList title="Amenities" items={listing.amenities} />
          <FeatureList title="Property Location features" items={listing.locationFeatures} />

          <LocationMap
            latitude={listing.latitude}
            longitude={listing.longitude}
            tileUrl={mapTileUrl}
            osmHref={openStreetMapLink(listing.latitude, listing.longitude)}
            label={`${listing.title}, ${placeLabel}`}
          />

          <CallbackFormIsland
            id="listing-callback"
            title="Request a call back about this property"
            defaultMessage={`About listing #${listing.id}: ${listing.title}`}
          />
        </div>

        <div className="listing-address">
          <Flex direction="column" gap="5">
            <AddressCard address={listing} />
            <SocialLinksCard url={url} links={socialLinks} notify={toast.show} />
          </Flex>
        </div>
      </div>

      {/* Phones only (CSS): the contact card's buttons, always in reach. */}
      <div className="listing-action-bar">
        <EnquiryLink href={enquiryHref} className="listing-action-bar__enquire" />
        {share(false)}
        <FavouriteButton listingId={listing.id} signedIn={Boolean(user)} isFavourite={isFavourite} />
      </div>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return notFoundMeta;
  const { listing, url, origin } = data;
  const title = `${shareTitle(listing)} | ${SITE_NAME}`;
  const description = metaDescription(
    `${PROPERTY_TYPE_NAMES[listing.type]} in ${listing.area}, ${listing.city}. ${listing.description}`,
  );
  const images = listing.images.map((img) => `${origin}${img.src1000}`);
  const main = listing.images[0];
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: shareTitle(listing) },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: main ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: shareTitle(listing) },
    { name: "twitter:description", content: description },
    { "script:ld+json": listingJsonLd(listing, url, images) },
  ];
  if (main) {
    tags.push(
      { property: "og:image", content: images[0]! },
      { property: "og:image:width", content: "1000" },
      { property: "og:image:height", content: String(Math.round((main.height / (main.width || 1)) * 1000)) },
      { property: "og:image:alt", content: listing.title },
      { name: "twitter:image", content: images[0]! },
    );
  }
  if (listing.status !== "Approved" && listing.status !== "Sold") tags.push({ name: "robots", content: "noindex" });
  return tags;
};

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      unexpectedErrorHandler={() => <ErrorMessage title="Something went wrong loading this listing." />}
    />
  );
}
