// Locality pages /coimbatore/:locality and /coimbatore/:locality/:type (docs/product.md#locality-pages,
// docs/decisions/0036-locality-pages.md): the home list and map with that filter, its price
// figures over the last 12 months and 8 quarters, and the nearest localities. Public, edge-cached.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { LocalityFigures } from "~/components/locality/locality-figures";
import { HomeListing } from "~/components/listings/home-listing";
import { notFoundMetaFor } from "~/components/not-found";
import { listingCount } from "~/components/locality/quarter-chart";
import { placeName } from "~/domain/catalog";
import { type Lang, localisedPath } from "~/domain/language";
import { formatIndianNumber, formatShortRupees } from "~/domain/format";
import { canonicalSearch, pageSearch } from "~/domain/home-url";
import {
  homeHref,
  isHomeOnlyParam,
  type LocalityPage,
  localityPath,
  pageFilterParams,
  parseLocalityPage,
} from "~/domain/locality-pages";
import { pageMeta } from "~/domain/page-meta";
import { notFound } from "~/server/http/responses.server";
import { loadHomeListing } from "~/server/listings/home-page.server";
import { readPageFigures } from "~/server/listings/locality-figures.server";
import { appOrigin, getDb, getEnv } from "~/server/platform/context.server";
import { browseFor } from "~/messages/browse.server";
import { fill } from "~/messages/messages";
import { metaMessages, useLang, useMessages } from "~/messages/use-messages";
import { requestLang } from "~/server/http/language.server";

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

  const lang = requestLang(request);
  const [listing, figures] = await Promise.all([
    loadHomeListing(
      context,
      pageFilterParams(page, url.searchParams),
      (p) => `${path}${pageSearch(url.searchParams, p)}`,
      lang,
    ),
    readPageFigures(getDb(context), page, Date.now()),
  ]);
  const origin = appOrigin(getEnv(context), request);
  return { ...listing, page, figures, origin, path, messages: browseFor(lang, ["map", "locality", "ai"]) };
}

type HeadingWords = { heading: string; headingAll: string };

/** "Plots for sale in Saravanampatti, Coimbatore" in the page's language (the locality in Tamil beside it). */
function headingOf(page: LocalityPage, lang: Lang, t: HeadingWords, plurals: Record<string, string>): string {
  const place = placeName(page.locality, lang);
  return page.type ? fill(t.heading, { types: plurals[page.type] ?? "", place }) : fill(t.headingAll, { place });
}

export default function LocalityRoute() {
  const data = useLoaderData<typeof loader>();
  const { page, figures } = data;
  const lang = useLang();
  const t = useMessages("browse").locality;
  const { plurals } = useMessages("listings");
  const heading = headingOf(page, lang, t, plurals);
  return (
    <HomeListing
      {...data}
      listTitle={fill(t.listTitle, { heading })}
      heading={
        <header className="locality-head">
          <h1>{heading}</h1>
          <p>
            {figures.total
              ? fill(figures.total === 1 ? t.publicOne : t.publicMany, { count: formatIndianNumber(figures.total) })
              : t.noPublic}
            {figures.lowestPrice !== null ? fill(t.from, { price: formatShortRupees(figures.lowestPrice, lang) }) : ""}
            {/* The figures come after the list: say they are there (docs/product.md#locality-pages). */}
            {" · "}
            <a href="#locality-figures-title">{t.figuresLink}</a>
          </p>
        </header>
      }
    >
      <LocalityFigures
        place={page.locality}
        groups={figures.groups}
        nearby={figures.nearby}
        single={page.type ? plurals[page.type] : null}
      />
    </HomeListing>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return notFoundMetaFor(matches);
  const { page, figures, origin, path, query } = data;
  const { lang, messages } = metaMessages(matches);
  const t = data.messages.browse.locality;
  const plurals: Record<string, string> = messages.listings?.plurals ?? {};
  const heading = headingOf(page, lang, t, plurals);
  const from =
    figures.lowestPrice !== null ? fill(t.metaFrom, { price: formatShortRupees(figures.lowestPrice, lang) }) : "";
  const at = (p: string) => `${origin}${localisedPath(p, lang)}`;
  const crumbs = [
    { name: t.home, url: at("/") },
    { name: placeName(page.locality, lang), url: at(localityPath({ locality: page.locality, type: null })) },
    ...(page.type ? [{ name: plurals[page.type] ?? "", url: at(path) }] : []),
  ];
  return pageMeta({
    title: fill(t.metaTitle, { heading }),
    description: fill(t.metaDescription, { heading, count: listingCount(figures.total, t), from }),
    canonical: `${origin}${path}`,
    lang,
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
