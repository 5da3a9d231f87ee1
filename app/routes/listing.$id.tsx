// Listing detail /listing/:id — public (docs/product.md#browsing); owner and admins also see
// listings that are not public yet, with their status (and a rejection's reason, with the
// poster's "Resubmit for review": docs/product.md#my-listings-and-deleting). The route loads,
// reveals and describes the page; app/components/listing-detail/listing-page.tsx draws it.
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ListingPage } from "~/components/listing-detail/listing-page";
import { useRootData } from "~/components/layout/use-root-data";
import { ErrorMessage, GeneralErrorBoundary } from "~/components/general-error-boundary";
import { notFoundMetaFor } from "~/components/not-found";
import { PROPERTY_TYPE_NAMES, placeName } from "~/domain/catalog";
import { fill } from "~/messages/messages";
import { CREDIT_MESSAGES } from "~/domain/credits";
import { parseForm, readForm, refuseWithToast } from "~/server/http/form.server";
import { formatShortRupees } from "~/domain/format";
import { listingJsonLd, metaDescription, socialShareLinks } from "~/domain/listing-share";
import { parseListingId } from "~/domain/listing-id";
import {
  canChangeListingStatus,
  canDeleteListing,
  canEditListing,
  canResubmitListing,
  canSeeEnquiries,
} from "~/domain/permissions";
import { freshnessView } from "~/domain/trust";
import { listingVideo } from "~/domain/video";
import { whatsappLink } from "~/domain/whatsapp";
import { revealSchema } from "~/schemas/credits";
import { appOrigin, getDb, getEnv, publicSettings } from "~/server/platform/context.server";
import { imageUrl } from "~/server/photos/urls.server";
import { enquiriesFor, revealSellerPhone, visiblePhone } from "~/server/credits/credits.server";
import { getListing } from "~/server/listings/browse.server";
import { similarListings } from "~/server/listings/similar.server";
import { compareWithLocality } from "~/server/listings/locality-figures.server";
import { requireVerifiedUser } from "~/server/accounts/permissions.server";
import { notFound } from "~/server/http/responses.server";
import { getOptionalUser } from "~/server/accounts/session.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { recordListingView } from "~/server/views/views.server";
import { localisedPath } from "~/domain/language";
import { languageLinks } from "~/domain/page-meta";
import { CATALOGUES, messagesFor } from "~/messages/catalogues.server";
import { sellOnOtherPages } from "~/messages/sell.server";
import { metaMessages } from "~/messages/use-messages";
import { requestLang } from "~/server/http/language.server";

/** 1-based `?image=N` / `?gallery=N` -> 0-based index, or null. */
function parseIndex(value: string | null): number | null {
  if (!value || !/^\d{1,3}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n - 1 : null;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  const viewer = await getOptionalUser(request, context);
  const listing = await getListing(getDb(context), id, viewer);
  if (!listing) throw notFound();

  const view = recordListingView(request, context, listing.id, viewer?.id ?? null);
  const env = getEnv(context);
  const settings = publicSettings(env);
  const origin = appOrigin(env, request);
  // The page's own URL in its language: shared links open as the sharer read it (docs/product.md#languages).
  const lang = requestLang(request);
  const url = `${origin}${localisedPath(`/listing/${listing.id}`, lang)}`;
  // The shared title and the enquiry in the page's language ("₹1.20 கோடி" in Tamil).
  const words = CATALOGUES.listing[lang].meta;
  const title = fill(words.shareTitle, { title: listing.title, price: formatShortRupees(listing.price, lang) });
  const enquiry = fill(words.enquiry, { title: listing.title, id: listing.id, site: words.site, url });
  const search = new URL(request.url).searchParams;
  const { postedById: _owner, video: _video, rejectionReason, resubmittedAt, ...shown } = listing;
  const canManage = canEditListing(viewer, listing);
  const db = getDb(context);
  // The seller's number only once this viewer may see it (docs/product.md#credits).
  const contact = await visiblePhone(db, viewer, listing.postedById);
  const enquiries = canSeeEnquiries(viewer, listing) ? await enquiriesFor(db, { listingId: listing.id }) : null;
  // Against its locality's median, for public listings only (docs/product.md#locality-pages).
  const comparison = listing.isPublic ? await compareWithLocality(db, listing, Date.now()) : null;
  // Up to six like it nearby, in the same (edge-cached) page (docs/product.md#similar-listings).
  const similar = listing.isPublic ? await similarListings(db, listing) : [];

  return data(
    {
      // The seller's tools and the freshness line: the sell catalogue's small shared part only.
      messages: { ...messagesFor(lang, ["listing", "trust"]), ...sellOnOtherPages(lang) },
      shareTitle: title,
      listing: {
        ...shown,
        // The page shows the count including this open.
        views: listing.views + (view.counted ? 1 : 0),
        postedBy: {
          username: listing.postedBy.username,
          fullName: listing.postedBy.fullName,
          profileImageUrl: listing.postedBy.profileImage ? imageUrl(listing.postedBy.profileImage) : null,
        },
      },
      url,
      origin,
      enquiryHref: whatsappLink(settings.whatsappNumber, enquiry),
      whatsappShareHref: whatsappLink("", `${title} ${url}`),
      socialLinks: socialShareLinks(url, title),
      mapTileUrl: settings.mapTileUrl,
      canManage,
      // "Confirmed N days ago", or why it is out of public view (docs/product.md#trust).
      freshness: freshnessView(listing, Date.now()),
      // Why it was rejected: for the poster and admins only (docs/product.md#my-listings-and-deleting).
      moderation: canManage ? { rejectionReason, resubmittedAt } : null,
      canResubmit: canResubmitListing(viewer, listing),
      canDelete: canDeleteListing(viewer, listing),
      canChangeStatus: canChangeListingStatus(viewer),
      video: listingVideo(listing.video),
      contact,
      enquiries,
      comparison,
      similar,
      image: parseIndex(search.get("image")) ?? 0,
      gallery: parseIndex(search.get("gallery")),
      rotate: search.get("rotate") === "1",
    },
    { headers: view.setCookie ? { "Set-Cookie": view.setCookie } : undefined },
  );
}

/** "Show Mobile Number": pays once per seller, records the enquiry for this listing, back with a toast. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const viewer = await requireVerifiedUser(request, context);
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: revealSchema });
  if (submission.status !== "success") return refuseWithToast(context, back, submission);
  const db = getDb(context);
  // A listing that is not public is not found for anyone but its poster and admins, who pay
  // nothing: it never sells its seller's number (docs/product.md#credits).
  const listing = await getListing(db, id, viewer);
  if (!listing) throw notFound();
  const result = await revealSellerPhone(getEnv(context), db, viewer, listing.postedById, listing.id);
  return result.ok
    ? redirectWithToast(context, back, "success", CREDIT_MESSAGES.revealed)
    : redirectWithToast(context, back, "error", result.message);
}

export default function ListingDetail() {
  const data = useLoaderData<typeof loader>();
  const { user, favourites } = useRootData();
  const isFavourite = favourites.some((f) => f.id === data.listing.id);
  return <ListingPage {...data} user={user} isFavourite={isFavourite} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return notFoundMetaFor(matches);
  const { listing, url, origin, shareTitle } = data;
  const { lang, messages } = metaMessages(matches);
  const site = data.messages.listing.meta.site;
  const typeName = messages.listings?.types[listing.type] ?? PROPERTY_TYPE_NAMES[listing.type];
  const place = `${placeName(listing.area, lang)}, ${placeName(listing.city, lang)}`;
  const title = `${shareTitle} | ${site}`;
  const description = metaDescription(
    `${fill(data.messages.listing.typeIn, { type: typeName, place })}. ${listing.description}`,
  );
  const images = listing.images.map((img) => `${origin}${img.src1000}`);
  const main = listing.images[0];
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    ...languageLinks(url, lang),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site },
    { property: "og:title", content: shareTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: main ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: shareTitle },
    { name: "twitter:description", content: description },
    { "script:ld+json": listingJsonLd(listing, url, images) },
  ];
  if (main) {
    tags.push(
      { property: "og:image", content: images[0]! },
      { property: "og:image:width", content: "1000" },
      { property: "og:image:height", content: String(Math.round((main.height / (main.width || 1)) * 1000)) },
      { property: "og:image:alt", content: listing.title },
      { name: "twitter:image", content: images[0]! },
    );
  }
  if (listing.status !== "Approved" && listing.status !== "Sold") tags.push({ name: "robots", content: "noindex" });
  return tags;
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorMessage title={LISTING_ERROR} />} />;
}

/** Said in the page's language by ErrorMessage (the list catalogue's `said`). */
const LISTING_ERROR = "Something went wrong loading this listing.";
