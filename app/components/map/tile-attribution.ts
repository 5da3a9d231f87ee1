// The street map's credit line from the configured MAP_TILE_ATTRIBUTION (docs/deploy.md "The
// street map"). Its own module: the map hooks run on every page with a map, and importing osm.ts
// from them put maplibre's chunk in every such page's first load.
import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

/** Before the root's settings are read; the server's default is the same words. */
let attribution = "© OpenStreetMap contributors";

/** The credit line the next map source carries. */
export const tileAttribution = (): string => attribution;

/**
 * The configured attribution, from the root loader's settings. The map hooks (useLazyMap,
 * ListingsMap) call it, so every map's source carries it without each page passing it down.
 */
export function useTileAttribution(): void {
  const configured = useRouteLoaderData<typeof rootLoader>("root")?.settings.mapTileAttribution;
  if (configured && typeof document !== "undefined") attribution = configured;
}
