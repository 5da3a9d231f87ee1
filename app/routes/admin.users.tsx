// /admin/users (docs/product.md#admin): every live account with its counts; filter, sort and
// page in the URL. Edit goes to the profile form for that user, Delete to its confirm page (a
// dialog with JavaScript), the credits figure to the adjustment form.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { type ShouldRevalidateFunction, useLoaderData, useLocation } from "@remix-run/react";
import { Box, Heading, Text } from "@radix-ui/themes";
import { AdminNav } from "~/components/admin/admin-nav";
import { adminMeta, useAdminWords } from "~/components/admin/admin-words";
import { UsersFilter, UsersTable } from "~/components/admin-users/users-table";
import { Pagination } from "~/components/listings/pagination";
import { canManageAccount } from "~/domain/permissions";
import { parseAdminUsersQuery } from "~/schemas/admin-users";
import { listAdminUsers } from "~/server/admin/users.server";
import { getDb } from "~/server/platform/context.server";
import { requireAdmin } from "~/server/accounts/permissions.server";
import { adminMessages } from "~/server/admin/messages.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireAdmin(request, context);
  const query = parseAdminUsersQuery(new URL(request.url).searchParams);
  const { rows, isEnd } = await listAdminUsers(getDb(context), query);
  return {
    messages: adminMessages(request),
    query,
    isEnd,
    rows: rows.map((row) => ({ ...row, manage: row.id !== actor.id && canManageAccount(actor, row) })),
  };
}

/**
 * A delete from this table reloads it a second later (the dialog does that), not at once, so
 * the admin sees the toast with the row still in place (docs/product.md#admin).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) => {
  if (formAction && /^\/admin\/users\/[^/]+\/delete$/.test(formAction)) return false;
  return defaultShouldRevalidate;
};

export default function AdminUsersPage() {
  const { query, rows, isEnd } = useLoaderData<typeof loader>();
  const location = useLocation();
  const t = useAdminWords().users;
  return (
    <Box p={{ initial: "3", sm: "5" }} className="admin-wide">
      <AdminNav />
      <Heading as="h1" size="7" mb="2">
        {t.title}
      </Heading>
      <Text as="p" color="gray" mb="4">
        {t.intro}
      </Text>
      <UsersFilter query={query} />
      <Box overflowX="auto">
        <UsersTable rows={rows} query={query} back={location.pathname + location.search} />
      </Box>
      <Box mt="4">
        <Pagination page={query.page} isEnd={isEnd} label={t.pages} />
      </Box>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => adminMeta(data, (t) => t.users.title, "Users | Admin");
