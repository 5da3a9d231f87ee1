// The map view drawn on the server (docs/product.md#the-server-map), in workerd: pins, bubbles,
// zoom and pan links, tiles on the grid, the list beside the map, and no maplibre in the first paint.
import { beforeAll, describe, expect, it } from "vitest";
import type { Filters } from "~/domain/filters";
import { project } from "~/domain/mercator";
import { mapListingsQuery, publicListingsQuery } from "~/server/listings/browse.server";
import { db } from "../helpers/db";
import { cardIds, insertListings } from "../helpers/home";
import { get } from "../helpers/http";
import { queryPlan, tableScans } from "../helpers/query-plan";
import { firstScripts } from "../../scripts/bundle/first-scripts";

// A price band no other test uses isolates these listings.
const BAND = "type=commercial&minPrice=123450000&maxPrice=123459999";
let ids: number[];

beforeAll(async () => {
  ids = await insertListings([
    // Two a few metres apart in Peelamedu (one bubble until zoom 15), one far off in Thayanur.
    { type: "commercial", area: "Peelamedu", latitude: 11.028, longitude: 77.02, price: 123_450_000 },
    { type: "commercial", area: "Peelamedu", latitude: 11.0281, longitude: 77.0201, price: 123_451_000 },
    { type: "commercial", area: "Thayanur", latitude: 11.19, longitude: 76.89, price: 123_452_000 },
  ]);
});

const unamp = (s: string) => s.replace(/&amp;/g, "&");
async function page(query: string) {
  const res = await get(`/?view=map&${query}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const frame = /class="server-map__frame"[^>]*data-lat="([^"]+)" data-lng="([^"]+)" data-z="(\d+)"/.exec(html);
  expect(frame).not.toBeNull();
  const [, lat, lng, z] = frame!.map(Number) as [number, number, number, number];
  const link = (label: string) => unamp(new RegExp(`href="([^"]+)"[^>]*aria-label="${label}"`).exec(html)?.[1] ?? "");
  return { html, lat, lng, z, link };
}
const params = (href: string) => new URL(href, "http://x").searchParams;

describe("the server map", () => {
  it("fits the listings: a pin links to the listing, close ones make a bubble that zooms in", async () => {
    const { html, z, lat } = await page(BAND);
    // Fitted between the two places.
    expect(lat).toBeGreaterThan(11.028);
    expect(lat).toBeLessThan(11.19);
    expect(html).toMatch(new RegExp(`<a href="/listing/${ids[2]}" class="price-marker server-map__marker"`));
    const bubble =
      /<a href="([^"]+)" class="cluster-marker server-map__marker"[^>]*aria-label="2 properties: zoom in"/.exec(html);
    expect(bubble).not.toBeNull();
    const into = params(unamp(bubble![1]!));
    expect(Number(into.get("z"))).toBeGreaterThan(z);
    expect(into.get("view")).toBe("map");
    expect(into.get("minPrice")).toBe("123450000");
    expect(Number(into.get("lat"))).toBeCloseTo(11.02805, 4);
    // The list beside the map says what the map shows: the pin's listing, and the bubble as a
    // link that zooms in on it, named by its locality (not one row per listing: decision 0050).
    const list = html.slice(html.indexOf('class="server-map__list"'));
    expect(list).toContain(`href="/listing/${ids[2]}"`);
    expect(list).not.toContain(`href="/listing/${ids[0]}"`);
    expect(list).toMatch(/3 properties(<!-- -->)? on the map/);
    const zoomIn = /<a href="([^"]+)">2 properties near ([^:<]+): zoom in<\/a>/.exec(list);
    expect(zoomIn?.[1]).toBe(bubble![1]);
    expect(zoomIn?.[2]).toBe("Peelamedu");
  });

  it("at the URL's centre and zoom: tiles of zoom + 1 on the grid, pins only inside the frame", async () => {
    const { html, lat, lng, z } = await page(`${BAND}&lat=11.028&lng=77.02&z=16`);
    expect([lat, lng, z]).toEqual([11.028, 77.02, 16]);
    // Past the last clustering zoom the two are two pins; Thayanur is far outside.
    expect(html).toContain(`href="/listing/${ids[0]}" class="price-marker`);
    expect(html).toContain(`href="/listing/${ids[1]}" class="price-marker`);
    expect(html).not.toContain(`href="/listing/${ids[2]}"`);
    // The tile under the centre, placed so the centre falls inside it.
    const c = project({ latitude: 11.028, longitude: 77.02 }, 16);
    const [tx, ty] = [Math.floor(c.x / 256), Math.floor(c.y / 256)];
    const tile = new RegExp(
      `<img class="server-map__tile" src="https://tile.openstreetmap.org/17/${tx}/${ty}.png"[^>]*style="left:(-?[\\d.]+)px;top:(-?[\\d.]+)px"`,
    ).exec(html);
    expect(tile).not.toBeNull();
    expect(Number(tile![1])).toBeCloseTo(tx * 256 - c.x, 0);
    expect(Number(tile![2])).toBeCloseTo(ty * 256 - c.y, 0);
  });

  it("zoom and pan links change lat, lng and z and keep the filters", async () => {
    const { link } = await page(`${BAND}&lat=11.1&lng=76.95&z=12`);
    const zin = params(link("Zoom in"));
    expect([zin.get("lat"), zin.get("lng"), zin.get("z")]).toEqual(["11.1", "76.95", "13"]);
    expect(params(link("Zoom out")).get("z")).toBe("11");
    const north = params(link("Move north"));
    expect(Number(north.get("lat"))).toBeGreaterThan(11.1);
    expect(north.get("lng")).toBe("76.95");
    expect(Number(params(link("Move south")).get("lat"))).toBeLessThan(11.1);
    expect(Number(params(link("Move east")).get("lng"))).toBeGreaterThan(76.95);
    expect(Number(params(link("Move west")).get("lng"))).toBeLessThan(76.95);
    for (const href of [link("Zoom in"), link("Move west")]) {
      expect(params(href).get("type")).toBe("commercial");
      expect(params(href).get("maxPrice")).toBe("123459999");
    }
  });

  it("the localities' names lie over the tiles (what shows where tiles cannot load)", async () => {
    const { html } = await page(`${BAND}&lat=11.028&lng=77.02&z=13`);
    expect(html).toMatch(/class="locality-label server-map__label"[^>]*>Peelamedu</);
  });

  it("the first paint sends no maplibre code", async () => {
    const { html } = await page(BAND);
    const scripts = firstScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const href of scripts) expect(href).not.toMatch(/maplibre|map-engine/);
    expect(html).not.toContain("maplibre");
  });
});

describe("search this area (bbox)", () => {
  const box = "77.01,11.02,77.03,11.04";

  it("filters the list and the map to the box, keeps the other filters, shows a removable chip", async () => {
    const list = await (await get(`/?${BAND}&bbox=${box}`)).text();
    const cards = cardIds(list);
    expect(cards.sort()).toEqual(ids.slice(0, 2).sort());
    expect(list).toContain("Map area");
    const chip = /Map area<\/span><a[^>]*href="([^"]*)"/.exec(list);
    expect(chip).not.toBeNull();
    const removed = params(unamp(chip![1]!));
    expect(removed.has("bbox")).toBe(false);
    expect(removed.get("type")).toBe("commercial");

    const { html } = await page(`${BAND}&bbox=${box}`);
    expect(html).not.toContain(`href="/listing/${ids[2]}"`);
    expect(html).toContain(`href="/listing/${ids[0]}"`);
    // /map-data takes the same filter, and the live map's visible box besides.
    const data = (await (await get(`/map-data?${BAND}&bbox=${box}`)).json()) as { listings: { id: number }[] };
    expect(data.listings.map((l) => l.id).sort()).toEqual(ids.slice(0, 2).sort());
  });

  it("a moved server map links to the search of its area", async () => {
    const { html, z } = await page(`${BAND}&lat=11.028&lng=77.02&z=14`);
    const href = unamp(/<a class="server-map__search-area" href="([^"]+)"/.exec(html)?.[1] ?? "");
    const q = params(href);
    expect(q.get("type")).toBe("commercial");
    expect(q.get("z")).toBe(String(z));
    const [west, south, east, north] = q.get("bbox")!.split(",").map(Number) as [number, number, number, number];
    expect(west).toBeLessThan(77.02);
    expect(east).toBeGreaterThan(77.02);
    expect(south).toBeLessThan(11.028);
    expect(north).toBeGreaterThan(11.028);
  });

  it("is tested inside the index: no table scan, no sort, for the list and the map", async () => {
    const bbox = { west: 76.9, south: 10.95, east: 77.0, north: 11.05 };
    for (const filters of [
      { types: [], locations: [], bbox },
      { types: ["plot"], locations: [], bbox },
      { types: [], locations: ["RS Puram"], maxPrice: 5_000_000, bbox },
    ] as Filters[]) {
      for (const query of [mapListingsQuery(db(), filters), publicListingsQuery(db(), filters, 1)]) {
        const details = await queryPlan(query);
        expect(tableScans(details), details.join("\n")).toEqual([]);
        expect(details.filter((d) => d.includes("TEMP B-TREE FOR ORDER BY"))).toEqual([]);
      }
    }
  });
});
