// The home page's filters and list or map (docs/product.md#browsing), drawn the same on the home
// page and on the locality pages (docs/decisions/0036-locality-pages.md), whose heading and
// figures come around it.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { AiResultsHeading } from "~/components/ai-search/ai-results-heading";
import { CompactSearch, CompactSearchResults } from "~/components/filters/compact-search";
import { FilterBar } from "~/components/filters/filter-bar";
import { FilterChips } from "~/components/filters/filter-chips";
import { SearchPanelIsland } from "~/components/filters/search-panel-island";
import { ListingGrid } from "~/components/listings/listing-grid";
import { Pagination } from "~/components/listings/pagination";
import { NoResults } from "~/components/listings/no-results";
import { SortControl } from "~/components/listings/sort-control";
import { ServerMapIsland } from "~/components/map/server-map-island";
import { SaveSearchButton } from "~/components/saved-searches/save-search-button";
import { filtersToParams, type HomeQuery } from "~/domain/filters";
import { stripTransient, viewToggleSearch } from "~/domain/home-url";
import { homeHref } from "~/domain/locality-pages";
import { savedSearchQuery } from "~/domain/saved-search";
import type { ListingCard } from "~/server/listings/browse.server";
import type { ServerMapData } from "~/server/listings/server-map.server";
import type { WayOut } from "~/server/listings/ways-out.server";
import { useMessages } from "~/messages/use-messages";

type Props = {
  query: HomeQuery;
  panel: {
    filtersOpen: boolean;
    q: string | null;
    view: string | null;
    ai: string | null;
    /** A place asked for that is no locality, named (docs/product.md#never-a-dead-end). */
    unknownPlace?: string | null;
  };
  listings: ListingCard[];
  /** With no results: the nearest searches that have listings. */
  waysOut?: WayOut[];
  isEnd: boolean;
  mapTileUrl: string | null;
  /** The map view drawn on the server (docs/product.md#the-server-map). */
  map?: ServerMapData | null;
  /** The page's h1 and anything above the filters. */
  heading: ReactNode;
  /** The list's h2 (visually hidden). */
  listTitle?: string;
  /** After the list or map. */
  children?: ReactNode;
  /** A link to the locality page of the filters (home page only). */
  localityLink?: { href: string; label: string } | null;
};

export function HomeListing({
  query,
  panel,
  listings,
  waysOut = [],
  isEnd,
  mapTileUrl,
  map,
  heading,
  listTitle,
  children,
  localityLink,
}: Props) {
  // Every filter (not view or page) goes to /map-data, canonical.
  const filterQuery = filtersToParams(query);
  // What "Save this search" keeps: the filters and the AI words ("" for no filter).
  const saveQuery = savedSearchQuery(query, panel.ai);
  const t = useMessages("listings");
  return (
    <div className="home">
      {heading}
      {/* Small screens get the compact bar here; large screens have it in the top bar. */}
      <CompactSearch className="home__compact-search" id="home-compact-search" />
      <FilterBar filters={query} view={query.view} />
      {panel.ai ? <AiResultsHeading text={panel.ai} /> : null}
      <FilterChips filters={query} ai={Boolean(panel.ai)} />
      {/* Saving a search (docs/product.md#saved-searches), on the list and the map alike. */}
      {saveQuery && (listings.length || query.view === "map") ? (
        <p className="home__save-search">
          <SaveSearchButton query={saveQuery} label={t.empty.saveSearch} />
        </p>
      ) : null}
      {panel.unknownPlace ? (
        <p className="home__unknown-place" role="status">
          {panel.unknownPlace}
        </p>
      ) : null}
      {localityLink ? (
        <p className="home__locality-link">
          <Link to={localityLink.href}>{localityLink.label}</Link>
        </p>
      ) : null}
      {panel.filtersOpen ? <SearchPanelIsland filters={query} view={panel.view} /> : null}
      {panel.q ? <CompactSearchResults query={panel.q} selected={query.locations} /> : null}
      {query.view === "map" && map ? (
        <ServerMapIsland
          map={map}
          filters={query}
          tileUrl={mapTileUrl ?? ""}
          query={filterQuery.toString()}
          listHref={homeHref(viewToggleSearch(stripTransient(filterQuery), "map"))}
        />
      ) : (
        <section className="home__list" aria-labelledby={panel.ai ? "ai-results-heading" : "home-list-title"}>
          {/* Cards carry h3 titles: this keeps the outline h1 > h2 > h3. */}
          {panel.ai ? null : (
            <h2 id="home-list-title" className="visually-hidden">
              {listTitle ?? t.list.title}
            </h2>
          )}
          {listings.length ? <SortControl sort={query.sort} /> : null}
          {listings.length ? (
            <ListingGrid listings={listings} />
          ) : (
            <NoResults filters={query} waysOut={waysOut} saveQuery={saveQuery} />
          )}
          <Pagination page={query.page} isEnd={isEnd} />
        </section>
      )}
      {children}
    </div>
  );
}
