// Rows for the home-page integration tests. Each call uses its own user, so test files can
// share one database without depending on it being empty.
import { env } from "cloudflare:test";

export type Row = { type: string; area: string; status?: string; price?: number; lat?: number; lng?: number; image?: boolean };

export async function insertListings(rows: Row[]): Promise<number[]> {
  const userId = `home-${crypto.randomUUID()}`;
  await env.DB.prepare("INSERT INTO users (id, username, email, role) VALUES (?, ?, ?, 'seller')")
    .bind(userId, userId, `${userId}@example.com`)
    .run();
  const ids: number[] = [];
  for (const [i, r] of rows.entries()) {
    const row = await env.DB.prepare(
      `INSERT INTO listings (title, description, type, price, land_area, status, posted_by_id, area, latitude, longitude)
       VALUES (?, 'test', ?, ?, 2178, ?, ?, ?, ?, ?) RETURNING id`,
    )
      .bind(`Test ${r.type} ${i}`, r.type, r.price ?? 5_000_000, r.status ?? "Approved", userId, r.area, r.lat ?? 11.0, r.lng ?? 76.95)
      .first<{ id: number }>();
    ids.push(row!.id);
    if (r.image) {
      await env.DB.prepare(
        "INSERT INTO listing_images (listing_id, position, key_128, key_375, key_1000, width, height) VALUES (?, 0, ?, ?, ?, 1000, 750)",
      )
        .bind(row!.id, `t/${row!.id}-128.jpg`, `t/${row!.id}-375.jpg`, `t/${row!.id}-1000.jpg`)
        .run();
    }
  }
  return ids;
}

/** Listing ids linked from a rendered list page, in order. */
export function cardIds(html: string): number[] {
  return [...html.matchAll(/class="listing-card__link"[^>]*href="\/listing\/(\d+)"|href="\/listing\/(\d+)"[^>]*class="listing-card__link"/g)].map(
    (m) => Number(m[1] ?? m[2]),
  );
}
