// /sitemap.xml (docs/product.md#search-engines): the index of the locality part and of as many
// listing parts as the public listings need (50,000 each).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { LOCALITIES_PART, listingPartCount, sitemapIndexXml } from "~/domain/sitemap";
import { appOrigin, getDb, getEnv } from "~/server/platform/context.server";
import { publicListingCount, xmlResponse } from "~/server/seo/sitemap.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = appOrigin(getEnv(context), request);
  const parts = listingPartCount(await publicListingCount(getDb(context)));
  return xmlResponse(
    sitemapIndexXml([
      { loc: `${origin}/sitemap/${LOCALITIES_PART}` },
      ...Array.from({ length: parts }, (_, i) => ({ loc: `${origin}/sitemap/listings-${i + 1}.xml` })),
    ]),
  );
}
