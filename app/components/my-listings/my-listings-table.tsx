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
import { formatDate, formatTamilDate } from "~/domain/dates";
import { formatIndianNumber, formatRupees } from "~/domain/format";
import { fill } from "~/messages/messages";
import { useLang, useMessages } from "~/messages/use-messages";

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
  const sell = useMessages("sell");
  const t = sell.mine;
  const c = t.columns;
  const types = useMessages("listings").types;
  const lang = useLang();
  const date = lang === "ta" ? formatTamilDate : formatDate;
  return (
    <DataTable label={t.table} size={{ initial: "1", sm: "2" }} className="my-listings">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{c.title}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{c.actions}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{c.status}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{c.photo}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{c.type}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">{c.price}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">{c.views}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">{c.enquiries}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{c.created}</Table.ColumnHeaderCell>
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
                  <Link to={`/listing/edit/${row.id}`} aria-label={fill(t.editOf, { title: row.title })}>
                    {sell.shared.tools.edit}
                  </Link>
                </RadixLink>
                <RadixLink asChild color="red">
                  <Link
                    to={`/listing/${row.id}/delete?redirectTo=${encodeURIComponent(back)}`}
                    aria-label={fill(t.deleteOf, { title: row.title })}
                  >
                    {sell.shared.tools.delete}
                  </Link>
                </RadixLink>
              </Flex>
            </Table.Cell>
            <Table.Cell className="my-listings__status">
              <ListingStatusBadge status={row.status} />
              {row.status === "Rejected" ? (
                <>
                  <Text as="p" size="1" my="1" className="my-listings__reason">
                    {row.rejectionReason
                      ? fill(sell.shared.tools.reason, { reason: row.rejectionReason })
                      : sell.shared.tools.noReason}
                  </Text>
                  {row.canResubmit ? (
                    <ResubmitButton
                      listingId={row.id}
                      redirectTo={back}
                      label={fill(t.resubmitOf, { title: row.title })}
                    />
                  ) : null}
                </>
              ) : row.status === "Pending" && row.resubmittedAt ? (
                <Text as="p" size="1" mt="1" color="gray">
                  {fill(t.resubmitted, { date: date(row.resubmittedAt) })}
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
                  {t.noPhoto}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>{types[row.type]}</Table.Cell>
            <Table.Cell justify="end" className="data-table__nowrap">
              {formatRupees(row.price)}
            </Table.Cell>
            <Table.Cell justify="end">{formatIndianNumber(row.views)}</Table.Cell>
            <Table.Cell justify="end">{formatIndianNumber(row.enquiries)}</Table.Cell>
            <Table.Cell className="data-table__nowrap">{date(row.createdAt)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );
}
