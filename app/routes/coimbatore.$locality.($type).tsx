// Locality pages /coimbatore/:locality and /coimbatore/:locality/:type (docs/product.md#locality-pages,
// docs/decisions/0036-locality-pages.md): the home list and map with that filter, its price
// figures over the last 12 months and 8 quarters, and the nearest localities. Public, edge-cached.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { LocalityFigures } from "~/components/locality/locality-figures";
import { HomeListing } from "~/components/listings/home-listing";
import { notFoundMeta } from "~/components/not-found";
import { formatCount, formatShortRupees } from "~/domain/format";
import { canonicalSearch, pageSearch } from "~/domain/home-url";
import {
  homeHref,
  isHomeOnlyParam,
  localityHeading,
  localityPath,
  pageFilterParams,
  parseLocalityPage,
  TYPE_PLURALS,
} from "~/domain/locality-pages";
import { pageMeta } from "~/domain/page-meta";
import { notFound } from "~/server/http/responses.server";
import { loadHomeListing } from "~/server/listings/home-page.server";
import { readPageFigures } from "~/server/listings/locality-figures.server";
import { appOrigin, getDb, getEnv } from "~/server/platform/context.server";
import { metaMessages } from "~/messages/use-messages";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = parseLocalityPage(params.locality ?? "", params.type ?? null);
  if (!page) throw notFound();
  const url = new URL(request.url);
  const path = localityPath(page);
  // A query with other filters, localities or types, an AI search or a home panel is a home
  // search (which comes back to a locality page when it names one locality and at most one type
  // and nothing else: docs/product.md#locality-pages).
  if ([...url.searchParams.keys()].some((key) => key === "location" || key === "type" || isHomeOnlyParam(key))) {
    const merged = pageFilterParams(page, new URLSearchParams());
    for (const key of ["location", "type"]) {
      const value = url.searchParams.get(key);
      if (value !== null) merged.set(key, value);
    }
    for (const [key, value] of url.searchParams) if (key !== "location" && key !== "type") merged.append(key, value);
    const search = canonicalSearch(merged) ?? `?${merged.toString().replace(/%2C/g, ",")}`;
    throw redirect(homeHref(search));
  }
  const canonical = canonicalSearch(url.searchParams);
  if (canonical !== null) throw redirect(`${path}${canonical}`);

  const [listing, figures] = await Promise.all([
    loadHomeListing(
      context,
      pageFilterParams(page, url.searchParams),
      (p) => `${path}${pageSearch(url.searchParams, p)}`,
    ),
    readPageFigures(getDb(context), page, Date.now()),
  ]);
  const origin = appOrigin(getEnv(context), request);
  return { ...listing, page, figures, origin, path };
}

export default function LocalityRoute() {
  const data = useLoaderData<typeof loader>();
  const { page, figures } = data;
  const heading = localityHeading(page);
  return (
    <HomeListing
      {...data}
      listTitle={`Listings: ${heading}`}
      heading={
        <header className="locality-head">
          <h1>{heading}</h1>
          <p>
            {figures.total ? formatCount(figures.total, "public listing") : "No public listings yet"}
            {figures.lowestPrice !== null ? `, from ${formatShortRupees(figures.lowestPrice)}` : ""}
            {/* The figures come after the list: say they are there (docs/product.md#locality-pages). */}
            {" · "}
            <a href="#locality-figures-title">Prices and nearby localities</a>
          </p>
        </header>
      }
    >
      <LocalityFigures
        place={page.locality}
        groups={figures.groups}
        nearby={figures.nearby}
        single={page.type ? TYPE_PLURALS[page.type] : null}
      />
    </HomeListing>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return notFoundMeta;
  const { page, figures, origin, path, query } = data;
  const heading = localityHeading(page);
  const from = figures.lowestPrice !== null ? ` from ${formatShortRupees(figures.lowestPrice)}` : "";
  const crumbs = [
    { name: "Home", url: `${origin}/` },
    { name: page.locality, url: `${origin}${localityPath({ locality: page.locality, type: null })}` },
    ...(page.type ? [{ name: TYPE_PLURALS[page.type], url: `${origin}${path}` }] : []),
  ];
  return pageMeta({
    title: `${heading} | Coimbatore Properties`,
    description: `${heading}: ${formatCount(figures.total, "listing")}${from}, with median prices and nearby localities.`,
    canonical: `${origin}${path}`,
    lang: metaMessages(matches).lang,
    page: query.page,
    // Nothing listed here yet: search engines follow its links to the nearby pages but keep it out.
    noindex: figures.total === 0,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: c.url })),
    },
  });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
