// Everything that touches maplibre-gl lives here, behind a dynamic import from ListingsMap,
// so the library, its CSS and its worker load only on the map view and only in the browser.
// Listings go into a clustered GeoJSON source (maplibre clusters them in its worker); what the
// source shows at the current zoom is drawn as HTML buttons: a count bubble per cluster (a tap
// zooms in to split it) and a price pill per listing (docs/product.md#browsing).
import type { FeatureCollection, Point } from "geojson";
import * as maplibregl from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import "maplibre-gl/dist/maplibre-gl.css";
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, PROPERTY_TYPE_NAMES } from "~/domain/catalog";
import { formatIndianNumber, formatShortAmount } from "~/domain/format";
import { LOCALITY_CENTRES } from "~/domain/locality-geo";
// The server map clusters with the same rule and numbers (map-clusters.ts).
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS } from "~/domain/map-clusters";
import { MAP_PIXEL_RATIO, OSM_LAYER, osmRasterSource } from "./osm";
import { tileAttribution } from "./tile-attribution";
import type { ServerMapListing } from "~/domain/server-map";
import type { Lang } from "~/domain/language";

maplibregl.setWorkerUrl(workerUrl);

/** A listing on the map: the same fields the server map draws. */
export type MapMarker = ServerMapListing;
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

const SOURCE = "listings";
const EMPTY: FeatureCollection = { type: "FeatureCollection", features: [] };

export function createListingsMap(
  container: HTMLElement,
  options: {
    tileUrl: string;
    query: string;
    onSelect: (marker: MapMarker) => void;
    onPopupClose: () => void;
    onStatus: (status: MapStatus) => void;
    /** The street map cannot load (offline, blocked): the localities are drawn instead. */
    onOffline: () => void;
    /** An element over the map (the "N properties here" label) that the popup must not cover. */
    avoid: () => HTMLElement | null;
    /** Where to start: the server map's view, taken over without a jump (docs/product.md#the-server-map). */
    start?: { latitude: number; longitude: number; zoom: number };
    /** The first frame with everything loaded (the server map under it can go). */
    onIdle?: () => void;
    /**
     * The page's language for the markers' words (docs/product.md#languages): the price's words,
     * a cluster's label ("{count}" filled) and a pin's ("{price}", "{type}", "{place}" filled).
     */
    words?: {
      lang: Lang;
      cluster: string;
      pin: (m: MapMarker, price: string) => string;
    };
    /** After the person moved the map: its view and visible box. */
    onMoveEnd?: (view: {
      latitude: number;
      longitude: number;
      zoom: number;
      bbox: [number, number, number, number];
    }) => void;
  },
): ListingsMapController {
  // Without WebGL2 the constructor throws (maplibre's GPUInitializationError) and ListingsMap
  // shows its note. No test context first: it would cost the start-up a second context.
  const map = new maplibregl.Map({
    container,
    style: {
      version: 8,
      sources: {
        osm: osmRasterSource(options.tileUrl, tileAttribution()),
        [SOURCE]: {
          type: "geojson",
          data: EMPTY,
          cluster: true,
          clusterRadius: CLUSTER_RADIUS,
          clusterMaxZoom: CLUSTER_MAX_ZOOM,
        },
      },
      layers: [
        // A plain background: what shows where tiles are missing.
        { id: "paper", type: "background", paint: { "background-color": "#eef0ea" } },
        OSM_LAYER,
        // Invisible: it only makes maplibre load the clustered source, which the HTML markers mirror.
        { id: "listings-hit", type: "circle", source: SOURCE, paint: { "circle-radius": 0, "circle-opacity": 0 } },
      ],
    },
    center: options.start
      ? [options.start.longitude, options.start.latitude]
      : [MAP_DEFAULT_CENTER.longitude, MAP_DEFAULT_CENTER.latitude],
    zoom: options.start?.zoom ?? MAP_DEFAULT_ZOOM,
    pixelRatio: MAP_PIXEL_RATIO,
    attributionControl: { compact: false },
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), "top-right");

  // Tile failures (offline, blocked) must not break the markers: the 27 localities are drawn on
  // the plain background instead, so the map still says where things are.
  let offline = false;
  const showLocalities = () => {
    if (offline) return;
    offline = true;
    for (const [name, centre] of Object.entries(LOCALITY_CENTRES)) {
      const el = document.createElement("span");
      el.className = "locality-label";
      el.textContent = name;
      // Below the centre, where the locality's own bubble does not cover it.
      new maplibregl.Marker({ element: el, anchor: "top", offset: [0, 22] })
        .setLngLat([centre.longitude, centre.latitude])
        .addTo(map);
    }
    options.onOffline();
  };
  map.on("error", (event: maplibregl.ErrorEvent & { sourceId?: string; tile?: unknown }) => {
    if (event.sourceId === "osm" || event.tile) showLocalities();
  });
  if (navigator.onLine === false) showLocalities();

  /** The markers on screen, by key: `p<id>` for a listing, `c<cluster id>` for a bubble. */
  const markers = new Map<string, maplibregl.Marker>();
  let shown = 0;
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

  function clusterElement(clusterId: number, count: number, at: [number, number]): HTMLButtonElement {
    const el = document.createElement("button");
    el.type = "button";
    el.className = "cluster-marker";
    el.dataset.size = count >= 50 ? "l" : count >= 10 ? "m" : "s";
    el.textContent = formatIndianNumber(count);
    el.setAttribute(
      "aria-label",
      options.words ? options.words.cluster.replace("{count}", String(count)) : `${count} properties: zoom in`,
    );
    el.addEventListener("click", async (event) => {
      event.stopPropagation();
      const source = map.getSource<maplibregl.GeoJSONSource>(SOURCE);
      if (!source) return;
      const zoom = await source.getClusterExpansionZoom(clusterId);
      map.easeTo({ center: at, zoom: Math.max(zoom, map.getZoom() + 1) });
    });
    return el;
  }

  function markerElement(m: MapMarker): HTMLButtonElement {
    const el = document.createElement("button");
    el.type = "button";
    el.className = "price-marker";
    const words = options.words;
    el.textContent = formatShortAmount(m.price, words?.lang);
    el.setAttribute(
      "aria-label",
      words
        ? words.pin(m, `₹${formatShortAmount(m.price, words.lang)}`)
        : `₹${formatShortAmount(m.price)}, ${PROPERTY_TYPE_NAMES[m.type]} in ${m.area}`,
    );
    el.dataset.listingId = String(m.id);
    el.addEventListener("click", (event) => {
      event.stopPropagation();
      options.onSelect(m);
    });
    return el;
  }

  /** Mirrors what the clustered source shows now as HTML markers (bubbles and price pills). */
  function renderMarkers() {
    const wanted = new Map<string, { at: [number, number]; make: () => HTMLElement }>();
    for (const f of map.querySourceFeatures(SOURCE)) {
      const p = f.properties as Record<string, unknown>;
      if (p.cluster) {
        const key = `c${p.cluster_id}`;
        if (wanted.has(key)) continue;
        const at = (f.geometry as Point).coordinates as [number, number];
        wanted.set(key, { at, make: () => clusterElement(Number(p.cluster_id), Number(p.point_count), at) });
      } else {
        const m = p as unknown as MapMarker;
        const key = `p${m.id}`;
        if (wanted.has(key)) continue;
        wanted.set(key, { at: [m.longitude, m.latitude], make: () => markerElement(m) });
      }
    }
    for (const [key, marker] of markers) {
      if (!wanted.has(key)) {
        marker.remove();
        markers.delete(key);
      }
    }
    for (const [key, { at, make }] of wanted) {
      if (markers.has(key)) continue;
      markers.set(key, new maplibregl.Marker({ element: make() }).setLngLat(at).addTo(map));
    }
  }
  // New tiles of the clustered source (after a zoom or new data): redraw the markers.
  map.on("sourcedata", (event) => {
    if (event.sourceId === SOURCE && event.isSourceLoaded) renderMarkers();
  });

  function setData(collection: FeatureCollection) {
    const source = map.getSource<maplibregl.GeoJSONSource>(SOURCE);
    if (source) void source.setData(collection);
    else map.once("styledata", () => setData(collection));
  }

  async function load() {
    abort?.abort();
    abort = new AbortController();
    const b = map.getBounds();
    const params = new URLSearchParams(query);
    // `visible`, not `bbox`: a "Search this area" box in the query stays a filter.
    params.set("visible", [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()].map((n) => n.toFixed(5)).join(","));
    options.onStatus({ count: shown, truncated: false, loading: true, error: false });
    try {
      const res = await fetch(`/map-data?${params.toString().replace(/%2C/g, ",")}`, { signal: abort.signal });
      if (!res.ok) throw new Error(`map-data ${res.status}`);
      const data = (await res.json()) as { listings: MapMarker[]; truncated: boolean };
      shown = data.listings.length;
      setData({
        type: "FeatureCollection",
        features: data.listings.map((l) => ({
          type: "Feature",
          geometry: { type: "Point", coordinates: [l.longitude, l.latitude] },
          properties: l,
        })),
      });
      options.onStatus({ count: shown, truncated: data.truncated, loading: false, error: false });
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      options.onStatus({ count: shown, truncated: false, loading: false, error: true });
    }
  }

  function keepPopupInView() {
    const el = popup.getElement();
    if (!el) return;
    const box = el.getBoundingClientRect();
    const frame = container.getBoundingClientRect();
    const margin = 8;
    // Keep the label over the map readable: the popup stays below it (a phone has little room).
    const label = options.avoid()?.getBoundingClientRect();
    const top = label && label.bottom > frame.top ? label.bottom : frame.top;
    const dx = Math.min(0, box.left - frame.left - margin) || Math.max(0, box.right - frame.right + margin);
    const dy = Math.min(0, box.top - top - margin);
    if (dx || dy) map.panBy([dx, dy], { duration: 250 });
  }

  // Refetch for the visible box once the user stops panning or zooming.
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(load, 200);
  };
  map.on("moveend", schedule);
  if (options.onIdle) map.once("idle", options.onIdle);
  map.on("moveend", (event: { originalEvent?: unknown }) => {
    // Only the person's moves (not the popup's panning into view) offer "Search this area".
    if (!event.originalEvent || !options.onMoveEnd) return;
    const b = map.getBounds();
    const c = map.getCenter();
    options.onMoveEnd({
      latitude: c.lat,
      longitude: c.lng,
      zoom: map.getZoom(),
      bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
    });
  });
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
