import { describe, expect, it } from "vitest";
import { insertListing, insertUser } from "../helpers/db";
import { signInAs } from "../helpers/http";
import { env } from "cloudflare:test";
import { flushViews, getAsBrowser, viewShardOf, viewState, waitForViews } from "../helpers/listing";

async function newListing() {
  return (await insertListing()).id;
}

const setCookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("viewed_listings=")) ?? null;

describe("view counting", () => {
  it("without consent: every open is recorded and counted, no viewed_listings cookie", async () => {
    const id = await newListing();
    const first = await getAsBrowser(`/listing/${id}`);
    expect(first.status).toBe(200);
    expect(setCookieOf(first)).toBeNull();
    await getAsBrowser(`/listing/${id}`);
    const state = await waitForViews(id, 2);
    expect(state.views).toBe(2);
    expect(state.rows).toEqual([
      { user_id: null, counted: 1 },
      { user_id: null, counted: 1 },
    ]);
  });

  it("consent false: every open counted", async () => {
    const id = await newListing();
    const first = await getAsBrowser(`/listing/${id}`, { cookie: "cookieConsent=false" });
    expect(setCookieOf(first)).toBeNull();
    await getAsBrowser(`/listing/${id}`, { cookie: `cookieConsent=false; viewed_listings=${id}` });
    const state = await waitForViews(id, 2);
    expect(state.views).toBe(2);
  });

  it("consent true: counted once, remembered in viewed_listings for 365 days; later opens only recorded", async () => {
    const id = await newListing();
    const first = await getAsBrowser(`/listing/${id}`, { cookie: "cookieConsent=true; viewed_listings=5%2C6" });
    const cookie = setCookieOf(first);
    expect(cookie).toMatch(new RegExp(`^viewed_listings=5%2C6%2C${id};`));
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    await first.text();

    const second = await getAsBrowser(`/listing/${id}`, {
      cookie: `cookieConsent=true; viewed_listings=5%2C6%2C${id}`,
    });
    expect(second.status).toBe(200);
    expect(setCookieOf(second)).toBeNull();
    const state = await waitForViews(id, 2);
    expect(state.views).toBe(1);
    expect(state.rows.map((r) => r.counted)).toEqual([1, 0]);
  });

  it("records the signed-in user on the view only with cookie consent", async () => {
    const id = await newListing();
    const buyer = await insertUser({ role: "buyer" });
    const session = await signInAs(buyer.id);
    await getAsBrowser(`/listing/${id}`, { cookie: session });
    await waitForViews(id, 1);
    await getAsBrowser(`/listing/${id}`, { cookie: `${session}; cookieConsent=false` });
    await waitForViews(id, 2);
    await getAsBrowser(`/listing/${id}`, { cookie: `${session}; cookieConsent=true` });
    const state = await waitForViews(id, 3);
    expect(state.rows).toEqual([
      { user_id: null, counted: 1 },
      { user_id: null, counted: 1 },
      { user_id: buyer.id, counted: 1 },
    ]);
  });

  it("does not record or count known bots", async () => {
    const id = await newListing();
    const res = await getAsBrowser(`/listing/${id}`, {
      headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    });
    expect(res.status).toBe(200);
    await getAsBrowser(`/listing/${id}`, { headers: { "User-Agent": "WhatsApp/2.23.20.0 A" } });
    const state = await waitForViews(id, 1, 300);
    expect(state).toEqual({ views: 0, rows: [] });
  });

  it("does not count the page loading itself again (revalidation, ?image=N, redirect after a form post)", async () => {
    const id = await newListing();
    const self = { Referer: `http://localhost/listing/${id}` };
    await getAsBrowser(`/listing/${id}.data`, { headers: self }); // single-fetch revalidation after an in-page action
    await getAsBrowser(`/listing/${id}?image=2`, { headers: self }); // JS-off thumbnail link
    await getAsBrowser(`/listing/${id}`, { headers: { ...self, "Sec-Purpose": "prefetch" } });
    let state = await waitForViews(id, 1, 300);
    expect(state).toEqual({ views: 0, rows: [] });

    // A client-side navigation from the home page is an open.
    await getAsBrowser(`/listing/${id}.data`, { headers: { Referer: "http://localhost/?type=villa" } });
    state = await waitForViews(id, 1);
    expect(state.views).toBe(1);
  });

  it("queues opens in the listing's shard and writes them to D1 in one flush, not one write per open", async () => {
    const id = await newListing();
    for (let i = 0; i < 5; i++) expect((await getAsBrowser(`/listing/${id}`)).status).toBe(200);
    const shard = viewShardOf(id);
    // The queueing runs in waitUntil: wait until all five are queued, with D1 still untouched.
    for (let i = 0; i < 80 && (await shard.pending()) < 5; i++) await new Promise((r) => setTimeout(r, 25));
    expect(await viewState(id)).toEqual({ views: 0, rows: [] });

    expect(await flushViews(id)).toBe(true);
    const state = await viewState(id);
    expect(state.views).toBe(5);
    expect(state.rows).toHaveLength(5);
    expect(await shard.pending()).toBe(0);
    // Nothing left: no alarm until the next open.
    expect(await flushViews(id)).toBe(false);
  });

  it("a listing deleted before the flush does not block the other queued opens", async () => {
    const gone = await newListing();
    // Same shard: ids that differ by the shard count.
    const { VIEW_SHARDS } = await import("~/domain/view-flush");
    const kept = await insertListing({ id: gone + VIEW_SHARDS * 1000 });
    await viewShardOf(gone).recordMany([
      { listingId: gone, userId: "no-such-user", counted: true, at: 1_700_000_000_000 },
    ]);
    await viewShardOf(kept.id).recordMany([
      { listingId: kept.id, userId: "no-such-user", counted: true, at: 1_700_000_000_000 },
    ]);
    await env.DB.prepare("DELETE FROM listings WHERE id = ?").bind(gone).run();
    expect(await flushViews(kept.id)).toBe(true);
    expect(await viewState(kept.id)).toEqual({ views: 1, rows: [{ user_id: null, counted: 1 }] });
    const at = await env.DB.prepare("SELECT created_at FROM listing_views WHERE listing_id = ?")
      .bind(kept.id)
      .first<number>("created_at");
    expect(at).toBe(1_700_000_000_000);
  });

  it("does not record views of listings that are not shown", async () => {
    const { id } = await insertListing({ status: "Pending" });
    expect((await getAsBrowser(`/listing/${id}`)).status).toBe(404);
    expect(await viewState(id)).toEqual({ views: 0, rows: [] });
  });
});
