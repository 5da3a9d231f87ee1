// Loaded by dynamic import only, so maplibre-gl stays in its own chunk.
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import mapCssUrl from "maplibre-gl/dist/maplibre-gl.css?url";

type Options = { latitude: number; longitude: number; tileUrl: string; label: string };

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

/** Mounts a raster map with one marker; resolves to the clean-up. */
export async function mountLocationMap(container: HTMLElement, { latitude, longitude, tileUrl, label }: Options) {
  await ensureCss();
  setWorkerUrl(workerUrl);
  const map = new MapLibreMap({
    container,
    center: [longitude, latitude],
    zoom: 15,
    cooperativeGestures: true,
    attributionControl: { compact: true },
    style: {
      version: 8,
      sources: {
        osm: {
          type: "raster",
          tiles: [tileUrl],
          tileSize: 256,
          maxzoom: 19,
          attribution: "© OpenStreetMap contributors",
        },
      },
      layers: [{ id: "osm", type: "raster", source: "osm" }],
    },
  });
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  const marker = new Marker({ color: "#d9480f" }).setLngLat([longitude, latitude]).addTo(map);
  marker.getElement().setAttribute("aria-label", label);
  return () => map.remove();
}
