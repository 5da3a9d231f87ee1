// /admin/reports (docs/product.md#trust): the Reports tab. Listings' reports grouped by listing
// and reason, filtered by reason and status (Open by default) in the URL; Resolve and Dismiss
// close a group's Open reports with an audit row. Admins and superadmins only; a superadmin
// dismissing "Already sold" reports brings back a listing they hid.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, type ShouldRevalidateFunction, useLoaderData, useLocation } from "@remix-run/react";
import { Box, Button, Flex, Heading, Link as RadixLink } from "@radix-ui/themes";
import { AdminNav } from "~/components/admin/admin-nav";
import { adminMeta, useAdminWords } from "~/components/admin/admin-words";
import { SelectFilter } from "~/components/admin-listings/admin-listings-filters";
import type { RowReply } from "~/components/admin-listings/row-action";
import { ReportsTable } from "~/components/admin-reports/reports-table";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { Pagination } from "~/components/listings/pagination";
import { REPORT_REASONS, REPORT_STATUSES } from "~/domain/catalog";
import { safeRedirect } from "~/domain/safe-redirect";
import { closeReportsSchema, parseReportsQuery, REPORT_MESSAGES } from "~/schemas/report";
import { requireAdmin } from "~/server/accounts/permissions.server";
import { parseForm, readForm } from "~/server/http/form.server";
import { adminMessages } from "~/server/admin/messages.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { getDb } from "~/server/platform/context.server";
import { closeReports, reportGroups } from "~/server/trust/reports.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const query = parseReportsQuery(new URL(request.url).searchParams);
  const page = await reportGroups(getDb(context), query);
  return { messages: adminMessages(request), query, rows: page.rows, isEnd: page.isEnd };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readForm(request);
  const back = safeRedirect(form.get("redirectTo"), "/admin/reports");
  const reply = (ok: boolean, message: string) =>
    form.get("stay") === "1"
      ? data<RowReply>({ ok, message })
      : redirectWithToast(context, back, ok ? "success" : "error", message);
  const submission = parseForm(form, { schema: closeReportsSchema });
  if (submission.status !== "success") return reply(false, REPORT_MESSAGES.closeFailed);
  const ok = await closeReports(getDb(context), admin, submission.value);
  return reply(ok, ok ? REPORT_MESSAGES.closed : REPORT_MESSAGES.closeFailed);
}

/** Like /admin/listings: a closed row stays with its toast until the table reloads a second later. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("stay") === "1" ? false : defaultShouldRevalidate;

export default function AdminReportsPage() {
  const { query, rows, isEnd } = useLoaderData<typeof loader>();
  const location = useLocation();
  const words = useAdminWords();
  const t = words.reports;
  return (
    <Box p={{ initial: "3", sm: "5" }} className="admin-wide">
      <AdminNav />
      <Heading as="h1" size="7" mb="4">
        {t.title}
      </Heading>
      <Form method="get" className="admin-filters" aria-label={t.filterLabel}>
        <SelectFilter
          name="reason"
          label={t.reason}
          value={query.reason}
          options={REPORT_REASONS.map((r) => ({ value: r, label: words.reportReasons[r] }))}
        />
        <SelectFilter
          name="status"
          label={t.status}
          value={query.status}
          options={REPORT_STATUSES.map((s) => ({ value: s, label: words.reportStatuses[s] }))}
        />
        <Flex gap="3" align="end">
          <Button type="submit" size="2">
            {words.common.filter}
          </Button>
          <RadixLink asChild size="2">
            <Link to="/admin/reports">{words.common.clear}</Link>
          </RadixLink>
        </Flex>
      </Form>
      <ReportsTable rows={rows} back={`${location.pathname}${location.search}`} />
      <Pagination page={query.page} isEnd={isEnd} label={t.pages} />
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data, (t) => t.reports.title, "Reports | Coimbatore Properties", "site");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
