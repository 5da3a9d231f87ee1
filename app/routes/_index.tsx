import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AiResultsHeading } from "~/components/ai-search/ai-results-heading";
import { CompactSearch, CompactSearchResults } from "~/components/filters/compact-search";
import { FilterBar } from "~/components/filters/filter-bar";
import { FilterChips } from "~/components/filters/filter-chips";
import { SearchPanel } from "~/components/filters/search-panel";
import { ListingGrid } from "~/components/listings/listing-grid";
import { Pagination } from "~/components/listings/pagination";
import { ListingsMap } from "~/components/map/listings-map";
import { filtersToParams, parseHomeQuery } from "~/domain/filters";
import { aiText, canonicalSearch, pageSearch, stripTransient, viewToggleSearch } from "~/domain/home-url";
import { getDb, getEnv, publicSettings } from "~/server/platform/context.server";
import { listPublicListings } from "~/server/listings/browse.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // Plain GET forms repeat `type`/`location`; the shareable URL joins them with commas and
  // drops invalid filter values (docs/product.md#filters).
  const canonical = canonicalSearch(url.searchParams);
  if (canonical !== null) throw redirect(`/${canonical}`);

  const query = parseHomeQuery(url.searchParams);
  const panel = {
    filtersOpen: url.searchParams.get("filters") === "open",
    q: url.searchParams.get("q")?.trim() || null,
    view: url.searchParams.get("view"),
    // After Ask AI: the words asked, for the heading (docs/product.md#ai-search).
    ai: aiText(url.searchParams),
  };
  if (query.view === "map") {
    return { query, panel, listings: [], isEnd: true, mapTileUrl: publicSettings(getEnv(context)).mapTileUrl };
  }
  const result = await listPublicListings(getDb(context), query, query.page);
  // A page past the end comes back empty: start again at page 1 (docs/product.md#browsing).
  if (!result.listings.length && query.page > 1) throw redirect(`/${pageSearch(url.searchParams, 1)}`);
  return { query, panel, ...result, mapTileUrl: null };
}

export default function Home() {
  const { query, panel, listings, isEnd, mapTileUrl } = useLoaderData<typeof loader>();
  // Every filter (not view or page) goes to /map-data, canonical.
  const filterQuery = filtersToParams(query);
  return (
    <div className="home">
      <h1 className="visually-hidden">Verified properties in Coimbatore</h1>
      {/* Small screens get the compact bar here; large screens have it in the top bar. */}
      <CompactSearch className="home__compact-search" id="home-compact-search" />
      <FilterBar filters={query} view={query.view} />
      {panel.ai ? <AiResultsHeading text={panel.ai} /> : null}
      <FilterChips filters={query} ai={Boolean(panel.ai)} />
      {panel.filtersOpen ? <SearchPanel filters={query} view={panel.view} /> : null}
      {panel.q ? <CompactSearchResults query={panel.q} selected={query.locations} /> : null}
      {query.view === "map" && mapTileUrl ? (
        <ListingsMap tileUrl={mapTileUrl} query={filterQuery.toString()} listHref={`/${listHref(filterQuery)}`} />
      ) : (
        <section className="home__list" aria-labelledby={panel.ai ? "ai-results-heading" : "home-list-title"}>
          {/* Cards carry h3 titles: this keeps the outline h1 > h2 > h3. */}
          {panel.ai ? null : (
            <h2 id="home-list-title" className="visually-hidden">
              Property listings
            </h2>
          )}
          <ListingGrid listings={listings} />
          <Pagination page={query.page} isEnd={isEnd} />
        </section>
      )}
    </div>
  );
}

function listHref(filterQuery: URLSearchParams): string {
  return viewToggleSearch(stripTransient(filterQuery), "map");
}

export const meta: MetaFunction = () => [
  { title: "Verified properties in Coimbatore: plots, houses, apartments, villas, land" },
  {
    name: "description",
    content:
      "Browse verified plots, individual houses, apartments, villas, agricultural land and commercial property across Coimbatore, on a list or a map.",
  },
];
