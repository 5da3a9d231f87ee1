// The street map's credit line from the configured MAP_TILE_ATTRIBUTION (docs/deploy.md "The
// street map"). Its own module: the map hooks run on every page with a map, and importing osm.ts
// from them put maplibre's chunk in every such page's first load.
import { useRouteLoaderData } from "@remix-run/react";
import type { Lang } from "~/domain/language";
import type { loader as rootLoader } from "~/root";

/** Before the root's settings are read; the server's default is the same words. */
let attribution = "© OpenStreetMap contributors";

/** The credit line the next map source carries. */
export const tileAttribution = (): string => attribution;

/**
 * The credit in the page's language: OpenStreetMap's own words, "OpenStreetMap contributors",
 * said in Tamil on Tamil pages (OSM asks for the credit, and allows it in the reader's language);
 * any other provider's name stays as configured.
 */
export function localAttribution(credit: string, lang: Lang): string {
  return lang === "ta" ? credit.replace("OpenStreetMap contributors", "OpenStreetMap பங்களிப்பாளர்கள்") : credit;
}

/**
 * The configured attribution, from the root loader's settings. The map hooks (useLazyMap,
 * ListingsMap) call it, so every map's source carries it without each page passing it down.
 */
export function useTileAttribution(): void {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const configured = root?.settings.mapTileAttribution;
  if (configured && typeof document !== "undefined") attribution = localAttribution(configured, root?.lang ?? "en");
}
