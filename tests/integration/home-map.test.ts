// Map data and the popup's small listing, in workerd.
import { beforeAll, describe, expect, it } from "vitest";
import { get } from "../helpers/http";
import { insertListings } from "../helpers/home";

type Marker = { id: number; type: string; price: number; latitude: number; longitude: number; area: string };

let ids: number[];
beforeAll(async () => {
  ids = await insertListings([
    { type: "agriLand", area: "Thayanur", latitude: 10.8, longitude: 76.7, price: 9_000_000, image: true },
    { type: "agriLand", area: "Thayanur", latitude: 10.81, longitude: 76.71 },
    { type: "agriLand", area: "Thayanur", latitude: 10.6, longitude: 76.5 },
    { type: "agriLand", area: "Thayanur", latitude: 10.8, longitude: 76.7, status: "Rejected" },
  ]);
});

async function markers(query: string) {
  const res = await get(`/map-data?${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toContain("application/json");
  return (await res.json()) as { listings: Marker[]; truncated: boolean };
}

describe("map data", () => {
  it("returns markers for the filters, public only", async () => {
    const data = await markers("type=agriLand&location=Thayanur");
    const got = data.listings.map((l) => l.id);
    expect(got).toEqual(expect.arrayContaining(ids.slice(0, 3)));
    expect(got).not.toContain(ids[3]);
    for (const l of data.listings) expect(l).toMatchObject({ type: "agriLand", area: "Thayanur" });
    expect(data.listings.find((l) => l.id === ids[0])).toMatchObject({
      price: 9_000_000,
      latitude: 10.8,
      longitude: 76.7,
    });
  });

  it("a bounding box narrows the markers; a malformed one is ignored", async () => {
    const boxed = await markers("type=agriLand&location=Thayanur&bbox=76.69,10.79,76.72,10.82");
    expect(boxed.listings.map((l) => l.id).sort()).toEqual(ids.slice(0, 2).sort());
    const bad = await markers("type=agriLand&location=Thayanur&bbox=oops");
    expect(bad.listings.length).toBeGreaterThanOrEqual(3);
  });
});

describe("listing summary", () => {
  it("gives the popup its thumbnail (128 px), price and area", async () => {
    const res = await get(`/listing-summary/${ids[0]}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: ids[0], type: "agriLand", price: 9_000_000, landArea: 2178, area: "Thayanur" });
    expect(body.image).toMatchObject({
      src128: expect.stringMatching(new RegExp(`^/images/listings/${ids[0]}/[^/]+-128\\.jpg$`)),
    });
  });

  it("is 404 for non-public, unknown and malformed ids", async () => {
    for (const path of [`/listing-summary/${ids[3]}`, "/listing-summary/99999999", "/listing-summary/abc"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
    }
  });
});

describe("map data with the other filters", () => {
  it("honours price, BHK, facing, flags and land area like the list", async () => {
    const [match, other] = await insertListings([
      {
        type: "house",
        area: "Vellakinar",
        price: 70_00_000,
        bhk: 3,
        facing: "north",
        gatedCommunity: true,
        landArea: 4 * 435.56,
      },
      { type: "house", area: "Vellakinar", price: 90_00_000, bhk: 2, facing: "north", landArea: 8 * 435.56 },
    ]);
    const ids = async (q: string) => (await markers(`location=Vellakinar&${q}`)).listings.map((l) => l.id);
    for (const q of ["bhk=3", "maxPrice=8000000", "gated=1", "maxArea=4", "bhk=3&facing=north&minPrice=6000000"]) {
      const got = await ids(q);
      expect(got, q).toContain(match);
      expect(got, q).not.toContain(other);
    }
    expect(await ids("facing=south")).not.toContain(match);
  });
});
