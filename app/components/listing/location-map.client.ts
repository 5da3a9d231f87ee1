// Loaded by dynamic import only, so maplibre-gl stays in its own chunk.
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import mapCssUrl from "maplibre-gl/dist/maplibre-gl.css?url";

type Options = { latitude: number; longitude: number; tileUrl: string; label: string };

function ensureCss() {
  if (document.querySelector(`link[data-maplibre-css]`)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = mapCssUrl;
  link.dataset.maplibreCss = "";
  document.head.appendChild(link);
}

/** Mounts a raster map with one marker; returns the clean-up. */
export function mountLocationMap(container: HTMLElement, { latitude, longitude, tileUrl, label }: Options) {
  ensureCss();
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
