// The listing page's header (docs/product.md#listing-detail): the type, the status (a select for
// superadmins, a badge while it is not public), Edit and Delete for its managers, the title, the
// place and the price; for the poster and admins, the note of a listing waiting for review or
// rejected (with its reason and "Resubmit for review": docs/product.md#my-listings-and-deleting).
import { Badge, Flex, Heading, Text } from "@radix-ui/themes";
import { ListingStatusBadge } from "~/components/listing-status-badge";
import { ListingTools, PendingReviewNote, RejectedNote, StatusControl } from "~/components/listing-form/listing-tools";
import type { ListingStatus, PropertyType } from "~/domain/catalog";
import { formatRupees, formatShortRupees, formatUnitPrice } from "~/domain/format";
import { fill } from "~/messages/messages";
import { useLang, useMessages } from "~/messages/use-messages";

export type HeaderListing = {
  id: number;
  type: PropertyType;
  status: ListingStatus;
  title: string;
  price: number;
  landArea: number;
  squareFeet: number;
};

export type Moderation = { rejectionReason: string | null; resubmittedAt: number | null };

export function ListingHeader({
  listing,
  placeLabel,
  canManage,
  canDelete,
  canChangeStatus,
  canResubmit,
  moderation,
}: {
  listing: HeaderListing;
  /** "Area, City". */
  placeLabel: string;
  canManage: boolean;
  canDelete: boolean;
  canChangeStatus: boolean;
  canResubmit: boolean;
  /** Why it was rejected: for the poster and admins only, else null. */
  moderation: Moderation | null;
}) {
  const lang = useLang();
  const typeName = useMessages("listings").types[listing.type];
  const { typeIn } = useMessages("listing");
  const unitPrice = formatUnitPrice(listing, lang);
  return (
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
        {fill(typeIn, { type: typeName, place: placeLabel })}
      </Text>
      <Flex className="listing-price" align="baseline" gap="3" wrap="wrap" mt="3">
        <Text size={{ initial: "6", md: "7" }} weight="bold">
          {formatRupees(listing.price)}
        </Text>
        <Text size="3" color="gray">
          ({formatShortRupees(listing.price, lang)})
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
  );
}
