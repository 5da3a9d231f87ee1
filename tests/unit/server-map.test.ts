// Web Mercator and clustering of the server map (docs/product.md#the-server-map).
import { describe, expect, it } from "vitest";
import { filterChips } from "~/domain/filter-chips";
import { filtersSearch, parseFilters, withParams } from "~/domain/filters";
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, clusterPoints } from "~/domain/map-clusters";
import { SERVER_MAP_FIRST_SCREEN, serverMap } from "~/domain/server-map";
import {
  fitPoints,
  offsetFromCentre,
  pointAtOffset,
  project,
  tileGrid,
  tileHref,
  tileSrcSet,
  unproject,
  viewBounds,
} from "~/domain/mercator";

const berlin = { latitude: 52.52, longitude: 13.405 };
const coimbatore = { latitude: 11.0168, longitude: 76.9558 };

describe("Web Mercator", () => {
  it("puts known places where maplibre and OpenStreetMap's tiles do", () => {
    // The world is 512 px at zoom 0: (0, 0) is its middle, the limits its edges.
    expect(project({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 256, y: 256 });
    expect(project({ latitude: 85.0511287798, longitude: -180 }, 0).y).toBeCloseTo(0, 6);
    expect(project({ latitude: -85.0511287798, longitude: 180 }, 2)).toEqual({
      x: 2048,
      y: expect.closeTo(2048, 6),
    });
    // OSM's slippy-map tile of Berlin at zoom 10 is 550/335; maplibre's zoom 9 draws it.
    const b = project(berlin, 9);
    expect([Math.floor(b.x / 256), Math.floor(b.y / 256)]).toEqual([550, 335]);
    // Coimbatore at zoom 12 is OSM tile 2923/1921.
    const c = project(coimbatore, 11);
    expect([Math.floor(c.x / 256), Math.floor(c.y / 256)]).toEqual([2923, 1921]);
  });

  it("unproject is the inverse of project", () => {
    for (const z of [0, 5, 11, 16]) {
      const p = project(coimbatore, z);
      const back = unproject(p.x, p.y, z);
      expect(back.latitude).toBeCloseTo(coimbatore.latitude, 9);
      expect(back.longitude).toBeCloseTo(coimbatore.longitude, 9);
    }
    const moved = pointAtOffset(coimbatore, 12, 100, -50);
    const off = offsetFromCentre(moved, coimbatore, 12);
    expect(off.dx).toBeCloseTo(100, 6);
    expect(off.dy).toBeCloseTo(-50, 6);
  });

  it("the tile grid covers the view with zoom + 1 tiles placed from the centre", () => {
    const tiles = tileGrid(coimbatore, 11, { width: 512, height: 256 });
    const c = project(coimbatore, 11);
    expect(new Set(tiles.map((t) => t.z))).toEqual(new Set([12]));
    for (const t of tiles) {
      expect(t.left).toBeCloseTo(t.x * 256 - c.x, 6);
      expect(t.top).toBeCloseTo(t.y * 256 - c.y, 6);
    }
    // Every corner of the view is on a tile; no tile is wholly outside it.
    for (const [dx, dy] of [
      [-256, -128],
      [255, 127],
      [0, 0],
    ] as const) {
      expect(tiles.some((t) => t.left <= dx && dx < t.left + 256 && t.top <= dy && dy < t.top + 256)).toBe(true);
    }
    for (const t of tiles) expect(t.left < 256 && t.left + 256 > -256 && t.top < 128 && t.top + 256 > -128).toBe(true);
    // x wraps round the antimeridian; y stops at the poles.
    const edge = tileGrid({ latitude: 0, longitude: 180 }, 0, { width: 512, height: 2048 });
    expect(edge.map((t) => t.x).sort()).toEqual([0, 0, 1, 1]);
    expect(tileHref("https://t.example/{z}/{x}/{y}.png", { z: 12, x: 2923, y: 1921 })).toBe(
      "https://t.example/12/2923/1921.png",
    );
    // A tile server with high-density tiles ({r}): the 512 px twin for dense screens.
    const retina = "https://t.example/{z}/{x}/{y}{r}.png";
    expect(tileHref(retina, { z: 12, x: 2923, y: 1921 })).toBe("https://t.example/12/2923/1921.png");
    expect(tileSrcSet(retina, { z: 12, x: 2923, y: 1921 })).toBe(
      "https://t.example/12/2923/1921.png 1x, https://t.example/12/2923/1921@2x.png 2x",
    );
    expect(tileSrcSet("https://t.example/{z}/{x}/{y}.png", { z: 12, x: 2923, y: 1921 })).toBeUndefined();
  });

  it("view bounds and fitting", () => {
    const box = viewBounds(coimbatore, 12, { width: 1024, height: 1024 });
    // 1024 px at zoom 12 is 360 * 1024 / (512 * 4096) degrees of longitude.
    expect(box.east - box.west).toBeCloseTo((360 * 1024) / (512 * 4096), 9);
    expect(box.north).toBeGreaterThan(coimbatore.latitude);
    expect(box.south).toBeLessThan(coimbatore.latitude);

    expect(fitPoints([], { width: 400, height: 400 })).toBeNull();
    const one = fitPoints([coimbatore], { width: 400, height: 400 }, { maxZoom: 15 });
    expect(one).toEqual({
      centre: { latitude: expect.closeTo(11.0168, 9), longitude: expect.closeTo(76.9558, 9) },
      zoom: 15,
    });
    const two = [
      { latitude: 11.0, longitude: 76.9 },
      { latitude: 11.1, longitude: 77.0 },
    ];
    const fit = fitPoints(two, { width: 400, height: 400 }, { padding: 0, maxZoom: 18 });
    // 0.1° of longitude is 0.1 / 360 * 512 * 2^z px: 284 px at zoom 11, 569 at 12.
    expect(fit?.zoom).toBe(11);
    expect(fit?.centre.longitude).toBeCloseTo(76.95, 9);
  });
});

describe("the server map's tiles", () => {
  it("the tiles a phone's frame can show load at once, the one under the centre first; the rest lazily", () => {
    const map = serverMap(new URLSearchParams(), { centre: coimbatore, zoom: 12 }, [], "https://t/{z}/{x}/{y}.png");
    const first = map.tiles.filter((t) => t.first);
    expect(first).toHaveLength(1);
    expect(first[0]!.left).toBeLessThanOrEqual(0);
    expect(first[0]!.left + 256).toBeGreaterThan(0);
    expect(first[0]!.top).toBeLessThanOrEqual(0);
    expect(first[0]!.top + 256).toBeGreaterThan(0);
    const { width, height } = SERVER_MAP_FIRST_SCREEN;
    for (const t of map.tiles) {
      const onPhone =
        t.left < width / 2 && t.left + 256 > -width / 2 && t.top < height / 2 && t.top + 256 > -height / 2;
      expect([t.src, t.near]).toEqual([t.src, onPhone]);
    }
    // A phone's frame needs half of the 1280 x 800 frame's tiles at most.
    const eager = map.tiles.filter((t) => t.near).length;
    expect(eager).toBeLessThanOrEqual(12);
    expect(map.tiles.length).toBeGreaterThanOrEqual(eager * 2);
  });
});

describe("clustering", () => {
  const near = (i: number, lat = 11, lng = 77) => ({ id: i, latitude: lat, longitude: lng + i * 0.0001 });

  it("uses the live map's radius and last zoom", () => {
    expect(CLUSTER_RADIUS).toBe(56);
    expect(CLUSTER_MAX_ZOOM).toBe(14);
  });

  it("points within 56 px merge into one bubble at their weighted middle; far ones stay pins", () => {
    const points = [near(0), near(1), near(2), { id: 9, latitude: 11.5, longitude: 77.5 }];
    const out = clusterPoints(points, 11);
    expect(out.length).toBe(2);
    const bubble = out.find((c) => c.kind === "cluster");
    expect(bubble).toMatchObject({ kind: "cluster", count: 3 });
    if (bubble?.kind !== "cluster") throw new Error("no bubble");
    expect(bubble.items.map((p) => p.id)).toEqual([0, 1, 2]);
    expect(bubble.position.longitude).toBeCloseTo(77.0001, 6);
    expect(out.find((c) => c.kind === "point")).toMatchObject({ kind: "point", item: { id: 9 } });
  });

  it("the radius is in pixels at that zoom: 56 px apart merges, 57 px apart does not", () => {
    const z = 12;
    // Longitude degrees per pixel at zoom 12.
    const perPx = 360 / (512 * 2 ** z);
    const pair = (px: number) => [
      { id: 1, latitude: 0, longitude: 0 },
      { id: 2, latitude: 0, longitude: px * perPx },
    ];
    expect(clusterPoints(pair(55.9), z)).toHaveLength(1);
    expect(clusterPoints(pair(57), z)).toHaveLength(2);
    // Past the last clustering zoom every listing is a pin, even on the same spot.
    expect(clusterPoints([near(0), near(0)], 15)).toHaveLength(2);
  });

  it("a bubble's expansion zoom is the first zoom that splits it", () => {
    const perPx12 = 360 / (512 * 2 ** 12);
    // 40 px apart at zoom 12: merged at 12, 80 px apart at 13 (split), so expansion is 13.
    const points = [
      { id: 1, latitude: 0, longitude: 0 },
      { id: 2, latitude: 0, longitude: 40 * perPx12 },
    ];
    const at10 = clusterPoints(points, 10);
    expect(at10).toMatchObject([{ kind: "cluster", count: 2, expansionZoom: 13 }]);
    expect(clusterPoints(points, 13)).toHaveLength(2);
  });

  it("greedy in the given order, as supercluster: the first point takes its neighbours", () => {
    const perPx = 360 / (512 * 2 ** 14);
    // a - b - c in a line 40 px apart at zoom 14: a takes b, c stays (b is taken).
    const line = [0, 1, 2].map((i) => ({ id: i, latitude: 0, longitude: i * 40 * perPx }));
    const out = clusterPoints(line, 14);
    expect(out.map((c) => (c.kind === "cluster" ? c.items.map((p) => p.id) : [c.item.id]))).toEqual([[0, 1], [2]]);
    // Started from the middle, b takes both.
    const middleFirst = [line[1]!, line[0]!, line[2]!];
    expect(clusterPoints(middleFirst, 14)).toMatchObject([{ kind: "cluster", count: 3 }]);
  });
});

describe("the bbox filter", () => {
  it("reads west,south,east,north at 5 decimals and drops a malformed box", () => {
    expect(parseFilters(new URLSearchParams("bbox=76.9,10.95,77.0000049,11.05")).bbox).toEqual({
      west: 76.9,
      south: 10.95,
      east: 77,
      north: 11.05,
    });
    for (const bad of ["oops", "1,2,3", "77,11,76,12", "76,11,77,11", "-200,0,0,1", "1,2,,4"]) {
      expect(parseFilters(new URLSearchParams(`bbox=${bad}`)).bbox, bad).toBeUndefined();
    }
    expect(
      filtersSearch({ types: ["plot"], locations: [], bbox: { west: 76.9, south: 10.95, east: 77, north: 11.05 } }),
    ).toBe("?type=plot&bbox=76.9,10.95,77,11.05");
    expect(withParams(new URLSearchParams("type=plot&bbox=1,2,3,4&page=3"), { bbox: null })).toBe("?type=plot");
    expect(filterChips(parseFilters(new URLSearchParams("bbox=76.9,10.95,77,11.05")))).toEqual([
      { id: "bbox", label: "Map area", changes: { bbox: null } },
    ]);
  });
});
