// English and Tamil pages (docs/product.md#languages, decision 0051) through the whole Worker:
// /ta renders Tamil with lang="ta", alternates and a canonical per language; links and redirects
// stay in the page's language; the switch sets the cookie and comes back to the same page in the
// other language; the home page's first-visit guess; and the edge cache never answers a Tamil
// request with an English page or the other way round.
import { describe, expect, it } from "vitest";
import { insertListing } from "../helpers/db";
import { get, location, postForm, setCookieLine } from "../helpers/http";
// biome-ignore lint/suspicious/noTsIgnore: the build exists only after `npm run build` (vitest.config.ts).
// @ts-ignore - missing before the first build.
import { assets } from "../../build/server";

const CACHED = { EDGE_CACHE: "on" };
const state = (res: Response) => res.headers.get("X-Edge-Cache");
const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
/** The page's canonical and alternates, as rel/hreflang -> href (attribute names in any case). */
function languageLinks(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)"\/>/gi))
    out[m[2] ?? m[1]!] = m[3]!;
  return out;
}

describe("Tamil pages", () => {
  it("/ta is the home page in Tamil: lang, frame, filters, cards, alternates", async () => {
    const { id } = await insertListing({ type: "plot", area: "Saravanampatti", price: 4_500_000 });
    const res = await get("/ta");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(htmlLang(html)).toBe("ta");
    expect(html).toContain("உள்ளடக்கத்துக்குச் செல்ல"); // Skip to content
    expect(html).toContain('aria-label="சொத்து வகைகள்"'); // Property types
    expect(html).toContain("வரைபடத்தில் பார்க்க"); // View on Map
    expect(html).toContain("Saravanampatti (சரவணம்பட்டி)");
    expect(html).toContain("₹45.00 லட்சம்");
    expect(html).not.toContain("Skip to content");
    expect(html).not.toContain("View on Map");
    // Every link the router draws stays in Tamil; the switch offers English.
    expect(html).toContain(`href="/ta/listing/${id}"`);
    expect(html).toMatch(/<form method="post" action="\/preferences" class="language-switch">/);
    expect(html).toContain('<button type="submit" class="language-switch__button" lang="en-IN"');
    expect(languageLinks(html)).toEqual({
      canonical: "http://localhost/ta",
      "en-IN": "http://localhost/",
      ta: "http://localhost/ta",
      "x-default": "http://localhost/",
    });
    // The trailing-slash spelling renders the same page, with the same canonical.
    const slash = await (await get("/ta/")).text();
    expect(htmlLang(slash)).toBe("ta");
    expect(languageLinks(slash).canonical).toBe("http://localhost/ta");
    // A locality page in Tamil names its Tamil URL as canonical.
    const locality = await (await get("/ta/coimbatore/vadavalli/plots")).text();
    expect(languageLinks(locality).canonical).toBe("http://localhost/ta/coimbatore/vadavalli/plots");
  });

  it("English stays as it was, with its alternates", async () => {
    const html = await (await get("/coimbatore/vadavalli/plots")).text();
    expect(htmlLang(html)).toBe("en-IN");
    expect(html).toContain("Skip to content");
    expect(html).toContain('aria-label="Property types"');
    expect(html).toContain('lang="ta"'); // the switch's button names Tamil in Tamil
    expect(html).toContain("தமிழ்");
    expect(languageLinks(html)).toEqual({
      canonical: "http://localhost/coimbatore/vadavalli/plots",
      "en-IN": "http://localhost/coimbatore/vadavalli/plots",
      ta: "http://localhost/ta/coimbatore/vadavalli/plots",
      "x-default": "http://localhost/coimbatore/vadavalli/plots",
    });
  });

  it("the listing page in Tamil: labels, place, canonical and the shared URL", async () => {
    const { id } = await insertListing({ type: "house", area: "Vadavalli", squareFeet: 1200 });
    const html = await (await get(`/ta/listing/${id}`)).text();
    expect(htmlLang(html)).toBe("ta");
    for (const text of [
      "← எல்லா விளம்பரங்களும்",
      "சொத்து விவரங்கள்",
      "நிலப் பரப்பு",
      "Vadavalli (வடவள்ளி)",
      "தனி வீடு",
      "வாட்ஸ்அப்பில் விசாரிக்க", // Enquire on WhatsApp
      "முகவரி", // Address
      "இருப்பிடம்", // Location
    ])
      expect(html).toContain(text);
    expect(html).toContain(`<meta property="og:url" content="http://localhost/ta/listing/${id}"/>`);
    expect(languageLinks(html)).toMatchObject({
      canonical: `http://localhost/ta/listing/${id}`,
      "en-IN": `http://localhost/listing/${id}`,
      "x-default": `http://localhost/listing/${id}`,
    });
    const english = await (await get(`/listing/${id}`)).text();
    expect(english).toContain("Property details");
    expect(languageLinks(english).canonical).toBe(`http://localhost/listing/${id}`);
  });

  it("a Tamil page's data request answers in Tamil only", async () => {
    const res = await get("/ta.data");
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain("உள்ளடக்கத்துக்குச் செல்ல");
    expect(body).not.toContain("Skip to content");
  });

  it("a Tamil request's redirects stay in Tamil (no JavaScript: the Location; with it, the router's basename)", async () => {
    const joined = await get("/ta?type=plot&type=villa");
    expect(joined.status).toBe(302);
    expect(location(joined)).toBe("/ta?type=plot,villa");
    const locality = await get("/ta?location=Vadavalli");
    expect(locality.status).toBe(301);
    expect(location(locality)).toBe("/ta/coimbatore/vadavalli");
    expect(location(await get("/?type=plot&type=villa"))).toBe("/?type=plot,villa");
  });
});

describe("the language switch", () => {
  it("sets the cookie and comes back to the same page in the other language", async () => {
    const toTamil = await postForm("/preferences", {
      intent: "language",
      lang: "ta",
      redirectTo: "/listing/5?image=2",
    });
    expect(toTamil.status).toBe(303);
    expect(location(toTamil)).toBe("/ta/listing/5?image=2");
    expect(setCookieLine(toTamil, "lang")).toMatch(/^lang=ta; Path=\/; Max-Age=31536000; .*SameSite=Lax; HttpOnly$/);

    const toEnglish = await postForm("/preferences", { intent: "language", lang: "en", redirectTo: "/?type=plot" });
    expect(location(toEnglish)).toBe("/?type=plot");
    expect(setCookieLine(toEnglish, "lang")).toMatch(/^lang=en;/);
  });

  it("never leaves the site and refuses a language it does not know", async () => {
    for (const redirectTo of ["https://evil.example/", "//evil.example", "/ta//evil.example", "/\\evil.example"]) {
      const res = await postForm("/preferences", { intent: "language", lang: "en", redirectTo });
      expect(location(res), redirectTo).toBe("/");
    }
    const junk = await postForm("/preferences", { intent: "language", lang: "fr", redirectTo: "/" });
    expect(junk.headers.get("Location")).toBeNull();
    expect(setCookieLine(junk, "lang")).toBeUndefined();
  });
});

describe("the first visit's guess", () => {
  it("sends an outside visit to the home page to Tamil by Accept-Language, unless the visitor chose English", async () => {
    const tamil = await get("/?type=plot", { headers: { "Accept-Language": "ta-IN,ta;q=0.9,en;q=0.8" } });
    expect(tamil.status).toBe(302);
    expect(location(tamil)).toBe("/ta?type=plot");
    expect(tamil.headers.get("Cache-Control")).toBe("private, no-store");
    expect(tamil.headers.get("Vary")).toBe("Cookie, Accept-Language");

    const chose = await get("/", { cookie: "lang=en", headers: { "Accept-Language": "ta" } });
    expect(chose.status).toBe(200);
    expect(htmlLang(await chose.text())).toBe("en-IN");
    expect(location(await get("/", { cookie: "lang=ta" }))).toBe("/ta");
  });

  it("keeps the page's language inside the site and for any other URL (a shared link opens as it was sent)", async () => {
    const inside = await get("/", { cookie: "lang=ta", headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(inside.status).toBe(200);
    const { id } = await insertListing();
    const shared = await get(`/listing/${id}`, { cookie: "lang=ta", headers: { "Accept-Language": "ta" } });
    expect(shared.status).toBe(200);
    expect(htmlLang(await shared.text())).toBe("en-IN");
    const english = await get("/", { headers: { "Accept-Language": "en-IN,en;q=0.9" } });
    expect(english.status).toBe(200);
  });
});

describe("the edge cache and the language", () => {
  it("keeps one copy per language and never answers one language with the other", async () => {
    const { id } = await insertListing({ type: "villa", area: "Peelamedu" });
    const path = `/listing/${id}`;
    const en = await get(path, { env: CACHED });
    expect(state(en)).toBe("MISS");
    expect(state(await get(path, { env: CACHED }))).toBe("HIT");

    const ta = await get(`/ta${path}`, { env: CACHED });
    expect(state(ta)).toBe("MISS");
    expect(htmlLang(await ta.text())).toBe("ta");
    const taHit = await get(`/ta${path}`, { env: CACHED });
    expect(state(taHit)).toBe("HIT");
    expect(htmlLang(await taHit.text())).toBe("ta");
    expect(htmlLang(await (await get(path, { env: CACHED })).text())).toBe("en-IN");

    // Stored under the page's own URL: the language is part of the key.
    const version = (assets as { version: string }).version;
    const edge = (caches as unknown as { default: Cache }).default;
    expect(await edge.match(`http://localhost/ta${path}?__edge=system.unset&__build=${version}`)).toBeDefined();
  });

  it("a Tamil reader's visit to the cached English home page is sent to Tamil, never served the English copy", async () => {
    await get("/", { env: CACHED });
    expect(state(await get("/", { env: CACHED }))).toBe("HIT");
    const guessed = await get("/", { env: CACHED, headers: { "Accept-Language": "ta" } });
    expect(guessed.status).toBe(302);
    expect(state(guessed)).toBeNull();
    const chosen = await get("/", { env: CACHED, cookie: "lang=ta" });
    expect(location(chosen)).toBe("/ta");
    const home = await get("/ta", { env: CACHED });
    expect(htmlLang(await home.text())).toBe("ta");
  });
});
