// The listing form's map without JavaScript (docs/product.md#picking-the-location-without-javascript):
// a fixed-size map the server draws round a centre at a whole zoom, and an <input type="image">
// over it whose click (pixels from its top-left corner) the server turns back into a latitude and
// longitude with the same Web Mercator maths as every other map here (mercator.ts).
import { isLocality, MAP_DEFAULT_CENTER } from "./catalog";
import { LOCALITY_CENTRES } from "./locality-geo";
import { type Bounds, type LatLng, offsetFromCentre, pointAtOffset, type Size, tileGrid, tileHref } from "./mercator";
import { placeLabels } from "./server-map";

/** The map's size in CSS pixels: fits a 360 px phone's form; as tall as the live picker (16rem). */
export const PICKER_SIZE: Size = { width: 300, height: 256 };
/** Zooms the picker offers (maplibre's zoom: tiles of zoom + 1, which OpenStreetMap draws up to 19). */
export const PICKER_MIN_ZOOM = 9;
export const PICKER_MAX_ZOOM = 18;
/** Where the map opens, as the live picker does: closer on a spot already set than on a locality. */
export const PICKER_ZOOM = { spot: 15, locality: 13 } as const;
/** The area a spot picked on the map must fall in: Coimbatore and its surroundings. */
export const PICK_AREA: Bounds = { west: 76.6, south: 10.6, east: 77.4, north: 11.5 };

export const PICK_MESSAGES = {
  outside: "That spot is outside Coimbatore. Pick a spot in Coimbatore, or type the latitude and longitude.",
  set: (p: LatLng) => `Location set to ${fixed(p.latitude)}, ${fixed(p.longitude)}.`,
} as const;

export type PickerView = { centre: LatLng; zoom: number };

/** Coordinates as the form holds them (6 decimals: about 10 cm). */
export const fixed = (n: number) => n.toFixed(6);

export const inPickArea = ({ latitude, longitude }: LatLng): boolean =>
  latitude >= PICK_AREA.south &&
  latitude <= PICK_AREA.north &&
  longitude >= PICK_AREA.west &&
  longitude <= PICK_AREA.east;

const numberOf = (value: unknown): number => {
  if (typeof value === "number") return value;
  if (typeof value !== "string" || value.trim() === "") return Number.NaN;
  return Number(value);
};

/** The Latitude and Longitude fields' values as a point, when both are numbers in range. */
export function readSpot(latitude: unknown, longitude: unknown): LatLng | null {
  const lat = numberOf(latitude);
  const lng = numberOf(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { latitude: lat, longitude: lng };
}

export const clampPickerZoom = (zoom: number) => Math.min(PICKER_MAX_ZOOM, Math.max(PICKER_MIN_ZOOM, zoom));

/** The view the form posted back (its hidden fields), when it is one the picker could have drawn. */
export function parsePickerView(latitude: unknown, longitude: unknown, zoom: unknown): PickerView | null {
  const centre = readSpot(latitude, longitude);
  const z = numberOf(zoom);
  if (!centre || !inPickArea(centre) || !Number.isInteger(z) || clampPickerZoom(z) !== z) return null;
  return { centre, zoom: z };
}

/**
 * The view to draw: centred on the spot when one is set in the area, else on the chosen
 * locality's centre (or the city's); at `zoom` when the form carried one.
 */
export function pickerView(spot: LatLng | null, area: string, zoom?: number | null): PickerView {
  const onSpot = spot !== null && inPickArea(spot);
  const centre = onSpot ? spot : isLocality(area) ? LOCALITY_CENTRES[area] : MAP_DEFAULT_CENTER;
  const z = zoom ?? (onSpot ? PICKER_ZOOM.spot : PICKER_ZOOM.locality);
  return { centre, zoom: clampPickerZoom(z) };
}

/** The point under pixel `x`, `y` of the map (from its top-left corner; clamped to the map). */
export function pickedPoint(view: PickerView, x: number, y: number): LatLng {
  const dx = Math.min(PICKER_SIZE.width, Math.max(0, x)) - PICKER_SIZE.width / 2;
  const dy = Math.min(PICKER_SIZE.height, Math.max(0, y)) - PICKER_SIZE.height / 2;
  return pointAtOffset(view.centre, view.zoom, dx, dy);
}

const tenth = (n: number) => Math.round(n * 10) / 10;

/**
 * What the picker draws at `view`: its tiles (from the tile template; none without one), the
 * localities' names (the map's only content when tiles fail) and the spot's marker, all in CSS
 * pixels from the map's centre.
 */
export function pickerDrawing(view: PickerView, spot: LatLng | null, tileTemplate: string) {
  const { centre, zoom } = view;
  const half = { width: PICKER_SIZE.width / 2, height: PICKER_SIZE.height / 2 };
  const inside = ({ dx, dy }: { dx: number; dy: number }) => Math.abs(dx) <= half.width && Math.abs(dy) <= half.height;
  const at = (p: LatLng) => {
    const o = offsetFromCentre(p, centre, zoom);
    return { dx: tenth(o.dx), dy: tenth(o.dy) };
  };
  const tiles = tileTemplate
    ? tileGrid(centre, zoom, PICKER_SIZE).map((t) => ({
        key: `${t.z}/${t.x}/${t.y}/${tenth(t.left)}`,
        src: tileHref(tileTemplate, t),
        left: tenth(t.left),
        top: tenth(t.top),
      }))
    : [];
  const labels = placeLabels(
    Object.entries(LOCALITY_CENTRES)
      .map(([name, c]) => ({ name, ...at(c) }))
      .filter(inside),
  );
  const marker = spot && inside(at(spot)) ? at(spot) : null;
  return { tiles, labels, marker };
}
