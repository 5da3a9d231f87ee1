// Home list view in workerd: filters (type, location, both, none), paging and the end flag,
// page reset, canonical URLs for plain GET forms, and the no-JavaScript panels.
import { beforeAll, describe, expect, it } from "vitest";
import { insertListing, insertUser } from "../helpers/db";
import { get, ORIGIN } from "../helpers/http";
import { cardIds, insertListings } from "../helpers/home";

/** The pager's ellipsis (its words also travel in the page's data: docs/product.md#languages). */
const MORE_PAGES = '<span class="visually-hidden">More pages</span>';

let mine: {
  ids: number[];
  plotsKM: number[];
  villasKM: number[];
  plotsMel: number[];
  pending: number[];
  sold: number[];
};

beforeAll(async () => {
  // 13 plots in one locality: exactly one more than a page (PAGE_SIZE = 12).
  const plotsKM = await insertListings(Array.from({ length: 13 }, () => ({ type: "plot", area: "Kuruntha Malai" })));
  const villasKM = await insertListings([{ type: "villa", area: "Kuruntha Malai", image: true }]);
  const plotsMel = await insertListings([{ type: "plot", area: "Melpaviyur" }]);
  const pending = await insertListings([{ type: "plot", area: "Kuruntha Malai", status: "Pending" }]);
  const sold = await insertListings([{ type: "villa", area: "Melpaviyur", status: "Sold" }]);
  mine = {
    ids: [...plotsKM, ...villasKM, ...plotsMel, ...pending, ...sold],
    plotsKM,
    villasKM,
    plotsMel,
    pending,
    sold,
  };
});

async function page(path: string) {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  return { html, ids: cardIds(html) };
}

describe("list filters", () => {
  it("no filter: public listings only, newest first", async () => {
    const { ids } = await page("/");
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(12);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(ids).not.toContain(mine.pending[0]);
  });

  it("type and location together", async () => {
    const { ids, html } = await page("/coimbatore/kuruntha-malai/villas");
    expect(ids).toContain(mine.villasKM[0]);
    for (const id of mine.plotsKM) expect(ids).not.toContain(id);
    expect(html).toContain(`src="/images/listings/${mine.villasKM[0]}/`); // the 375 px rendition, with its size
    expect(html).toMatch(/width="375" height="281"/);
  });

  it("type only and location only", async () => {
    const byLocation = await page("/coimbatore/melpaviyur");
    expect(byLocation.ids).toEqual(expect.arrayContaining([mine.plotsMel[0], mine.sold[0]]));
    for (const id of mine.plotsKM) expect(byLocation.ids).not.toContain(id);
    const byType = await page("/?type=villa&location=Melpaviyur,Kuruntha%20Malai");
    expect(byType.ids).toEqual(expect.arrayContaining([mine.villasKM[0], mine.sold[0]]));
    expect(byType.ids).not.toContain(mine.plotsMel[0]);
    expect(byType.html).toContain("Sold");
  });

  it("unknown values are ignored rather than failing", async () => {
    const { ids } = await page("/?type=castle&location=Atlantis");
    expect(ids.length).toBeGreaterThan(0);
  });

  it("empty result shows the empty state", async () => {
    const { html, ids } = await page("/coimbatore/melpaviyur/commercial");
    if (!ids.length) expect(html).toContain("No listings found");
  });
});

describe("paging", () => {
  it("page 1 is full, more pages exist; page 2 is the end", async () => {
    const first = await page("/coimbatore/kuruntha-malai/plots");
    expect(first.ids).toEqual([...mine.plotsKM].reverse().slice(0, 12));
    expect(first.html).toContain(MORE_PAGES);
    expect(first.html).toMatch(/href="\/coimbatore\/kuruntha-malai\/plots\?page=2"[^>]*>Next|rel="next"/);
    const second = await page("/coimbatore/kuruntha-malai/plots?page=2");
    expect(second.ids).toEqual([mine.plotsKM[0]]);
    expect(second.html).not.toContain(MORE_PAGES);
    expect(second.html).toMatch(/aria-disabled="true"[^>]*>Next/);
  });

  it("a page past the end redirects to page 1 with the same filters", async () => {
    const res = await get("/coimbatore/kuruntha-malai/plots?page=40");
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get("Location")!, ORIGIN);
    expect(back.pathname + back.search).toBe("/coimbatore/kuruntha-malai/plots");
  });
});

describe("plain-HTML fallbacks", () => {
  it("repeated GET form values are joined into the shareable URL", async () => {
    const res = await get("/?type=plot&type=villa&location=Melpaviyur&location=Kuruntha+Malai&view=list");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/?type=plot,villa&location=Melpaviyur,Kuruntha+Malai&view=list");
  });

  it("filters=open renders the Search panel as a GET form with the current choices checked", async () => {
    const { html } = await page("/?type=villa&filters=open");
    expect(html).toContain('id="search-panel-title"');
    expect(html).toMatch(/<input(?=[^>]*name="type")(?=[^>]*value="villa")[^>]*checked/);
    expect(html).not.toMatch(/<input(?=[^>]*name="type")(?=[^>]*value="plot")[^>]*checked/);
    expect(html).toContain('name="location" value="Vadavalli"');
  });

  it("q lists at most 5 matching localities as toggle links", async () => {
    const { html } = await page("/?q=PA");
    const links = [...html.matchAll(/class="locality-option"/g)];
    expect(links.length).toBe(5);
    expect(html).toContain('href="/coimbatore/arasapanoor"');
  });

  it("the map view is drawn on the server and links back to the list", async () => {
    const { html, ids } = await page("/?type=plot&view=map&page=1");
    expect(ids).toEqual([]);
    expect(html).toContain('class="server-map__frame"');
    expect(html).toContain("View on List");
    expect(html).toContain('href="/?type=plot&amp;view=list&amp;page=1"');
  });
});

describe("the other filters (price, BHK, facing, DTCP, ready, gated, land area)", () => {
  // Four listings in a locality no other test uses, so the answers can be checked exactly.
  const where = "location=Mathampalayam";
  let a: number;
  let b: number;
  let c: number;
  let d: number;
  beforeAll(async () => {
    [a, b, c, d] = await insertListings([
      // 5 cents exactly, everything on.
      {
        type: "villa",
        area: "Mathampalayam",
        price: 40_00_000,
        bhk: 3,
        facing: "east",
        dtcpApproved: true,
        readyToMove: true,
        gatedCommunity: true,
        landArea: 5 * 435.56,
      },
      { type: "villa", area: "Mathampalayam", price: 80_00_000, bhk: 2, facing: "north", landArea: 10 * 435.56 },
      // 2,178 sq ft is 5.0005 cents: the cards show "5.00 cents", so "up to 5 cents" includes it.
      { type: "plot", area: "Mathampalayam", price: 25_00_000, facing: "west", dtcpApproved: true, landArea: 2178 },
      {
        type: "house",
        area: "Mathampalayam",
        price: 1_20_00_000,
        bhk: 4,
        facing: "south",
        readyToMove: true,
        gatedCommunity: true,
        landArea: 20 * 435.56,
      },
    ]);
  });

  async function matching(filter: string) {
    const { ids } = await page(`/?${where}&${filter}`);
    return [...ids].sort((x, y) => x - y);
  }

  it.each([
    ["minPrice=3000000", () => [a, b, d]],
    ["maxPrice=5000000", () => [a, c]],
    ["minPrice=3000000&maxPrice=9000000", () => [a, b]],
    ["bhk=3", () => [a]],
    ["bhk=4", () => [d]],
    ["facing=north", () => [b]],
    ["dtcp=1", () => [a, c]],
    ["ready=1", () => [a, d]],
    ["gated=1", () => [a, d]],
    ["minArea=10", () => [b, d]],
    ["maxArea=5", () => [a, c]],
    ["minArea=5&maxArea=10", () => [a, b, c]],
    ["minArea=5.01", () => [b, d]],
    [
      "type=villa&minPrice=3000000&maxPrice=5000000&bhk=3&facing=east&dtcp=1&ready=1&gated=1&minArea=4&maxArea=6",
      () => [a],
    ],
    ["bhk=5", () => []],
  ])("%s", async (filter, expected) => {
    expect(await matching(filter)).toEqual(expected().sort((x, y) => x - y));
  });

  it("invalid values are dropped and the rest written canonically, by redirect", async () => {
    const res = await get(
      "/?location=Mathampalayam&bhk=abc&minPrice=050&facing=East&dtcp=on&minArea=10&maxArea=5&ready=0",
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(
      "/?location=Mathampalayam&minPrice=50&facing=east&dtcp=1&minArea=5&maxArea=10",
    );
  });

  it("paging links keep every filter", async () => {
    const { html } = await page(`/?${where}&dtcp=1&maxArea=5`);
    expect(html).not.toContain(MORE_PAGES);
    const past = await get(`/?${where}&dtcp=1&maxArea=5&page=3`);
    expect(past.status).toBe(302);
    expect(past.headers.get("Location")).toBe(`/?${where}&dtcp=1&maxArea=5`);
  });
});

describe("card pictures (in the list's one query)", () => {
  it("a card shows its listing's main photo of several; a listing without photos shows its placeholder", async () => {
    const seller = await insertUser({ role: "seller" });
    const withPhotos = await insertListing({ postedById: seller.id, type: "villa", area: "Kovaipudur" }, { images: 3 });
    const without = await insertListing({ postedById: seller.id, type: "villa", area: "Kovaipudur" }, { images: 0 });
    const html = await (await get("/coimbatore/kovaipudur/villas")).text();
    expect(cardIds(html).slice(0, 2)).toEqual([without.id, withPhotos.id]);
    expect(html).toContain(`src="/images/${withPhotos.images[0]!.key375}"`);
    for (const other of withPhotos.images.slice(1)) expect(html).not.toContain(other.key375);
    expect(html).toContain(`aria-label="No photo yet: ${without.title}"`);
  });
});
