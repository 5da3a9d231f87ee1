// The Quick enquiries tab of /admin/listings (docs/product.md#admin): who asked for a call
// back, a status select for any admin (Open, Follow Up, Closed, Spam) and Delete. Status and Delete
// come right after the name, so a phone shows them without a sideways swipe (AdminTable scrolls
// the rest).
import { Button, Flex, Table, Text } from "@radix-ui/themes";
import { QUICK_ENQUIRY_STATUSES, type QuickEnquiryStatus } from "~/domain/catalog";
import { formatPhone, phoneHref } from "~/domain/format";
import { AdminTable } from "~/components/admin/admin-table";
import { adminDate, useAdminWords } from "~/components/admin/admin-words";
import { fill } from "~/messages/messages";
import { useLang } from "~/messages/use-messages";
import { AutoSubmitSelect, RowActionForm } from "./row-action";

export type QuickEnquiryView = {
  id: number;
  name: string;
  phone: string;
  message: string;
  status: QuickEnquiryStatus;
  createdAt: number;
};

export function QuickEnquiriesTable({ rows, back }: { rows: QuickEnquiryView[]; back: string }) {
  const words = useAdminWords();
  const t = words.enquiries;
  const lang = useLang();
  const statusOptions = QUICK_ENQUIRY_STATUSES.map((value) => ({ value, label: words.enquiryStatuses[value] }));
  return (
    <AdminTable
      label={t.table}
      className="admin-table"
      columns={[t.name, t.status, t.actions, t.phone, t.date, t.message]}
      rows={rows}
      empty={
        <Text as="p" color="gray">
          {words.common.noResults}
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
                      label={fill(t.statusOf, { who })}
                      name="status"
                      value={row.status}
                      options={statusOptions}
                      fetcher={fetcher}
                    />
                    <Button type="submit" size="1" variant="soft" aria-label={fill(t.saveStatusOf, { who })}>
                      {words.common.save}
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
                confirmMessage={fill(t.confirmDelete, { who })}
              >
                {(fetcher) =>
                  fetcher.data?.ok ? (
                    <Text size="2" color="gray">
                      {words.common.deleted}
                    </Text>
                  ) : (
                    <Button type="submit" size="1" color="red" variant="soft" aria-label={fill(t.deleteOf, { who })}>
                      {words.common.delete}
                    </Button>
                  )
                }
              </RowActionForm>
            </Table.Cell>
            <Table.Cell className="data-table__nowrap">
              <a href={phoneHref(row.phone)}>{formatPhone(row.phone)}</a>
            </Table.Cell>
            <Table.Cell className="data-table__nowrap">{adminDate(row.createdAt, lang)}</Table.Cell>
            <Table.Cell className="admin-table__message">{row.message || "—"}</Table.Cell>
          </Table.Row>
        );
      }}
    </AdminTable>
  );
}
