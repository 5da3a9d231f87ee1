// /admin/users (docs/product.md#admin): the filter, the table with its sortable numeric columns,
// and each row's links. Everything is a link or a GET form, so it works without JavaScript. The
// actions come right after the username, so a phone shows them without a sideways swipe
// (AdminTable scrolls the rest).
import { Form, Link } from "@remix-run/react";
import { Button, Flex, Link as RadixLink, Table, Text, TextField } from "@radix-ui/themes";
import type { Role } from "~/domain/catalog";
import { formatIndianNumber, formatPhone } from "~/domain/format";
import { fill } from "~/messages/messages";
import { AdminTable } from "~/components/admin/admin-table";
import { countText, useAdminWords } from "~/components/admin/admin-words";
import { type AdminUsersQuery, adminUsersSearch, type UserSort } from "~/schemas/admin-users";
import { DeleteUserDialog } from "./delete-user-dialog";
import { ViewsHoverCard, type ViewedListing } from "./views-hover-card";

export type AdminUserView = {
  id: string;
  username: string;
  fullName: string;
  role: Role;
  phone: string;
  email: string;
  credits: number;
  /** Credits a refund or lost dispute could not take back (already spent). */
  creditShortfall: number;
  listings: number;
  views: number;
  viewedListings: ViewedListing[];
  /** Whether the viewing admin may edit, delete and adjust this account. */
  manage: boolean;
};

export function UsersFilter({ query }: { query: AdminUsersQuery }) {
  const words = useAdminWords();
  const t = words.users;
  return (
    <Form method="get" role="search" aria-label={t.filterLabel} className="admin-users__filter">
      <Flex gap="2" align="end" wrap="wrap">
        <label className="admin-users__filter-label" htmlFor="users-filter-q">
          <Text as="span" size="2" weight="medium">
            {t.nameOrEmail}
          </Text>
          <TextField.Root
            id="users-filter-q"
            name="q"
            defaultValue={query.q}
            placeholder={t.placeholder}
            maxLength={50}
            type="search"
          />
        </label>
        {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.sort ? <input type="hidden" name="dir" value={query.dir} /> : null}
        <Button type="submit" variant="soft">
          {words.common.filter}
        </Button>
        {query.q ? (
          <RadixLink asChild size="2">
            <Link to={adminUsersSearch({ sort: query.sort, dir: query.dir }) || "?"}>{words.common.clear}</Link>
          </RadixLink>
        ) : null}
      </Flex>
    </Form>
  );
}

function SortHeader({
  query,
  column,
  label,
  name,
}: {
  query: AdminUsersQuery;
  column: UserSort;
  label: string;
  /** The column as the sort link's name says it ("listings"). */
  name: string;
}) {
  const t = useAdminWords().users;
  const active = query.sort === column;
  // First click sorts largest first; clicking the sorted column again flips it.
  const dir = active && query.dir === "desc" ? "asc" : "desc";
  const to = adminUsersSearch({ q: query.q, sort: column, dir }) || "?";
  const state = active ? (query.dir === "asc" ? "ascending" : "descending") : "none";
  return (
    <Table.ColumnHeaderCell justify="end" aria-sort={state}>
      <Link
        to={to}
        className="admin-users__sort"
        aria-label={fill(dir === "asc" ? t.sortAsc : t.sortDesc, { column: name })}
      >
        {label}
        <span aria-hidden="true">{active ? (query.dir === "asc" ? " ↑" : " ↓") : " ↕"}</span>
      </Link>
    </Table.ColumnHeaderCell>
  );
}

export function UsersTable({ rows, query, back }: { rows: AdminUserView[]; query: AdminUsersQuery; back: string }) {
  const words = useAdminWords();
  const t = words.users;
  return (
    <AdminTable
      label={t.table}
      className="admin-users"
      columns={[
        t.username,
        t.actions,
        t.name,
        t.type,
        t.phone,
        t.email,
        <SortHeader key="listings" query={query} column="listings" label={t.listings} name={t.sortListings} />,
        <SortHeader key="credits" query={query} column="credits" label={t.credits} name={t.sortCredits} />,
        <SortHeader key="views" query={query} column="views" label={t.views} name={t.sortViews} />,
        t.analytics,
      ]}
      rows={rows}
      empty={
        <Text as="p" size="3" color="gray" my="4">
          {words.common.noResults}
        </Text>
      }
    >
      {(row) => {
        const name = row.fullName || row.username;
        const analytics = `/admin/user-analytics/${row.id}`;
        return (
          <Table.Row key={row.id} align="center">
            <Table.RowHeaderCell>{row.username}</Table.RowHeaderCell>
            <Table.Cell>
              {row.manage ? (
                <Flex gap="3" wrap="wrap">
                  <RadixLink asChild>
                    <Link
                      to={`/profile/edit?userId=${encodeURIComponent(row.id)}&redirectTo=${encodeURIComponent(back)}`}
                      aria-label={fill(words.common.editName, { name })}
                    >
                      {words.common.edit}
                    </Link>
                  </RadixLink>
                  <DeleteUserDialog userId={row.id} name={name} back={back} />
                </Flex>
              ) : (
                <Text size="1" color="gray">
                  —
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>{row.fullName || "—"}</Table.Cell>
            <Table.Cell>{words.roles[row.role]}</Table.Cell>
            <Table.Cell className="admin-users__nowrap">{formatPhone(row.phone) || "—"}</Table.Cell>
            <Table.Cell className="admin-users__email">{row.email}</Table.Cell>
            <Table.Cell justify="end">{formatIndianNumber(row.listings)}</Table.Cell>
            <Table.Cell justify="end">
              {row.manage ? (
                <RadixLink asChild>
                  <Link
                    to={`/admin/users/${row.id}/credits`}
                    aria-label={fill(t.adjustFor, { credits: countText(words, row.credits, "credit"), name })}
                  >
                    {formatIndianNumber(row.credits)}
                  </Link>
                </RadixLink>
              ) : (
                formatIndianNumber(row.credits)
              )}
              {row.creditShortfall > 0 ? (
                <Text as="div" size="1" color="red" className="admin-users__nowrap">
                  {fill(t.refundedButSpent, { count: formatIndianNumber(row.creditShortfall) })}
                </Text>
              ) : null}
            </Table.Cell>
            <Table.Cell justify="end">
              <ViewsHoverCard total={row.views} listings={row.viewedListings} analyticsHref={analytics} name={name} />
            </Table.Cell>
            <Table.Cell>
              <RadixLink asChild>
                <Link to={analytics} aria-label={fill(t.analyticsOf, { name })}>
                  {t.analytics}
                </Link>
              </RadixLink>
            </Table.Cell>
          </Table.Row>
        );
      }}
    </AdminTable>
  );
}
