import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { Box, Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { SellerFilters } from "~/components/seller/seller-filters";
import { ListingGrid } from "~/components/listings/listing-grid";
import { Pagination } from "~/components/listings/pagination";
import { UserAvatar } from "~/components/user-avatar";
import { MASKED_PHONE } from "~/domain/account";
import { formatMonthYear } from "~/domain/dates";
import { parseFilters, parsePage } from "~/domain/filters";
import { canonicalSearch } from "~/domain/home-url";
import { getDb } from "~/server/context.server";
import { imageUrl } from "~/server/images.server";
import { getSellerByUsername, listSellerListings } from "~/server/sellers.server";
import { requireUser } from "~/server/session.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = await requireUser(request, context);
  const url = new URL(request.url);
  // A no-JS filter form sends type=a&type=b; the app's URLs say type=a,b.
  const canonical = canonicalSearch(url.searchParams);
  if (canonical !== null) throw redirect(url.pathname + canonical);

  const db = getDb(context);
  const seller = await getSellerByUsername(db, params.username ?? "");
  if (!seller) throw new Response("Not Found", { status: 404 });
  const filters = parseFilters(url.searchParams);
  const page = parsePage(url.searchParams.get("page"));
  const result = await listSellerListings(db, seller, filters, page);
  // Past the last page: back to page 1 with the same filters.
  if (result.listings.length === 0 && page > 1) {
    url.searchParams.delete("page");
    throw redirect(
      url.pathname + (url.searchParams.size ? `?${url.searchParams.toString().replace(/%2C/g, ",")}` : ""),
    );
  }
  const isSelf = viewer.id === seller.id;
  return json({
    seller: {
      username: seller.username,
      fullName: seller.fullName,
      bio: seller.bio,
      createdAt: seller.createdAt,
      imageUrl: seller.profileImage ? imageUrl(seller.profileImage) : null,
      // Revealing another seller's number costs credits (a later issue); you see your own.
      phone: isSelf && seller.phone ? seller.phone : null,
    },
    filters,
    page,
    ...result,
  });
}

export default function SellerPage() {
  const { seller, filters, page, listings, isEnd } = useLoaderData<typeof loader>();
  const name = seller.fullName || seller.username;
  return (
    <Box p={{ initial: "3", sm: "5" }} className="seller-page">
      <Card size={{ initial: "2", sm: "3" }} mb="5">
        <Flex gap="4" align="start" wrap="wrap">
          <UserAvatar name={name} src={seller.imageUrl} size={80} />
          <Flex direction="column" gap="1" flexGrow="1" flexShrink="1" flexBasis="220px" minWidth="0">
            <Heading as="h1" size="6">
              {name}
            </Heading>
            <Text size="2" color="gray">
              @{seller.username} · Member since {formatMonthYear(seller.createdAt)}
            </Text>
            {seller.bio && (
              <Text as="p" size="2" mt="2" className="pre-line">
                {seller.bio}
              </Text>
            )}
          </Flex>
          <Flex direction="column" gap="2" align="start">
            <Text size="4" weight="bold">
              <span className="visually-hidden">{seller.phone ? "Phone: " : "Phone number (hidden): "}</span>
              {seller.phone ?? MASKED_PHONE}
            </Text>
            {!seller.phone && (
              <>
                <Button disabled aria-describedby="reveal-note">
                  Show Mobile Number
                </Button>
                <Box maxWidth="260px">
                  <Text id="reveal-note" size="1" color="gray">
                    Viewing a seller's number uses 10 credits. This is not available yet.
                  </Text>
                </Box>
              </>
            )}
          </Flex>
        </Flex>
      </Card>

      <Heading as="h2" size="4" mb="3">
        Listings by {name}
      </Heading>
      <Box mb="4">
        <SellerFilters filters={filters} />
      </Box>
      <ListingGrid listings={listings} emptyText="No listings found for this seller." />
      <Pagination page={page} isEnd={isEnd} label="Seller listings pages" />
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const name = data ? data.seller.fullName || data.seller.username : "Seller";
  return [{ title: `${name} · Seller` }];
};

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Box p="5" style={{ textAlign: "center" }}>
      <Heading as="h1" size="6" mb="3">
        {notFound ? "Sorry, we couldn't find this page." : "Error fetching sellers listings."}
      </Heading>
      <Link to="/">Back to homepage</Link>
    </Box>
  );
}
