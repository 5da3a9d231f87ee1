// /admin/listing/:id (docs/product.md#admin): the listing as its detail page shows it (the same
// components), plus moderation: the status (a superadmin sets it; a rejection's reason is kept
// for the poster and mailed to them, as is the approval that makes it live; a resubmitted
// listing shows the reason it was rejected for), the changes of an edit since approval (a
// superadmin marks them reviewed), who revealed the seller's number from it, and its views per day.
// Admins and superadmins only; an unknown id is the not-found page.
import { ListingSection } from "~/components/listing-detail/listing-section";
import { AdminNav } from "~/components/admin/admin-nav";
import { adminDate, countText, useAdminWords } from "~/components/admin/admin-words";
import { ViewsChart } from "~/components/admin/views-chart";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Badge, Box, Button, Card, Flex, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { ModerationForm } from "~/components/admin-listings/moderation-form";
import { EditedBadge, ReviewChangesList } from "~/components/admin-listings/review-changes";
import { EnquiriesTable } from "~/components/credits/enquiries-table";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { AddressCard } from "~/components/listing-detail/address-card";
import { FactsGrid } from "~/components/listing-detail/facts-grid";
import { FeatureList } from "~/components/listing-detail/feature-list";
import { Gallery } from "~/components/listing-detail/gallery";
import { PostedBy } from "~/components/listing-detail/posted-by";
import { notFoundMeta } from "~/components/not-found";
import { placeName } from "~/domain/catalog";
import { formatRupees, formatUnitPrice } from "~/domain/format";
import { listingFacts } from "~/domain/listing-facts";
import { parseListingId } from "~/domain/listing-id";
import { canChangeListingStatus } from "~/domain/permissions";
import { listingReviewActionSchema, moderationSchema } from "~/schemas/admin-listings";
import { mailPosterAboutStatus } from "~/server/admin/listings.server";
import { appOrigin, getDb, getEnv } from "~/server/platform/context.server";
import { enquiriesFor } from "~/server/credits/credits.server";
import { invalidForm, parseForm, readForm } from "~/server/http/form.server";
import { imageUrl } from "~/server/photos/urls.server";
import { messagesOf, requestLang } from "~/server/http/language.server";
import { sellOnOtherPages } from "~/messages/sell.server";
import { adminMessages } from "~/server/admin/messages.server";
import { fill } from "~/messages/messages";
import { useLang, useMessages } from "~/messages/use-messages";
import { LISTING_ADMIN_MESSAGES, setListingStatus } from "~/server/listings/manage.server";
import { clearListingReview, pendingReview, REVIEW_MESSAGES } from "~/server/listings/listing-reviews.server";
import { getListing } from "~/server/listings/browse.server";
import { AdminTrustFlags } from "~/components/trust/admin-trust-flags";
import { DuplicateCompare } from "~/components/trust/duplicate-compare";
import { duplicateComparison } from "~/server/trust/duplicates.server";
import { requireAdmin } from "~/server/accounts/permissions.server";
import { forbidden, notFound } from "~/server/http/responses.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { viewsPerDay } from "~/server/views/views-chart.server";

/** The gallery's `?image=N` / `?gallery=N` (1-based), as the detail page reads them. */
function galleryIndex(value: string | null): number | null {
  return value && /^\d{1,3}$/.test(value) && Number(value) >= 1 ? Number(value) - 1 : null;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireAdmin(request, context);
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  const db = getDb(context);
  const listing = await getListing(db, id, user);
  if (!listing) throw notFound();
  const [enquiries, views, review, duplicate] = await Promise.all([
    enquiriesFor(db, { listingId: id }),
    viewsPerDay(db, { listingId: id }, Date.now()),
    pendingReview(db, id),
    // A possible duplicate shows both listings' photos side by side (docs/product.md#trust).
    listing.duplicateOf === null ? null : duplicateComparison(db, id, listing.duplicateOf),
  ]);
  const { postedById: _owner, ...shown } = listing;
  const search = new URL(request.url).searchParams;
  return {
    // The detail page's components on this page read theirs (the seller's shared words for the
    // duplicate comparison); the admin's own words are "admin".
    messages: {
      ...messagesOf(request, ["listing", "credits", "trust"]),
      ...sellOnOtherPages(requestLang(request)),
      ...adminMessages(request),
    },
    image: galleryIndex(search.get("image")) ?? 0,
    gallery: galleryIndex(search.get("gallery")),
    listing: {
      ...shown,
      postedBy: {
        username: listing.postedBy.username,
        fullName: listing.postedBy.fullName,
        profileImageUrl: listing.postedBy.profileImage ? imageUrl(listing.postedBy.profileImage) : null,
      },
    },
    enquiries,
    views,
    review,
    duplicate,
    canChangeStatus: canChangeListingStatus(user),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request, context);
  if (!canChangeListingStatus(user)) throw forbidden();
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  const form = await readForm(request);
  // "Mark edit reviewed" (docs/product.md#admin): the edit time shown guards against a newer edit.
  if (form.get("intent") === "review") {
    const review = parseForm(form, { schema: listingReviewActionSchema });
    const result =
      review.status === "success"
        ? await clearListingReview(getDb(context), user, id, review.value.editedAt)
        : ({ ok: false, message: REVIEW_MESSAGES.failed } as const);
    return result.ok
      ? redirectWithToast(context, `/admin/listing/${id}`, "success", REVIEW_MESSAGES.reviewed)
      : redirectWithToast(context, `/admin/listing/${id}`, "error", result.message);
  }
  const submission = parseForm(form, { schema: moderationSchema });
  if (submission.status !== "success") return invalidForm(submission.reply());
  const { status, reason } = submission.value;
  const result = await setListingStatus(getDb(context), user, id, status, { reason });
  if (!result.ok) {
    if (result.reason === "not-found") throw notFound();
    return redirectWithToast(context, `/admin/listing/${id}`, "error", LISTING_ADMIN_MESSAGES.statusFailed);
  }
  await mailPosterAboutStatus(context, appOrigin(getEnv(context), request), { ...result, status, reason });
  return redirectWithToast(context, `/admin/listing/${id}`, "success", LISTING_ADMIN_MESSAGES.statusUpdated);
}

export default function AdminListingPage() {
  const { listing, enquiries, views, review, duplicate, canChangeStatus, image, gallery } =
    useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const { facts } = useMessages("listing");
  const types = useMessages("listings").types;
  const words = useAdminWords();
  const t = words.listing;
  const lang = useLang();
  const typeName = types[listing.type];
  const place = [listing.area, listing.city]
    .filter(Boolean)
    .map((name) => placeName(name, lang))
    .join(", ");
  return (
    <Box p={{ initial: "3", sm: "5" }} className="listing-page admin-wide">
      <AdminNav />
      <Text as="p" size="2" mb="3">
        <Link to="/admin/listings" className="listing-back">
          {t.back}
        </Link>
      </Text>
      <header className="listing-header">
        <Flex gap="2" wrap="wrap" align="center" mb="2">
          <Badge size="2" color="blue" highContrast>
            {typeName}
          </Badge>
          <Text size="2" color="gray">
            {fill(t.number, { id: listing.id, views: countText(words, listing.views, "view") })}
          </Text>
          <RadixLink asChild size="2">
            <Link to={`/listing/${listing.id}`}>{t.openPublic}</Link>
          </RadixLink>
          <RadixLink asChild size="2">
            <Link to={`/listing/edit/${listing.id}`}>{words.common.edit}</Link>
          </RadixLink>
        </Flex>
        <Heading as="h1" size="7">
          {listing.title}
        </Heading>
        <Text as="p" color="gray" size="3" mt="1">
          {fill(t.typeIn, { type: typeName, place })}
        </Text>
        <Flex align="baseline" gap="3" wrap="wrap" mt="2">
          <Text size="6" weight="bold">
            {formatRupees(listing.price)}
          </Text>
          {formatUnitPrice(listing, lang) ? (
            <Text size="3" color="gray">
              {formatUnitPrice(listing, lang)}
            </Text>
          ) : null}
        </Flex>
      </header>

      <Card size="3" my="4" className="admin-moderation">
        <Heading as="h2" size="5" mb="3">
          {t.moderation}
        </Heading>
        {listing.status === "Rejected" && listing.rejectionReason ? (
          <Text as="p" size="2" mb="3">
            {fill(t.rejectedFor, { reason: listing.rejectionReason })}
          </Text>
        ) : null}
        {listing.status === "Pending" && listing.resubmittedAt ? (
          <Text as="p" size="2" mb="3">
            <strong>{t.resubmitted}</strong>{" "}
            {listing.rejectionReason
              ? fill(t.resubmittedOnFor, {
                  date: adminDate(listing.resubmittedAt, lang),
                  reason: listing.rejectionReason,
                })
              : fill(t.resubmittedOn, { date: adminDate(listing.resubmittedAt, lang) })}
          </Text>
        ) : null}
        <AdminTrustFlags hiddenReason={listing.hiddenReason} duplicateOf={listing.duplicateOf} />
        <ModerationForm status={listing.status} canChangeStatus={canChangeStatus} lastResult={lastResult} />
        {duplicate ? <DuplicateCompare {...duplicate} /> : null}
        {review ? (
          <section aria-labelledby="review-heading" className="admin-review">
            <Heading as="h3" size="3" id="review-heading" mt="4">
              <EditedBadge />
            </Heading>
            <ReviewChangesList changes={review.changes} />
            {canChangeStatus ? (
              <Form method="post">
                <input type="hidden" name="intent" value="review" />
                <input type="hidden" name="editedAt" value={review.editedAt} />
                <Button type="submit" variant="soft">
                  {t.markReviewed}
                </Button>
              </Form>
            ) : null}
          </section>
        ) : null}
      </Card>

      <Gallery images={listing.images} title={listing.title} selected={image} galleryIndex={gallery} rotated={false} />

      <div className="listing-layout">
        <aside className="listing-contact" aria-label={t.poster}>
          <Card size="3">
            <PostedBy {...listing.postedBy} />
          </Card>
        </aside>
        <div className="listing-main">
          <ListingSection id="description" title={t.description}>
            <Text as="div" size="3" className="listing-description">
              {listing.description}
            </Text>
          </ListingSection>
          <ListingSection id="facts" title={t.facts}>
            <FactsGrid facts={listingFacts(listing, facts, lang)} />
          </ListingSection>
          <ListingSection id="enquiries" title={t.enquiries}>
            <EnquiriesTable enquiries={enquiries} />
          </ListingSection>
          <ListingSection id="views" title={t.views}>
            <ViewsChart series={views} title={fill(t.viewsChart, { id: listing.id })} />
          </ListingSection>
          <FeatureList title={t.amenities} items={listing.amenities} />
          <FeatureList title={t.locationFeatures} items={listing.locationFeatures} />
        </div>
        <div className="listing-address">
          <AddressCard address={listing} />
        </div>
      </div>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: fill(data.messages.admin.titles.listing, { title: data.listing.title }) },
        { name: "robots", content: "noindex" },
      ]
    : notFoundMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
