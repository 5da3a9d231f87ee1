// The Listings tab of /admin/listings (docs/product.md#admin): every listing with its poster,
// views (sortable) and status (a select for superadmins, text for admins), Edit and Delete; a
// listing edited since approval shows its changes, and a superadmin marks them reviewed. Status and
// the actions come right after the title, so they show without scrolling on a phone and at any
// desktop width; the other columns scroll sideways (AdminTable).
import { Link } from "@remix-run/react";
import { Button, Flex, Link as RadixLink, Table, Text } from "@radix-ui/themes";
import { LISTING_STATUSES, PROPERTY_TYPE_NAMES } from "~/domain/catalog";
import { capitalise, formatIndianNumber, formatPhone, formatRupees, formatUnitPrice } from "~/domain/format";
import { ListingStatusBadge } from "~/components/listing-status-badge";
import { AdminTrustFlags } from "~/components/trust/admin-trust-flags";
import { AdminTable, type AdminColumn } from "~/components/admin/admin-table";
import type { AdminListingRow } from "~/server/admin/listings.server";
import { EditedBadge, ReviewChangesList } from "./review-changes";
import { AutoSubmitSelect, RowActionForm } from "./row-action";

const COLUMNS: AdminColumn[] = [
  "Title",
  "Status",
  "Actions",
  "Type",
  { label: "Price", justify: "end" },
  { label: "Unit price", justify: "end" },
  "Posted by",
  "Phone",
  "Poster",
  "Area",
  "City",
];

const STATUS_OPTIONS = LISTING_STATUSES.map((value) => ({ value, label: value }));

export function AdminListingsTable({
  rows,
  canChangeStatus,
  back,
  viewsSort,
}: {
  rows: AdminListingRow[];
  canChangeStatus: boolean;
  /** This page's URL, where forms come back without JavaScript. */
  back: string;
  /** The Views header: where it links next and how the column is sorted now. */
  viewsSort: { href: string; current: "ascending" | "descending" | null };
}) {
  const viewsHeader = (
    <Table.ColumnHeaderCell justify="end" aria-sort={viewsSort.current ?? undefined}>
      <RadixLink asChild>
        <Link to={viewsSort.href}>
          Views
          <span aria-hidden="true">
            {viewsSort.current === "descending" ? " ↓" : viewsSort.current === "ascending" ? " ↑" : ""}
          </span>
        </Link>
      </RadixLink>
    </Table.ColumnHeaderCell>
  );
  return (
    <AdminTable
      label="Listings"
      className="admin-table"
      columns={[...COLUMNS, viewsHeader]}
      rows={rows}
      empty={
        <Text as="p" color="gray">
          No results.
        </Text>
      }
    >
      {(row) => (
        <Table.Row key={row.id} align="center">
          <Table.RowHeaderCell className="admin-table__title">
            <RadixLink asChild>
              <Link to={`/admin/listing/${row.id}`}>{row.title}</Link>
            </RadixLink>
            <AdminTrustFlags hiddenReason={row.hiddenReason} duplicateOf={row.duplicateOf} />
            {row.review ? (
              <div className="admin-review">
                <EditedBadge />
                <details>
                  <summary>Changes since approval</summary>
                  <ReviewChangesList changes={row.review.changes} />
                </details>
                {canChangeStatus ? (
                  <RowActionForm
                    intent="listing-review"
                    redirectTo={back}
                    hidden={{ listingId: row.id, editedAt: row.review.editedAt }}
                  >
                    {(fetcher) =>
                      fetcher.data?.ok ? (
                        <Text size="2" color="gray">
                          Reviewed
                        </Text>
                      ) : (
                        <Button type="submit" size="1" variant="soft" aria-label={`Mark edit reviewed: ${row.title}`}>
                          Mark edit reviewed
                        </Button>
                      )
                    }
                  </RowActionForm>
                ) : null}
              </div>
            ) : null}
          </Table.RowHeaderCell>
          <Table.Cell>
            {canChangeStatus ? (
              <RowActionForm intent="listing-status" redirectTo={back} hidden={{ listingId: row.id }}>
                {(fetcher) => (
                  <Flex gap="2" align="center" wrap="wrap">
                    <AutoSubmitSelect
                      label={`Status of ${row.title}`}
                      name="status"
                      value={row.status}
                      options={STATUS_OPTIONS}
                      fetcher={fetcher}
                    />
                    <Button type="submit" size="1" variant="soft" aria-label={`Save status: ${row.title}`}>
                      Save
                    </Button>
                  </Flex>
                )}
              </RowActionForm>
            ) : (
              <ListingStatusBadge status={row.status} />
            )}
          </Table.Cell>
          <Table.Cell>
            <Flex gap="3" align="center" wrap="wrap">
              <RadixLink asChild>
                <Link to={`/listing/edit/${row.id}`} aria-label={`Edit ${row.title}`}>
                  Edit
                </Link>
              </RadixLink>
              <RowActionForm
                intent="listing-delete"
                redirectTo={back}
                hidden={{ listingId: row.id }}
                confirmMessage={`Delete "${row.title}"? This cannot be undone.`}
              >
                {(fetcher) =>
                  fetcher.data?.ok ? (
                    <Text size="2" color="gray">
                      Deleted
                    </Text>
                  ) : (
                    <Button type="submit" size="1" color="red" variant="soft" aria-label={`Delete ${row.title}`}>
                      Delete
                    </Button>
                  )
                }
              </RowActionForm>
            </Flex>
          </Table.Cell>
          <Table.Cell>{PROPERTY_TYPE_NAMES[row.type]}</Table.Cell>
          <Table.Cell justify="end" className="data-table__nowrap">
            {formatRupees(row.price)}
          </Table.Cell>
          <Table.Cell justify="end" className="data-table__nowrap">
            {formatUnitPrice(row) ?? "—"}
          </Table.Cell>
          <Table.Cell>{row.postedBy}</Table.Cell>
          <Table.Cell className="data-table__nowrap">{formatPhone(row.phone) || "—"}</Table.Cell>
          <Table.Cell>{capitalise(row.poster)}</Table.Cell>
          <Table.Cell>{row.area}</Table.Cell>
          <Table.Cell>{row.city}</Table.Cell>
          <Table.Cell justify="end">{formatIndianNumber(row.views)}</Table.Cell>
        </Table.Row>
      )}
    </AdminTable>
  );
}
