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
import { adminDateTime, adminMeta, useAdminWords } from "~/components/admin/admin-words";
import { formatIndianNumber, formatRupees } from "~/domain/format";
import { fill } from "~/messages/messages";
import { useLang } from "~/messages/use-messages";
import { requireAdmin } from "~/server/accounts/permissions.server";
import { loadHealth } from "~/server/health/health.server";
import { adminMessages, budgetLine } from "~/server/admin/messages.server";
import { getDb } from "~/server/platform/context.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const health = await loadHealth(getDb(context), Date.now());
  return { ...health, ai: budgetLine(request, health.ai), messages: adminMessages(request) };
}

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
  const t = useAdminWords().health;
  const lang = useLang();
  return (
    <Box p={{ initial: "3", sm: "5" }} className="admin-wide">
      <AdminNav />
      <Heading as="h1" size="7" mb="2">
        {t.title}
      </Heading>
      <Text as="p" color="gray" mb="4">
        {t.intro}
      </Text>

      <Heading as="h2" size="5" mb="2">
        {t.jobs}
      </Heading>
      <AdminTable
        label={t.jobs}
        columns={[t.job, t.runsEvery, t.lastRun, t.outcome, t.counts]}
        rows={jobs}
        empty={null}
      >
        {({ job, label, every, lastRun: run }) => (
          <Table.Row key={job}>
            <Table.RowHeaderCell>{(t.jobNames as Record<string, string>)[job] ?? label}</Table.RowHeaderCell>
            <Table.Cell>{(t.every as Record<string, string>)[every] ?? every}</Table.Cell>
            <Table.Cell>
              {run ? `${adminDateTime(run.startedAt, lang)} (${seconds(run.finishedAt - run.startedAt)})` : t.notRun}
            </Table.Cell>
            <Table.Cell>
              {run ? (
                <Badge color={run.outcome === "ok" ? "green" : "red"}>{run.outcome === "ok" ? t.ok : t.failed}</Badge>
              ) : null}{" "}
              {run?.error}
            </Table.Cell>
            <Table.Cell>{run ? describeCounts(run.counts) : null}</Table.Cell>
          </Table.Row>
        )}
      </AdminTable>

      <Heading as="h2" size="5" mt="5" mb="2">
        {t.payments}
      </Heading>
      <AdminTable
        label={t.payments}
        columns={[t.outcome, { label: t.orders, justify: "end" }, { label: t.amount, justify: "end" }]}
        rows={payments}
        empty={null}
      >
        {(row) => (
          <Table.Row key={row.status}>
            <Table.RowHeaderCell>{t.paymentStatus[row.status]}</Table.RowHeaderCell>
            <Table.Cell {...END}>{formatIndianNumber(row.orders)}</Table.Cell>
            <Table.Cell {...END}>{formatRupees(row.rupees)}</Table.Cell>
          </Table.Row>
        )}
      </AdminTable>

      <Heading as="h2" size="5" mt="5" mb="2">
        {t.mail}
      </Heading>
      <Text as="p" mb="2">
        {fill(t.mailToday, { sent: formatIndianNumber(mail.sent), failed: formatIndianNumber(mail.failed) })}
      </Text>
      <AdminTable
        label={t.failedMail}
        columns={[t.when, t.mailCol, t.via, { label: t.status, justify: "end" }]}
        rows={mail.failures}
        empty={<Text as="p">{t.noFailed}</Text>}
      >
        {(row) => (
          <Table.Row key={`${row.sentAt}-${row.subject}`}>
            <Table.Cell className="admin-users__nowrap">{adminDateTime(row.sentAt, lang)}</Table.Cell>
            <Table.RowHeaderCell>{row.subject}</Table.RowHeaderCell>
            <Table.Cell>{row.via === "api" ? t.api : t.outbox}</Table.Cell>
            <Table.Cell {...END}>{row.status ?? t.noAnswer}</Table.Cell>
          </Table.Row>
        )}
      </AdminTable>

      <Heading as="h2" size="5" mt="5" mb="2">
        {t.queues}
      </Heading>
      <Text as="p" mb="2">
        {fill(t.queueLine, {
          waiting: formatIndianNumber(queue.waiting),
          retrying: formatIndianNumber(queue.retrying),
        })}
      </Text>
      <AdminTable
        label={t.deadLetters}
        columns={[t.when, t.mailCol, { label: t.tries, justify: "end" }, t.lastError]}
        rows={queue.deadLetters}
        empty={<Text as="p">{t.noDead}</Text>}
      >
        {(row) => (
          <Table.Row key={`${row.updatedAt}-${row.subject}`}>
            <Table.Cell className="admin-users__nowrap">{adminDateTime(row.updatedAt, lang)}</Table.Cell>
            <Table.RowHeaderCell>{row.subject}</Table.RowHeaderCell>
            <Table.Cell {...END}>{formatIndianNumber(row.attempts)}</Table.Cell>
            <Table.Cell>{row.lastError ?? "—"}</Table.Cell>
          </Table.Row>
        )}
      </AdminTable>

      <Heading as="h2" size="5" mt="5" mb="2">
        {t.ai}
      </Heading>
      <AiBudget line={ai} />
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => adminMeta(data, (t) => t.health.title, "Health | Admin");
