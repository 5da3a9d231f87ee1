// The list's orders (docs/product.md#sorting) in the server HTML: newest, price both ways and
// price per unit, each stable across pages, with the sort form that works without JavaScript.
import { beforeAll, describe, expect, it } from "vitest";
import { get, location } from "../helpers/http";
import { cardIds, insertListings } from "../helpers/home";

// bhk=17 and this price band match only this file's rows.
const BAND = "bhk=17&minPrice=7770000&maxPrice=7779999";
type Row = { id: number; price: number; perSqft: number };
let rows: Row[] = [];

beforeAll(async () => {
  // 14 listings: more than a page (12), with equal prices and equal prices per unit among them.
  const specs = Array.from({ length: 14 }, (_, i) => {
    const land = i % 2 === 0;
    const price = 7_770_000 + (i % 5) * 1000;
    const size = 1000 + ((i * 7) % 4) * 500;
    return land
      ? { type: "plot" as const, price, landArea: size, squareFeet: 0, bhk: 17 }
      : { type: "apartment" as const, price, landArea: 2000, squareFeet: size, bhk: 17 };
  });
  const ids = await insertListings(specs);
  rows = ids.map((id, i) => {
    const s = specs[i]!;
    return { id, price: s.price, perSqft: s.price / (s.type === "plot" ? s.landArea : s.squareFeet) };
  });
});

async function allPages(sort: string | null): Promise<number[]> {
  const q = `${BAND}${sort ? `&sort=${sort}` : ""}`;
  const first = await get(`/?${q}`);
  expect(first.status).toBe(200);
  const second = await get(`/?${q}&page=2`);
  expect(second.status).toBe(200);
  const one = cardIds(await first.text());
  expect(one).toHaveLength(12);
  return [...one, ...cardIds(await second.text())];
}

describe("sort orders", () => {
  it("newest first by default", async () => {
    expect(await allPages(null)).toEqual(rows.map((r) => r.id).sort((a, b) => b - a));
  });

  it("price low to high: equal prices in the order they were posted, no card twice across pages", async () => {
    const expected = [...rows].sort((a, b) => a.price - b.price || a.id - b.id).map((r) => r.id);
    expect(await allPages("price-asc")).toEqual(expected);
  });

  it("price high to low: equal prices newest first", async () => {
    const expected = [...rows].sort((a, b) => b.price - a.price || b.id - a.id).map((r) => r.id);
    expect(await allPages("price-desc")).toEqual(expected);
  });

  it("price per unit: ₹/cent for land and ₹/sq ft for built property, on one scale", async () => {
    const expected = [...rows].sort((a, b) => a.perSqft - b.perSqft || a.id - b.id).map((r) => r.id);
    expect(await allPages("unit-price")).toEqual(expected);
  });

  it("an unknown order or the default is dropped from the URL", async () => {
    expect(location(await get(`/?${BAND}&sort=newest`))).toBe(`/?${BAND}`);
    expect(location(await get(`/?${BAND}&sort=random`))).toBe(`/?${BAND}`);
  });
});

describe("the sort form", () => {
  it("is a GET form carrying every other parameter, with the order selected and an Apply button", async () => {
    const html = await (await get(`/?${BAND}&sort=price-desc&page=2`)).text();
    const form = html.match(/<form[^>]*class="sort-control"[\s\S]*?<\/form>/)?.[0] ?? "";
    expect(form).toMatch(/method="get"/);
    expect(form).toContain('name="bhk" value="17"');
    expect(form).toContain('name="minPrice" value="7770000"');
    expect(form).not.toContain('name="page"');
    expect(form).toMatch(/<option value="price-desc" selected="">/);
    expect(form).toMatch(/<button type="submit"[^>]*>Apply<\/button>/);
  });

  it("on a locality page it posts back to that page", async () => {
    await insertListings([{ type: "plot", area: "Vadavalli" }]);
    const html = await (await get("/coimbatore/vadavalli?sort=price-asc")).text();
    expect(html).toMatch(/<form[^>]*action="\/coimbatore\/vadavalli"[^>]*class="sort-control"/);
  });
});
