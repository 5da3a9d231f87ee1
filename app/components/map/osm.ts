// The street map under every map of the app: raster tiles from the configured tile URL, credited
// with the configured attribution (MAP_TILE_URL, MAP_TILE_ATTRIBUTION; docs/product.md#browsing,
// docs/deploy.md "The street map").
import type { LayerSpecification, RasterSourceSpecification } from "maplibre-gl";

/** `attribution`: the configured credit line (tile-attribution.ts: not imported here, as this module rides in maplibre's chunk). */
export function osmRasterSource(tileUrl: string, attribution: string): RasterSourceSpecification {
  // The 256 px tiles: the canvas draws at one pixel per CSS pixel (MAP_PIXEL_RATIO below).
  return { type: "raster", tiles: [tileUrl.replace("{r}", "")], tileSize: 256, maxzoom: 19, attribution };
}

/**
 * Tiles appear as they arrive instead of fading in over 300 ms. While a tile fades, the whole map
 * is redrawn every frame: 27 frames instead of 10 as the map page loads in the bench's phone run
 * (decision 0018).
 */
export const OSM_LAYER: LayerSpecification = {
  id: "osm",
  type: "raster",
  source: "osm",
  paint: { "raster-fade-duration": 0 },
};

/**
 * The maps' canvas pixels per CSS pixel. Their picture is 256 px raster tiles, stretched on a dense
 * screen whatever the canvas, and everything sharp on them (markers, labels, controls) is HTML;
 * drawing at the screen's density (2-3 on a phone) only multiplies the pixels each frame fills and
 * hands over, which made the map page's frames the long tasks of its load (docs/product.md#speed,
 * decision 0016).
 */
export const MAP_PIXEL_RATIO = 1;
