import { Table, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { DataTable } from "~/components/ui/data-table";
import { formatDate, formatTamilDate } from "~/domain/dates";
import { formatPhone, phoneHref } from "~/domain/format";
import { useLang, useMessages } from "~/messages/use-messages";

export type Enquiry = {
  id: number;
  name: string;
  phone: string;
  createdAt: number;
  listingId?: number | null;
  listingTitle?: string | null;
};

/** Who revealed the seller's number (Name, Phone, Enquiry At), for its owner and admins (docs/product.md#credits). */
export function EnquiriesTable({ enquiries, showListing = false }: { enquiries: Enquiry[]; showListing?: boolean }) {
  const t = useMessages("trust").enquiries;
  const date = useLang() === "ta" ? formatTamilDate : formatDate;
  if (enquiries.length === 0) {
    return (
      <Text as="p" size="2" color="gray">
        {t.none}
      </Text>
    );
  }
  return (
    <DataTable label={t.table} size="1">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t.name}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t.phone}</Table.ColumnHeaderCell>
          {showListing ? <Table.ColumnHeaderCell>{t.listing}</Table.ColumnHeaderCell> : null}
          <Table.ColumnHeaderCell>{t.at}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {enquiries.map((e) => (
          <Table.Row key={e.id}>
            <Table.RowHeaderCell>{e.name}</Table.RowHeaderCell>
            <Table.Cell className="data-table__nowrap">
              {e.phone ? <a href={phoneHref(e.phone)}>{formatPhone(e.phone)}</a> : "—"}
            </Table.Cell>
            {showListing ? (
              <Table.Cell>
                {e.listingId ? <Link to={`/listing/${e.listingId}`}>{e.listingTitle ?? `#${e.listingId}`}</Link> : "—"}
              </Table.Cell>
            ) : null}
            <Table.Cell className="data-table__nowrap">{date(e.createdAt)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );
}
