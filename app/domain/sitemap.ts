// robots.txt and the sitemaps (docs/product.md#search-engines): pure text builders; the server
// reads the rows (app/server/seo/sitemap.server.ts).

/** The sitemap protocol's cap on URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Paths no search engine should crawl: accounts, admin, payments, the app's data and API routes. */
export const ROBOTS_DISALLOW = [
  "/admin",
  "/api/",
  "/login",
  "/signup",
  "/logout",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/profile",
  "/preferences",
  "/favourites",
  "/credit-history",
  "/buy-credits",
  "/payments",
  "/webhooks/",
  "/create-listing",
  "/listing/edit/",
  "/seller/listings",
  "/quick-enquiry",
  "/ai-search",
  "/uploads/",
  "/map-data",
  "/listing-summary/",
  "/dev/",
  "/*.data$",
] as const;

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** How many listing sitemaps `count` public listings need (at least one, so the index is never empty of them). */
export function listingPartCount(count: number, perPart = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(count / perPart));
}

/** "listings-3.xml" → 3; null for anything else. */
export function parseListingPart(name: string): number | null {
  const m = /^listings-([1-9]\d{0,5})\.xml$/.exec(name);
  return m ? Number(m[1]) : null;
}

export const LOCALITIES_PART = "localities.xml";

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** W3C date-time as sitemaps take it: "2026-11-27T07:45:00.000Z". */
function lastmod(epochMs: number | null | undefined): string {
  return epochMs ? `<lastmod>${new Date(epochMs).toISOString()}</lastmod>` : "";
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export type SitemapEntry = { loc: string; lastmod?: number | null };

export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  const items = entries.map((e) => `<sitemap><loc>${escapeXml(e.loc)}</loc>${lastmod(e.lastmod)}</sitemap>`);
  return `${XML_HEAD}<sitemapindex ${NS}>\n${items.join("\n")}\n</sitemapindex>\n`;
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const items = entries.map((e) => `<url><loc>${escapeXml(e.loc)}</loc>${lastmod(e.lastmod)}</url>`);
  return `${XML_HEAD}<urlset ${NS}>\n${items.join("\n")}\n</urlset>\n`;
}
