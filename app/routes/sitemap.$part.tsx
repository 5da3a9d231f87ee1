// /sitemap/localities.xml and /sitemap/listings-N.xml (docs/product.md#search-engines): the
// locality pages with public listings, and the public listings by id, each with its last change.
// Every page is listed twice, as separate entries: its English URL, then its Tamil one under /ta
// (docs/product.md#languages); the pages themselves name each other with hreflang alternates.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { LOCALITIES, type Locality } from "~/domain/catalog";
import { LANGS, localisedPath } from "~/domain/language";
import { localityPath } from "~/domain/locality-pages";
import { LOCALITIES_PART, parseListingPart, SITEMAP_MAX_URLS, urlsetXml, type SitemapEntry } from "~/domain/sitemap";
import { notFound } from "~/server/http/responses.server";
import { appOrigin, getDb, getEnv } from "~/server/platform/context.server";
import { listingPartQuery, localityPageRows, xmlResponse } from "~/server/seo/sitemap.server";

/** Listings a part holds: each is two URLs, one per language (as app/routes/sitemap[.]xml.tsx counts). */
const LISTINGS_PER_PART = SITEMAP_MAX_URLS / LANGS.length;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const origin = appOrigin(getEnv(context), request);
  const db = getDb(context);
  const name = params.part ?? "";
  // One entry per language: "/listing/4" then "/ta/listing/4".
  const inEachLanguage = (path: string, lastmod: number | null): SitemapEntry[] =>
    LANGS.map((lang) => ({ loc: `${origin}${localisedPath(path, lang)}`, lastmod }));
  if (name === LOCALITIES_PART) {
    const rows = await localityPageRows(db);
    const entries: SitemapEntry[] = [];
    for (const locality of LOCALITIES) {
      const mine = rows.filter((r) => r.area === locality && r.n > 0);
      if (!mine.length) continue;
      const newest = Math.max(...mine.map((r) => r.newest ?? 0));
      entries.push(...inEachLanguage(localityPath({ locality: locality as Locality, type: null }), newest));
      for (const r of mine) entries.push(...inEachLanguage(localityPath({ locality, type: r.type }), r.newest));
    }
    return xmlResponse(urlsetXml(entries));
  }
  const part = parseListingPart(name);
  if (part === null) throw notFound();
  const rows = await listingPartQuery(db, part, LISTINGS_PER_PART);
  if (!rows.length && part > 1) throw notFound();
  return xmlResponse(urlsetXml(rows.flatMap((r) => inEachLanguage(`/listing/${r.id}`, r.changedAt))));
}
