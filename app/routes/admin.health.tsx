// /admin/health (docs/product.md#operations): is the site working? The last run of each
// scheduled job, today's payments by outcome, today's mail and its latest failures, and AI
// model calls against the daily budget, and the mail queue (waiting mails, dead letters:
// decision 0044). Server-rendered tables; admins and superadmins only.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Badge, Box, Heading, Table, Text } from "@radix-ui/themes";
import { AdminNav } from "~/components/admin/admin-nav";
import { AdminTable } from "~/components/admin/admin-table";
import { AiBudget } from "~/components/admin/ai-budget";
import { formatDateTime } from "~/domain/dates";
import { formatIndianNumber, formatRupees } from "~/domain/format";
import { requireAdmin } from "~/server/accounts/permissions.server";
import { loadHealth } from "~/server/health/health.server";
import { getDb } from "~/server/platform/context.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return loadHealth(getDb(context), Date.now());
}

const PAYMENT_LABELS = { created: "Pending", paid: "Paid", failed: "Failed" } as const;
const END = { justify: "end" } as const;

function seconds(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
}

function describeCounts(counts: Record<string, number>): string {
  const parts = Object.entries(counts).map(([name, value]) => `${name} ${formatIndianNumber(value)}`);
  return parts.length ? parts.join(", ") : "—";
}

export default function HealthPage() {
  const { jobs, payments, mail, ai, queue } = useLoaderData<typeof loader>();
  return (
    <Box p={{ initial: "3", sm: "5" }} className="admin-wide">
      <AdminNav />
      <Heading as="h1" size="7" mb="2">
        Health
      </Heading>
      <Text as="p" color="gray" mb="4">
        Scheduled jobs, payments, mail, the mail queue and AI search at a glance. Today is the India day.
      </Text>

      <Heading as="h2" size="5" mb="2">
        Scheduled jobs
      </Heading>
      <AdminTable
        label="Scheduled jobs"
        columns={["Job", "Runs every", "Last run (took)", "Outcome", "Counts"]}
        rows={jobs}
        empty={null}
      >
        {({ job, label, every, lastRun: run }) => (
          <Table.Row key={job}>
            <Table.RowHeaderCell>{label}</Table.RowHeaderCell>
            <Table.Cell>{every}</Table.Cell>
            <Table.Cell>
              {run ? `${formatDateTime(run.startedAt)} (${seconds(run.finishedAt - run.startedAt)})` : "Not run yet"}
            </Table.Cell>
            <Table.Cell>
              {run ? (
                <Badge color={run.outcome === "ok" ? "green" : "red"}>{run.outcome === "ok" ? "OK" : "Failed"}</Badge>
              ) : null}{" "}
              {run?.error}
            </Table.Cell>
            <Table.Cell>{run ? describeCounts(run.counts) : null}</Table.Cell>
          </Table.Row>
        )}
      </AdminTable>

      <Heading as="h2" size="5" mt="5" mb="2">
        Payments today
      </Heading>
      <AdminTable
        label="Payments today"
        columns={["Outcome", { label: "Orders", justify: "end" }, { label: "Amount", justify: "end" }]}
        rows={payments}
        empty={null}
      >
        {(row) => (
          <Table.Row key={row.status}>
            <Table.RowHeaderCell>{PAYMENT_LABELS[row.status]}</Table.RowHeaderCell>
            <Table.Cell {...END}>{formatIndianNumber(row.orders)}</Table.Cell>
            <Table.Cell {...END}>{formatRupees(row.rupees)}</Table.Cell>
          </Table.Row>
        )}
      </AdminTable>

      <Heading as="h2" size="5" mt="5" mb="2">
        Mail
      </Heading>
      <Text as="p" mb="2">
        {`Today: ${formatIndianNumber(mail.sent)} sent, ${formatIndianNumber(mail.failed)} failed.`}
      </Text>
      <AdminTable
        label="Failed mail, last 7 days"
        columns={["When", "Mail", "Via", { label: "Status", justify: "end" }]}
        rows={mail.failures}
        empty={<Text as="p">No failed mail in the last 7 days.</Text>}
      >
        {(row) => (
          <Table.Row key={`${row.sentAt}-${row.subject}`}>
            <Table.Cell className="admin-users__nowrap">{formatDateTime(row.sentAt)}</Table.Cell>
            <Table.RowHeaderCell>{row.subject}</Table.RowHeaderCell>
            <Table.Cell>{row.via === "api" ? "E-mail API" : "Local outbox"}</Table.Cell>
            <Table.Cell {...END}>{row.status ?? "no answer"}</Table.Cell>
          </Table.Row>
        )}
      </AdminTable>

      <Heading as="h2" size="5" mt="5" mb="2">
        Queues
      </Heading>
      <Text as="p" mb="2">
        {`Mail queue: ${formatIndianNumber(queue.waiting)} waiting, ${formatIndianNumber(queue.retrying)} of them after a failure.`}
      </Text>
      <AdminTable
        label="Dead letters, last 7 days"
        columns={["When", "Mail", { label: "Tries", justify: "end" }, "Last error"]}
        rows={queue.deadLetters}
        empty={<Text as="p">No mail failed for good in the last 7 days.</Text>}
      >
        {(row) => (
          <Table.Row key={`${row.updatedAt}-${row.subject}`}>
            <Table.Cell className="admin-users__nowrap">{formatDateTime(row.updatedAt)}</Table.Cell>
            <Table.RowHeaderCell>{row.subject}</Table.RowHeaderCell>
            <Table.Cell {...END}>{formatIndianNumber(row.attempts)}</Table.Cell>
            <Table.Cell>{row.lastError ?? "—"}</Table.Cell>
          </Table.Row>
        )}
      </AdminTable>

      <Heading as="h2" size="5" mt="5" mb="2">
        AI search
      </Heading>
      <AiBudget budget={ai} />
    </Box>
  );
}

export const meta: MetaFunction = () => [{ title: "Health | Admin" }, { name: "robots", content: "noindex" }];
