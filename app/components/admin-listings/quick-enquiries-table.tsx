// The Quick enquiries tab of /admin/listings (docs/product.md#admin): who asked for a call
// back, a status select for any admin (Open, Follow Up, Closed, Spam) and Delete. Status and Delete
// come right after the name, so a phone shows them without a sideways swipe (AdminTable scrolls
// the rest).
import { Button, Flex, Table, Text } from "@radix-ui/themes";
import { QUICK_ENQUIRY_STATUS_LABELS, QUICK_ENQUIRY_STATUSES, type QuickEnquiryStatus } from "~/domain/catalog";
import { formatDate } from "~/domain/dates";
import { formatPhone, phoneHref } from "~/domain/format";
import { AdminTable } from "~/components/admin/admin-table";
import { AutoSubmitSelect, RowActionForm } from "./row-action";

export type QuickEnquiryView = {
  id: number;
  name: string;
  phone: string;
  message: string;
  status: QuickEnquiryStatus;
  createdAt: number;
};

const COLUMNS = ["Name", "Status", "Actions", "Phone", "Date", "Message"];

const STATUS_OPTIONS = QUICK_ENQUIRY_STATUSES.map((value) => ({ value, label: QUICK_ENQUIRY_STATUS_LABELS[value] }));

export function QuickEnquiriesTable({ rows, back }: { rows: QuickEnquiryView[]; back: string }) {
  return (
    <AdminTable
      label="Quick enquiries"
      className="admin-table"
      columns={COLUMNS}
      rows={rows}
      empty={
        <Text as="p" color="gray">
          No results.
        </Text>
      }
    >
      {(row) => {
        const who = `${row.name} (${formatPhone(row.phone)})`;
        return (
          <Table.Row key={row.id} align="center">
            <Table.RowHeaderCell className="admin-table__name">{row.name}</Table.RowHeaderCell>
            <Table.Cell>
              <RowActionForm intent="enquiry-status" redirectTo={back} hidden={{ enquiryId: row.id }}>
                {(fetcher) => (
                  <Flex gap="2" align="center" wrap="wrap">
                    <AutoSubmitSelect
                      label={`Status of the enquiry from ${who}`}
                      name="status"
                      value={row.status}
                      options={STATUS_OPTIONS}
                      fetcher={fetcher}
                    />
                    <Button type="submit" size="1" variant="soft" aria-label={`Save status: enquiry from ${who}`}>
                      Save
                    </Button>
                  </Flex>
                )}
              </RowActionForm>
            </Table.Cell>
            <Table.Cell>
              <RowActionForm
                intent="enquiry-delete"
                redirectTo={back}
                hidden={{ enquiryId: row.id }}
                confirmMessage={`Delete the enquiry from ${who}?`}
              >
                {(fetcher) =>
                  fetcher.data?.ok ? (
                    <Text size="2" color="gray">
                      Deleted
                    </Text>
                  ) : (
                    <Button
                      type="submit"
                      size="1"
                      color="red"
                      variant="soft"
                      aria-label={`Delete the enquiry from ${who}`}
                    >
                      Delete
                    </Button>
                  )
                }
              </RowActionForm>
            </Table.Cell>
            <Table.Cell className="data-table__nowrap">
              <a href={phoneHref(row.phone)}>{formatPhone(row.phone)}</a>
            </Table.Cell>
            <Table.Cell className="data-table__nowrap">{formatDate(row.createdAt)}</Table.Cell>
            <Table.Cell className="admin-table__message">{row.message || "—"}</Table.Cell>
          </Table.Row>
        );
      }}
    </AdminTable>
  );
}
