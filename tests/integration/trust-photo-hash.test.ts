// Perceptual photo hashes through the real local Images binding (docs/product.md#trust,
// decision 0040): the same picture re-encoded, resized or slightly cropped hashes near, another
// picture far; a stored upload gets its four band rows; the banded lookup reads the index.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DUPLICATE_PHOTO_DISTANCE, hammingDistance } from "~/domain/photo-hash";
import { photoHashBands } from "~/server/db/schema.server";
import { ingestPhoto } from "~/server/photos/ingest.server";
import { photoHash } from "~/server/photos/photo-hash.server";
import { nearPhotosQuery, photoHashesQuery } from "~/server/trust/photo-matches.server";
import { db, insertUser } from "../helpers/db";
import { makeJpeg } from "../helpers/photos";
import { queryPlan as plan } from "../helpers/query-plan";
import { groveScene, houseScene, randomScene, scenePhoto } from "../helpers/photo-scenes";

/** Stores `bytes` as `ownerId`'s upload; its hash as stored (four band rows, one hash). */
async function storedHash(bytes: Uint8Array, ownerId: string): Promise<string> {
  const stored = await ingestPhoto(env, { bytes, ownerId });
  if (!stored.ok) throw new Error(stored.message);
  const rows = await db().select().from(photoHashBands).where(eq(photoHashBands.photoId, stored.upload.id));
  expect(rows.map((r) => r.band).sort()).toEqual([0, 1, 2, 3]);
  expect(new Set(rows.map((r) => r.hash)).size).toBe(1);
  return rows[0]!.hash;
}

describe("photo hash", () => {
  it("the same photo re-encoded smaller at JPEG quality 50, or cropped by 3%: near; another photo: far", async () => {
    const { id } = await insertUser({ role: "seller" });
    // Fixed scenes: a random one may put a 3 % crop past the threshold (5 to 9 bits were seen).
    const scene = randomScene(1);
    const original = await storedHash(scenePhoto(scene, 480, 360, 92), id);
    const reencoded = await storedHash(scenePhoto(scene, 400, 300, 50), id);
    const cropped = await storedHash(scenePhoto(scene, 480, 360, 80, 0.03), id);
    const other = await storedHash(scenePhoto(randomScene(3), 480, 360, 92), id);
    expect(hammingDistance(original, reencoded)).toBeLessThanOrEqual(3);
    expect(hammingDistance(original, cropped)).toBeLessThanOrEqual(DUPLICATE_PHOTO_DISTANCE);
    expect(hammingDistance(original, other)).toBeGreaterThan(DUPLICATE_PHOTO_DISTANCE);
  });

  it("the house picture and the grove are far apart", async () => {
    const house = await photoHash(env.IMAGES_TRANSFORM, scenePhoto(houseScene, 480, 360));
    const grove = await photoHash(env.IMAGES_TRANSFORM, scenePhoto(groveScene, 480, 360));
    expect(hammingDistance(house!, grove!)).toBeGreaterThan(3 * DUPLICATE_PHOTO_DISTANCE);
  });

  it("a flat colour is too plain to compare: no hash, no band rows", async () => {
    expect(await photoHash(env.IMAGES_TRANSFORM, makeJpeg(80, 60))).toBeNull();
  });
});

describe("banded lookup query plan", () => {
  it("finds candidates in the covering (band, value) index, never scanning photo_hash_bands", async () => {
    const hashes = ["0123456789abcdef", "fedcba9876543210", "00ff00ff00ff00ff"];
    const details = await plan(nearPhotosQuery(db(), hashes));
    expect(
      details.filter((d) => /^SCAN photo_hash_bands\b(?! USING)/.test(d.trim())),
      details.join("\n"),
    ).toEqual([]);
    expect(
      details.filter((d) => d.includes("USING COVERING INDEX photo_hash_bands_value_idx")).length,
      details.join("\n"),
    ).toBeGreaterThanOrEqual(4);
  });

  it("reads a listing's own hashes by photo id through its unique index", async () => {
    const details = await plan(photoHashesQuery(db(), ["a".repeat(32), "b".repeat(32)]));
    expect(
      details.some((d) => d.includes("photo_hash_bands_photo_unique")),
      details.join("\n"),
    ).toBe(true);
    expect(
      details.filter((d) => /^SCAN photo_hash_bands\b(?! USING)/.test(d.trim())),
      details.join("\n"),
    ).toEqual([]);
  });
});
