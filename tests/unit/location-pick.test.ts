// The listing form's map without JavaScript (docs/product.md#picking-the-location-without-javascript):
// a click's pixels back to a latitude and longitude, the view it is drawn at, what it draws.
import { describe, expect, it } from "vitest";
import { LOCALITY_CENTRES } from "~/domain/locality-geo";
import {
  inPickArea,
  PICK_AREA,
  PICKER_SIZE,
  parsePickerView,
  pickedPoint,
  pickerDrawing,
  pickerView,
  readSpot,
} from "~/domain/location-pick";
import { MAP_DEFAULT_CENTER } from "~/domain/catalog";

/** OpenStreetMap's slippy-map formulas: the north-west corner of tile x/y at zoom z. */
const tileCorner = (x: number, y: number, z: number) => ({
  longitude: (x / 2 ** z) * 360 - 180,
  latitude: (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** z))) * 180) / Math.PI,
});

const W = PICKER_SIZE.width;
const H = PICKER_SIZE.height;

describe("a click's pixels to a latitude and longitude", () => {
  it("the middle is the centre; the edges are where a 512 px world puts them", () => {
    const world = { centre: { latitude: 0, longitude: 0 }, zoom: 0 };
    expect(pickedPoint(world, W / 2, H / 2)).toEqual({ latitude: 0, longitude: 0 });
    // 150 px right of the middle of a 512 px world: 150/512 of 360 degrees east.
    expect(pickedPoint(world, W, H / 2).longitude).toBeCloseTo((150 / 512) * 360, 9);
    expect(pickedPoint(world, 0, H / 2).longitude).toBeCloseTo((-150 / 512) * 360, 9);
    // Up is north, by Mercator's stretch: 128 px up at zoom 0 is 1/4 of the way to the top.
    expect(pickedPoint(world, W / 2, 0).latitude).toBeCloseTo(tileCorner(0, 0.5, 1).latitude, 9);
  });

  it("a tile's corner under the click is the corner OpenStreetMap gives that tile", () => {
    const view = { centre: LOCALITY_CENTRES["RS Puram"], zoom: 13 };
    const { tiles } = pickerDrawing(view, null, "https://tile.example/{z}/{x}/{y}.png");
    const inside = tiles.filter((t) => t.left > -W / 2 && t.left < W / 2 && t.top > -H / 2 && t.top < H / 2);
    expect(inside.length).toBeGreaterThan(0);
    for (const t of inside) {
      const [, z, x, y] = t.src.match(/(\d+)\/(\d+)\/(\d+)\.png$/)!.map(Number) as [number, number, number, number];
      expect(z).toBe(14);
      const corner = pickedPoint(view, W / 2 + t.left, H / 2 + t.top);
      const osm = tileCorner(x, y, z);
      // Offsets are drawn to a tenth of a pixel: about a metre here.
      expect(corner.latitude).toBeCloseTo(osm.latitude, 4);
      expect(corner.longitude).toBeCloseTo(osm.longitude, 4);
    }
  });

  it("the centre of Coimbatore's map moves east and north with the click, by zoom", () => {
    const centre = { latitude: 11.0168, longitude: 76.9558 };
    const at13 = pickedPoint({ centre, zoom: 13 }, W / 2 + 100, H / 2 - 50);
    const at14 = pickedPoint({ centre, zoom: 14 }, W / 2 + 100, H / 2 - 50);
    // 100 px at zoom 13 is 100 / (512 * 2^13) of the world: about 0.00858 degrees.
    expect(at13.longitude - centre.longitude).toBeCloseTo((100 / (512 * 2 ** 13)) * 360, 9);
    expect(at14.longitude - centre.longitude).toBeCloseTo((at13.longitude - centre.longitude) / 2, 9);
    expect(at13.latitude).toBeGreaterThan(centre.latitude);
    // A click past the edge counts as the edge.
    expect(pickedPoint({ centre, zoom: 13 }, W + 40, -5)).toEqual(pickedPoint({ centre, zoom: 13 }, W, 0));
  });
});

describe("the view and the area", () => {
  it("the area is Coimbatore's: every locality is in it, Chennai and Kochi are not", () => {
    for (const c of Object.values(LOCALITY_CENTRES)) expect(inPickArea(c)).toBe(true);
    expect(inPickArea({ latitude: 13.08, longitude: 80.27 })).toBe(false);
    expect(inPickArea({ latitude: 9.93, longitude: 76.26 })).toBe(false);
    expect(inPickArea({ latitude: PICK_AREA.north + 0.001, longitude: 77 })).toBe(false);
  });

  it("posted views are read only when the picker could have drawn them", () => {
    expect(parsePickerView("11.0089", "76.9507", "13")).toEqual({
      centre: { latitude: 11.0089, longitude: 76.9507 },
      zoom: 13,
    });
    expect(parsePickerView("11.0089", "76.9507", "13.5")).toBeNull();
    expect(parsePickerView("11.0089", "76.9507", "19")).toBeNull();
    expect(parsePickerView("11.0089", "76.9507", "8")).toBeNull();
    expect(parsePickerView("0", "0", "13")).toBeNull();
    expect(parsePickerView("", "76.9507", "13")).toBeNull();
    expect(parsePickerView(null, null, null)).toBeNull();
  });

  it("the map opens on the spot (closer), else on the locality, else on the city", () => {
    const spot = { latitude: 11.03, longitude: 76.94 };
    expect(pickerView(spot, "Vadavalli")).toEqual({ centre: spot, zoom: 15 });
    expect(pickerView(null, "Vadavalli")).toEqual({ centre: LOCALITY_CENTRES.Vadavalli, zoom: 13 });
    expect(pickerView({ latitude: 0, longitude: 0 }, "Vadavalli").centre).toEqual(LOCALITY_CENTRES.Vadavalli);
    expect(pickerView(null, "Nowhere")).toEqual({ centre: MAP_DEFAULT_CENTER, zoom: 13 });
    expect(pickerView(spot, "Vadavalli", 11).zoom).toBe(11);
    expect(pickerView(spot, "Vadavalli", 30).zoom).toBe(18);
  });

  it("typed coordinates are a spot only when both are numbers in range", () => {
    expect(readSpot("11.02", "76.95")).toEqual({ latitude: 11.02, longitude: 76.95 });
    expect(readSpot("", "76.95")).toBeNull();
    expect(readSpot("abc", "76.95")).toBeNull();
    expect(readSpot("91", "76.95")).toBeNull();
    expect(readSpot(undefined, undefined)).toBeNull();
  });

  it("draws tiles over the whole map, the spot's marker where it is, and no tiles without a template", () => {
    const spot = LOCALITY_CENTRES["Saibaba Colony"];
    const view = { centre: LOCALITY_CENTRES["RS Puram"], zoom: 12 };
    const drawn = pickerDrawing(view, spot, "https://tile.example/{z}/{x}/{y}.png");
    for (const [x, y] of [
      [-W / 2, -H / 2],
      [W / 2 - 1, H / 2 - 1],
    ] as const) {
      expect(drawn.tiles.some((t) => t.left <= x && x < t.left + 256 && t.top <= y && y < t.top + 256)).toBe(true);
    }
    const back = pickedPoint(view, W / 2 + drawn.marker!.dx, H / 2 + drawn.marker!.dy);
    expect(back.latitude).toBeCloseTo(spot.latitude, 4);
    expect(back.longitude).toBeCloseTo(spot.longitude, 4);
    expect(drawn.labels.map((l) => l.name)).toContain("RS Puram");
    expect(pickerDrawing(view, null, "").tiles).toEqual([]);
    // A spot off the map has no marker.
    expect(pickerDrawing(view, LOCALITY_CENTRES.Karamadai, "").marker).toBeNull();
  });
});
