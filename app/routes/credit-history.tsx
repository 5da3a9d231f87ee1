// /credit-history (docs/product.md#credits): every credit transaction, newest first, paged.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Box, Flex, Heading, Link as RadixLink, Table, Text } from "@radix-ui/themes";
import { Pagination } from "~/components/listings/pagination";
import { DataTable } from "~/components/ui/data-table";
import { CREDIT_MESSAGES, formatCreditAmount } from "~/domain/credits";
import { formatDate } from "~/domain/dates";
import { parsePage } from "~/domain/filters";
import { formatCount, formatIndianNumber } from "~/domain/format";
import { getDb } from "~/server/platform/context.server";
import { creditHistory } from "~/server/credits/credits.server";
import { requireUser } from "~/server/accounts/permissions.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const history = await creditHistory(getDb(context), user.id, page);
  if (history.rows.length === 0 && page > 1) throw redirect("/credit-history");
  return { balance: user.credits, page, ...history };
}

export default function CreditHistory() {
  const { balance, page, rows, isEnd } = useLoaderData<typeof loader>();
  return (
    <Box p={{ initial: "3", sm: "5" }} maxWidth="960px" mx="auto">
      <Flex justify="between" align="end" wrap="wrap" gap="3" mb="4">
        <Box>
          <Heading as="h1" size="7" mb="1">
            Credit history
          </Heading>
          <Text size="3">
            Balance: <strong>{formatCount(balance, "credit")}</strong>
          </Text>
        </Box>
        <RadixLink asChild weight="medium">
          <Link to="/buy-credits">Buy credits</Link>
        </RadixLink>
      </Flex>
      {rows.length === 0 ? (
        <Text as="p" size="3" color="gray">
          {CREDIT_MESSAGES.noHistory}
        </Text>
      ) : (
        <DataTable label="Credit transactions" size={{ initial: "1", sm: "2" }} className="credit-history">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Description</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Amount</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Date</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Balance</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.RowHeaderCell>{row.description}</Table.RowHeaderCell>
                <Table.Cell justify="end" className="data-table__nowrap">
                  <Text color={row.amount > 0 ? "green" : "red"} weight="medium">
                    {formatCreditAmount(row.amount)}
                  </Text>
                </Table.Cell>
                <Table.Cell className="data-table__nowrap">{formatDate(row.createdAt)}</Table.Cell>
                <Table.Cell justify="end">{formatIndianNumber(row.balanceAfter)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </DataTable>
      )}
      <Box mt="4">
        <Pagination page={page} isEnd={isEnd} label="Credit history pages" />
      </Box>
    </Box>
  );
}

export const meta: MetaFunction = () => [
  { title: "Credit history | Coimbatore Properties" },
  { name: "robots", content: "noindex" },
];
