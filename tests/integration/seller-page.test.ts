import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Filters } from "../../app/domain/filters";
import { createDb } from "../../app/server/db/client.server";
import { sellerListingsQuery } from "../../app/server/sellers.server";
import { insertListing, insertUser } from "../helpers/db";
import { get, signInAs, toastOf } from "../helpers/http";

/** Listing ids linked from a page, in order. */
function listingIds(html: string): number[] {
  return [...html.matchAll(/href="\/listing\/(\d+)"/g)].map((m) => Number(m[1]));
}

describe("/seller/:username", () => {
  it("needs sign-in", async () => {
    const seller = await insertUser({ role: "seller" });
    const res = await get(`/seller/${seller.username}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(`/seller/${seller.username}`)}`);
  });

  it("shows the card: name, masked phone, bio, member since; never the real number to others", async () => {
    const seller = await insertUser({
      role: "seller",
      fullName: "Karthik Builders",
      bio: "DTCP plots since 2004",
      phone: "+91 91234 56789",
    });
    const viewer = await signInAs((await insertUser()).id);
    const html = await (await get(`/seller/${seller.username}`, { cookie: viewer })).text();
    expect(html).toContain("Karthik Builders");
    expect(html).toContain("+91 XXXXX XXXXX");
    expect(html).toContain("Show Mobile Number");
    expect(html).toContain("DTCP plots since 2004");
    expect(html).toContain("Member since");
    expect(html).not.toContain("91234 56789");
    expect(html).toContain("No listings found for this seller.");
  });

  it("lists only the seller's public listings, newest first, 12 a page, with Previous/Next and the ellipsis", async () => {
    const seller = await insertUser({ role: "seller" });
    const other = await insertUser({ role: "seller" });
    const ids: number[] = [];
    for (let i = 0; i < 14; i++)
      ids.push((await insertListing({ postedById: seller.id, status: i % 2 ? "Approved" : "Sold" })).id);
    const hidden = [
      (await insertListing({ postedById: seller.id, status: "Pending" })).id,
      (await insertListing({ postedById: seller.id, status: "Rejected" })).id,
    ];
    const { id: others } = await insertListing({ postedById: other.id });
    const viewer = await signInAs((await insertUser()).id);

    const page1 = await (await get(`/seller/${seller.username}`, { cookie: viewer })).text();
    const newest = [...ids].reverse();
    expect(listingIds(page1)).toEqual(newest.slice(0, 12));
    expect(page1).toContain("…");
    expect(page1).toMatch(/href="[^"]*\?page=2"/);
    for (const id of [...hidden, others]) expect(listingIds(page1)).not.toContain(id);

    const page2 = await (await get(`/seller/${seller.username}?page=2`, { cookie: viewer })).text();
    expect(listingIds(page2)).toEqual(newest.slice(12));
    expect(page2).not.toContain("…");
    expect(page2).toMatch(/aria-disabled="true">Next/);

    // Past the end: back to page 1.
    const past = await get(`/seller/${seller.username}?page=9`, { cookie: viewer });
    expect(past.status).toBe(302);
    expect(past.headers.get("Location")).toBe(`/seller/${seller.username}`);
  });

  it("filters by type and location (comma-joined) and joins a plain form's repeated params", async () => {
    const seller = await insertUser({ role: "seller" });
    const { id: villaRs } = await insertListing({ postedById: seller.id, type: "villa", area: "RS Puram" });
    const { id: plotPeelamedu } = await insertListing({ postedById: seller.id, type: "plot", area: "Peelamedu" });
    const { id: houseRs } = await insertListing({ postedById: seller.id, type: "house", area: "RS Puram" });
    const viewer = await signInAs((await insertUser()).id);
    const base = `/seller/${seller.username}`;

    expect(listingIds(await (await get(`${base}?type=villa,plot`, { cookie: viewer })).text()).sort()).toEqual(
      [villaRs, plotPeelamedu].sort(),
    );
    expect(listingIds(await (await get(`${base}?location=RS%20Puram`, { cookie: viewer })).text()).sort()).toEqual(
      [villaRs, houseRs].sort(),
    );
    expect(
      listingIds(await (await get(`${base}?type=house&location=RS%20Puram,Peelamedu`, { cookie: viewer })).text()),
    ).toEqual([houseRs]);
    expect(await (await get(`${base}?type=commercial`, { cookie: viewer })).text()).toContain(
      "No listings found for this seller.",
    );

    const repeated = await get(`${base}?type=villa&type=plot&location=RS+Puram`, { cookie: viewer });
    expect(repeated.status).toBe(302);
    const location = new URL(repeated.headers.get("Location")!, "http://localhost");
    expect(location.pathname).toBe(base);
    expect(location.search).toContain("type=villa,plot");
    expect(location.searchParams.get("location")).toBe("RS Puram");
  });

  it("honours the other filters (price, BHK, facing, flags, land area) and drops invalid ones", async () => {
    const seller = await insertUser({ role: "seller" });
    const { id: big } = await insertListing({
      postedById: seller.id,
      type: "villa",
      price: 1_50_00_000,
      bhk: 4,
      facing: "east",
      gatedCommunity: true,
      landArea: 12 * 435.56,
    });
    const { id: small } = await insertListing({
      postedById: seller.id,
      type: "villa",
      price: 45_00_000,
      bhk: 2,
      facing: "west",
      dtcpApproved: true,
      readyToMove: true,
      landArea: 3 * 435.56,
    });
    const viewer = await signInAs((await insertUser()).id);
    const base = `/seller/${seller.username}`;
    const ids = async (q: string) => listingIds(await (await get(`${base}?${q}`, { cookie: viewer })).text());
    expect(await ids("bhk=4")).toEqual([big]);
    expect(await ids("maxPrice=5000000")).toEqual([small]);
    expect(await ids("facing=east&gated=1")).toEqual([big]);
    expect(await ids("dtcp=1&ready=1")).toEqual([small]);
    expect(await ids("minArea=10")).toEqual([big]);
    expect(await ids("minPrice=1000000&maxArea=5")).toEqual([small]);

    const invalid = await get(`${base}?bhk=two&facing=up&maxPrice=5000000`, { cookie: viewer });
    expect(invalid.status).toBe(302);
    expect(invalid.headers.get("Location")).toBe(`${base}?maxPrice=5000000`);
  });

  it("sends unknown and deleted sellers home with 'Error fetching sellers listings.'", async () => {
    const viewer = await signInAs((await insertUser()).id);
    const unknown = await get(`/seller/nobody-${crypto.randomUUID()}`, { cookie: viewer });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("Location")).toBe("/");
    expect(toastOf(unknown)).toMatchObject({ kind: "error", message: "Error fetching sellers listings." });

    const gone = await insertUser({ role: "seller" });
    await env.DB.prepare(`UPDATE users SET deleted_at = ? WHERE id = ?`).bind(Date.now(), gone.id).run();
    const deleted = await get(`/seller/${gone.username}`, { cookie: viewer });
    expect([deleted.status, deleted.headers.get("Location")]).toEqual([302, "/"]);
  });

  it("shows the seller their own number", async () => {
    const seller = await insertUser({ role: "seller", phone: "+91 93456 78901" });
    const html = await (await get(`/seller/${seller.username}`, { cookie: await signInAs(seller.id) })).text();
    expect(html).toContain("+91 93456 78901");
    expect(html).not.toContain("Show Mobile Number");
  });

  it("uses the posted-by index, not a scan of listings", async () => {
    const db = createDb(env.DB);
    for (const filters of [
      { types: [], locations: [] },
      { types: ["plot", "villa"], locations: [] },
      { types: [], locations: ["RS Puram"] },
      { types: ["plot"], locations: ["RS Puram", "Peelamedu"] },
      { types: [], locations: [], bhk: 3, facing: "east", dtcp: true, minPrice: 100_000, maxArea: 10 },
    ] as Filters[]) {
      const query = sellerListingsQuery(db, "some-seller", filters, 2).toSQL();
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
        .bind(...query.params)
        .all<{ detail: string }>();
      const details = plan.results.map((r) => r.detail).join("\n");
      expect(details).toContain("USING INDEX listings_posted_by_idx");
      expect(details).not.toMatch(/SCAN listings(?! USING)/);
      expect(details).not.toContain("TEMP B-TREE");
    }
  });
});
