// Test data helpers. Local storage is NOT reset between tests in one file, so every helper
// makes unique rows (random ids, unique e-mails/usernames) and returns what it created.
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import type { AuditTarget } from "~/domain/catalog";
import { createDb } from "~/server/db/client.server";
import { auditLog, listingImages, listings, users } from "~/server/db/schema.server";
import { listingImageKey } from "~/server/photos/urls.server";
import { hashPassword } from "~/server/accounts/password.server";

export type UserRow = typeof users.$inferSelect;
export type ListingRow = typeof listings.$inferSelect;
export type NewUser = Partial<typeof users.$inferInsert>;
export type NewListing = Partial<Omit<typeof listings.$inferInsert, "isPublic">>;

export function db() {
  return createDb(env.DB);
}

let counter = 0;
/** A short string unique within this test run (and across files sharing the database). */
export function unique(prefix = "t"): string {
  counter += 1;
  return `${prefix}${counter}${crypto.randomUUID().slice(0, 8)}`;
}

/** A unique address at example.test, e.g. `uniqueEmail("signup")` for a user you have not inserted. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}${unique("-")}@example.test`;
}

/**
 * Inserts a user (role buyer, 0 credits, verified e-mail, no password unless overridden).
 * `password` stores a real hash of it, for tests that sign in through the /login form
 * (hashing is slow, so only ask for it then); `passwordHash` in the overrides sets the column as is.
 */
export async function insertUser(overrides: NewUser = {}, opts: { password?: string } = {}): Promise<UserRow> {
  const id = overrides.id ?? crypto.randomUUID();
  const name = unique("user");
  const passwordHash = opts.password === undefined ? null : await hashPassword(opts.password);
  const row = await db()
    .insert(users)
    .values({
      id,
      username: name,
      fullName: `Test ${name}`,
      email: `${name}@example.test`,
      emailVerified: true,
      role: "buyer",
      credits: 0,
      passwordHash,
      ...overrides,
    })
    .returning()
    .get();
  return row;
}

/** The audit rows written about one row (`before` and `after` as stored: JSON text), oldest first. */
export async function auditRows(targetType: AuditTarget, targetId: string | number) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
    .orderBy(auditLog.id)
    .all();
}

/** The R2 keys of one listing image's three renditions (the app serves them under /images/<key>). */
export type ImageKeys = { key128: string; key375: string; key1000: string };

/**
 * Inserts an Approved listing (a plot in RS Puram unless overridden) with `images` image rows
 * (default 1; position 0 is the main image). With `putObjects`, tiny placeholder objects go into
 * R2 too. A poster (role seller) is created when `postedById` is not given. Returns the row plus
 * `images` (the keys, by position) and `imageKeys` (the 375 px keys).
 */
export async function insertListing(
  overrides: NewListing = {},
  opts: { images?: number; putObjects?: boolean } = {},
): Promise<ListingRow & { images: ImageKeys[]; imageKeys: string[] }> {
  const postedById = overrides.postedById ?? (await insertUser({ role: "seller" })).id;
  const row = await db()
    .insert(listings)
    .values({
      title: `Test listing ${unique("l")}`,
      description: "A test listing.",
      type: "plot",
      price: 25_00_000,
      landArea: 2178,
      area: "RS Puram",
      latitude: 11.0089,
      longitude: 76.9507,
      status: "Approved",
      ...overrides,
      postedById,
    })
    .returning()
    .get();
  const images: ImageKeys[] = [];
  const count = opts.images ?? 1;
  for (let position = 0; position < count; position++) {
    const imageId = unique("img");
    const [k128, k375, k1000] = ([128, 375, 1000] as const).map((w) => listingImageKey(row.id, imageId, w));
    await db()
      .insert(listingImages)
      .values({ listingId: row.id, position, key128: k128, key375: k375, key1000: k1000, width: 1000, height: 750 });
    images.push({ key128: k128, key375: k375, key1000: k1000 });
    if (opts.putObjects) {
      for (const key of [k128, k375, k1000]) {
        await env.IMAGES.put(key, TINY_JPEG, { httpMetadata: { contentType: "image/jpeg" } });
      }
    }
  }
  return { ...row, images, imageKeys: images.map((i) => i.key375) };
}

/** A 1x1 JPEG, enough for routes that stream R2 objects. */
export const TINY_JPEG = Uint8Array.from(
  atob(
    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==",
  ),
  (c) => c.charCodeAt(0),
);

/** A 1x1 PNG, for uploads that check the bytes (profile images). */
export const PNG_1x1 = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);
