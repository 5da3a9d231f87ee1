// Where the home filters lead (docs/product.md#locality-pages, decision 0036): exactly one
// locality and at most one type and nothing else is the locality page (the home URL answers 301
// there, the links go there directly); any other set keeps the query string with a canonical
// link to the closest page; a locality page's own controls stay coherent with that.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALITIES, PROPERTY_TYPES } from "~/domain/catalog";
import { filtersToParams } from "~/domain/filters";
import { closestPagePath, homeHref } from "~/domain/locality-pages";
import { get, location } from "../helpers/http";

/** The canonical link of a page's HTML, as a path. */
function canonicalOf(html: string): string | null {
  const m = /<link rel="canonical" href="http:\/\/localhost([^"]*)"\/>/.exec(html);
  return m ? (m[1] as string) : null;
}
/** The href of the link whose aria-label or text is `name`. */
function hrefOf(html: string, name: string): string | null {
  const decode = (s: string) => s.replace(/&amp;/g, "&");
  const byLabel = new RegExp(
    `<a[^>]*href="([^"]*)"[^>]*aria-label="${name}"|<a[^>]*aria-label="${name}"[^>]*href="([^"]*)"`,
  );
  const m = byLabel.exec(html) ?? new RegExp(`<a[^>]*href="([^"]*)"[^>]*>${name}</a>`).exec(html);
  return m ? decode((m[1] ?? m[2]) as string) : null;
}

describe("home URLs of one locality and at most one type", () => {
  it("answer 301 with the locality page, in one step from any spelling, keeping the view and page", async () => {
    const cases: [string, string][] = [
      ["/?location=Saravanampatti", "/coimbatore/saravanampatti"],
      ["/?type=plot&location=Saravanampatti", "/coimbatore/saravanampatti/plots"],
      ["/?location=saravanampatty&type=plot&type=plot", "/coimbatore/saravanampatti/plots"],
      ["/?location=RS+Puram&view=map&page=1", "/coimbatore/rs-puram?view=map&page=1"],
      ["/?location=RS%20Puram&type=agriLand&page=2", "/coimbatore/rs-puram/agricultural-land?page=2"],
      ["/?location=Peelamedu&utm_source=news", "/coimbatore/peelamedu?utm_source=news"],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect(res.status, from).toBe(301);
      expect(location(res), from).toBe(to);
    }
  });

  it("with any other filter, an AI search or a home panel keep the query string and name the closest page", async () => {
    const cases: [string, string][] = [
      ["/?type=plot&location=Saravanampatti&maxPrice=5000000", "/coimbatore/saravanampatti/plots"],
      ["/?type=villa&location=Peelamedu&bhk=3", "/coimbatore/peelamedu/villas"],
      ["/?location=Peelamedu&ai=land+in+peelamedu", "/coimbatore/peelamedu"],
      ["/?type=plot,villa&location=Peelamedu", "/coimbatore/peelamedu"],
      ["/?type=plot&location=Peelamedu,Vadavalli", "/"],
      ["/?type=plot", "/"],
      ["/?location=Peelamedu&filters=open", "/coimbatore/peelamedu"],
    ];
    for (const [url, canonical] of cases) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(canonicalOf(await res.text()), url).toBe(canonical);
    }
  });

  it("any filter set: the home URL is the locality page or stays, and names the closest page", async () => {
    const filters = fc.record({
      types: fc.uniqueArray(fc.constantFrom(...PROPERTY_TYPES), { maxLength: 2 }),
      locations: fc.uniqueArray(fc.constantFrom(...LOCALITIES), { minLength: 0, maxLength: 2 }),
      bhk: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(filters, async (f) => {
        const qs = filtersToParams(f).toString().replace(/%2C/g, ",");
        const search = qs ? `?${qs}` : "";
        const href = homeHref(search);
        const res = await get(`/${search}`);
        if (href.startsWith("/coimbatore/")) {
          expect(res.status).toBe(301);
          expect(location(res)).toBe(href);
          const page = await get(href);
          expect(page.status).toBe(200);
          expect(canonicalOf(await page.text())).toBe(href);
        } else {
          expect(res.status).toBe(200);
          expect(canonicalOf(await res.text())).toBe(closestPagePath(f.locations, f.types));
        }
      }),
      { numRuns: 15 },
    );
  });

  it("link their filters to locality pages directly: chips, the no-JavaScript panel's Close and the compact results", async () => {
    const html = await (await get("/?type=plot&location=Peelamedu,Vadavalli")).text();
    expect(hrefOf(html, "Remove Vadavalli")).toBe("/coimbatore/peelamedu/plots");
    expect(hrefOf(html, "Remove Plot")).toBe("/?location=Peelamedu,Vadavalli");
    const panel = await (await get("/?type=plot&location=Peelamedu&filters=open")).text();
    expect(hrefOf(panel, "Close")).toBe("/coimbatore/peelamedu/plots");
    const results = await (await get("/?type=villa&q=peel")).text();
    expect(results).toContain('href="/coimbatore/peelamedu/villas"');
  });
});

describe("a locality page's own controls", () => {
  it("change the type to another locality page, add filters on the home page, clear to /", async () => {
    const html = await (await get("/coimbatore/peelamedu/plots")).text();
    // The no-JavaScript type form goes to the home page (which answers with the locality page).
    expect(html).toMatch(/<form[^>]*action="\/"[^>]*aria-label="Property types"/);
    expect(html).toMatch(/<input type="hidden" name="location" value="Peelamedu"\/>/);
    expect(hrefOf(html, "Remove Plot")).toBe("/coimbatore/peelamedu");
    expect(hrefOf(html, "Remove Peelamedu")).toBe("/?type=plot");
    expect(hrefOf(html, "Clear all")).toBe("/");
    expect(html).toContain('href="/coimbatore/peelamedu/plots?view=map&amp;page=1"');
    // The no-JavaScript Search panel opens on the home page with these filters.
    expect(html).toContain('href="/?type=plot&amp;location=Peelamedu&amp;filters=open"');
  });

  it("send a query with other filters to the home search, and one with only a type to its page", async () => {
    const cases: [string, string][] = [
      ["/coimbatore/peelamedu/plots?bhk=2", "/?type=plot&location=Peelamedu&bhk=2"],
      ["/coimbatore/peelamedu?maxPrice=5000000&view=map", "/?location=Peelamedu&maxPrice=5000000&view=map"],
      ["/coimbatore/peelamedu?ai=plots", "/?location=Peelamedu&ai=plots"],
      ["/coimbatore/peelamedu?filters=open", "/?location=Peelamedu&filters=open"],
      ["/coimbatore/peelamedu?type=villa", "/coimbatore/peelamedu/villas"],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect(res.status, from).toBe(302);
      expect(location(res), from).toBe(to);
    }
    const tagged = await get("/coimbatore/peelamedu?utm_source=news");
    expect(tagged.status).toBe(200);
    expect(canonicalOf(await tagged.text())).toBe("/coimbatore/peelamedu");
  });
});

describe("a locality page without listings", () => {
  it("says so, is followed but not indexed, and points to its figures", async () => {
    // No test lists commercial property in Selvapuram.
    const html = await (await get("/coimbatore/selvapuram/commercial")).text();
    expect(html).toContain("No public listings yet");
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain('<a href="#locality-figures-title">Prices and nearby localities</a>');
  });
});
