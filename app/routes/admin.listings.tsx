// /admin/listings (docs/product.md#admin): `tab=listings` (default), every listing as a
// moderation queue (Pending first), or `tab=quick-enquiries`, the call-back requests. Filters,
// sort and page live in the URL. Admins and superadmins only; only a superadmin changes a
// listing's status or marks an edit since approval reviewed. Row actions (intent, parsed by
// adminListingsActionSchema): listing-status, listing-review, listing-delete, enquiry-status,
// enquiry-delete; each is audited.
import { AdminNav } from "~/components/admin/admin-nav";
import { adminMeta, useAdminWords } from "~/components/admin/admin-words";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { type ShouldRevalidateFunction, useLoaderData, useLocation } from "@remix-run/react";
import { Box, Heading } from "@radix-ui/themes";
import { AdminTabs, EnquiryFilters, ListingFilters } from "~/components/admin-listings/admin-listings-filters";
import { AdminListingsTable } from "~/components/admin-listings/listings-table";
import { QuickEnquiriesTable } from "~/components/admin-listings/quick-enquiries-table";
import type { RowReply } from "~/components/admin-listings/row-action";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { Pagination } from "~/components/listings/pagination";
import { canChangeListingStatus } from "~/domain/permissions";
import { safeRedirect } from "~/domain/safe-redirect";
import { type AdminListingsIntent, adminListingsActionSchema, parseAdminListingsQuery } from "~/schemas/admin-listings";
import { QUICK_ENQUIRY_MESSAGES } from "~/schemas/quick-enquiry";
import { adminListingsPage, mailPosterAboutStatus } from "~/server/admin/listings.server";
import { appOrigin, getDb, getEnv } from "~/server/platform/context.server";
import { parseForm, readForm } from "~/server/http/form.server";
import { deleteListing, LISTING_ADMIN_MESSAGES, setListingStatus } from "~/server/listings/manage.server";
import { clearListingReview, REVIEW_MESSAGES } from "~/server/listings/listing-reviews.server";
import { requireAdmin } from "~/server/accounts/permissions.server";
import { deleteQuickEnquiry, quickEnquiryPage, setQuickEnquiryStatus } from "~/server/admin/quick-enquiries.server";
import { forbidden } from "~/server/http/responses.server";
import { adminMessages } from "~/server/admin/messages.server";
import { redirectWithToast } from "~/server/http/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireAdmin(request, context);
  const query = parseAdminListingsQuery(new URL(request.url).searchParams);
  const db = getDb(context);
  const messages = adminMessages(request);
  if (query.tab === "quick-enquiries") {
    const page = await quickEnquiryPage(db, query);
    return { messages, query, listings: null, enquiries: page.rows, isEnd: page.isEnd, canChangeStatus: false };
  }
  const page = await adminListingsPage(db, query);
  return {
    messages,
    query,
    listings: page.rows,
    enquiries: null,
    isEnd: page.isEnd,
    canChangeStatus: canChangeListingStatus(user),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request, context);
  const form = await readForm(request);
  const back = safeRedirect(form.get("redirectTo"), "/admin/listings");
  // A fetcher (JavaScript) gets the toast as data; a plain form post is redirected back with it.
  const reply = (ok: boolean, message: string) =>
    form.get("stay") === "1"
      ? data<RowReply>({ ok, message })
      : redirectWithToast(context, back, ok ? "success" : "error", message);
  const db = getDb(context);
  const asked = form.get("intent");
  // Only a superadmin changes a listing's status or marks an edit reviewed: others are refused
  // before their post is read further.
  if ((asked === "listing-review" || asked === "listing-status") && !canChangeListingStatus(user)) {
    throw forbidden();
  }
  const submission = parseForm(form, { schema: adminListingsActionSchema });
  if (submission.status !== "success") {
    return reply(
      false,
      typeof asked === "string" && Object.hasOwn(FAILED, asked) ? FAILED[asked as AdminListingsIntent] : TRY_AGAIN,
    );
  }
  const act = submission.value;

  switch (act.intent) {
    case "listing-review": {
      const result = await clearListingReview(db, user, act.listingId, act.editedAt);
      return reply(result.ok, result.ok ? REVIEW_MESSAGES.reviewed : result.message);
    }
    case "listing-status": {
      const result = await setListingStatus(db, user, act.listingId, act.status);
      if (result.ok) {
        const origin = appOrigin(getEnv(context), request);
        await mailPosterAboutStatus(context, origin, { ...result, status: act.status });
      }
      return reply(result.ok, result.ok ? LISTING_ADMIN_MESSAGES.statusUpdated : LISTING_ADMIN_MESSAGES.statusFailed);
    }
    case "listing-delete": {
      const result = await deleteListing(getEnv(context), db, user, act.listingId);
      return result.ok
        ? reply(true, LISTING_ADMIN_MESSAGES.deleted)
        : reply(false, LISTING_ADMIN_MESSAGES.deleteFailed);
    }
    case "enquiry-status": {
      const ok = await setQuickEnquiryStatus(db, user, act.enquiryId, act.status);
      return reply(ok, ok ? QUICK_ENQUIRY_MESSAGES.statusUpdated : QUICK_ENQUIRY_MESSAGES.statusFailed);
    }
    case "enquiry-delete": {
      const ok = await deleteQuickEnquiry(db, user, act.enquiryId);
      return ok ? reply(true, QUICK_ENQUIRY_MESSAGES.deleted) : reply(false, QUICK_ENQUIRY_MESSAGES.deleteFailed);
    }
  }
}

const TRY_AGAIN = "Please try again";

/** The toast of a row action whose post was refused (an id or a status that does not parse). */
const FAILED: Record<AdminListingsIntent, string> = {
  "listing-review": REVIEW_MESSAGES.failed,
  "listing-status": LISTING_ADMIN_MESSAGES.statusFailed,
  "listing-delete": LISTING_ADMIN_MESSAGES.deleteFailed,
  "enquiry-status": QUICK_ENQUIRY_MESSAGES.statusFailed,
  "enquiry-delete": QUICK_ENQUIRY_MESSAGES.deleteFailed,
};

/**
 * After a row action with JavaScript the row stays, with its toast, until the table reloads a
 * second later: reloading at once would drop a row that left the filtered view (a Rejected
 * listing just approved) together with the form that shows the toast.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("stay") === "1" ? false : defaultShouldRevalidate;

/** The Views header's link: most first, then fewest first, then back to the moderation queue. */
function viewsSortHref(search: string, sort: string | undefined, order: "asc" | "desc"): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  if (sort === "views" && order === "asc") {
    params.delete("sort");
    params.delete("order");
  } else {
    params.set("sort", "views");
    params.set("order", sort === "views" ? "asc" : "desc");
  }
  const qs = params.toString();
  return qs ? `/admin/listings?${qs}` : "/admin/listings";
}

export default function AdminListingsPage() {
  const { query, listings, enquiries, isEnd, canChangeStatus } = useLoaderData<typeof loader>();
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  const t = useAdminWords().listings;
  const sorted = query.sort === "views" ? (query.order === "asc" ? "ascending" : "descending") : null;
  return (
    <Box p={{ initial: "3", sm: "5" }} className="admin-wide">
      <AdminNav />
      <Heading as="h1" size="7" mb="4">
        {t.title}
      </Heading>
      <AdminTabs current={query.tab} />
      {listings ? (
        <>
          <ListingFilters query={query} />
          <AdminListingsTable
            rows={listings}
            canChangeStatus={canChangeStatus}
            back={back}
            viewsSort={{ href: viewsSortHref(location.search, query.sort, query.order), current: sorted }}
          />
          <Pagination page={query.page} isEnd={isEnd} label={t.pages} />
        </>
      ) : (
        <>
          <EnquiryFilters query={query} />
          <QuickEnquiriesTable rows={enquiries ?? []} back={back} />
          <Pagination page={query.page} isEnd={isEnd} label={t.enquiryPages} />
        </>
      )}
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data, (t) => t.listings.title, "All Listings | Coimbatore Properties", "site");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
