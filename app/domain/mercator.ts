// Web Mercator as maplibre draws it (docs/product.md#the-server-map): zoom z shows the world
// 512 * 2^z CSS pixels wide, so at a whole zoom z the 256 px raster tiles of zoom z + 1 sit on
// the screen at their own size. The server map and the live map share these numbers, so the live
// map takes over at the same centre and zoom without a jump.

export type LatLng = { latitude: number; longitude: number };
export type Bounds = { west: number; south: number; east: number; north: number };
export type Size = { width: number; height: number };

/** CSS pixels of the world at zoom 0 (maplibre's tile size). */
export const WORLD_TILE = 512;
/** Pixels of one raster tile (OpenStreetMap's). */
export const RASTER_TILE = 256;
/** Web Mercator's latitude limit. */
export const MAX_LATITUDE = 85.0511287798;

export const worldSize = (zoom: number): number => WORLD_TILE * 2 ** zoom;

const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n));

/** The point's world position at `zoom`, in CSS pixels from the world's north-west corner. */
export function project({ latitude, longitude }: LatLng, zoom: number): { x: number; y: number } {
  const size = worldSize(zoom);
  const lat = (clamp(latitude, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180;
  return {
    x: ((longitude + 180) / 360) * size,
    y: (0.5 - Math.log(Math.tan(Math.PI / 4 + lat / 2)) / (2 * Math.PI)) * size,
  };
}

/** The inverse of project. */
export function unproject(x: number, y: number, zoom: number): LatLng {
  const size = worldSize(zoom);
  const n = Math.PI - (2 * Math.PI * y) / size;
  return {
    latitude: (180 / Math.PI) * Math.atan(Math.sinh(n)),
    longitude: (x / size) * 360 - 180,
  };
}

/** The box a `size` view centred on `centre` at `zoom` shows. */
export function viewBounds(centre: LatLng, zoom: number, size: Size): Bounds {
  const c = project(centre, zoom);
  const nw = unproject(c.x - size.width / 2, c.y - size.height / 2, zoom);
  const se = unproject(c.x + size.width / 2, c.y + size.height / 2, zoom);
  return { west: nw.longitude, north: nw.latitude, east: se.longitude, south: se.latitude };
}

/** Where `point` falls in a view centred on `centre`: CSS pixels right of and below the centre. */
export function offsetFromCentre(point: LatLng, centre: LatLng, zoom: number): { dx: number; dy: number } {
  const p = project(point, zoom);
  const c = project(centre, zoom);
  return { dx: p.x - c.x, dy: p.y - c.y };
}

/** The point `dx`, `dy` CSS pixels from `centre` (the inverse of offsetFromCentre). */
export function pointAtOffset(centre: LatLng, zoom: number, dx: number, dy: number): LatLng {
  const c = project(centre, zoom);
  return unproject(c.x + dx, c.y + dy, zoom);
}

/**
 * The centre and the largest whole zoom (within `minZoom`..`maxZoom`) at which every point fits
 * in `size` less `padding` on each side. No points: null.
 */
export function fitPoints(
  points: readonly LatLng[],
  size: Size,
  { padding = 32, minZoom = 0, maxZoom = 16 }: { padding?: number; minZoom?: number; maxZoom?: number } = {},
): { centre: LatLng; zoom: number } | null {
  if (!points.length) return null;
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  const nw = project({ latitude: Math.max(...lats), longitude: Math.min(...lngs) }, 0);
  const se = project({ latitude: Math.min(...lats), longitude: Math.max(...lngs) }, 0);
  const centre = unproject((nw.x + se.x) / 2, (nw.y + se.y) / 2, 0);
  const room = { width: Math.max(1, size.width - 2 * padding), height: Math.max(1, size.height - 2 * padding) };
  let zoom = maxZoom;
  while (zoom > minZoom) {
    const scale = 2 ** zoom;
    if ((se.x - nw.x) * scale <= room.width && (se.y - nw.y) * scale <= room.height) break;
    zoom -= 1;
  }
  return { centre, zoom };
}

export type TilePlacement = {
  /** The raster tile's address (zoom z + 1 for a view at zoom z; x wraps round the world). */
  z: number;
  x: number;
  y: number;
  /** Its top-left corner, in CSS pixels from the view's centre. */
  left: number;
  top: number;
};

/** The 256 px raster tiles covering a `size` view centred on `centre` at whole `zoom`. */
export function tileGrid(centre: LatLng, zoom: number, size: Size): TilePlacement[] {
  const z = zoom + 1;
  const count = 2 ** z;
  const c = project(centre, zoom);
  const x0 = Math.floor((c.x - size.width / 2) / RASTER_TILE);
  const x1 = Math.floor((c.x + size.width / 2 - 1) / RASTER_TILE);
  const y0 = Math.max(0, Math.floor((c.y - size.height / 2) / RASTER_TILE));
  const y1 = Math.min(count - 1, Math.floor((c.y + size.height / 2 - 1) / RASTER_TILE));
  const tiles: TilePlacement[] = [];
  for (let ty = y0; ty <= y1; ty++) {
    for (let tx = x0; tx <= x1; tx++) {
      tiles.push({
        z,
        x: ((tx % count) + count) % count,
        y: ty,
        left: tx * RASTER_TILE - c.x,
        top: ty * RASTER_TILE - c.y,
      });
    }
  }
  return tiles;
}

/**
 * A tile template ("https://tile.example/{z}/{x}/{y}{r}.png") filled in for one tile. `{r}` is the
 * density suffix of tile servers that offer high-density tiles: "" for the 256 px tile, "@2x" for
 * its 512 px twin (`ratio` 2).
 */
export function tileHref(template: string, tile: Pick<TilePlacement, "z" | "x" | "y">, ratio: 1 | 2 = 1): string {
  return template
    .replace("{z}", String(tile.z))
    .replace("{x}", String(tile.x))
    .replace("{y}", String(tile.y))
    .replace("{s}", "a")
    .replace("{r}", ratio === 2 ? "@2x" : "");
}

/** The `srcset` of a tile when the tile server offers high-density tiles (a `{r}` in its template). */
export function tileSrcSet(template: string, tile: Pick<TilePlacement, "z" | "x" | "y">): string | undefined {
  return template.includes("{r}") ? `${tileHref(template, tile)} 1x, ${tileHref(template, tile, 2)} 2x` : undefined;
}
