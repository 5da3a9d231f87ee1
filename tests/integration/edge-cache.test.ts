// Anonymous public pages from the Workers Cache API, and the Cache-Control of every page
// (docs/product.md#security): signed-in answers are never shareable.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { insertListing, insertUser } from "../helpers/db";
import { get, Jar, postMultipart, signInAs, toastCookieOf } from "../helpers/http";
import { BROWSER_UA, insertVilla, waitForViews } from "../helpers/listing";
// biome-ignore lint/suspicious/noTsIgnore: the build exists only after `npm run build` (vitest.config.ts).
// @ts-ignore - missing before the first build.
import { assets } from "../../build/server";

/** The edge cache is off under vitest unless a request opts in. */
const CACHED = { EDGE_CACHE: "on" };
const browser = { "User-Agent": BROWSER_UA };

const state = (res: Response) => res.headers.get("X-Edge-Cache");
const cspNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
const htmlNonces = (html: string) => [...new Set([...html.matchAll(/\snonce="([^"]+)"/g)].map((m) => m[1]))];

describe("edge cache", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("serves an anonymous detail page from the cache with a fresh nonce, and still counts every open", async () => {
    const { id } = await insertVilla();
    const first = await get(`/listing/${id}`, { env: CACHED, headers: browser });
    expect(first.status).toBe(200);
    expect(state(first)).toBe("MISS");
    const firstHtml = await first.text();
    // Stored in the Workers Cache API (each isolate also keeps a small copy in memory), under
    // this build's version: a page cached by the previous deploy names assets that are gone.
    const edge = (caches as unknown as { default: Cache }).default;
    const version = (assets as { version: string }).version;
    const stored = await edge.match(`http://localhost/listing/${id}?__edge=system.unset&__build=${version}`);
    expect(stored?.headers.get("Cache-Control")).toBe("public, max-age=60");

    const second = await get(`/listing/${id}`, { env: CACHED, headers: browser });
    expect(state(second)).toBe("HIT");
    expect(second.headers.get("Cache-Control")).toBe("no-cache");
    const html = await second.text();
    expect(html).toContain("12 Temple Road");
    // Each answer has its own CSP nonce, on every inline script of the cached copy too.
    expect(cspNonce(second)).not.toBe(cspNonce(first));
    expect(htmlNonces(html)).toEqual([cspNonce(second)]);
    expect(htmlNonces(firstHtml)).toEqual([cspNonce(first)]);

    // The cached open is counted with the same rules (consent true: once, remembered in the cookie).
    const third = await get(`/listing/${id}`, { env: CACHED, headers: browser, cookie: "cookieConsent=true" });
    expect(state(third)).toBe("MISS"); // another consent state is another entry
    const fourth = await get(`/listing/${id}`, { env: CACHED, headers: browser, cookie: "cookieConsent=true" });
    expect(state(fourth)).toBe("HIT");
    expect(fourth.headers.getSetCookie().some((c) => c.startsWith(`viewed_listings=${id};`))).toBe(true);
    expect(fourth.headers.get("Cache-Control")).toBe("private, no-store");
    const views = await waitForViews(id, 4);
    expect(views.rows).toHaveLength(4);
    expect(views.views).toBe(4);
  });

  it("keys on the theme cookie; a session or a toast always renders fresh", async () => {
    const { id } = await insertVilla();
    const path = `/listing/${id}`;
    await get(path, { env: CACHED });
    const dark = await get(path, { env: CACHED, cookie: "theme=dark" });
    expect(state(dark)).toBe("MISS");
    expect(await dark.text()).toMatch(/<html[^>]*class="dark"/);
    expect(state(await get(path, { env: CACHED, cookie: "theme=dark" }))).toBe("HIT");
    expect(await (await get(path, { env: CACHED })).text()).not.toMatch(/<html[^>]*class="dark"/);

    const withToast = await get(path, { env: CACHED, cookie: await toastCookieOf("success", "Saved just now") });
    expect(state(withToast)).toBe("BYPASS");
    expect(await withToast.text()).toContain("Saved just now");

    const user = await insertUser({ role: "buyer" });
    const signedIn = await get(path, { env: CACHED, cookie: await signInAs(user.id) });
    expect(state(signedIn)).toBe("BYPASS");
    expect(signedIn.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("a listing change shows within a minute: after 30 s a hit is served and re-rendered for the next visitor", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { id } = await insertVilla({ title: "Before the edit" });
    const path = `/listing/${id}`;
    expect(state(await get(path, { env: CACHED }))).toBe("MISS");
    await env.DB.prepare("UPDATE listings SET title = 'After the edit' WHERE id = ?").bind(id).run();
    vi.setSystemTime(Date.now() + 20_000);
    const fresh = await get(path, { env: CACHED });
    expect([state(fresh), (await fresh.text()).includes("Before the edit")]).toEqual(["HIT", true]);
    vi.setSystemTime(Date.now() + 15_000);
    const stale = await get(path, { env: CACHED });
    expect([state(stale), (await stale.text()).includes("Before the edit")]).toEqual(["STALE", true]);
    // The background re-render (awaited by the helper) replaced the entry.
    const next = await get(path, { env: CACHED });
    expect(state(next)).toBe("HIT");
    expect(await next.text()).toContain("After the edit");
  });

  it("caches the single-fetch data of a public page like the page", async () => {
    const { id } = await insertVilla();
    expect(state(await get(`/listing/${id}.data`, { env: CACHED }))).toBe("MISS");
    const hit = await get(`/listing/${id}.data`, { env: CACHED });
    expect(state(hit)).toBe("HIT");
    expect(await hit.text()).toContain("12 Temple Road");
  });
});

describe("Cache-Control of every page", () => {
  const publicPages = (id: number) => ["/", "/?view=map", `/listing/${id}`, "/terms", "/privacy-policy"];
  const otherPages = ["/login", "/signup", "/forgot-password"];
  const signedInPages = (id: number, username: string) => [
    ...publicPages(id),
    "/favourites",
    "/profile",
    "/profile/edit",
    "/seller/listings",
    `/seller/${username}`,
    "/create-listing",
    "/credit-history",
    "/buy-credits",
  ];

  it("anonymous: public pages revalidate through the edge cache; no page is shareable by other caches", async () => {
    const { id } = await insertVilla();
    for (const path of publicPages(id)) {
      const res = await get(path, { env: CACHED });
      expect([path, res.status]).toEqual([path, 200]);
      expect([path, res.headers.get("Cache-Control")]).toEqual([path, "no-cache"]);
      expect([path, state(res)]).toEqual([path, expect.stringMatching(/^(MISS|HIT|STALE)$/)]);
    }
    // The map's JSON is the same for everyone and says so itself (docs/product.md#browsing).
    for (const path of ["/map-data", `/listing-summary/${id}`]) {
      const res = await get(path, { env: CACHED });
      expect([path, res.headers.get("Cache-Control")]).toEqual([path, "public, max-age=60"]);
    }
    for (const path of otherPages) {
      const res = await get(path, { env: CACHED });
      expect([path, res.status]).toEqual([path, 200]);
      expect([path, res.headers.get("Cache-Control") ?? ""]).toEqual([
        path,
        expect.not.stringMatching(/public|max-age=[1-9]/),
      ]);
      expect([path, state(res)]).toEqual([path, null]);
    }
  });

  it("signed in: every page is private, no-store", async () => {
    const seller = await insertUser({ role: "seller" });
    const { id } = await insertVilla({ postedById: seller.id });
    const cookie = await signInAs(seller.id);
    for (const path of signedInPages(id, seller.username)) {
      const res = await get(path, { env: CACHED, cookie });
      expect([path, res.status]).toEqual([path, 200]);
      expect([path, res.headers.get("Cache-Control")]).toEqual([path, "private, no-store"]);
    }
  });
});

describe("D1 read replication", () => {
  it("runs through a D1 session locally; a write leaves a bookmark cookie the next reads start from", async () => {
    expect(typeof env.DB.withSession).toBe("function");
    const seller = await insertUser({ role: "seller" });
    const buyer = await insertUser();
    const { id } = await insertListing({ postedById: seller.id, title: `Bookmarked ${seller.username}` });
    const jar = new Jar(await signInAs(buyer.id));
    const added = await postMultipart(
      "/favourites",
      { listingId: String(id), intent: "add", redirectTo: "/favourites" },
      { jar },
    );
    expect(added.status).toBe(302);
    const bookmark = added.headers.getSetCookie().find((c) => c.startsWith("d1-bookmark="));
    expect(bookmark).toMatch(/HttpOnly/);
    expect(bookmark).toMatch(/SameSite=Lax/);
    expect(jar.get("d1-bookmark")).toBeTruthy();

    // The redirect's page reads from (at least) that bookmark: the favourite is there.
    const page = await get("/favourites", { jar });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Bookmarked ${seller.username}`);
    // Reads alone set no cookie.
    expect(page.headers.getSetCookie().some((c) => c.startsWith("d1-bookmark="))).toBe(false);
  });
});
