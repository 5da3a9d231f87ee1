// /sitemap/localities.xml and /sitemap/listings-N.xml (docs/product.md#search-engines): the
// locality pages with public listings, and the public listings by id, each with its last change.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { LOCALITIES, type Locality } from "~/domain/catalog";
import { localityPath } from "~/domain/locality-pages";
import { LOCALITIES_PART, parseListingPart, urlsetXml, type SitemapEntry } from "~/domain/sitemap";
import { notFound } from "~/server/http/responses.server";
import { appOrigin, getDb, getEnv } from "~/server/platform/context.server";
import { listingPartQuery, localityPageRows, xmlResponse } from "~/server/seo/sitemap.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const origin = appOrigin(getEnv(context), request);
  const db = getDb(context);
  const name = params.part ?? "";
  if (name === LOCALITIES_PART) {
    const rows = await localityPageRows(db);
    const entries: SitemapEntry[] = [];
    for (const locality of LOCALITIES) {
      const mine = rows.filter((r) => r.area === locality && r.n > 0);
      if (!mine.length) continue;
      const newest = Math.max(...mine.map((r) => r.newest ?? 0));
      entries.push({
        loc: `${origin}${localityPath({ locality: locality as Locality, type: null })}`,
        lastmod: newest,
      });
      for (const r of mine)
        entries.push({ loc: `${origin}${localityPath({ locality, type: r.type })}`, lastmod: r.newest });
    }
    return xmlResponse(urlsetXml(entries));
  }
  const part = parseListingPart(name);
  if (part === null) throw notFound();
  const rows = await listingPartQuery(db, part);
  if (!rows.length && part > 1) throw notFound();
  return xmlResponse(urlsetXml(rows.map((r) => ({ loc: `${origin}/listing/${r.id}`, lastmod: r.changedAt }))));
}
