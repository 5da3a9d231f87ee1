// /admin/audit (docs/product.md#admin): every admin action, newest first, 50 a page: who, what,
// on which row, what changed and why. People and listings are named (a live account by its name
// and username, the admin with their e-mail); a deleted account or row keeps only its id.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Box, Code, Heading, Link as RadixLink, Table, Text } from "@radix-ui/themes";
import { AdminNav } from "~/components/admin/admin-nav";
import { AdminTable } from "~/components/admin/admin-table";
import { adminDateTime, adminMeta, useAdminWords } from "~/components/admin/admin-words";
import { Pagination } from "~/components/listings/pagination";
import { AUDIT_ACTION_LABELS, describeChange } from "~/domain/audit";
import type { AuditAction, AuditTarget } from "~/domain/catalog";
import { parsePage } from "~/domain/filters";
import { formatIndianNumber } from "~/domain/format";
import { fill } from "~/messages/messages";
import { useLang } from "~/messages/use-messages";
import { AUDIT_PAGE_SIZE, listAudit } from "~/server/admin/audit.server";
import { getDb } from "~/server/platform/context.server";
import { requireAdmin } from "~/server/accounts/permissions.server";
import { adminMessages } from "~/server/admin/messages.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const { rows, total } = await listAudit(getDb(context), page);
  return { messages: adminMessages(request), page, total, rows, isEnd: page * AUDIT_PAGE_SIZE >= total };
}

export default function AuditPage() {
  const { rows, page, isEnd, total } = useLoaderData<typeof loader>();
  const t = useAdminWords().audit;
  const lang = useLang();
  return (
    <Box p={{ initial: "3", sm: "5" }} className="admin-wide">
      <AdminNav />
      <Heading as="h1" size="7" mb="2">
        {t.title}
      </Heading>
      <Text as="p" color="gray" mb="4">
        {fill(t.intro, { total: formatIndianNumber(total) })}
      </Text>
      <AdminTable
        label={t.title}
        columns={[t.when, t.who, t.action, t.on, t.change, t.reason]}
        rows={rows}
        empty={<Text as="p">{t.none}</Text>}
      >
        {(row) => (
          <Table.Row key={row.id}>
            <Table.Cell className="admin-users__nowrap">{adminDateTime(row.createdAt, lang)}</Table.Cell>
            <Table.Cell>
              {/* The name wraps between words only; the e-mail anywhere. */}
              {row.actor ? (
                <Text as="div" weight="medium">
                  {row.actor.name}
                </Text>
              ) : null}
              <Text
                as="div"
                size={row.actor ? "1" : undefined}
                color={row.actor ? "gray" : undefined}
                className="admin-users__email"
              >
                {row.actorEmail}
              </Text>
            </Table.Cell>
            <Table.RowHeaderCell>
              {t.actions[row.action] ?? AUDIT_ACTION_LABELS[row.action] ?? row.action}
            </Table.RowHeaderCell>
            <Table.Cell>
              {/* A link per row: the admin goes on to the row. */}
              <RadixLink asChild>
                <Link to={targetHref(row)}>
                  {row.targetName ?? (
                    <Code variant="ghost">
                      {row.targetType} {row.targetId}
                    </Code>
                  )}
                </Link>
              </RadixLink>
            </Table.Cell>
            <Table.Cell className="admin-audit__change">{describeChange(row.before, row.after)}</Table.Cell>
            <Table.Cell>{row.reason ?? "—"}</Table.Cell>
          </Table.Row>
        )}
      </AdminTable>
      <Box mt="4">
        <Pagination page={page} isEnd={isEnd} label={t.pages} />
      </Box>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data, (t) => t.audit.title, "Audit trail | Admin");

/** Where an audited row lives in the admin pages (a deleted AI identity: the list it was in). */
const TARGET_HREFS: Record<AuditTarget, (id: string, action: AuditAction) => string> = {
  listing: (id) => `/admin/listing/${id}`,
  user: (id) => `/admin/user-analytics/${id}`,
  quick_enquiry: () => "/admin/listings?tab=quick-enquiries",
  ai_identity: (id, action) => (action === "ai_identity.delete" ? "/admin" : `/admin?edit=${id}`),
};

function targetHref(row: { targetType: AuditTarget; targetId: string; action: AuditAction }): string {
  // A type this build does not know (a row written by a newer one) stays on the trail.
  return TARGET_HREFS[row.targetType]?.(row.targetId, row.action) ?? "/admin/audit";
}
