// Sitemap text and part sizes (docs/product.md#search-engines).
import { describe, expect, it } from "vitest";
import { listingPartCount, parseListingPart, SITEMAP_MAX_URLS, urlsetXml } from "~/domain/sitemap";

describe("sitemap parts", () => {
  it("needs one listing part per 50,000 listings, at least one", () => {
    expect(listingPartCount(0)).toBe(1);
    expect(listingPartCount(SITEMAP_MAX_URLS)).toBe(1);
    expect(listingPartCount(SITEMAP_MAX_URLS + 1)).toBe(2);
    expect(listingPartCount(100_000)).toBe(2);
  });

  it("reads only listings-N.xml names", () => {
    expect(parseListingPart("listings-3.xml")).toBe(3);
    for (const bad of ["listings-0.xml", "listings-.xml", "listings-1.xml.gz", "x.xml"]) {
      expect(parseListingPart(bad)).toBeNull();
    }
  });

  it("escapes URLs and writes lastmod as a W3C date", () => {
    expect(
      urlsetXml([
        { loc: "https://x.test/a?b=1&c=2", lastmod: 0 },
        { loc: "https://x.test/", lastmod: 1_000 },
      ]),
    ).toContain(
      "<url><loc>https://x.test/a?b=1&#38;c=2</loc></url>\n<url><loc>https://x.test/</loc><lastmod>1970-01-01T00:00:01.000Z</lastmod></url>",
    );
  });
});
