// What the listing detail and view-counting tests need beyond db.ts/http.ts: a fully described
// listing for the detail page, requests with a browser's User-Agent, and the view rows.
import { env, runDurableObjectAlarm } from "cloudflare:test";
import { viewShard } from "~/domain/view-flush";
import { insertListing, type NewListing } from "./db";
import { get, type RequestOptions } from "./http";

/**
 * An Approved 3 BHK villa in Vadavalli at ₹1.20 Crore with every fact the detail page shows
 * (square feet, street, pincode, amenities, location features) and 2 images.
 */
export function insertVilla(overrides: NewListing = {}, opts: { images?: number } = {}) {
  return insertListing(
    {
      type: "villa",
      description: "A quiet street close to schools.",
      price: 12_000_000,
      landArea: 2178,
      squareFeet: 1850,
      bhk: 3,
      area: "Vadavalli",
      latitude: 11.02,
      longitude: 76.9,
      street: "12 Temple Road",
      pincode: "641041",
      amenities: ["Swimming pool", "Power backup"],
      locationFeatures: ["Near bus stop"],
      ...overrides,
    },
    { images: 2, ...opts },
  );
}

export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/** get() with a desktop browser's User-Agent (override it in `headers` to be a bot). */
export function getAsBrowser(path: string, opts: RequestOptions = {}): Promise<Response> {
  return get(path, { ...opts, headers: { "User-Agent": BROWSER_UA, ...opts.headers } });
}

export async function viewState(listingId: number) {
  const views = await env.DB.prepare("SELECT views FROM listings WHERE id = ?").bind(listingId).first<number>("views");
  const rows = await env.DB.prepare("SELECT user_id, counted FROM listing_views WHERE listing_id = ? ORDER BY id")
    .bind(listingId)
    .all<{ user_id: string | null; counted: number }>();
  return { views: views ?? 0, rows: rows.results };
}

/** The ViewCounter shard that queues this listing's opens. */
export function viewShardOf(listingId: number) {
  return env.VIEW_COUNTER.get(env.VIEW_COUNTER.idFromName(viewShard(listingId)));
}

/** Runs the shard's flush alarm now (if one is set), as the runtime would a few seconds after an open. */
export function flushViews(listingId: number) {
  return runDurableObjectAlarm(viewShardOf(listingId));
}

/**
 * Opens are queued in the background (waitUntil) and written by the shard's alarm: flush until
 * the expected rows show up (or give up).
 */
export async function waitForViews(listingId: number, expectedRows: number, timeoutMs = 2000) {
  const end = Date.now() + timeoutMs;
  await flushViews(listingId);
  let state = await viewState(listingId);
  while (state.rows.length < expectedRows && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 25));
    await flushViews(listingId);
    state = await viewState(listingId);
  }
  // A little longer, so a write that should NOT happen has had its chance.
  await new Promise((r) => setTimeout(r, 50));
  await flushViews(listingId);
  return viewState(listingId);
}
