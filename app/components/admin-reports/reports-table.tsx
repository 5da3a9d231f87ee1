// The Reports tab /admin/reports (docs/product.md#trust): one row per listing and reason, with
// how many distinct people reported it, their notes, whether the listing is hidden, and (for
// Open reports) Resolve and Dismiss, which any admin may use and which are audited. Who reported
// is never shown.
import { Link } from "@remix-run/react";
import { Badge, Button, Flex, Table, Text } from "@radix-ui/themes";
import { AdminTable } from "~/components/admin/admin-table";
import { adminDate, useAdminWords } from "~/components/admin/admin-words";
import { RowActionForm } from "~/components/admin-listings/row-action";
import type { HiddenReason, ListingStatus, ReportReason, ReportStatus } from "~/domain/catalog";
import { fill } from "~/messages/messages";
import { useLang } from "~/messages/use-messages";
import type { ReportGroup } from "~/server/trust/reports.server";

/** A row as the server groups it (app/server/trust/reports.server.ts), not a copy of its shape. */
export type ReportRowView = ReportGroup;

export function ReportsTable({ rows, back }: { rows: ReportRowView[]; back: string }) {
  const words = useAdminWords();
  const t = words.reports;
  const lang = useLang();
  return (
    <AdminTable
      label={t.table}
      className="admin-table"
      columns={[t.colListing, t.colReason, t.colReporters, t.colActions, t.colNotes, t.colLast]}
      rows={rows}
      empty={
        <Text as="p" color="gray">
          {t.none}
        </Text>
      }
    >
      {(row) => {
        // Stored in English; shown in the page's language (a code this build does not know: as stored).
        const reason = words.reportReasons[row.reason as ReportReason] ?? row.reason;
        const what = { reason, id: row.listingId };
        const hiddenReason = row.hiddenReason as HiddenReason | null;
        const hidden = hiddenReason ? words.hiddenNotices[hiddenReason] : null;
        return (
          <Table.Row key={`${row.listingId}-${row.reason}`} align="center">
            <Table.RowHeaderCell className="admin-table__title">
              <Flex direction="column" gap="1">
                <Link to={`/admin/listing/${row.listingId}`}>
                  #{row.listingId}: {row.title}
                </Link>
                <Text size="1" color="gray">
                  {words.statuses[row.listingStatus as ListingStatus] ?? row.listingStatus}
                </Text>
                {hidden ? (
                  <Badge color="orange" size="1">
                    {fill(t.hidden, { notice: hidden })}
                  </Badge>
                ) : null}
              </Flex>
            </Table.RowHeaderCell>
            <Table.Cell>{reason}</Table.Cell>
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
                          aria-label={fill(outcome === "Resolved" ? t.resolveWhat : t.dismissWhat, what)}
                        >
                          {outcome === "Resolved" ? t.resolve : t.dismiss}
                        </Button>
                      )}
                    </RowActionForm>
                  ))}
                </Flex>
              ) : (
                <Text size="2" color="gray">
                  {words.reportStatuses[row.status as ReportStatus] ?? row.status}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell className="admin-table__message">{row.notes.length ? row.notes.join("\n\n") : "—"}</Table.Cell>
            <Table.Cell className="data-table__nowrap">{adminDate(row.latest, lang)}</Table.Cell>
          </Table.Row>
        );
      }}
    </AdminTable>
  );
}
