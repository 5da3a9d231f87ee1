import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Box, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { ErrorMessage, GeneralErrorBoundary } from "~/components/general-error-boundary";
import { EnquiriesTable } from "~/components/credits/enquiries-table";
import { RevealPhone } from "~/components/credits/reveal-phone";
import { SellerFilters } from "~/components/seller/seller-filters";
import { ListingGrid } from "~/components/listings/listing-grid";
import { Pagination } from "~/components/listings/pagination";
import { UserAvatar } from "~/components/user-avatar";
import { CREDIT_MESSAGES } from "~/domain/credits";
import { formatMonthYear, formatTamilMonthYear } from "~/domain/dates";
import { parseFilters, parsePage } from "~/domain/filters";
import { canonicalSearch } from "~/domain/home-url";
import { isAdmin } from "~/domain/permissions";
import { revealSchema } from "~/schemas/credits";
import { parseForm, readForm, refuseWithToast } from "~/server/http/form.server";
import { getDb, getEnv } from "~/server/platform/context.server";
import { enquiriesFor, revealSellerPhone, visiblePhone } from "~/server/credits/credits.server";
import { imageUrl } from "~/server/photos/urls.server";
import { getSellerByUsername, listSellerListings } from "~/server/listings/sellers.server";
import { requireUser, requireVerifiedUser } from "~/server/accounts/permissions.server";
import { notFound } from "~/server/http/responses.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { messagesOf, requestLang } from "~/server/http/language.server";
import { browseFor } from "~/messages/browse.server";
import { fill } from "~/messages/messages";
import { useLang, useMessages } from "~/messages/use-messages";

const SELLER_NOT_FOUND = "Error fetching sellers listings.";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = await requireUser(request, context);
  const url = new URL(request.url);
  // A no-JS filter form sends type=a&type=b; the app's URLs say type=a,b.
  const canonical = canonicalSearch(url.searchParams);
  if (canonical !== null) throw redirect(url.pathname + canonical);

  const db = getDb(context);
  const seller = await getSellerByUsername(db, params.username ?? "");
  // No seller page (unknown, deleted, or nothing public): not found (docs/product.md#accounts).
  if (!seller) throw notFound();
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
  const contact = await visiblePhone(db, viewer, seller.id);
  return data({
    messages: { ...messagesOf(request, ["trust"]), ...browseFor(requestLang(request), ["seller"]) },
    seller: {
      username: seller.username,
      fullName: seller.fullName,
      bio: seller.bio,
      createdAt: seller.createdAt,
      imageUrl: seller.profileImage ? imageUrl(seller.profileImage) : null,
    },
    // The number only once this viewer may see it (docs/product.md#credits).
    contact,
    viewer: { credits: viewer.credits, emailVerified: viewer.emailVerified },
    // A seller sees who revealed their number.
    enquiries: isSelf || isAdmin(viewer.role) ? await enquiriesFor(db, { sellerId: seller.id }) : null,
    filters,
    page,
    ...result,
  });
}

/** "Show Mobile Number": pays once per seller, then back to this page with a toast. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const viewer = await requireVerifiedUser(request, context);
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: revealSchema });
  if (submission.status !== "success") return refuseWithToast(context, back, submission);
  const db = getDb(context);
  // The same rule as the page, before any credit is touched: no seller page, nothing for sale.
  const seller = await getSellerByUsername(db, params.username ?? "");
  if (!seller) throw notFound();
  const result = await revealSellerPhone(getEnv(context), db, viewer, seller.id, null);
  return result.ok
    ? redirectWithToast(context, back, "success", CREDIT_MESSAGES.revealed)
    : redirectWithToast(context, back, "error", result.message);
}

export default function SellerPage() {
  const { seller, contact, viewer, enquiries, filters, page, listings, isEnd } = useLoaderData<typeof loader>();
  const name = seller.fullName || seller.username;
  const lang = useLang();
  const t = useMessages("browse").seller;
  const since = lang === "ta" ? formatTamilMonthYear(seller.createdAt) : formatMonthYear(seller.createdAt);
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
              @{seller.username} · {fill(t.since, { date: since })}
            </Text>
            {seller.bio && (
              <Text as="p" size="2" mt="2" className="pre-line">
                {seller.bio}
              </Text>
            )}
          </Flex>
          <RevealPhone {...contact} viewer={viewer} />
        </Flex>
      </Card>

      {enquiries ? (
        <Box mb="5">
          <Heading as="h2" size="4" mb="3">
            {t.whoViewed}
          </Heading>
          <EnquiriesTable enquiries={enquiries} showListing />
        </Box>
      ) : null}

      <Heading as="h2" size="4" mb="3">
        {fill(t.listingsBy, { name })}
      </Heading>
      <Box mb="4">
        <SellerFilters filters={filters} />
      </Box>
      <ListingGrid listings={listings} emptyText={t.none} />
      <Pagination page={page} isEnd={isEnd} label={t.pages} />
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data)
    return [
      { title: "Seller · Seller" },
      { name: "description", content: "Properties in Coimbatore listed by Seller." },
    ];
  const t = data.messages.browse.seller;
  const name = data.seller.fullName || data.seller.username;
  return [{ title: fill(t.metaTitle, { name }) }, { name: "description", content: fill(t.metaDescription, { name }) }];
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorMessage title={SELLER_NOT_FOUND} />} />;
}
