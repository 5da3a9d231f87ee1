// The list or map of the home page for a filter query (docs/product.md#browsing), shared by the
// home page and the locality pages (docs/decisions/0036-locality-pages.md): the same panel state,
// list page and map settings, whichever URL names the filters.
import { type AppLoadContext, redirect } from "@remix-run/cloudflare";
import { isEmptyFilters, parseHomeQuery } from "~/domain/filters";
import { type SearchWords, unknownPlaceMessage, unknownPlaces } from "~/domain/ways-out";
import type { Lang } from "~/domain/language";
import { CATALOGUES } from "~/messages/catalogues.server";
import { aiText } from "~/domain/home-url";
import { getDb, getEnv, publicSettings } from "../platform/context.server";
import { listPublicListings } from "./browse.server";
import { loadServerMap } from "./server-map.server";
import { type WayOut, waysOut } from "./ways-out.server";

/**
 * `params` are the filters (with view, page and the panel's parameters); `pageHref(1)` is where
 * a page past the end goes back to.
 */
export async function loadHomeListing(
  context: AppLoadContext,
  params: URLSearchParams,
  pageHref: (page: number) => string,
  lang: Lang = "en",
) {
  const query = parseHomeQuery(params);
  // The ways out and the unknown place in the page's language (docs/product.md#languages).
  const list = CATALOGUES.listings[lang];
  const words: SearchWords = {
    lang,
    types: list.types,
    chips: list.chips,
    plurals: list.plurals,
    describe: list.describe,
  };
  const panel = {
    filtersOpen: params.get("filters") === "open",
    q: params.get("q")?.trim() || null,
    view: params.get("view"),
    // After Ask AI: the words asked, for the heading (docs/product.md#ai-search).
    ai: aiText(params),
    // A place typed or asked that is no locality is named, not dropped (docs/product.md#never-a-dead-end).
    unknownPlace: unknownPlaceMessage(unknownPlaces(params), query.locations, words),
  };
  if (query.view === "map") {
    const { mapTileUrl } = publicSettings(getEnv(context));
    // The map is drawn on the server; maplibre takes over on touch (docs/product.md#the-server-map).
    const map = await loadServerMap(getDb(context), query, params, mapTileUrl);
    return { query, panel, listings: [], isEnd: true, waysOut: [] as WayOut[], mapTileUrl, map };
  }
  const result = await listPublicListings(getDb(context), query, query.page);
  // A page past the end comes back empty: start again at page 1 (docs/product.md#browsing).
  if (!result.listings.length && query.page > 1) throw redirect(pageHref(1));
  // No results: the nearest searches that have some, counted (docs/product.md#never-a-dead-end).
  const ways = !result.listings.length && !isEmptyFilters(query) ? await waysOut(getDb(context), query, words) : [];
  return { query, panel, ...result, waysOut: ways, mapTileUrl: null as string | null, map: null };
}
export type HomeListingData = Awaited<ReturnType<typeof loadHomeListing>>;
