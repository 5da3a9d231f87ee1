// The map view drawn on the server (docs/product.md#the-server-map): which centre and zoom, which
// tiles, where each pin, bubble and locality name goes, and the links that zoom and pan. Pure:
// the loader feeds it the listings, the component draws what it returns.
import type { PropertyType } from "./catalog";
import { bboxParam } from "./filters";
import { stripTransient } from "./home-url";
import { LOCALITY_CENTRES } from "./locality-geo";
import { clusterPoints } from "./map-clusters";
import {
  type Bounds,
  fitPoints,
  type LatLng,
  offsetFromCentre,
  pointAtOffset,
  type Size,
  tileGrid,
  tileHref,
  tileSrcSet,
  viewBounds,
} from "./mercator";

/** The area the server lays tiles and pins over, centred on the map's middle (a wide desktop's map). */
export const SERVER_MAP_FRAME: Size = { width: 1280, height: 800 };
/** The smallest map (a phone's): the fitted listings and the "Search this area" box use it. */
export const SERVER_MAP_FIT: Size = { width: 340, height: 400 };
/**
 * The part of the map a phone (up to 480 px wide, map.css) shows round the centre, in CSS px: its
 * frame is at most the screen's width and 100dvh - 13rem high.
 */
export const SERVER_MAP_FIRST_SCREEN: Size = { width: 480, height: 720 };
/** Zooms the server map offers (maplibre's zoom: the 512 px world). */
export const SERVER_MAP_MIN_ZOOM = 8;
export const SERVER_MAP_MAX_ZOOM = 17;
/** How far one pan link moves the map, in pixels. */
export const SERVER_MAP_PAN = 200;

export type MapView = { centre: LatLng; zoom: number };

export type ServerMapListing = {
  id: number;
  type: PropertyType;
  price: number;
  latitude: number;
  longitude: number;
  area: string;
};

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;
/** Offsets to a tenth of a pixel (enough on any screen, and short in the HTML). */
const round = ({ dx, dy }: { dx: number; dy: number }) => ({
  dx: Math.round(dx * 10) / 10,
  dy: Math.round(dy * 10) / 10,
});

/**
 * Locality names that do not overlap one drawn before (by an estimate of their size: 7 px a
 * letter, 18 px high); crowded at a low zoom, the rest appear as the map zooms in.
 */
export function placeLabels<L extends { name: string; dx: number; dy: number }>(labels: readonly L[]): L[] {
  const box = (l: L) => ({ w: l.name.length * 7 + 12, h: 18 });
  const placed: L[] = [];
  for (const l of labels) {
    const a = box(l);
    const clear = placed.every((p) => {
      const b = box(p);
      return Math.abs(p.dx - l.dx) * 2 >= a.w + b.w || Math.abs(p.dy - l.dy) * 2 >= a.h + b.h;
    });
    if (clear) placed.push(l);
  }
  return placed;
}

/** `lat`, `lng` and `z` of the URL when all three are valid (z is rounded to a whole zoom), else null. */
export function parseMapView(params: URLSearchParams): MapView | null {
  const [lat, lng, z] = ["lat", "lng", "z"].map((k) => {
    const v = params.get(k)?.trim();
    return v ? Number(v) : Number.NaN;
  }) as [number, number, number];
  if (![lat, lng, z].every(Number.isFinite) || Math.abs(lat) > 85 || Math.abs(lng) > 180) return null;
  const zoom = Math.min(SERVER_MAP_MAX_ZOOM, Math.max(SERVER_MAP_MIN_ZOOM, Math.round(z)));
  return { centre: { latitude: lat, longitude: lng }, zoom };
}

/** The box whose listings the server map shows (its whole frame). */
export function frameBounds(view: MapView): Bounds {
  return viewBounds(view.centre, view.zoom, SERVER_MAP_FRAME);
}

/** The view of the URL, or the one that fits the listings, or the city. */
export function chooseView(url: MapView | null, listings: readonly LatLng[], fallback: MapView): MapView {
  if (url) return url;
  return (
    fitPoints(listings, SERVER_MAP_FIT, {
      padding: 24,
      minZoom: SERVER_MAP_MIN_ZOOM,
      maxZoom: SERVER_MAP_MAX_ZOOM - 2,
    }) ?? fallback
  );
}

/** The home query for the map at `view`: every other parameter kept, page and live dropped. */
export function mapViewSearch(params: URLSearchParams, view: MapView): string {
  const next = stripTransient(params);
  next.delete("page");
  next.delete("live");
  next.set("view", "map");
  next.set("lat", String(round5(view.centre.latitude)));
  next.set("lng", String(round5(view.centre.longitude)));
  next.set("z", String(view.zoom));
  return `?${next.toString().replace(/%2C/g, ",")}`;
}

/** `bbox=west,south,east,north` text (5 decimals), as the URL and /map-data carry it. */
export function bboxText(b: Bounds): string {
  return bboxParam({ west: round5(b.west), south: round5(b.south), east: round5(b.east), north: round5(b.north) });
}

export type ServerMapModel = ReturnType<typeof serverMap>;

/**
 * Everything the server map draws for `listings` (newest first) at `view`: offsets are CSS pixels
 * from the map's centre. `params` is the page's query (the links keep its filters).
 */
export function serverMap(
  params: URLSearchParams,
  view: MapView,
  listings: readonly ServerMapListing[],
  tileTemplate: string,
) {
  const { centre, zoom } = view;
  const half = { width: SERVER_MAP_FRAME.width / 2, height: SERVER_MAP_FRAME.height / 2 };
  const inFrame = ({ dx, dy }: { dx: number; dy: number }) => Math.abs(dx) <= half.width && Math.abs(dy) <= half.height;
  // Tiles a phone's frame can show (SERVER_MAP_FIRST_SCREEN) are fetched at once, and the one
  // under the centre first of all (it is the page's largest picture); a phone never lays out the
  // others (map.css), and wider screens load them lazily (decision 0050).
  const overlaps = (t: { left: number; top: number }, w: number, h: number) =>
    t.left < w / 2 && t.left + 256 > -w / 2 && t.top < h / 2 && t.top + 256 > -h / 2;
  const near = (t: { left: number; top: number }) =>
    overlaps(t, SERVER_MAP_FIRST_SCREEN.width, SERVER_MAP_FIRST_SCREEN.height);
  const tiles = tileTemplate
    ? tileGrid(centre, zoom, SERVER_MAP_FRAME).map((t) => ({
        ...t,
        left: Math.round(t.left * 10) / 10,
        top: Math.round(t.top * 10) / 10,
        src: tileHref(tileTemplate, t),
        srcSet: tileSrcSet(tileTemplate, t),
        near: near(t),
        first: t.left <= 0 && t.left + 256 > 0 && t.top <= 0 && t.top + 256 > 0,
      }))
    : [];
  const shown = listings.filter((l) => inFrame(offsetFromCentre(l, centre, zoom)));
  const markers = clusterPoints(shown, zoom).map((c) => {
    const at = round(offsetFromCentre(c.position, centre, zoom));
    if (c.kind === "point") {
      const l = c.item;
      return {
        kind: "pin" as const,
        id: l.id,
        price: l.price,
        type: l.type,
        area: l.area,
        ...at,
      };
    }
    const into = { centre: c.position, zoom: Math.min(SERVER_MAP_MAX_ZOOM, Math.max(c.expansionZoom, zoom + 1)) };
    return {
      kind: "cluster" as const,
      count: c.count,
      href: mapViewSearch(params, into),
      area: mostCommonArea(c.items),
      ...at,
    };
  });
  const labels = placeLabels(
    Object.entries(LOCALITY_CENTRES)
      .map(([name, c]) => ({ name, ...round(offsetFromCentre(c, centre, zoom)) }))
      .filter(inFrame),
  );
  const move = (dx: number, dy: number) => mapViewSearch(params, { centre: pointAtOffset(centre, zoom, dx, dy), zoom });
  const zoomTo = (z: number) =>
    z < SERVER_MAP_MIN_ZOOM || z > SERVER_MAP_MAX_ZOOM ? null : mapViewSearch(params, { centre, zoom: z });
  return {
    centre: { latitude: round5(centre.latitude), longitude: round5(centre.longitude) },
    zoom,
    tiles,
    markers,
    labels,
    // How many listings are in the frame, not the listings: the pins carry what their words need,
    // and the live map fetches its own (/map-data), so the page's data stays small (decision 0053).
    count: shown.length,
    links: {
      zoomIn: zoomTo(zoom + 1),
      zoomOut: zoomTo(zoom - 1),
      north: move(0, -SERVER_MAP_PAN),
      south: move(0, SERVER_MAP_PAN),
      west: move(-SERVER_MAP_PAN, 0),
      east: move(SERVER_MAP_PAN, 0),
    },
    /** The phone-sized box round the centre, for "Search this area". */
    area: bboxText(viewBounds(centre, zoom, SERVER_MAP_FIT)),
  };
}

/** The locality most of a bubble's listings are in (the first of them on a tie), to name it in the list. */
export function mostCommonArea(items: readonly { area: string }[]): string {
  const counts = new Map<string, number>();
  let best = items[0]?.area ?? "";
  for (const { area } of items) {
    const n = (counts.get(area) ?? 0) + 1;
    counts.set(area, n);
    if (n > (counts.get(best) ?? 0)) best = area;
  }
  return best;
}

/** "Search this area": the map's box as the `bbox` filter, at the map's view (docs/product.md#search-this-area). */
export function areaSearch(params: URLSearchParams, bbox: string, view: MapView, live = false): string {
  const next = new URLSearchParams(mapViewSearch(params, view));
  next.set("bbox", bbox);
  if (live) next.set("live", "1");
  return `?${next.toString().replace(/%2C/g, ",")}`;
}
