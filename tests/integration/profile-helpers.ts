// Helpers for the favourites/profile/seller integration tests (run in workerd against the
// built app). The shared tests/helpers/ on the tests branch can replace these later.
import { env, SELF } from "cloudflare:test";
import { sha256Hex } from "../../app/server/session.server";

export const ORIGIN = "http://localhost";

export function uid(): string {
  return crypto.randomUUID().slice(0, 8);
}

type Role = "buyer" | "seller" | "both" | "admin" | "superadmin";

export async function insertUser(opts: Partial<{ role: Role; fullName: string; phone: string; bio: string; email: string; username: string }> = {}) {
  const id = crypto.randomUUID();
  const tag = uid();
  const user = {
    id,
    username: opts.username ?? `user-${tag}`,
    email: opts.email ?? `user-${tag}@example.com`,
    fullName: opts.fullName ?? `Test User ${tag}`,
    role: opts.role ?? "buyer",
    phone: opts.phone ?? "+91 98765 43210",
    bio: opts.bio ?? "",
  };
  await env.DB.prepare(
    `INSERT INTO users (id, username, email, full_name, role, phone, bio, email_verified, phone_verified, gender, credits)
     VALUES (?, ?, ?, ?, ?, ?, ?, 1, 1, 'female', 50)`,
  )
    .bind(user.id, user.username, user.email, user.fullName, user.role, user.phone, user.bio)
    .run();
  return user;
}

/** A sessions row for the user; returns the Cookie header value. */
export async function signIn(userId: string): Promise<string> {
  const token = crypto.randomUUID() + crypto.randomUUID();
  await env.DB.prepare(`INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)`)
    .bind(await sha256Hex(token), userId, Date.now() + 86_400_000)
    .run();
  return `session-token=${token}`;
}

export async function insertListing(
  postedById: string,
  opts: Partial<{ status: string; type: string; area: string; title: string; withImage: boolean }> = {},
): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO listings (title, description, type, price, land_area, status, posted_by_id, area, latitude, longitude)
     VALUES (?, 'A test listing description', ?, 2500000, 2178, ?, ?, ?, 11.0, 76.9) RETURNING id`,
  )
    .bind(opts.title ?? `Listing ${uid()}`, opts.type ?? "plot", opts.status ?? "Approved", postedById, opts.area ?? "RS Puram")
    .first<{ id: number }>();
  const id = row!.id;
  if (opts.withImage) {
    await env.DB.prepare(
      `INSERT INTO listing_images (listing_id, position, key_128, key_375, key_1000, width, height) VALUES (?, 0, ?, ?, ?, 1000, 750)`,
    )
      .bind(id, `listings/${id}/a-128.jpg`, `listings/${id}/a-375.jpg`, `listings/${id}/a-1000.jpg`)
      .run();
  }
  return id;
}

export function get(path: string, cookie?: string) {
  return SELF.fetch(ORIGIN + path, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
}

export function post(path: string, body: Record<string, string | Blob> | FormData, cookie?: string) {
  let form: FormData;
  if (body instanceof FormData) form = body;
  else {
    form = new FormData();
    for (const [k, v] of Object.entries(body)) form.append(k, v);
  }
  const headers: Record<string, string> = { Origin: ORIGIN, Host: new URL(ORIGIN).host, "Sec-Fetch-Site": "same-origin" };
  if (cookie) headers.Cookie = cookie;
  return SELF.fetch(ORIGIN + path, { method: "POST", body: form, headers, redirect: "manual" });
}

/** The flash toast a response sets, if any. */
export function toastOf(res: Response): { kind: string; message: string } | null {
  for (const c of res.headers.getSetCookie()) {
    const m = /^toast=([^;]*)/.exec(c);
    if (m && m[1]) return JSON.parse(decodeURIComponent(m[1]));
  }
  return null;
}

export async function favouriteCount(userId: string, listingId: number): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM favourites WHERE user_id = ? AND listing_id = ?`)
    .bind(userId, listingId)
    .first<{ n: number }>();
  return row!.n;
}

export const PNG_1x1 = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);
