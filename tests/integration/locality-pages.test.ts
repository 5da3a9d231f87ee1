// Locality pages (docs/product.md#locality-pages, decision 0036): the list with the locality's
// filter, its price figures from 5 public listings up, canonical URLs and noindex past page 1.
// Kinathukadavu and Pannimadai are this file's own localities: no other test lists there.
import { describe, expect, it } from "vitest";
import { cardIds, insertListings } from "../helpers/home";
import { get, location } from "../helpers/http";

const CACHED = { EDGE_CACHE: "on" };
/** The page's words: React's text separators dropped, tags as spaces. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("locality pages", () => {
  it("list the locality's public listings of the type, with median and quartiles per sq ft", async () => {
    // ₹5,000 to ₹9,000 a sq ft: median ₹7,000, quartiles ₹6,000 and ₹8,000.
    const villas = await insertListings(
      [5, 6, 7, 8, 9].map((k) => ({ area: "Kinathukadavu", type: "villa", price: k * 1_000_000, squareFeet: 1000 })),
    );
    const [hidden, plot] = await insertListings([
      { area: "Kinathukadavu", type: "villa", status: "Pending", price: 1, squareFeet: 1000 },
      { area: "Kinathukadavu", type: "plot" },
    ]);
    const res = await get("/coimbatore/kinathukadavu/villas");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(cardIds(html).sort()).toEqual([...villas].sort());
    expect(cardIds(html)).not.toContain(hidden);
    expect(cardIds(html)).not.toContain(plot);
    const page = text(html);
    expect(page).toContain("Villas for sale in Kinathukadavu, Coimbatore");
    expect(page).toContain("5 public listings, from ₹50.00 Lakh");
    expect(page).toMatch(
      /Median ₹7,000\/sq ft 25th to 75th percentile ₹6,000\/sq ft to ₹8,000\/sq ft Listings 5 listings/,
    );
    // The chart, with its title and its table.
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain("Median price per sq ft of villas in Kinathukadavu, last 8 quarters");
    expect(page).toMatch(/Quarter Listings 25th percentile Median 75th percentile/);
    // Nearby localities link to their own pages of the same type.
    expect(html).toMatch(/<a[^>]*href="\/coimbatore\/[a-z-]+\/villas"/);
  });

  it('says "Not enough listings yet" below 5 listings', async () => {
    await insertListings([1, 2, 3, 4].map(() => ({ area: "Pannimadai", type: "plot" })));
    const page = text(await (await get("/coimbatore/pannimadai/plots")).text());
    expect(page).toContain("Not enough listings yet (4 listings in the last 12 months; figures start at 5)");
    expect(page).not.toMatch(/Median ₹/);
    const all = text(await (await get("/coimbatore/pannimadai")).text());
    expect(all).toContain("Plots and land: price per cent Not enough listings yet");
  });

  it("have one canonical URL, a description people search for, and a breadcrumb", async () => {
    const html = await (await get("/coimbatore/kinathukadavu/villas?utm_source=x")).text();
    expect(html).toContain('<link rel="canonical" href="http://localhost/coimbatore/kinathukadavu/villas"/>');
    expect(html).toMatch(
      /<meta name="description" content="Villas for sale in Kinathukadavu, Coimbatore: \d+ listings? from ₹/,
    );
    expect(html).not.toContain('content="noindex');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('"item":"http://localhost/coimbatore/kinathukadavu"');
  });

  it("are noindex, follow beyond the first page", async () => {
    await insertListings(Array.from({ length: 13 }, () => ({ area: "Kinathukadavu", type: "commercial" })));
    const html = await (await get("/coimbatore/kinathukadavu/commercial?page=2")).text();
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain('<link rel="canonical" href="http://localhost/coimbatore/kinathukadavu/commercial"/>');
  });

  it("are not found for unknown slugs, and send other localities or types to the home search", async () => {
    expect((await get("/coimbatore/atlantis")).status).toBe(404);
    expect((await get("/coimbatore/peelamedu/castles")).status).toBe(404);
    const res = await get("/coimbatore/peelamedu?location=Peelamedu,Vadavalli");
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/?location=Peelamedu,Vadavalli");
  });

  it("the home list with several filters points its canonical URL at the closest locality page", async () => {
    // 5 villas and 13 commercial listings there (above): two pages.
    const html = await (await get("/?type=villa,commercial&location=Kinathukadavu&page=2")).text();
    expect(html).toContain('<link rel="canonical" href="http://localhost/coimbatore/kinathukadavu"/>');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    const home = await (await get("/?utm_campaign=z")).text();
    expect(home).toContain('<link rel="canonical" href="http://localhost/"/>');
  });

  it("are shared through the edge cache like the home page", async () => {
    await get("/coimbatore/kinathukadavu", { env: CACHED });
    const res = await get("/coimbatore/kinathukadavu", { env: CACHED });
    expect(res.headers.get("X-Edge-Cache")).toMatch(/HIT|STALE/);
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
  });
});

describe("a listing against its locality's median", () => {
  it("shows how far its price per unit is from the median, only from 5 listings up", async () => {
    const [few] = await insertListings([{ area: "Saliyur", type: "house", price: 4_000_000, squareFeet: 1000 }]);
    expect(text(await (await get(`/listing/${few}`)).text())).not.toContain("median for individual houses");
    // Kinathukadavu's villas above: ₹5,000 to ₹9,000 a sq ft; with this one at ₹6,160 the
    // median is ₹6,580, and this one is 6% below it.
    const [id] = await insertListings([{ area: "Kinathukadavu", type: "villa", price: 6_160_000, squareFeet: 1000 }]);
    const html = await (await get(`/listing/${id}`)).text();
    expect(text(html)).toContain("6% below the Kinathukadavu median for villas (₹6,580/sq ft, last 12 months)");
    expect(html).toMatch(/<a[^>]*href="\/coimbatore\/kinathukadavu\/villas"[^>]*>6% below/);
  });
});
