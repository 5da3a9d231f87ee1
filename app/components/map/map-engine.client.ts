// Everything that touches maplibre-gl lives here, behind a dynamic import from ListingsMap,
// so the library, its CSS and its worker load only on the map view and only in the browser.
import * as maplibregl from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import "maplibre-gl/dist/maplibre-gl.css";
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, PROPERTY_TYPE_NAMES, type PropertyType } from "~/domain/catalog";
import { formatShortAmount } from "~/domain/format";

maplibregl.setWorkerUrl(workerUrl);

export type MapMarker = {
  id: number;
  type: PropertyType;
  price: number;
  latitude: number;
  longitude: number;
  area: string;
};
export type MapStatus = { count: number; truncated: boolean; loading: boolean; error: boolean };

export type ListingsMapController = {
  /** New filters (query string with `type`/`location`): markers are refetched. */
  setFilters(query: string): void;
  openPopup(marker: MapMarker, content: HTMLElement): void;
  /** After the popup's content changed size: pans so it stays inside the map. */
  refreshPopup(): void;
  closePopup(): void;
  destroy(): void;
};

/** True when the browser can give maplibre a WebGL context; headless or old devices may not. */
export function webglAvailable(): boolean {
  try {
    const canvas = document.createElement("canvas");
    return Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    return false;
  }
}

export function createListingsMap(
  container: HTMLElement,
  options: {
    tileUrl: string;
    query: string;
    onSelect: (marker: MapMarker) => void;
    onPopupClose: () => void;
    onStatus: (status: MapStatus) => void;
  },
): ListingsMapController {
  if (!webglAvailable()) throw new Error("WebGL is not available");
  const map = new maplibregl.Map({
    container,
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
    center: [MAP_DEFAULT_CENTER.longitude, MAP_DEFAULT_CENTER.latitude],
    zoom: MAP_DEFAULT_ZOOM,
    attributionControl: { compact: false },
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), "top-right");
  // Tile failures (offline, blocked) must not break the markers; the map stays usable.
  map.on("error", () => {});

  const markers = new Map<number, maplibregl.Marker>();
  let query = options.query;
  let abort: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Always above its marker; keepPopupInView pans the map when that side has no room.
  const popup = new maplibregl.Popup({
    closeButton: false,
    closeOnClick: true,
    maxWidth: "280px",
    offset: 18,
    anchor: "bottom",
  });
  popup.on("close", () => options.onPopupClose());

  function markerElement(m: MapMarker): HTMLButtonElement {
    const el = document.createElement("button");
    el.type = "button";
    el.className = "price-marker";
    el.textContent = formatShortAmount(m.price);
    el.setAttribute("aria-label", `₹${formatShortAmount(m.price)}, ${PROPERTY_TYPE_NAMES[m.type]} in ${m.area}`);
    el.dataset.listingId = String(m.id);
    el.addEventListener("click", (event) => {
      event.stopPropagation();
      options.onSelect(m);
    });
    return el;
  }

  async function load() {
    abort?.abort();
    abort = new AbortController();
    const b = map.getBounds();
    const params = new URLSearchParams(query);
    params.set("bbox", [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()].map((n) => n.toFixed(5)).join(","));
    options.onStatus({ count: markers.size, truncated: false, loading: true, error: false });
    try {
      const res = await fetch(`/map-data?${params.toString().replace(/%2C/g, ",")}`, { signal: abort.signal });
      if (!res.ok) throw new Error(`map-data ${res.status}`);
      const data = (await res.json()) as { listings: MapMarker[]; truncated: boolean };
      const keep = new Set(data.listings.map((l) => l.id));
      for (const [id, marker] of markers) {
        if (!keep.has(id)) {
          marker.remove();
          markers.delete(id);
        }
      }
      for (const l of data.listings) {
        if (markers.has(l.id)) continue;
        markers.set(
          l.id,
          new maplibregl.Marker({ element: markerElement(l) }).setLngLat([l.longitude, l.latitude]).addTo(map),
        );
      }
      options.onStatus({ count: data.listings.length, truncated: data.truncated, loading: false, error: false });
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      options.onStatus({ count: markers.size, truncated: false, loading: false, error: true });
    }
  }

  function keepPopupInView() {
    const el = popup.getElement();
    if (!el) return;
    const box = el.getBoundingClientRect();
    const frame = container.getBoundingClientRect();
    const margin = 8;
    const dx = Math.min(0, box.left - frame.left - margin) || Math.max(0, box.right - frame.right + margin);
    const dy = Math.min(0, box.top - frame.top - margin);
    if (dx || dy) map.panBy([dx, dy], { duration: 250 });
  }

  // Refetch for the visible box once the user stops panning or zooming.
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(load, 200);
  };
  map.on("moveend", schedule);
  map.once("load", schedule);
  // Markers need not wait for the style when tiles are slow or unreachable.
  schedule();

  return {
    setFilters(next) {
      if (next === query) return;
      query = next;
      popup.remove();
      schedule();
    },
    openPopup(marker, content) {
      popup.setLngLat([marker.longitude, marker.latitude]).setDOMContent(content).addTo(map);
      keepPopupInView();
    },
    refreshPopup() {
      if (!popup.isOpen()) return;
      popup.setLngLat(popup.getLngLat());
      keepPopupInView();
    },
    closePopup() {
      popup.remove();
    },
    destroy() {
      clearTimeout(timer);
      abort?.abort();
      map.remove();
    },
  };
}
