// robots.txt and the sitemaps (docs/product.md#search-engines): what crawlers may read, and
// every public listing and locality page listed, nothing hidden or deleted, 50,000 URLs a file.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SITEMAP_MAX_URLS } from "~/domain/sitemap";
import { listings } from "~/server/db/schema.server";
import { db } from "../helpers/db";
import { insertListings } from "../helpers/home";
import { get } from "../helpers/http";

const CACHED = { EDGE_CACHE: "on" };
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);

describe("robots.txt", () => {
  it("allows public pages, keeps crawlers out of accounts, admin, payments and data routes, names the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of ["/admin", "/login", "/profile", "/payments", "/buy-credits", "/api/", "/map-data"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    for (const open of ["Disallow: /\n", "Disallow: /listing/\n", "Disallow: /coimbatore"])
      expect(text).not.toContain(open);
    expect(text).toContain("Sitemap: http://localhost/sitemap.xml");
  });

  it("is shared through the edge cache like the public pages", async () => {
    await get("/robots.txt", { env: CACHED });
    const res = await get("/robots.txt", { env: CACHED });
    expect(res.headers.get("X-Edge-Cache")).toMatch(/HIT|STALE/);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
  });
});

describe("sitemap.xml", () => {
  it("is an index of the locality part and the listing parts", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = locs(xml);
    expect(parts[0]).toBe("http://localhost/sitemap/localities.xml");
    expect(parts.slice(1)).toEqual(parts.slice(1).map((_, i) => `http://localhost/sitemap/listings-${i + 1}.xml`));
    expect(parts.length).toBeGreaterThanOrEqual(2);
    // Each listed part answers with at most 50,000 URLs; the part after the last is not found.
    for (const part of parts) {
      const body = await (await get(part.replace("http://localhost", ""))).text();
      expect(locs(body).length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    }
    expect((await get(`/sitemap/listings-${parts.length}.xml`)).status).toBe(404);
    expect((await get("/sitemap/other.xml")).status).toBe(404);
  });

  it("lists public listings with their last change, never pending, rejected or deleted ones", async () => {
    const [approved, sold, pending, rejected, deleted] = await insertListings([
      { status: "Approved", area: "Thayanur" },
      { status: "Sold", area: "Thayanur" },
      { status: "Pending", area: "Thayanur" },
      { status: "Rejected", area: "Thayanur" },
      { status: "Approved", area: "Thayanur" },
    ]);
    await db()
      .update(listings)
      .set({ updatedAt: Date.UTC(2026, 10, 1) })
      .where(eq(listings.id, approved!));
    await db().delete(listings).where(eq(listings.id, deleted!));
    const index = locs(await (await get("/sitemap.xml")).text());
    let xml = "";
    for (const part of index.slice(1)) xml += await (await get(part.replace("http://localhost", ""))).text();
    const urls = locs(xml);
    expect(urls).toContain(`http://localhost/listing/${approved}`);
    expect(urls).toContain(`http://localhost/listing/${sold}`);
    for (const hidden of [pending, rejected, deleted]) expect(urls).not.toContain(`http://localhost/listing/${hidden}`);
    expect(xml).toContain(
      `<url><loc>http://localhost/listing/${approved}</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod></url>`,
    );
  });

  it("lists the locality pages that have public listings, by locality and by type", async () => {
    await insertListings([{ area: "Melpaviyur", type: "villa", squareFeet: 1500 }]);
    const res = await get("/sitemap/localities.xml");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const urls = locs(await res.text());
    expect(urls).toContain("http://localhost/coimbatore/melpaviyur");
    expect(urls).toContain("http://localhost/coimbatore/melpaviyur/villas");
    expect(new Set(urls).size).toBe(urls.length);
  });
});
