// /admin/user-analytics/:id (docs/product.md#admin): one user's profile card, the listings they
// posted, the listings they viewed (the Top 5 with a count badge) and their views per day over
// the last 30 days as a server-rendered chart. An unknown or deleted user goes to /. Two kinds of
// views are shown, each named for what it counts and summed from the table it sums: the views
// of the listings they posted, and the listings they opened themselves.
import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Badge, Box, Card, DataList, Flex, Grid, Heading, Link as RadixLink, Table, Text } from "@radix-ui/themes";
import { AdminNav } from "~/components/admin/admin-nav";
import { ViewsChart } from "~/components/admin/views-chart";
import { adminDate, adminMeta, countText, useAdminWords } from "~/components/admin/admin-words";
import { ListingStatusBadge } from "~/components/listing-status-badge";
import type { ListingStatus } from "~/domain/catalog";
import { formatIndianNumber, formatPhone } from "~/domain/format";
import { fill } from "~/messages/messages";
import { useLang } from "~/messages/use-messages";
import { userAnalytics } from "~/server/admin/users.server";
import { getDb } from "~/server/platform/context.server";
import { requireAdmin } from "~/server/accounts/permissions.server";
import { adminMessages } from "~/server/admin/messages.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const analytics = params.id ? await userAnalytics(getDb(context), params.id, Date.now()) : null;
  if (!analytics) throw redirect("/");
  return { ...analytics, messages: adminMessages(request) };
}

export default function UserAnalyticsPage() {
  const { user, listings, listingViews, views, totalViews, top, perDay } = useLoaderData<typeof loader>();
  const name = user.fullName || user.username;
  const words = useAdminWords();
  const t = words.analytics;
  const lang = useLang();
  const count = (n: number, kind: "view" | "listing") => countText(words, n, kind);
  return (
    <Box p={{ initial: "3", sm: "5" }} className="admin-wide">
      <AdminNav />
      <Heading as="h1" size="7" mb="4">
        {fill(t.heading, { name })}
      </Heading>
      <Grid columns={{ initial: "1", md: "2" }} gap="4" mb="4">
        <Card size="2" aria-labelledby="profile-card-title">
          <Heading as="h2" size="4" mb="3" id="profile-card-title">
            {t.profile}
          </Heading>
          <DataList.Root size="2">
            <DataList.Item>
              <DataList.Label>{t.name}</DataList.Label>
              <DataList.Value>{user.fullName || t.notSet}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t.username}</DataList.Label>
              <DataList.Value>@{user.username}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t.email}</DataList.Label>
              <DataList.Value>{user.email}</DataList.Value>
            </DataList.Item>
            {user.phone ? (
              <DataList.Item>
                <DataList.Label>{t.phone}</DataList.Label>
                <DataList.Value>{formatPhone(user.phone)}</DataList.Value>
              </DataList.Item>
            ) : null}
            <DataList.Item>
              <DataList.Label>{t.type}</DataList.Label>
              <DataList.Value>{words.roles[user.role]}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t.posted}</DataList.Label>
              <DataList.Value>{formatIndianNumber(listings.length)}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t.viewsOfTheirs}</DataList.Label>
              <DataList.Value>{count(listingViews, "view")}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t.theyViewed}</DataList.Label>
              <DataList.Value>
                {fill(t.viewsOfListings, {
                  views: count(totalViews, "view"),
                  listings: count(views.length, "listing"),
                })}
              </DataList.Value>
            </DataList.Item>
          </DataList.Root>
        </Card>
        <Card size="2">
          <Heading as="h2" size="4" mb="3">
            {t.top5}
          </Heading>
          {top.length === 0 ? (
            <Text as="p" color="gray">
              {t.noViews}
            </Text>
          ) : (
            <ol className="admin-top">
              {top.map((l) => (
                <li key={l.listingId}>
                  <RadixLink asChild>
                    <Link to={`/listing/${l.listingId}`}>{l.title}</Link>
                  </RadixLink>
                  <Badge size="2" radius="full" highContrast aria-label={count(l.views, "view")}>
                    {formatIndianNumber(l.views)}
                  </Badge>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </Grid>

      <Card size="2" mb="4">
        <Heading as="h2" size="4" mb="3">
          {t.perDay}
        </Heading>
        <ViewsChart series={perDay} title={fill(t.chart, { name })} />
      </Card>

      <Grid columns={{ initial: "1", md: "2" }} gap="4">
        <Box>
          <Heading as="h2" size="4" mb="2">
            {t.posted}
          </Heading>
          {listings.length === 0 ? (
            <Text as="p" color="gray">
              {t.noPosted}
            </Text>
          ) : (
            <>
              <Text as="p" size="2" color="gray" mb="2">
                {fill(t.inAll, { listings: count(listings.length, "listing"), views: count(listingViews, "view") })}
              </Text>
              <Table.Root variant="surface" size="1" aria-label={t.posted}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>{t.colTitle}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t.colStatus}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell justify="end">{t.colViews}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t.colPosted}</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {listings.map((l) => (
                    <Table.Row key={l.id}>
                      <Table.RowHeaderCell>
                        <RadixLink asChild>
                          <Link to={`/listing/${l.id}`}>{l.title}</Link>
                        </RadixLink>
                      </Table.RowHeaderCell>
                      <Table.Cell>
                        <ListingStatusBadge
                          status={l.status as ListingStatus}
                          label={words.statuses[l.status as ListingStatus]}
                        />
                      </Table.Cell>
                      <Table.Cell justify="end">{formatIndianNumber(l.views)}</Table.Cell>
                      <Table.Cell>{adminDate(l.createdAt, lang)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </>
          )}
        </Box>
        <Box>
          <Heading as="h2" size="4" mb="2">
            {t.viewed}
          </Heading>
          {views.length === 0 ? (
            <Text as="p" color="gray">
              {t.noViews}
            </Text>
          ) : (
            <>
              <Text as="p" size="2" color="gray" mb="2">
                {fill(t.inAll, { listings: count(views.length, "listing"), views: count(totalViews, "view") })}
              </Text>
              <Table.Root variant="surface" size="1" aria-label={t.viewed}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>{t.colListing}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell justify="end">{t.colViews}</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {views.map((v) => (
                    <Table.Row key={v.listingId}>
                      <Table.RowHeaderCell>
                        <RadixLink asChild>
                          <Link to={`/listing/${v.listingId}`}>{v.title}</Link>
                        </RadixLink>
                      </Table.RowHeaderCell>
                      <Table.Cell justify="end">{formatIndianNumber(v.views)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </>
          )}
        </Box>
      </Grid>
      <Flex mt="4">
        <RadixLink asChild size="2">
          <Link to="/admin/users">{words.common.backToUsers}</Link>
        </RadixLink>
      </Flex>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data, (t) => t.analytics.title, "User analytics | Admin");
