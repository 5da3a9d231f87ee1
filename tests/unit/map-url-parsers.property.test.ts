// The map view's URL parsers read outside input (docs/product.md#the-server-map,
// docs/product.md#search-this-area, docs/product.md#sorting): whatever the URL holds, they answer
// a valid value or nothing, never a box, view or order outside their ranges.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bboxParam, parseBbox } from "../../app/domain/filters";
import { parseMapView, SERVER_MAP_MAX_ZOOM, SERVER_MAP_MIN_ZOOM } from "../../app/domain/server-map";
import { canonicalSortValue, SORT_ORDERS } from "../../app/domain/sort";

const number = fc.oneof(fc.double(), fc.integer({ min: -400, max: 400 }).map(String), fc.constant("NaN"));
const text = fc.oneof(
  fc.string(),
  number.map(String),
  fc.array(number.map(String), { maxLength: 6 }).map((a) => a.join(",")),
);

describe("URL parsers of the map view (property)", () => {
  it("parseBbox answers a box inside the world with west < east and south < north, that reads back as itself", () => {
    fc.assert(
      fc.property(text, (raw) => {
        const box = parseBbox(raw);
        if (!box) return;
        expect(box.west).toBeLessThan(box.east);
        expect(box.south).toBeLessThan(box.north);
        expect(box.west).toBeGreaterThanOrEqual(-180);
        expect(box.east).toBeLessThanOrEqual(180);
        expect(box.south).toBeGreaterThanOrEqual(-90);
        expect(box.north).toBeLessThanOrEqual(90);
        expect(parseBbox(bboxParam(box))).toEqual(box);
      }),
    );
  });

  it("parseMapView answers a finite centre on the map and a whole zoom in range, or null", () => {
    fc.assert(
      fc.property(text, text, text, (lat, lng, z) => {
        const view = parseMapView(new URLSearchParams({ lat, lng, z }));
        if (!view) return;
        expect(Math.abs(view.centre.latitude)).toBeLessThanOrEqual(85);
        expect(Math.abs(view.centre.longitude)).toBeLessThanOrEqual(180);
        expect(Number.isInteger(view.zoom)).toBe(true);
        expect(view.zoom).toBeGreaterThanOrEqual(SERVER_MAP_MIN_ZOOM);
        expect(view.zoom).toBeLessThanOrEqual(SERVER_MAP_MAX_ZOOM);
      }),
    );
  });

  it("canonicalSortValue answers one of the orders other than the default, or null", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...SORT_ORDERS)), (raw) => {
        const value = canonicalSortValue(raw);
        if (value === null) return;
        expect(SORT_ORDERS).toContain(value);
        expect(value).not.toBe("newest");
      }),
    );
  });
});
