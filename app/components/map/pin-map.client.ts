// A street map around one spot with its pin: the listing page's map and the listing form's
// picker. Loaded by dynamic import only, so maplibre-gl stays in its own chunk.
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import mapCssUrl from "maplibre-gl/dist/maplibre-gl.css?url";
import { MAP_PIXEL_RATIO, OSM_LAYER, osmRasterSource } from "./osm";
import { tileAttribution } from "./tile-attribution";

export type Point = { latitude: number; longitude: number };

/** maplibre measures its container and places markers with its CSS: wait for it first. */
function ensureCss(): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>("link[data-maplibre-css]");
  if (existing?.sheet) return Promise.resolve();
  const link = existing ?? document.createElement("link");
  const loaded = new Promise<void>((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
  });
  if (!existing) {
    link.rel = "stylesheet";
    link.href = mapCssUrl;
    link.dataset.maplibreCss = "";
    document.head.appendChild(link);
  }
  return loaded;
}

/** A raster street map centred on `center`, with zoom buttons, and a pin not yet placed. */
export async function createPinMap(
  container: HTMLElement,
  { center, zoom, tileUrl, draggable = false }: { center: Point; zoom: number; tileUrl: string; draggable?: boolean },
) {
  await ensureCss();
  setWorkerUrl(workerUrl);
  const map = new MapLibreMap({
    container,
    center: [center.longitude, center.latitude],
    zoom,
    pixelRatio: MAP_PIXEL_RATIO,
    cooperativeGestures: true,
    attributionControl: { compact: true },
    style: { version: 8, sources: { osm: osmRasterSource(tileUrl, tileAttribution()) }, layers: [OSM_LAYER] },
  });
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  const marker = new Marker({ color: "#d9480f", draggable });
  return { map, marker };
}
