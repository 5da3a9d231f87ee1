// My Listings (docs/product.md#listings): the poster's own listings, whatever their status,
// with Edit and Delete. Delete opens a confirmation page (it works without JavaScript). Status and
// the actions come right after the title, so a phone shows them without a sideways swipe; the rest
// scrolls sideways (DataTable). A Rejected listing shows its reason under its status, and
// "Resubmit for review" while it may be resubmitted (docs/product.md#my-listings-and-deleting).
import { ResubmitButton } from "~/components/listing-form/listing-tools";
import { ListingStatusBadge } from "~/components/listing-status-badge";
import { AvailabilityButtons, type ConfirmView, OpenReports } from "~/components/trust/my-listing-trust";
import { Link } from "@remix-run/react";
import { Flex, Link as RadixLink, Table, Text } from "@radix-ui/themes";
import { DataTable } from "~/components/ui/data-table";
import type { ListingStatus, PropertyType, ReportReason } from "~/domain/catalog";
import { PROPERTY_TYPE_NAMES } from "~/domain/catalog";
import { formatDate } from "~/domain/dates";
import { formatIndianNumber, formatRupees } from "~/domain/format";

export type MyListingRowView = {
  id: number;
  title: string;
  type: PropertyType;
  price: number;
  status: ListingStatus;
  views: number;
  enquiries: number;
  createdAt: number;
  image: { src128: string; width: number; height: number } | null;
  rejectionReason: string | null;
  resubmittedAt: number | null;
  canResubmit: boolean;
  /** The reasons of its open reports (docs/product.md#trust). */
  openReports: ReportReason[];
  /** Confirmation: its age or notice, and the two buttons (docs/product.md#trust). */
  confirm: ConfirmView;
};

const THUMB = 64;

export function MyListingsTable({ rows, back }: { rows: MyListingRowView[]; back: string }) {
  return (
    <DataTable label="My listings" size={{ initial: "1", sm: "2" }} className="my-listings">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Title</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Actions</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Photo</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Type</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Price</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Views</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Enquiries</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Created</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id} align="center">
            <Table.RowHeaderCell className="my-listings__title">
              <RadixLink asChild>
                <Link to={`/listing/${row.id}`}>{row.title}</Link>
              </RadixLink>
            </Table.RowHeaderCell>
            <Table.Cell>
              <Flex gap={{ initial: "2", sm: "3" }} direction={{ initial: "column", sm: "row" }}>
                <RadixLink asChild>
                  <Link to={`/listing/edit/${row.id}`} aria-label={`Edit ${row.title}`}>
                    Edit
                  </Link>
                </RadixLink>
                <RadixLink asChild color="red">
                  <Link
                    to={`/listing/${row.id}/delete?redirectTo=${encodeURIComponent(back)}`}
                    aria-label={`Delete ${row.title}`}
                  >
                    Delete
                  </Link>
                </RadixLink>
              </Flex>
            </Table.Cell>
            <Table.Cell className="my-listings__status">
              <ListingStatusBadge status={row.status} />
              {row.status === "Rejected" ? (
                <>
                  <Text as="p" size="1" my="1" className="my-listings__reason">
                    {row.rejectionReason ? `Reason: ${row.rejectionReason}` : "No reason was given."}
                  </Text>
                  {row.canResubmit ? (
                    <ResubmitButton listingId={row.id} redirectTo={back} label={`Resubmit for review: ${row.title}`} />
                  ) : null}
                </>
              ) : row.status === "Pending" && row.resubmittedAt ? (
                <Text as="p" size="1" mt="1" color="gray">
                  Resubmitted {formatDate(row.resubmittedAt)}
                </Text>
              ) : null}
              <OpenReports reasons={row.openReports} />
              <AvailabilityButtons listingId={row.id} title={row.title} view={row.confirm} back={back} />
            </Table.Cell>
            <Table.Cell>
              {row.image ? (
                <img
                  className="my-listings__thumb"
                  src={row.image.src128}
                  width={THUMB}
                  height={Math.round((THUMB * row.image.height) / Math.max(row.image.width, 1))}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <Text size="1" color="gray">
                  No photo
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>{PROPERTY_TYPE_NAMES[row.type]}</Table.Cell>
            <Table.Cell justify="end" className="data-table__nowrap">
              {formatRupees(row.price)}
            </Table.Cell>
            <Table.Cell justify="end">{formatIndianNumber(row.views)}</Table.Cell>
            <Table.Cell justify="end">{formatIndianNumber(row.enquiries)}</Table.Cell>
            <Table.Cell className="data-table__nowrap">{formatDate(row.createdAt)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );
}
