// The street map under every map of the app: OpenStreetMap raster tiles from the configured
// tile URL (docs/product.md#browsing).
import type { LayerSpecification, RasterSourceSpecification } from "maplibre-gl";

export function osmRasterSource(tileUrl: string): RasterSourceSpecification {
  return { type: "raster", tiles: [tileUrl], tileSize: 256, maxzoom: 19, attribution: "© OpenStreetMap contributors" };
}

export const OSM_LAYER: LayerSpecification = { id: "osm", type: "raster", source: "osm" };
