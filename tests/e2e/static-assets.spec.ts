// The static files Cloudflare serves without the Worker (public/_headers, decision 0020): the
// hashed scripts and stylesheet under /assets/ may be kept a year, so a returning visitor's
// next pages ask the server for none of the files the browser already has. Without JavaScript
// the stylesheet is the one such file, and it is kept the same way.
import { type CDPSession, expect, type Page } from "@playwright/test";
import { firstScripts } from "../../scripts/bundle/first-scripts";
import { test } from "./helpers/test";

const A_YEAR = "public, max-age=31536000, immutable";

test("hashed files may be kept a year; files without a hash are checked each time", async ({
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "headers only: once is enough");
  const html = await (await request.get("/")).text();
  const assets = new Set([
    ...[...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1] as string),
    ...firstScripts(html),
  ]);
  expect(assets.size).toBeGreaterThan(5);
  for (const path of assets) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe(A_YEAR);
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
  }
  // Same name, new content after a deploy: the browser must ask.
  const icon = await request.get("/favicon.svg");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["cache-control"]).not.toContain("immutable");
  expect(icon.headers()["x-content-type-options"]).toBe("nosniff");
  // The rules file itself is not served.
  expect((await request.get("/_headers")).status()).toBe(404);
});

/** Records, per page load, which /assets/ files reached the server and which came from the cache. */
async function watchAssets(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const urls = new Map<string, string>();
  const fromCache = new Set<string>();
  let finished: string[] = [];
  cdp.on("Network.responseReceived", (e) => urls.set(e.requestId, e.response.url));
  cdp.on("Network.requestServedFromCache", (e) => fromCache.add(e.requestId));
  cdp.on("Network.loadingFinished", (e) => finished.push(e.requestId));
  return async (path: string) => {
    finished = [];
    await page.goto(path, { waitUntil: "networkidle" });
    const assets = finished.filter((id) => new URL(urls.get(id) ?? "http://x/").pathname.startsWith("/assets/"));
    const pathOf = (id: string) => new URL(urls.get(id) as string).pathname;
    return {
      server: assets.filter((id) => !fromCache.has(id)).map(pathOf),
      cache: assets.filter((id) => fromCache.has(id)).map(pathOf),
    };
  };
}

test("a returning visitor's pages fetch no file the browser already has", async ({ page }) => {
  const visit = await watchAssets(page);
  const first = await visit("/");
  expect(first.server.length).toBeGreaterThan(0);
  expect(first.server.some((p) => p.endsWith(".css"))).toBe(true);

  // A listing page: its own files are new, the shared ones come from the cache.
  const href = await page.locator(".listing-card a.listing-card__link").first().getAttribute("href");
  const listing = await visit(href as string);
  expect(listing.server.filter((p) => first.server.includes(p))).toEqual([]);
  expect(listing.cache.some((p) => p.endsWith(".css"))).toBe(true);

  // Back to the list: everything from the cache, not even a "has it changed?" request.
  const again = await visit("/?type=villa");
  expect(again.server).toEqual([]);
  expect(again.cache.some((p) => p.endsWith(".css"))).toBe(true);
});
