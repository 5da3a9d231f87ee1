// /credit-history (docs/product.md#credits): every credit transaction, newest first, paged.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Box, Flex, Heading, Link as RadixLink, Table, Text } from "@radix-ui/themes";
import { Pagination } from "~/components/listings/pagination";
import { DataTable } from "~/components/ui/data-table";
import { creditCount } from "~/components/credits/credit-count";
import { formatCreditAmount } from "~/domain/credits";
import { formatDate, formatTamilDate } from "~/domain/dates";
import { parsePage } from "~/domain/filters";
import { formatIndianNumber } from "~/domain/format";
import { useLang, useSay } from "~/messages/use-messages";
import { messagesOf } from "~/server/http/language.server";
import { getDb } from "~/server/platform/context.server";
import { creditHistory } from "~/server/credits/credits.server";
import { requireUser } from "~/server/accounts/permissions.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const history = await creditHistory(getDb(context), user.id, page);
  if (history.rows.length === 0 && page > 1) throw redirect("/credit-history");
  return { messages: messagesOf(request, ["credits"]), balance: user.credits, page, ...history };
}

export default function CreditHistory() {
  const { balance, page, rows, isEnd, messages } = useLoaderData<typeof loader>();
  const t = messages.credits.history;
  // The ledger's rows are written in English; they read in the page's language (decision 0052).
  const say = useSay();
  const date = useLang() === "ta" ? formatTamilDate : formatDate;
  return (
    <Box p={{ initial: "3", sm: "5" }} maxWidth="960px" mx="auto">
      <Flex justify="between" align="end" wrap="wrap" gap="3" mb="4">
        <Box>
          <Heading as="h1" size="7" mb="1">
            {t.heading}
          </Heading>
          <Text size="3">
            {t.balance} <strong>{creditCount(balance, messages.credits.count)}</strong>
          </Text>
        </Box>
        <RadixLink asChild weight="medium">
          <Link to="/buy-credits">{t.buy}</Link>
        </RadixLink>
      </Flex>
      {rows.length === 0 ? (
        <Text as="p" size="3" color="gray">
          {t.none}
        </Text>
      ) : (
        <DataTable label={t.table} size={{ initial: "1", sm: "2" }} className="credit-history">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t.description}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t.amount}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t.date}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t.balanceColumn}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.RowHeaderCell>{say(row.description)}</Table.RowHeaderCell>
                <Table.Cell justify="end" className="data-table__nowrap">
                  <Text color={row.amount > 0 ? "green" : "red"} weight="medium">
                    {formatCreditAmount(row.amount)}
                  </Text>
                </Table.Cell>
                <Table.Cell className="data-table__nowrap">{date(row.createdAt)}</Table.Cell>
                <Table.Cell justify="end">{formatIndianNumber(row.balanceAfter)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </DataTable>
      )}
      <Box mt="4">
        <Pagination page={page} isEnd={isEnd} label={t.pages} />
      </Box>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.messages.credits.history.title ?? "Credit history | Coimbatore Properties" },
  { name: "robots", content: "noindex" },
];
