// /seller/listings (My Listings, docs/product.md#listings): the signed-in poster's own listings,
// paged, with their status (a rejection's reason, and "Resubmit for review" while it may be
// resubmitted), views and enquiries, and Edit and Delete.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Box, Button, Flex, Heading, Text } from "@radix-ui/themes";
import { ErrorMessage, GeneralErrorBoundary } from "~/components/general-error-boundary";
import { Pagination } from "~/components/listings/pagination";
import { MyListingsTable } from "~/components/my-listings/my-listings-table";
import { parsePage } from "~/domain/filters";
import { canPostListings, canResubmitListing } from "~/domain/permissions";
import { confirmView } from "~/domain/trust";
import { getDb } from "~/server/platform/context.server";
import { myListings } from "~/server/listings/manage.server";
import { openReportReasons } from "~/server/trust/reports.server";
import { requireUser } from "~/server/accounts/permissions.server";
import { forbidden } from "~/server/http/responses.server";
import { messagesOf, requestLang } from "~/server/http/language.server";
import { say } from "~/messages/catalogues.server";
import { refusalLines } from "~/components/listing-form/sell-shared";
import { useMessages } from "~/messages/use-messages";

const SELLERS_ONLY = "My Listings is for seller accounts";
const SELLERS_ONLY_DETAIL = "Change your account type to Seller or Both on your profile to post listings.";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  if (!canPostListings(user.role)) {
    // In the page's language, heading and line (refusalLines).
    const lang = requestLang(request);
    throw forbidden(`${say(lang, SELLERS_ONLY)}\n${say(lang, SELLERS_ONLY_DETAIL)}`);
  }
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const db = getDb(context);
  const result = await myListings(db, user.id, page);
  // Past the last page (say, after deleting its only listing): back to the first.
  if (result.rows.length === 0 && page > 1) throw redirect("/seller/listings");
  const now = Date.now();
  const reports = await openReportReasons(
    db,
    result.rows.map((row) => row.id),
  );
  const rows = result.rows.map((row) => ({
    ...row,
    canResubmit: canResubmitListing(user, { ...row, postedById: user.id }),
    openReports: reports.get(row.id) ?? [],
    confirm: confirmView(row, now),
  }));
  return { page, isEnd: result.isEnd, rows, messages: messagesOf(request, ["sell"]) };
}

export default function MyListingsPage() {
  const { page, rows, isEnd } = useLoaderData<typeof loader>();
  const location = useLocation();
  const t = useMessages("sell").mine;
  return (
    <Box p={{ initial: "3", sm: "5" }} style={{ maxWidth: 1200, margin: "0 auto" }}>
      <Flex justify="between" align="center" wrap="wrap" gap="3" mb="4">
        <Heading as="h1" size="7">
          {t.heading}
        </Heading>
        <Button asChild>
          <Link to="/create-listing">{t.create}</Link>
        </Button>
      </Flex>
      {rows.length === 0 ? (
        <Text as="p" size="3" color="gray">
          {t.none}
        </Text>
      ) : (
        <Box style={{ overflowX: "auto" }}>
          <MyListingsTable rows={rows} back={location.pathname + location.search} />
        </Box>
      )}
      <Box mt="4">
        <Pagination page={page} isEnd={isEnd} label={t.pages} />
      </Box>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.messages.sell.mine.metaTitle ?? "My Listings | Coimbatore Properties" },
  { name: "robots", content: "noindex" },
];

/** Said in the page's language by ErrorMessage (the root's `listings` catalogue). */
const FETCH_FAILED = "Failed to fetch listings";

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        403: ({ error }) => <ErrorMessage {...refusalLines(error.data, SELLERS_ONLY, SELLERS_ONLY_DETAIL)} />,
      }}
      unexpectedErrorHandler={() => <ErrorMessage title={FETCH_FAILED} />}
    />
  );
}
