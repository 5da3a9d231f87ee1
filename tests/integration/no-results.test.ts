// Never a dead end (docs/product.md#never-a-dead-end) in the server HTML: a search with no
// results says what was searched and links the nearest searches that have listings, with their
// counts; a place that is no locality is named, not dropped.
import { beforeAll, describe, expect, it } from "vitest";
import { cappedCountQuery } from "~/server/listings/ways-out.server";
import { db } from "../helpers/db";
import { cardIds, insertListings } from "../helpers/home";
import { get, location, postForm } from "../helpers/http";
import { queryPlan, tableScans } from "../helpers/query-plan";

// bhk=19 matches only this file's rows: 3 plots of 19 BHK in Sulur at ₹77.7 lakh, 2 in Singanallur.
beforeAll(async () => {
  await insertListings([
    ...Array.from({ length: 3 }, () => ({ type: "plot" as const, area: "Sulur", bhk: 19, price: 7_770_000 })),
    ...Array.from({ length: 2 }, () => ({ type: "plot" as const, area: "Singanallur", bhk: 19, price: 7_770_000 })),
  ]);
});

const links = (html: string) =>
  [
    ...(html.match(/<ul class="no-results__ways">[\s\S]*?<\/ul>/)?.[0] ?? "").matchAll(
      /<a[^>]*href="([^"]*)"[^>]*>([^<]*)</g,
    ),
  ].map((m) => ({ href: m[1]!.replace(/&amp;/g, "&"), text: m[2]! }));

describe("a search with no results", () => {
  it("says what was searched and offers the drop that removes most, with its count and link", async () => {
    const res = await get("/?type=plot&location=Sulur&maxPrice=5000000&bhk=19");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(cardIds(html)).toEqual([]);
    expect(html).toContain("No listings found for 19 BHK plots in Sulur up to ₹50 lakh.");
    // Without the budget, 3 plots in Sulur (the drop that removes most); without the locality
    // none (they all cost more than ₹50 lakh).
    expect(links(html)[0]).toEqual({ href: "/?type=plot&location=Sulur&bhk=19", text: "3 19 BHK plots in Sulur" });
  });

  it("offers the same search in the nearest localities that have listings", async () => {
    const html = await (await get("/?type=plot&location=Ramanathapuram&bhk=19")).text();
    expect(html).toContain("No listings found for 19 BHK plots in Ramanathapuram.");
    const ways = links(html);
    // Singanallur is among Ramanathapuram's three nearest; Sulur is not.
    expect(ways).toContainEqual({
      href: "/?type=plot&location=Singanallur&bhk=19",
      text: "2 19 BHK plots in Singanallur",
    });
    expect(ways.map((w) => w.text)).not.toContain("3 19 BHK plots in Sulur");
  });

  it("links a way out to its locality page when that is where it lives", async () => {
    await insertListings([{ type: "villa", area: "Ramanathapuram" }]);
    const html = await (await get("/?type=villa&location=Ramanathapuram&bhk=19")).text();
    // Only dropping the BHK finds any: one locality and one type left, so its locality page.
    expect(links(html)[0]?.href).toBe("/coimbatore/ramanathapuram/villas");
  });

  it("counts with a capped, indexed query", async () => {
    const details = await queryPlan(cappedCountQuery(db(), { types: ["plot"], locations: ["Sulur"], bhk: 19 }));
    // "SCAN matches" reads the capped subquery's rows, not a table.
    expect(
      tableScans(details).filter((d) => !d.includes("matches")),
      details.join("\n"),
    ).toEqual([]);
    expect(
      details.some((d) => /USING (COVERING )?INDEX listings_public/.test(d)),
      details.join("\n"),
    ).toBe(true);
  });
});

describe("a place that is no locality", () => {
  it("is named, and the page shows all of Coimbatore", async () => {
    const html = await (await get("/?location=Kallimadai&bhk=19")).text();
    expect(html).toContain("We have no listings area called Kallimadai yet; showing all of Coimbatore");
    expect(cardIds(html).length).toBe(5);
  });

  it("beside a known one, the page shows the known one", async () => {
    const html = await (await get("/?location=Kallimadai,Sulur&bhk=19")).text();
    expect(html).toContain("We have no listings area called Kallimadai yet; showing Sulur");
    expect(cardIds(html).length).toBe(3);
  });

  it("asked in AI search, stays in the results' URL and is named there", async () => {
    const res = await postForm("/ai-search", { input: "19 bhk plots in Kallimadai" });
    expect(res.status).toBe(303);
    const to = location(res) ?? "";
    expect(to).toMatch(/^\/\?type=plot&bhk=19&location=Kallimadai&ai=/);
    const html = await (await get(to)).text();
    expect(html).toContain("We have no listings area called Kallimadai yet; showing all of Coimbatore");
    expect(cardIds(html).length).toBe(5);
  });
});
