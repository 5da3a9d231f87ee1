// The Reports tab /admin/reports (docs/product.md#trust): one row per listing and reason, with
// how many distinct people reported it, their notes, whether the listing is hidden, and (for
// Open reports) Resolve and Dismiss, which any admin may use and which are audited. Who reported
// is never shown.
import { Link } from "@remix-run/react";
import { Badge, Button, Flex, Table, Text } from "@radix-ui/themes";
import { AdminTable } from "~/components/admin/admin-table";
import { RowActionForm } from "~/components/admin-listings/row-action";
import { formatDate } from "~/domain/dates";
import { hiddenNotice } from "~/domain/trust";
import type { HiddenReason } from "~/domain/catalog";
import type { ReportGroup } from "~/server/trust/reports.server";

/** A row as the server groups it (app/server/trust/reports.server.ts), not a copy of its shape. */
export type ReportRowView = ReportGroup;

const COLUMNS = ["Listing", "Reason", "Reporters", "Actions", "Notes", "Last report"];

export function ReportsTable({ rows, back }: { rows: ReportRowView[]; back: string }) {
  return (
    <AdminTable
      label="Listing reports"
      className="admin-table"
      columns={COLUMNS}
      rows={rows}
      empty={
        <Text as="p" color="gray">
          No reports.
        </Text>
      }
    >
      {(row) => {
        const what = `${row.reason} reports on listing #${row.listingId}`;
        const hidden = hiddenNotice(row.hiddenReason as HiddenReason | null);
        return (
          <Table.Row key={`${row.listingId}-${row.reason}`} align="center">
            <Table.RowHeaderCell className="admin-table__title">
              <Flex direction="column" gap="1">
                <Link to={`/admin/listing/${row.listingId}`}>
                  #{row.listingId}: {row.title}
                </Link>
                <Text size="1" color="gray">
                  {row.listingStatus}
                </Text>
                {hidden ? (
                  <Badge color="orange" size="1">
                    Hidden: {hidden}
                  </Badge>
                ) : null}
              </Flex>
            </Table.RowHeaderCell>
            <Table.Cell>{row.reason}</Table.Cell>
            <Table.Cell justify="end">{row.reporters}</Table.Cell>
            <Table.Cell>
              {row.status === "Open" ? (
                <Flex gap="2" wrap="wrap">
                  {(["Resolved", "Dismissed"] as const).map((outcome) => (
                    <RowActionForm
                      key={outcome}
                      intent="close-reports"
                      redirectTo={back}
                      hidden={{ listingId: row.listingId, reason: row.reason, outcome }}
                    >
                      {() => (
                        <Button
                          type="submit"
                          size="1"
                          variant="soft"
                          color={outcome === "Resolved" ? undefined : "gray"}
                          aria-label={`${outcome === "Resolved" ? "Resolve" : "Dismiss"} the ${what}`}
                        >
                          {outcome === "Resolved" ? "Resolve" : "Dismiss"}
                        </Button>
                      )}
                    </RowActionForm>
                  ))}
                </Flex>
              ) : (
                <Text size="2" color="gray">
                  {row.status}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell className="admin-table__message">{row.notes.length ? row.notes.join("\n\n") : "—"}</Table.Cell>
            <Table.Cell className="data-table__nowrap">{formatDate(row.latest)}</Table.Cell>
          </Table.Row>
        );
      }}
    </AdminTable>
  );
}
