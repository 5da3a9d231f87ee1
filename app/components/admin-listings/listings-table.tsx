// The Listings tab of /admin/listings (docs/product.md#admin): every listing with its poster,
// views (sortable) and status (a select for superadmins, text for admins), Edit and Delete; a
// listing edited since approval shows its changes, and a superadmin marks them reviewed. Status and
// the actions come right after the title, so they show without scrolling on a phone and at any
// desktop width; the other columns scroll sideways (AdminTable).
import { Link } from "@remix-run/react";
import { Button, Flex, Link as RadixLink, Table, Text } from "@radix-ui/themes";
import { LISTING_STATUSES } from "~/domain/catalog";
import { capitalise, formatIndianNumber, formatPhone, formatRupees, formatUnitPrice } from "~/domain/format";
import { fill } from "~/messages/messages";
import { useLang, useMessages } from "~/messages/use-messages";
import { ListingStatusBadge } from "~/components/listing-status-badge";
import { AdminTrustFlags } from "~/components/trust/admin-trust-flags";
import { AdminTable } from "~/components/admin/admin-table";
import { useAdminWords } from "~/components/admin/admin-words";
import type { AdminListingRow } from "~/server/admin/listings.server";
import { EditedBadge, ReviewChangesList } from "./review-changes";
import { AutoSubmitSelect, RowActionForm } from "./row-action";

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
  const words = useAdminWords();
  const t = words.listings;
  const lang = useLang();
  const types = useMessages("listings").types;
  const statusOptions = LISTING_STATUSES.map((value) => ({ value, label: words.statuses[value] }));
  const columns = [
    t.colTitle,
    t.colStatus,
    t.colActions,
    t.colType,
    { label: t.colPrice, justify: "end" as const },
    { label: t.colUnitPrice, justify: "end" as const },
    t.colPostedBy,
    t.colPhone,
    t.colPoster,
    t.colArea,
    t.colCity,
  ];
  const viewsHeader = (
    <Table.ColumnHeaderCell justify="end" aria-sort={viewsSort.current ?? undefined}>
      <RadixLink asChild>
        <Link to={viewsSort.href}>
          {t.colViews}
          <span aria-hidden="true">
            {viewsSort.current === "descending" ? " ↓" : viewsSort.current === "ascending" ? " ↑" : ""}
          </span>
        </Link>
      </RadixLink>
    </Table.ColumnHeaderCell>
  );
  return (
    <AdminTable
      label={t.table}
      className="admin-table"
      columns={[...columns, viewsHeader]}
      rows={rows}
      empty={
        <Text as="p" color="gray">
          {words.common.noResults}
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
                  <summary>{t.changesSinceApproval}</summary>
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
                          {t.reviewed}
                        </Text>
                      ) : (
                        <Button
                          type="submit"
                          size="1"
                          variant="soft"
                          aria-label={fill(t.markReviewedOf, { title: row.title })}
                        >
                          {t.markReviewed}
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
                      label={fill(words.common.statusOf, { name: row.title })}
                      name="status"
                      value={row.status}
                      options={statusOptions}
                      fetcher={fetcher}
                    />
                    <Button
                      type="submit"
                      size="1"
                      variant="soft"
                      aria-label={fill(words.common.saveStatusOf, { name: row.title })}
                    >
                      {words.common.save}
                    </Button>
                  </Flex>
                )}
              </RowActionForm>
            ) : (
              <ListingStatusBadge status={row.status} label={words.statuses[row.status]} />
            )}
          </Table.Cell>
          <Table.Cell>
            <Flex gap="3" align="center" wrap="wrap">
              <RadixLink asChild>
                <Link to={`/listing/edit/${row.id}`} aria-label={fill(words.common.editName, { name: row.title })}>
                  {words.common.edit}
                </Link>
              </RadixLink>
              <RowActionForm
                intent="listing-delete"
                redirectTo={back}
                hidden={{ listingId: row.id }}
                confirmMessage={fill(t.confirmDelete, { title: row.title })}
              >
                {(fetcher) =>
                  fetcher.data?.ok ? (
                    <Text size="2" color="gray">
                      {words.common.deleted}
                    </Text>
                  ) : (
                    <Button
                      type="submit"
                      size="1"
                      color="red"
                      variant="soft"
                      aria-label={fill(words.common.deleteName, { name: row.title })}
                    >
                      {words.common.delete}
                    </Button>
                  )
                }
              </RowActionForm>
            </Flex>
          </Table.Cell>
          <Table.Cell>{types[row.type]}</Table.Cell>
          <Table.Cell justify="end" className="data-table__nowrap">
            {formatRupees(row.price)}
          </Table.Cell>
          <Table.Cell justify="end" className="data-table__nowrap">
            {formatUnitPrice(row, lang) ?? "—"}
          </Table.Cell>
          <Table.Cell>{row.postedBy}</Table.Cell>
          <Table.Cell className="data-table__nowrap">{formatPhone(row.phone) || "—"}</Table.Cell>
          <Table.Cell>{words.posters[row.poster] ?? capitalise(row.poster)}</Table.Cell>
          <Table.Cell>{row.area}</Table.Cell>
          <Table.Cell>{row.city}</Table.Cell>
          <Table.Cell justify="end">{formatIndianNumber(row.views)}</Table.Cell>
        </Table.Row>
      )}
    </AdminTable>
  );
}
