// Loaded by dynamic import only, so maplibre-gl stays in its own chunk (this page and the
// listing detail's map share it).
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import mapCssUrl from "maplibre-gl/dist/maplibre-gl.css?url";

type Point = { latitude: number; longitude: number };
type Options = {
  center: Point;
  /** The spot already chosen, if any (a marker shows it). */
  spot: Point | null;
  tileUrl: string;
  onPick: (point: Point) => void;
};

export type LocationPickerMap = {
  /** Moves the marker (and the view, when the spot is off screen). */
  setSpot(point: Point): void;
  destroy(): void;
};

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

/** A map to tap (or drag the marker to) the listing's spot. */
export async function mountLocationPicker(container: HTMLElement, options: Options): Promise<LocationPickerMap> {
  await ensureCss();
  setWorkerUrl(workerUrl);
  const start = options.spot ?? options.center;
  const map = new MapLibreMap({
    container,
    center: [start.longitude, start.latitude],
    zoom: options.spot ? 15 : 13,
    cooperativeGestures: true,
    attributionControl: { compact: true },
    style: {
      version: 8,
      sources: {
        osm: {
          type: "raster",
          tiles: [options.tileUrl],
          tileSize: 256,
          maxzoom: 19,
          attribution: "© OpenStreetMap contributors",
        },
      },
      layers: [{ id: "osm", type: "raster", source: "osm" }],
    },
  });
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  const marker = new Marker({ color: "#d9480f", draggable: true });
  marker.getElement().setAttribute("aria-label", "The listing's spot");
  let placed = false;
  const place = (point: Point) => {
    marker.setLngLat([point.longitude, point.latitude]);
    if (!placed) {
      marker.addTo(map);
      placed = true;
    }
  };
  if (options.spot) place(options.spot);

  map.on("click", (event) => {
    const point = { latitude: event.lngLat.lat, longitude: event.lngLat.lng };
    place(point);
    options.onPick(point);
  });
  marker.on("dragend", () => {
    const at = marker.getLngLat();
    options.onPick({ latitude: at.lat, longitude: at.lng });
  });

  return {
    setSpot(point) {
      place(point);
      if (!map.getBounds().contains([point.longitude, point.latitude])) {
        map.jumpTo({ center: [point.longitude, point.latitude] });
      }
    },
    destroy() {
      map.remove();
    },
  };
}
