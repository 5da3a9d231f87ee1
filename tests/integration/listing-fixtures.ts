// Small fixtures for the listing detail tests. (The tests branch adds shared helpers in
// tests/helpers/; these stay local so the detail tests run on their own.)
import { env, SELF } from "cloudflare:test";

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function insertUser(role = "seller"): Promise<{ id: string; username: string }> {
  const id = crypto.randomUUID();
  const username = `u${unique()}`;
  await env.DB.prepare("INSERT INTO users (id, username, full_name, email, role) VALUES (?, ?, ?, ?, ?)")
    .bind(id, username, `Test ${username}`, `${username}@example.com`, role)
    .run();
  return { id, username };
}

export async function insertListing(
  postedById: string,
  opts: { status?: string; title?: string; type?: string; images?: number } = {},
): Promise<number> {
  const title = opts.title ?? `Test listing ${unique()}`;
  const row = await env.DB.prepare(
    `INSERT INTO listings (title, description, type, price, land_area, square_feet, bhk, status, posted_by_id, area,
       latitude, longitude, street, pincode, amenities, location_features)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      title,
      "A quiet street close to schools.",
      opts.type ?? "villa",
      12_000_000,
      2178,
      1850,
      3,
      opts.status ?? "Approved",
      postedById,
      "Vadavalli",
      11.02,
      76.9,
      "12 Temple Road",
      "641041",
      JSON.stringify(["Swimming pool", "Power backup"]),
      JSON.stringify(["Near bus stop"]),
    )
    .first<{ id: number }>();
  const id = row!.id;
  for (let i = 0; i < (opts.images ?? 2); i++) {
    const key = (w: number) => `listings/${id}/test${i}-${w}.jpg`;
    await env.DB.prepare(
      "INSERT INTO listing_images (listing_id, position, key_128, key_375, key_1000, width, height) VALUES (?, ?, ?, ?, ?, 1000, 750)",
    )
      .bind(id, i, key(128), key(375), key(1000))
      .run();
  }
  return id;
}

export async function signInAs(userId: string): Promise<string> {
  const token = `t${unique()}${crypto.randomUUID()}`;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  const hash = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  await env.DB.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)")
    .bind(hash, userId, Date.now() + 86_400_000)
    .run();
  return `session-token=${token}`;
}

export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

export function get(path: string, headers: Record<string, string> = {}) {
  return SELF.fetch(`http://localhost${path}`, { headers: { "User-Agent": BROWSER_UA, ...headers }, redirect: "manual" });
}

export async function viewState(listingId: number) {
  const views = await env.DB.prepare("SELECT views FROM listings WHERE id = ?").bind(listingId).first<number>("views");
  const rows = await env.DB.prepare("SELECT user_id, counted FROM listing_views WHERE listing_id = ? ORDER BY id")
    .bind(listingId)
    .all<{ user_id: string | null; counted: number }>();
  return { views: views ?? 0, rows: rows.results };
}

/** View writes run in waitUntil: poll until the expected state shows up (or give up). */
export async function waitForViews(listingId: number, expectedRows: number, timeoutMs = 2000) {
  const end = Date.now() + timeoutMs;
  let state = await viewState(listingId);
  while (state.rows.length < expectedRows && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 25));
    state = await viewState(listingId);
  }
  // A little longer, so a write that should NOT happen has had its chance.
  await new Promise((r) => setTimeout(r, 50));
  return viewState(listingId);
}
