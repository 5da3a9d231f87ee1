// Storing one uploaded photo (docs/product.md#listings): checked by its bytes, re-encoded into
// the 128, 375 and 1000 px wide versions the pages use, stored in R2 under photos/<id>/ and
// recorded in photo_uploads until a saved listing takes it (attach.server.ts). README.md next to
// this file documents the API.
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { IMAGE_WIDTHS, type ImageWidth } from "~/domain/catalog";
import { checkPhotoBytes, PHOTO_MESSAGES, readImageSize } from "~/domain/image-bytes";
import { type PhotoUpload, photoKey } from "~/domain/image-keys";
import { PHOTO_LIMIT_MESSAGES, PHOTO_LIMITS, photoBudgetKey } from "~/domain/photo-limits";
import { insertWhere, runBatch } from "../db/batch.server";
import { createDb, type Db } from "../db/client.server";
import { photoUploads } from "../db/schema.server";
import { randomHex } from "../platform/crypto.server";
import type { PhotoEnv } from "./cleanup.server";
import { insertPhotoHash, photoHash } from "./photo-hash.server";
import { encodeWebp, WEBP_CONTENT_TYPE } from "./transform.server";
import { photoKeys, photoUrls } from "./urls.server";

/** Storing a photo also takes from the uploader's hourly budget (a RateLimiter object). */
export type IngestEnv = PhotoEnv & Pick<Env, "RATE_LIMITER">;

export type IngestResult =
  | { ok: true; upload: PhotoUpload }
  | {
      ok: false;
      message: string;
      /** Why, for the HTTP status: too-large 413, type 415, pending and per-hour 429, the others 400. */
      reason: "empty" | "too-large" | "type" | "pixels" | "unreadable" | "pending" | "per-hour";
    };

/**
 * Takes one of `ownerId`'s pending-upload places (PHOTO_LIMITS.pendingUploads) in one statement:
 * the row is inserted only while the owner has fewer unattached uploads than the cap, so parallel
 * uploads cannot overshoot it. The row (width and height 0 until the photo is stored) is the
 * reservation; releaseUpload() gives it back.
 */
async function reserveUpload(db: Db, id: string, ownerId: string): Promise<boolean> {
  const pending = db
    .select({ n: count() })
    .from(photoUploads)
    .where(and(eq(photoUploads.ownerId, ownerId), isNull(photoUploads.listingId)));
  const result = await insertWhere(
    db,
    photoUploads,
    { id, ownerId, width: 0, height: 0 },
    sql`(${pending}) < ${PHOTO_LIMITS.pendingUploads}`,
  ).run();
  return result.meta.changes === 1;
}

async function releaseUpload(env: PhotoEnv, id: string): Promise<void> {
  await env.IMAGES.delete(photoKeys(id));
  await createDb(env.DB)
    .delete(photoUploads)
    .where(and(eq(photoUploads.id, id), isNull(photoUploads.listingId)));
}

/**
 * Checks one uploaded photo and stores it. Magic bytes and the pixel count are read from the
 * headers before anything decodes the file; then a pending-upload place is reserved and the
 * hourly budget taken (docs/product.md#listings: the same limits for the picker and the form
 * without JavaScript); only then does the Images binding make the 1000 px version (orientation
 * applied, all metadata dropped) and the 375 and 128 px ones from it. The original is never
 * stored. On success the upload belongs to `ownerId` and waits for attachPhotos(); on any
 * failure its place is given back (the hourly budget is not: the transformations were spent).
 */
export async function ingestPhoto(
  env: IngestEnv,
  input: { bytes: Uint8Array; ownerId: string },
): Promise<IngestResult> {
  const verdict = checkPhotoBytes(input.bytes);
  if (!verdict.ok) return { ok: false, message: verdict.message, reason: verdict.reason };

  const id = randomHex(16);
  if (!(await reserveUpload(createDb(env.DB), id, input.ownerId))) {
    return { ok: false, message: PHOTO_LIMIT_MESSAGES.pending, reason: "pending" };
  }
  const { limit, windowMs } = PHOTO_LIMITS.perHour;
  const budget = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(photoBudgetKey(input.ownerId)));
  if (!(await budget.take({ limit, windowMs })).allowed) {
    await releaseUpload(env, id);
    return { ok: false, message: PHOTO_LIMIT_MESSAGES.perHour, reason: "per-hour" };
  }
  try {
    const stored = await storeVersions(env, id, input.bytes);
    if (!stored) {
      await releaseUpload(env, id);
      return { ok: false, message: PHOTO_MESSAGES.unreadable, reason: "unreadable" };
    }
    return { ok: true, upload: { id, width: stored.width, height: stored.height, urls: photoUrls(id) } };
  } catch (error) {
    await releaseUpload(env, id);
    throw error;
  }
}

/** Makes the three versions, stores them under photos/<id>/ and records the size; null when unreadable. */
async function storeVersions(
  env: PhotoEnv,
  id: string,
  bytes: Uint8Array,
): Promise<{ width: number; height: number } | null> {
  const large = await encodeWebp(env.IMAGES_TRANSFORM, bytes, 1000);
  const size = large && readImageSize(large);
  if (!large || !size) return null;
  // The smaller versions come from the 1000 px one: decoding a 12-megapixel phone photo once
  // instead of three times.
  // The perceptual hash for the duplicate check (docs/product.md#trust) comes from it too.
  const [medium, small, hash] = await Promise.all([
    encodeWebp(env.IMAGES_TRANSFORM, large, 375),
    encodeWebp(env.IMAGES_TRANSFORM, large, 128),
    photoHash(env.IMAGES_TRANSFORM, large),
  ]);
  if (!medium || !small) return null;
  const versions: Record<ImageWidth, Uint8Array> = { 128: small, 375: medium, 1000: large };
  // The reserved row already leads the cleanup job to the objects if storing stops half-way.
  await Promise.all(
    IMAGE_WIDTHS.map((w) =>
      env.IMAGES.put(photoKey(id, w), versions[w], { httpMetadata: { contentType: WEBP_CONTENT_TYPE } }),
    ),
  );
  const db = createDb(env.DB);
  const sized = db.update(photoUploads).set({ width: size.width, height: size.height }).where(eq(photoUploads.id, id));
  await runBatch(db, hash ? [sized, insertPhotoHash(db, id, hash)] : [sized]);
  return size;
}

/** Whether `ownerId` already has every pending-upload place taken (a cheap early refusal before reading a body). */
export async function tooManyPendingUploads(db: Db, ownerId: string): Promise<boolean> {
  const row = await db
    .select({ n: count() })
    .from(photoUploads)
    .where(and(eq(photoUploads.ownerId, ownerId), isNull(photoUploads.listingId)))
    .get();
  return (row?.n ?? 0) >= PHOTO_LIMITS.pendingUploads;
}
