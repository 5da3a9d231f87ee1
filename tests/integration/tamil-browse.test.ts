// Finding and reading listings in Tamil (docs/product.md#languages, decision 0051) through the whole
// Worker, as a browser without JavaScript gets them: the list, the server map, Ask AI, the search
// panel, a locality page, a seller page, a listing page, the not-found and error pages and the
// legal pages read in Tamil with lang="ta"; no English entry of the browse, listings or listing
// catalogues shows on them; a refused form and a toast say it in Tamil; the sitemaps list /ta;
// and the English pages are as they were.
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "~/messages/catalogues.server";
import type { MessageTree } from "~/messages/messages";
import { insertListing, insertUser } from "../helpers/db";
import { insertListings } from "../helpers/home";
import { get, location, postForm, signInAs, toastCookieOf, toastOf } from "../helpers/http";

const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];

/** The page without its scripts and styles: the text and attributes people read or hear. */
const shown = (html: string) =>
  html.replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/<style\b[\s\S]*?<\/style>/g, "");

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;").replace(/</g, "&lt;");

function texts(tree: MessageTree, out: string[] = []): string[] {
  for (const value of Object.values(tree)) {
    if (typeof value === "string") out.push(value);
    else texts(value, out);
  }
  return out;
}

/**
 * The English of this part's catalogues, as the pieces a page could show: each text split at its
 * placeholders, pieces of two words or more and 10 characters or more (one word such as "Plot",
 * "BHK" or "Coimbatore" is also a name or a term a Tamil page keeps). The legal text is checked
 * on the legal pages.
 */
function englishPieces(): string[] {
  const { legal, ...browse } = CATALOGUES.browse.en;
  const all = [
    ...texts(browse as MessageTree),
    ...texts(CATALOGUES.listing.en as MessageTree),
    ...texts(CATALOGUES.listings.en as MessageTree),
  ];
  return piecesOf(all);
}

function piecesOf(all: string[]): string[] {
  const pieces = all.flatMap((t) => t.split(/\{\w+\}/)).map((p) => p.replace(/^[\s,.:;·()]+|[\s,.:;·()]+$/g, ""));
  return [...new Set(pieces.filter((p) => p.length >= 10 && p.includes(" ")))];
}

function legalPieces(): string[] {
  return piecesOf(texts(CATALOGUES.browse.en.legal as MessageTree));
}

/** No English piece of the catalogues on the page. */
function expectNoEnglish(html: string, pieces = englishPieces()) {
  const page = shown(html);
  const found = pieces.filter((p) => page.includes(escapeHtml(p)) || page.includes(p));
  expect(found).toEqual([]);
}

async function tamilPage(path: string, opts: Parameters<typeof get>[1] = {}): Promise<string> {
  const res = await get(path, opts);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  expect(htmlLang(html), path).toBe("ta");
  return html;
}

describe("the list, the map and the search in Tamil", () => {
  it("/ta: the list, its cards' links and no English", async () => {
    const { id } = await insertListing({ type: "villa", area: "Vadavalli", price: 12_000_000, bhk: 3 });
    const html = await tamilPage("/ta");
    expect(html).toContain('aria-label="விளம்பரங்கள்"'); // the grid
    expect(html).toContain(`href="/ta/listing/${id}"`);
    expectNoEnglish(html);
  });

  it("/ta?view=map: the server map's zoom and pan, the list beside it, the attribution, links in Tamil", async () => {
    // A price of its own: the map then shows this listing's pin, whatever else the database holds.
    const { id } = await insertListing({ type: "plot", area: "Saravanampatti", price: 4_500_017 });
    const html = await tamilPage("/ta?view=map&minPrice=4500017&maxPrice=4500017");
    for (const text of [
      "சொத்துகளின் வரைபடம்", // Map of the properties
      'aria-label="விளம்பரங்களின் தெரு வரைபடம்"',
      'aria-label="வரைபடத்தை நகர்த்து"', // Move the map
      'aria-label="பெரிதாக்கு"', // Zoom in
      'aria-label="வடக்கே நகர்த்து"', // Move north
      "OpenStreetMap பங்களிப்பாளர்கள்", // © OpenStreetMap contributors
      "பகுதியில் மனை", // "Plot in ..." in the list beside the map
    ])
      expect(html).toContain(text);
    expect(html).toMatch(/வரைபடத்தில் [\d,]+ சொத்து/); // "N properties on the map"
    expect(html).toContain(`href="/ta/listing/${id}"`);
    expect(html).not.toContain(`href="/listing/${id}"`);
    expect(html).not.toMatch(/class="server-map__(?:zoom|pan)[^"]*" href="\/\?/);
    expectNoEnglish(html);
  });

  it("the search panel without JavaScript and the Ask AI box read in Tamil", async () => {
    const html = await tamilPage("/ta?filters=open");
    expect(html).toContain("உங்களுக்கு வேண்டிய சொத்தை விவரியுங்கள்"); // Describe the property you want
    expect(html).toContain('placeholder="எ.கா. சரவணம்பட்டி அருகே 1.2 கோடிக்குள் 3 BHK வில்லா"');
    expect(html).toContain("அனைத்தையும் நீக்கு"); // Clear All
    expectNoEnglish(html);
  });

  it("/ta/ai-search reads in Tamil; a refused search says why in Tamil", async () => {
    const page = await tamilPage("/ta/ai-search");
    expect(page).toContain("AI-இடம் கேளுங்கள் | கோயம்புத்தூர் ப்ராப்பர்டீஸ்");
    expect(page).toContain("நீங்கள் தேடும் சொத்தை உங்கள் சொந்த வார்த்தைகளில் விவரியுங்கள்.");
    expectNoEnglish(page);

    const res = await postForm("/ta/ai-search", { input: `villa ${"x".repeat(200)}` });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(htmlLang(html)).toBe("ta");
    expect(html).toContain("உங்கள் தேடலை 200 எழுத்துகளுக்குள் வையுங்கள்");
    // The action's answer carries the English in its data (decision 0052); the page shows Tamil.
    expect(shown(html)).not.toContain("Please keep your search to 200 characters");
  });

  it("a search the AI did not understand comes back to the Tamil page with a Tamil toast", async () => {
    const res = await postForm("/ta/ai-search", { input: "asdfgh qwerty", from: "?type=house" });
    expect(res.status).toBe(303);
    expect(location(res)).toBe("/ta?type=house");
    // The action says it in English (decision 0052); the Tamil page shows it in Tamil.
    expect(toastOf(res)).toMatchObject({ kind: "error", message: "Failed to search using AI" });
    const cookie = await toastCookieOf("error", "Failed to search using AI");
    const html = await tamilPage("/ta?type=house", { cookie });
    expect(html).toContain("AI மூலம் தேட முடியவில்லை");
    expect(shown(html)).not.toContain("Failed to search using AI");
  });

  it("no results: what was searched and the ways out in Tamil; an unknown place is named in Tamil", async () => {
    await insertListings(Array.from({ length: 2 }, () => ({ type: "plot" as const, area: "Sulur", bhk: 17 })));
    const html = await tamilPage("/ta?type=plot&location=Sulur&maxPrice=500000&bhk=17");
    // No listings found for 17 BHK plots in Sulur up to ₹5 lakh.
    expect(html).toContain("இந்தத் தேடலுக்கு விளம்பரங்கள் இல்லை: Sulur (சூலூர்) பகுதியில் ₹5 லட்சம் வரை 17 BHK மனைகள்.");
    expect(html).toContain("Sulur (சூலூர்) பகுதியில் 2 17 BHK மனைகள்"); // "2 17 BHK plots in Sulur"
    expect(html).toContain('href="/ta?type=plot&amp;location=Sulur&amp;bhk=17"');
    expectNoEnglish(html);

    const unknown = await tamilPage("/ta?location=Kallimadai");
    expect(unknown).toContain("Kallimadai என்ற பகுதி எங்களிடம் இன்னும் இல்லை; காட்டுவது: கோயம்புத்தூர் முழுவதும்");
    expect(unknown).not.toContain("We have no listings area called");
  });
});

describe("pages of a place, a seller and a listing in Tamil", () => {
  it("a locality page: heading, figures, title and description", async () => {
    await insertListing({ type: "plot", area: "Thudiyalur", price: 3_000_000 });
    const html = await tamilPage("/ta/coimbatore/thudiyalur/plots");
    expect(html).toContain("Thudiyalur (துடியலூர்), கோயம்புத்தூர்: விற்பனைக்கு மனைகள்");
    expect(html).toContain("<title>Thudiyalur (துடியலூர்), கோயம்புத்தூர்: விற்பனைக்கு மனைகள் | கோயம்புத்தூர் ப்ராப்பர்டீஸ்</title>");
    expect(html).toContain("பகுதியில் விலைகள், கடந்த 12 மாதங்கள்"); // Prices in ..., last 12 months
    expect(html).toContain("அருகிலுள்ள பகுதிகள்"); // Nearby localities
    expect(html).toContain("காலாண்டு விலைகள் அட்டவணையாக"); // Prices per quarter as a table
    expectNoEnglish(html);
  });

  it("a seller page, signed in", async () => {
    const seller = await insertUser({ role: "seller", fullName: "Kumar Seller" });
    await insertListing({ postedById: seller.id, type: "house", area: "Ganapathy", squareFeet: 1100 });
    const viewer = await insertUser();
    const cookie = await signInAs(viewer.id);
    const html = await tamilPage(`/ta/seller/${seller.username}`, { cookie });
    expect(html).toContain("Kumar Seller இட்ட விளம்பரங்கள்"); // Listings by ...
    expect(html).toContain("முதல் உறுப்பினர்"); // Member since
    expect(html).toContain("வடிகட்டு"); // Apply filters
    expect(html).toContain("<title>Kumar Seller · விற்பவர்</title>");
    expectNoEnglish(html);
  });

  it("a listing page: gallery, video, share, social links, similar listings, title and description", async () => {
    const { id, title } = await insertListing(
      {
        type: "villa",
        area: "Vadavalli",
        price: 12_000_000,
        bhk: 3,
        squareFeet: 1800,
        video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      },
      { images: 3 },
    );
    await insertListing({ type: "villa", area: "Vadavalli", price: 11_000_000, bhk: 3, squareFeet: 1700 });
    const html = await tamilPage(`/ta/listing/${id}`);
    for (const text of [
      'aria-label="3 படங்களில் 1-ஆவது படத்தை முழுத்திரையில் திற"', // Open photo 1 of 3 full screen
      "எல்லா 3 படங்களையும் பார்க்க", // View all 3 images
      "வீடியோ", // Video
      "இந்தச் சொத்தைப் பகிருங்கள்", // Share this property
      "மின்னஞ்சல்", // E-mail
      'aria-label="இந்த விளம்பரத்தின் இணைப்பு"', // Link to this listing
      "வாட்ஸ்அப்பில் பகிர்", // Share on WhatsApp
      "அருகில் இதே போன்ற விளம்பரங்கள்", // Similar listings nearby
      "விளம்பரம் இட்டவர்:", // Posted by
      `<title>${title} – விலை ₹1.20 கோடி | கோயம்புத்தூர் ப்ராப்பர்டீஸ்</title>`,
      '<meta property="og:site_name" content="கோயம்புத்தூர் ப்ராப்பர்டீஸ்"/>',
      // The description's "Villa in Vadavalli, Coimbatore".
      '<meta name="description" content="Vadavalli (வடவள்ளி), Coimbatore (கோயம்புத்தூர்) பகுதியில் வில்லா.',
    ])
      expect(html).toContain(text);
    expect(html).not.toContain("Crore");
    expectNoEnglish(html);

    // The full-screen gallery without JavaScript.
    const gallery = await tamilPage(`/ta/listing/${id}?gallery=2`);
    expect(gallery).toContain("சுழற்று"); // Rotate
    expect(gallery).toContain('aria-label="படங்களை மூடு"'); // Close gallery
    expectNoEnglish(gallery);
  });
});

describe("not found, errors and the legal pages in Tamil", () => {
  it("/ta/nothing-here is the not-found page in Tamil, with a 404", async () => {
    const res = await get("/ta/nothing-here");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(htmlLang(html)).toBe("ta");
    expect(html).toContain("மன்னிக்கவும், இந்தப் பக்கம் கிடைக்கவில்லை.");
    expect(html).toContain("<title>பக்கம் கிடைக்கவில்லை</title>");
    expect(html).toContain('href="/ta"'); // Back to homepage, in Tamil
    expectNoEnglish(html);
  });

  it("the error boundary says a refusal in Tamil", async () => {
    const buyer = await insertUser({ role: "buyer" });
    const res = await get("/ta/seller/listings", { cookie: await signInAs(buyer.id) });
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain("இந்தப் பக்கத்தைப் பார்க்க உங்களுக்கு அனுமதி இல்லை.");
    expect(html).toContain("முகப்புக்குத் திரும்பு"); // Back to homepage
    expect(html).not.toContain("You don&#x27;t have access to this page.");
  });

  it("the privacy policy and terms in Tamil, saying the English version prevails", async () => {
    for (const [path, title] of [
      ["/ta/privacy-policy", "தனியுரிமைக் கொள்கை"],
      ["/ta/terms", "பயன்பாட்டு விதிமுறைகள்"],
    ] as const) {
      const html = await tamilPage(path);
      expect(html).toContain(`<title>${title} | கோயம்புத்தூர் ப்ராப்பர்டீஸ்</title>`);
      expect(html).toContain("ஆங்கிலப் பதிப்பே செல்லும்"); // the English version prevails
      expect(html).toContain("கடைசியாகப் புதுப்பித்தது: 1 ஜூன் 2025");
      expectNoEnglish(html, [...englishPieces(), ...legalPieces()]);
    }
  });
});

describe("search engines and the English pages", () => {
  it("the sitemaps list each page in English and under /ta; robots closes the Tamil private pages", async () => {
    const { id } = await insertListing({ type: "plot", area: "Karamadai" });
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
    const index = locs(await (await get("/sitemap.xml")).text());
    let urls: string[] = [];
    for (const part of index) urls = urls.concat(locs(await (await get(part.replace("http://localhost", ""))).text()));
    expect(urls).toContain(`http://localhost/listing/${id}`);
    expect(urls).toContain(`http://localhost/ta/listing/${id}`);
    expect(urls).toContain("http://localhost/coimbatore/karamadai/plots");
    expect(urls).toContain("http://localhost/ta/coimbatore/karamadai/plots");
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /ta/login\n");
    expect(robots).toContain("Disallow: /login\n");
    expect(robots).not.toMatch(/Disallow: \/ta\n|Disallow: \/ta\/listing\/\n|Disallow: \/ta\/coimbatore/);
  });

  it("English pages are as they were", async () => {
    const { id, title } = await insertListing(
      { type: "villa", area: "Vadavalli", price: 12_000_000, squareFeet: 1800 },
      { images: 2 },
    );
    const listing = await (await get(`/listing/${id}`)).text();
    expect(htmlLang(listing)).toBe("en-IN");
    expect(listing).toContain(`<title>${title} – ₹1.20 Crore | Coimbatore Properties</title>`);
    for (const text of ['aria-label="Open photo 1 of 2 full screen"', "View all 2 images", "Share this property"])
      expect(listing).toContain(text);
    const map = await (await get("/?view=map")).text();
    for (const text of ['aria-label="Zoom in"', 'aria-label="Move north"', "© OpenStreetMap contributors"])
      expect(map).toContain(text);
    const missing = await get("/nothing-here");
    expect(await missing.text()).toContain("Sorry, we couldn&#x27;t find this page.");
    const terms = await (await get("/terms")).text();
    expect(terms).toContain("Last updated: 1 June 2025");
    expect(terms).not.toContain("ஆங்கிலப் பதிப்பே செல்லும்");
  });
});
