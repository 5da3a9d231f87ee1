// Localities typed in any known spelling, or slightly misspelt, through the built app
// (docs/product.md#locality-matching): the compact search's no-JavaScript results, the
// `location` parameter and the admin listings' Area filter use the AI search parser's matcher.
import { describe, expect, it } from "vitest";
import { insertListing, insertUser, unique } from "../helpers/db";
import { get, location, signInAs } from "../helpers/http";

describe("one locality matcher through the app", () => {
  it("the compact search submitted without JavaScript lists Saravanampatti for 'saravanampatty'", async () => {
    const res = await get("/?q=saravanampatty");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Locations matching");
    expect(html).toMatch(/href="\/coimbatore\/saravanampatti"[^>]*>.*Saravanampatti/s);
    // Its words travel in every page's data (docs/product.md#languages): the markup says it.
    expect(html).not.toContain("<p>No matching locations</p>");
  });

  it("a location in another spelling redirects to the URL with the locality's name", async () => {
    const res = await get("/?location=saravanampatty,r.s.%20puram,Chennai&type=plot");
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/?location=Saravanampatti,RS+Puram,Chennai&type=plot");
    expect((await get("/?location=Saravanampatti,RS+Puram")).status).toBe(200);
  });

  it("the admin listings' Area filter finds a locality by another spelling or a misspelling", async () => {
    const city = `Town${unique()}`;
    const there = await insertListing({ city, area: "Saravanampatti" });
    const elsewhere = await insertListing({ city, area: "Peelamedu" });
    const cookie = await signInAs((await insertUser({ role: "admin" })).id);
    for (const typed of ["saravanampatty", "Saravanampati", "sarava"]) {
      const html = await (await get(`/admin/listings?city=${city}&area=${typed}`, { cookie })).text();
      expect(html, typed).toContain(there.title);
      expect(html, typed).not.toContain(elsewhere.title);
    }
    const peelamedu = await (await get(`/admin/listings?city=${city}&area=peelmedu`, { cookie })).text();
    expect(peelamedu).toContain(elsewhere.title);
    expect(peelamedu).not.toContain(there.title);
  });
});
