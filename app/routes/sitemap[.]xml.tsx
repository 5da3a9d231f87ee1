// /sitemap.xml (docs/product.md#search-engines): the index of the locality part and of as many
// listing parts as the public listings need. Each page is listed in both languages (English and
// its /ta page, separate entries: app/routes/sitemap.$part.tsx), so a part holds 25,000 listings
// (50,000 URLs).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { LANGS } from "~/domain/language";
import { LOCALITIES_PART, listingPartCount, SITEMAP_MAX_URLS, sitemapIndexXml } from "~/domain/sitemap";
import { appOrigin, getDb, getEnv } from "~/server/platform/context.server";
import { publicListingCount, xmlResponse } from "~/server/seo/sitemap.server";

/** Listings a part holds: each is two URLs, one per language (app/routes/sitemap.$part.tsx reads the same). */
const LISTINGS_PER_PART = SITEMAP_MAX_URLS / LANGS.length;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = appOrigin(getEnv(context), request);
  const parts = listingPartCount(await publicListingCount(getDb(context)), LISTINGS_PER_PART);
  return xmlResponse(
    sitemapIndexXml([
      { loc: `${origin}/sitemap/${LOCALITIES_PART}` },
      ...Array.from({ length: parts }, (_, i) => ({ loc: `${origin}/sitemap/listings-${i + 1}.xml` })),
    ]),
  );
}
