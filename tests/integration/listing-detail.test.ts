import { describe, expect, it } from "vitest";
import { insertUser } from "../helpers/db";
import { get, signInAs } from "../helpers/http";
import { insertVilla } from "../helpers/listing";

describe("GET /listing/:id", () => {
  it("renders a public listing with title, price, facts, OG tags and JSON-LD", async () => {
    const seller = await insertUser({ role: "seller" });
    const { id, images } = await insertVilla({ postedById: seller.id, title: "Sunny 3 BHK villa in Vadavalli" });
    const res = await get(`/listing/${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Sunny 3 BHK villa in Vadavalli");
    expect(html).toContain("Villa");
    expect(html).toContain("₹1,20,00,000");
    expect(html).toContain("₹1.20 Crore");
    // A villa with square feet (1,850) is priced per square foot, not per cent (read in its own
    // price line: the similar listings below may be land, priced per cent).
    const priceLine = html.match(/class="[^"]*listing-price[^"]*"[\s\S]*?<\/div>/)?.[0] ?? "";
    expect(priceLine).toContain("₹6,486/sq ft");
    expect(priceLine).not.toContain("/cent");
    expect(html).toContain("DTCP Approved");
    expect(html).toContain("Swimming pool");
    expect(html).toContain("Near bus stop");
    expect(html).toContain("641041");
    expect(html).toContain(`href="/seller/${seller.username}"`);
    expect(html).toMatch(/<meta property="og:title" content="Sunny 3 BHK villa in Vadavalli – ₹1.20 Crore"/);
    expect(html).toContain(`<meta property="og:url" content="http://localhost/listing/${id}"`);
    expect(html).toContain(`<meta property="og:image" content="http://localhost/images/${images[0]!.key1000}"`);
    expect(html).toContain('<meta property="og:type" content="website"');
    expect(html).toContain(`<link rel="canonical" href="http://localhost/listing/${id}"`);
    expect(html).toContain('"@type":"RealEstateListing"');
    expect(html).toContain('"priceCurrency":"INR"');
    expect(html).toMatch(/https:\/\/wa\.me\/919876543210\?text=[^"]*Listing%20ID%20/);
  });

  it("renders the chosen image as main without JavaScript (?image=N)", async () => {
    const seller = await insertUser({ role: "seller" });
    const { id, images } = await insertVilla({ postedById: seller.id }, { images: 3 });
    const html = await (await get(`/listing/${id}?image=3`)).text();
    expect(html).toMatch(new RegExp(`class="listing-gallery__main" href="/images/${images[2]!.key1000}"`));
  });

  it("renders the full-screen gallery without JavaScript (?gallery=N) with wrap-around links", async () => {
    const seller = await insertUser({ role: "seller" });
    const { id } = await insertVilla({ postedById: seller.id }, { images: 3 });
    const html = await (await get(`/listing/${id}?gallery=3`)).text();
    expect(html).toContain('role="dialog"');
    expect(html).toContain('href="?gallery=1"'); // Next from the last wraps to the first
    expect(html).toContain('href="?gallery=2"'); // Prev
  });

  it("answers 404 with the not-found page for unknown and malformed ids", async () => {
    for (const path of ["/listing/999999999", "/listing/abc", "/listing/0", "/listing/1.5", "/listing/-3"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain("Sorry, we couldn&#x27;t find this page.");
    }
  });

  it("hides pending and rejected listings from visitors and other users, not from the owner or admins", async () => {
    const seller = await insertUser({ role: "seller" });
    const other = await insertUser({ role: "buyer" });
    const admin = await insertUser({ role: "admin" });
    for (const status of ["Pending", "Rejected"] as const) {
      const { id } = await insertVilla({ postedById: seller.id, status });
      expect((await get(`/listing/${id}`)).status).toBe(404);
      expect((await get(`/listing/${id}`, { cookie: await signInAs(other.id) })).status).toBe(404);
      const own = await get(`/listing/${id}`, { cookie: await signInAs(seller.id) });
      expect(own.status).toBe(200);
      expect(await own.text()).toContain(`>${status}<`);
      expect((await get(`/listing/${id}`, { cookie: await signInAs(admin.id) })).status).toBe(200);
    }
  });

  it("shows sold listings to everyone, marked sold", async () => {
    const seller = await insertUser({ role: "seller" });
    const { id } = await insertVilla({ postedById: seller.id, status: "Sold" });
    const res = await get(`/listing/${id}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(">Sold<");
  });
});

describe("not-found, terms and privacy", () => {
  it("answers 404 for /not-found and unknown paths", async () => {
    for (const path of ["/not-found", "/no/such/page", "/listing"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain("Sorry, we couldn&#x27;t find this page.");
      expect(html).toContain("Back to homepage");
    }
  });

  it("shows the support phone and e-mail on /terms and /privacy-policy", async () => {
    for (const path of ["/terms", "/privacy-policy"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html).toContain("+91 98765 43210");
      expect(html).toContain("support@example.com");
    }
    const privacy = await (await get("/privacy-policy")).text();
    for (const cookie of ["session-token", "cookieConsent", "viewed_listings"]) expect(privacy).toContain(cookie);
    // Every cookie kept longer than a day is listed, the language switch's among them.
    const { COOKIES } = await import("~/server/http/cookies.server");
    for (const { name, maxAge } of Object.values(COOKIES))
      if (maxAge > 24 * 60 * 60) expect(privacy, name).toContain(`>${name}<`);
    expect(privacy).toMatch(/>lang<[\s\S]*Remembers the language you chose/);
  });
});
