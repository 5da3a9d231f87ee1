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
import { ListingStatusBadge } from "~/components/listing-status-badge";
import { ROLE_LABELS } from "~/domain/account";
import type { ListingStatus } from "~/domain/catalog";
import { formatDate } from "~/domain/dates";
import { formatCount, formatIndianNumber, formatPhone } from "~/domain/format";
import { userAnalytics } from "~/server/admin/users.server";
import { getDb } from "~/server/platform/context.server";
import { requireAdmin } from "~/server/accounts/permissions.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const analytics = params.id ? await userAnalytics(getDb(context), params.id, Date.now()) : null;
  if (!analytics) throw redirect("/");
  return analytics;
}

export default function UserAnalyticsPage() {
  const { user, listings, listingViews, views, totalViews, top, perDay } = useLoaderData<typeof loader>();
  const name = user.fullName || user.username;
  return (
    <Box p={{ initial: "3", sm: "5" }} className="admin-wide">
      <AdminNav />
      <Heading as="h1" size="7" mb="4">
        {`Analytics of ${name}`}
      </Heading>
      <Grid columns={{ initial: "1", md: "2" }} gap="4" mb="4">
        <Card size="2" aria-labelledby="profile-card-title">
          <Heading as="h2" size="4" mb="3" id="profile-card-title">
            Profile
          </Heading>
          <DataList.Root size="2">
            <DataList.Item>
              <DataList.Label>Name</DataList.Label>
              <DataList.Value>{user.fullName || "Not set"}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Username</DataList.Label>
              <DataList.Value>@{user.username}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Email</DataList.Label>
              <DataList.Value>{user.email}</DataList.Value>
            </DataList.Item>
            {user.phone ? (
              <DataList.Item>
                <DataList.Label>Phone</DataList.Label>
                <DataList.Value>{formatPhone(user.phone)}</DataList.Value>
              </DataList.Item>
            ) : null}
            <DataList.Item>
              <DataList.Label>Type</DataList.Label>
              <DataList.Value>{ROLE_LABELS[user.role]}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Listings posted</DataList.Label>
              <DataList.Value>{formatIndianNumber(listings.length)}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Views of their listings</DataList.Label>
              <DataList.Value>{formatCount(listingViews, "view")}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Listings they viewed</DataList.Label>
              <DataList.Value>
                {`${formatCount(totalViews, "view")} of ${formatCount(views.length, "listing")}`}
              </DataList.Value>
            </DataList.Item>
          </DataList.Root>
        </Card>
        <Card size="2">
          <Heading as="h2" size="4" mb="3">
            Top 5 listings they viewed
          </Heading>
          {top.length === 0 ? (
            <Text as="p" color="gray">
              No views found
            </Text>
          ) : (
            <ol className="admin-top">
              {top.map((l) => (
                <li key={l.listingId}>
                  <RadixLink asChild>
                    <Link to={`/listing/${l.listingId}`}>{l.title}</Link>
                  </RadixLink>
                  <Badge size="2" radius="full" highContrast aria-label={formatCount(l.views, "view")}>
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
          Their views per day, last 30 days
        </Heading>
        <ViewsChart series={perDay} title={`Views per day by ${name}, last 30 days`} />
      </Card>

      <Grid columns={{ initial: "1", md: "2" }} gap="4">
        <Box>
          <Heading as="h2" size="4" mb="2">
            Listings posted
          </Heading>
          {listings.length === 0 ? (
            <Text as="p" color="gray">
              No listings posted.
            </Text>
          ) : (
            <>
              <Text as="p" size="2" color="gray" mb="2">
                {`${formatCount(listings.length, "listing")}, ${formatCount(listingViews, "view")} in all`}
              </Text>
              <Table.Root variant="surface" size="1" aria-label="Listings posted">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>Title</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell justify="end">Views</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Posted</Table.ColumnHeaderCell>
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
                        <ListingStatusBadge status={l.status as ListingStatus} />
                      </Table.Cell>
                      <Table.Cell justify="end">{formatIndianNumber(l.views)}</Table.Cell>
                      <Table.Cell>{formatDate(l.createdAt)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </>
          )}
        </Box>
        <Box>
          <Heading as="h2" size="4" mb="2">
            Listings viewed
          </Heading>
          {views.length === 0 ? (
            <Text as="p" color="gray">
              No views found
            </Text>
          ) : (
            <>
              <Text as="p" size="2" color="gray" mb="2">
                {`${formatCount(views.length, "listing")}, ${formatCount(totalViews, "view")} in all`}
              </Text>
              <Table.Root variant="surface" size="1" aria-label="Listings viewed">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>Listing</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell justify="end">Views</Table.ColumnHeaderCell>
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
          <Link to="/admin/users">Back to users</Link>
        </RadixLink>
      </Flex>
    </Box>
  );
}

export const meta: MetaFunction = () => [{ title: "User analytics | Admin" }, { name: "robots", content: "noindex" }];
