import { env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LISTING_STATUSES, ROLES } from "../../app/domain/catalog";
import type { Filters } from "../../app/domain/filters";
import { createDb } from "../../app/server/db/client.server";
import { sellerListingsQuery } from "../../app/server/listings/sellers.server";
import { insertListing, insertUser } from "../helpers/db";
import { get, signInAs } from "../helpers/http";

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
    await insertListing({ postedById: seller.id });
    const viewer = await signInAs((await insertUser()).id);
    const html = await (await get(`/seller/${seller.username}`, { cookie: viewer })).text();
    expect(html).toContain("Karthik Builders");
    expect(html).toContain("+91 XXXXX XXXXX");
    expect(html).toContain("Show Mobile Number");
    expect(html).toContain("DTCP plots since 2004");
    expect(html).toContain("Member since");
    expect(html).not.toContain("91234 56789");
    const none = await (await get(`/seller/${seller.username}?type=commercial`, { cookie: viewer })).text();
    expect(none).toContain("No listings found for this seller.");
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

  it("answers unknown and deleted sellers with the not-found page (the same answer for both)", async () => {
    const viewer = await signInAs((await insertUser()).id);
    const unknown = await get(`/seller/nobody-${crypto.randomUUID()}`, { cookie: viewer });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Sorry, we couldn&#x27;t find this page.");

    const gone = await insertUser({ role: "seller" });
    await insertListing({ postedById: gone.id });
    await env.DB.prepare(`UPDATE users SET deleted_at = ? WHERE id = ?`).bind(Date.now(), gone.id).run();
    const deleted = await get(`/seller/${gone.username}`, { cookie: viewer });
    expect([deleted.status, deleted.headers.get("Location")]).toEqual([404, null]);
  });

  it("shows the seller their own number", async () => {
    const seller = await insertUser({ role: "seller", phone: "+91 93456 78901" });
    await insertListing({ postedById: seller.id, status: "Sold" });
    const html = await (await get(`/seller/${seller.username}`, { cookie: await signInAs(seller.id) })).text();
    expect(html).toContain("+91 93456 78901");
    // As drawn: the page's data carries the credits catalogue's words (docs/product.md#languages).
    expect(html).not.toContain(">Show Mobile Number<");
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

// The page once sold the number of any account (decision 0024). Only a seller with a public
// (Approved or Sold) listing has a page (docs/product.md#accounts, "Seller pages").
describe("only sellers with a public listing have a seller page", () => {
  it("buyers, admins, the superadmin and sellers with nothing public are not found, for every viewer", async () => {
    const phone = "+91 97123 40987";
    const buyer = await insertUser({ role: "buyer", phone });
    const admin = await insertUser({ role: "admin", phone });
    const superadmin = await insertUser({ role: "superadmin", phone });
    const hidden = await insertUser({ role: "seller", phone });
    await insertListing({ postedById: hidden.id, status: "Pending" });
    await insertListing({ postedById: hidden.id, status: "Rejected" });
    const viewers = [await insertUser(), await insertUser({ role: "admin" }), hidden];
    for (const target of [buyer, admin, superadmin, hidden]) {
      for (const viewer of viewers) {
        const cookie = await signInAs(viewer.id);
        for (const path of [`/seller/${target.username}`, `/seller/${target.username}.data`]) {
          const res = await get(path, { cookie });
          expect(`${target.role} ${path} as ${viewer.role}: ${res.status}`).toBe(
            `${target.role} ${path} as ${viewer.role}: 404`,
          );
          expect(await res.text()).not.toContain("97123");
        }
      }
    }
  });

  it("a seller with one public listing keeps the page", async () => {
    for (const status of ["Approved", "Sold"] as const) {
      const seller = await insertUser({ role: "seller" });
      await insertListing({ postedById: seller.id, status });
      const res = await get(`/seller/${seller.username}`, { cookie: await signInAs((await insertUser()).id) });
      expect(`${status}: ${res.status}`).toBe(`${status}: 200`);
    }
  });

  it("property: any role with any listings has a page exactly when one listing is Approved or Sold", async () => {
    const viewer = await signInAs((await insertUser()).id);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROLES),
        fc.array(fc.constantFrom(...LISTING_STATUSES), { maxLength: 4 }),
        fc.boolean(),
        async (role, statuses, deleted) => {
          const user = await insertUser({ role });
          for (const status of statuses) await insertListing({ postedById: user.id, status }, { images: 0 });
          if (deleted) {
            await env.DB.prepare("UPDATE users SET deleted_at = ? WHERE id = ?").bind(Date.now(), user.id).run();
          }
          const res = await get(`/seller/${user.username}`, { cookie: viewer });
          const hasPage = !deleted && statuses.some((s) => s === "Approved" || s === "Sold");
          expect(res.status).toBe(hasPage ? 200 : 404);
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);
});
