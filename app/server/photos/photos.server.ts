// Listing photos (docs/product.md#listings): each upload is checked by its bytes, re-encoded into
// the 128, 375 and 1000 px wide versions the pages use, stored in R2 under photos/<id>/ and
// recorded in photo_uploads until a saved listing takes it. The API is documented in README.md
// next to this file; the listing form builds on it.
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import { IMAGE_WIDTHS, type ImageWidth } from "~/domain/catalog";
import { checkPhotoBytes, PHOTO_MESSAGES, PHOTO_RULES, readImageSize } from "~/domain/image-bytes";
import { isPhotoUploadId, type PhotoUpload, photoKey, photoUploadIdFromKey } from "~/domain/image-keys";
import { PHOTO_LIMIT_MESSAGES, PHOTO_LIMITS, photoBudgetKey } from "~/domain/photo-limits";
import { randomHex } from "../platform/crypto.server";
import { createDb, type Db } from "../db/client.server";
import { listingImages, photoUploads } from "../db/schema.server";
import { imageUrl } from "./urls.server";
import { encodeWebp, WEBP_CONTENT_TYPE } from "./transform.server";

export type { PhotoUpload };

export type PhotoEnv = Pick<Env, "DB" | "IMAGES" | "IMAGES_TRANSFORM">;
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

/** Uploads never attached to a listing are deleted after this long. */
export const ORPHAN_UPLOAD_MS = 24 * 60 * 60 * 1000;

function photoUrls(uploadId: string): PhotoUpload["urls"] {
  return {
    128: imageUrl(photoKey(uploadId, 128)),
    375: imageUrl(photoKey(uploadId, 375)),
    1000: imageUrl(photoKey(uploadId, 1000)),
  };
}

function photoKeys(uploadId: string): string[] {
  return IMAGE_WIDTHS.map((w) => photoKey(uploadId, w));
}

/**
 * Takes one of `ownerId`'s pending-upload places (PHOTO_LIMITS.pendingUploads) in one statement:
 * the row is inserted only while the owner has fewer unattached uploads than the cap, so parallel
 * uploads cannot overshoot it. The row (width and height 0 until the photo is stored) is the
 * reservation; releaseUpload() gives it back.
 */
async function reserveUpload(d1: D1Database, id: string, ownerId: string): Promise<boolean> {
  const result = await d1
    .prepare(
      "INSERT INTO photo_uploads (id, owner_id, width, height) SELECT ?, ?, 0, 0 " +
        "WHERE (SELECT COUNT(*) FROM photo_uploads WHERE owner_id = ? AND listing_id IS NULL) < ?",
    )
    .bind(id, ownerId, ownerId, PHOTO_LIMITS.pendingUploads)
    .run();
  return result.meta.changes === 1;
}

async function releaseUpload(env: PhotoEnv, id: string): Promise<void> {
  await env.IMAGES.delete(photoKeys(id));
  await env.DB.prepare("DELETE FROM photo_uploads WHERE id = ? AND listing_id IS NULL").bind(id).run();
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
  if (!(await reserveUpload(env.DB, id, input.ownerId))) {
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
  const [medium, small] = await Promise.all([
    encodeWebp(env.IMAGES_TRANSFORM, large, 375),
    encodeWebp(env.IMAGES_TRANSFORM, large, 128),
  ]);
  if (!medium || !small) return null;
  const versions: Record<ImageWidth, Uint8Array> = { 128: small, 375: medium, 1000: large };
  // The reserved row already leads the cleanup job to the objects if storing stops half-way.
  await Promise.all(
    IMAGE_WIDTHS.map((w) =>
      env.IMAGES.put(photoKey(id, w), versions[w], { httpMetadata: { contentType: WEBP_CONTENT_TYPE } }),
    ),
  );
  await createDb(env.DB)
    .update(photoUploads)
    .set({ width: size.width, height: size.height })
    .where(eq(photoUploads.id, id));
  return size;
}

/** A D1 statement as plain data, so it can travel to the UserCredits Durable Object's batch. */
export type SqlStatement = { sql: string; params: (string | number | null)[] };

export type AttachResult =
  | {
      ok: true;
      /** Run them in one D1 batch (with the listing insert/update and the credit debit). */
      statements: SqlStatement[];
      /** R2 keys of seeded pictures the edit dropped: delete them once the batch has committed. */
      staleKeys: string[];
    }
  | { ok: false; message: string };

/** Id of a listing picture that has no upload row (seeded `listings/…` pictures). */
const LEGACY_PREFIX = "img-";

function photoIdOf(row: { id: number; key1000: string }): string {
  return photoUploadIdFromKey(row.key1000) ?? `${LEGACY_PREFIX}${row.id}`;
}

/**
 * The statements that make `uploadIds` the photos of a listing, in that order (the first is
 * the main photo, position 0). Each id is either a photo already on this listing (ids from
 * listingPhotos(); kept, maybe moved) or an upload of `ownerId` not attached anywhere.
 * Photos of the listing not named are let go: their uploads are detached (the cleanup job
 * deletes them) and seeded pictures come back in `staleKeys`.
 *
 * `listingId: "new"` is for a listing inserted earlier in the same batch by `ownerId`: the
 * statements find it as that user's newest listing, so they must run right after its insert.
 *
 * The checks run now and again inside the batch: a new photo is inserted only while its upload
 * is still this owner's and unattached (else a NOT NULL constraint fails and the whole batch,
 * credit debit included, rolls back), so two listings can never share an upload.
 */
export async function attachPhotos(
  db: Db,
  input: { listingId: number | "new"; ownerId: string; uploadIds: string[] },
): Promise<AttachResult> {
  const { ownerId } = input;
  const ids = [...new Set(input.uploadIds)];
  if (ids.length > PHOTO_RULES.maxPhotos) return { ok: false, message: PHOTO_MESSAGES.tooMany };
  const unavailable = { ok: false, message: PHOTO_MESSAGES.unavailable } as const;

  const listingId = input.listingId === "new" ? null : input.listingId;
  // The listing's id as SQL: a bound number, or the owner's newest listing (inserted in this batch).
  const lid: SqlStatement =
    listingId === null
      ? { sql: "(SELECT MAX(id) FROM listings WHERE posted_by_id = ?)", params: [ownerId] }
      : { sql: "?", params: [listingId] };

  const existing =
    listingId === null
      ? []
      : await db
          .select({
            id: listingImages.id,
            key128: listingImages.key128,
            key375: listingImages.key375,
            key1000: listingImages.key1000,
          })
          .from(listingImages)
          .where(eq(listingImages.listingId, listingId));
  const onListing = new Map(existing.map((row) => [photoIdOf(row), row]));

  const newIds = ids.filter((id) => !onListing.has(id));
  if (newIds.some((id) => !isPhotoUploadId(id))) return unavailable;
  if (newIds.length) {
    const rows = await db
      .select({ id: photoUploads.id, ownerId: photoUploads.ownerId, listingId: photoUploads.listingId })
      .from(photoUploads)
      .where(inArray(photoUploads.id, newIds));
    const usable = new Set(
      rows
        .filter(
          (r) => (r.ownerId === ownerId && r.listingId === null) || (listingId !== null && r.listingId === listingId),
        )
        .map((r) => r.id),
    );
    if (newIds.some((id) => !usable.has(id))) return unavailable;
  }

  const statements: SqlStatement[] = [];
  if (existing.length) {
    // Park the current rows at negative positions; the ones kept get their new position below.
    statements.push({
      sql: "UPDATE listing_images SET position = -1 - position WHERE listing_id = ?",
      params: [listingId],
    });
  }
  ids.forEach((id, position) => {
    const row = onListing.get(id);
    if (row) {
      statements.push({
        sql: "UPDATE listing_images SET position = ? WHERE id = ? AND listing_id = ?",
        params: [position, row.id, listingId],
      });
      return;
    }
    const guard = `FROM photo_uploads WHERE id = ? AND ((owner_id = ? AND listing_id IS NULL) OR listing_id = ${lid.sql})`;
    const guardParams = [id, ownerId, ...lid.params];
    statements.push({
      sql:
        "INSERT INTO listing_images (listing_id, position, key_128, key_375, key_1000, width, height) " +
        `VALUES (${lid.sql}, ?, ?, ?, ?, (SELECT width ${guard}), (SELECT height ${guard}))`,
      params: [
        ...lid.params,
        position,
        photoKey(id, 128),
        photoKey(id, 375),
        photoKey(id, 1000),
        ...guardParams,
        ...guardParams,
      ],
    });
    statements.push({
      sql: `UPDATE photo_uploads SET listing_id = ${lid.sql} WHERE id = ?`,
      params: [...lid.params, id],
    });
  });

  const kept = new Set(ids);
  const dropped = existing.filter((row) => !kept.has(photoIdOf(row)));
  const droppedUploads = dropped.map((row) => photoUploadIdFromKey(row.key1000)).filter((id): id is string => !!id);
  if (droppedUploads.length) {
    statements.push({
      sql: `UPDATE photo_uploads SET listing_id = NULL WHERE listing_id = ? AND id IN (${droppedUploads.map(() => "?").join(", ")})`,
      params: [listingId, ...droppedUploads],
    });
  }
  if (existing.length) {
    statements.push({ sql: "DELETE FROM listing_images WHERE listing_id = ? AND position < 0", params: [listingId] });
  }
  const staleKeys = dropped
    .filter((row) => !photoUploadIdFromKey(row.key1000))
    .flatMap((row) => [row.key128, row.key375, row.key1000]);
  return { ok: true, statements, staleKeys };
}

/** Runs attachPhotos() statements on their own (an edit that does not go through the credits object). */
export async function runStatements(d1: D1Database, statements: SqlStatement[]): Promise<void> {
  if (statements.length) await d1.batch(statements.map((s) => d1.prepare(s.sql).bind(...s.params)));
}

/** Deletes R2 objects, 1,000 keys per call (R2's limit). */
export async function deleteImageObjects(bucket: R2Bucket, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
}

/** A listing's photos in order (main first), as the picker's `initial` for the edit form. */
export async function listingPhotos(db: Db, listingId: number): Promise<PhotoUpload[]> {
  const rows = await db
    .select()
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId))
    .orderBy(asc(listingImages.position));
  return rows.map((row) => ({
    id: photoIdOf(row),
    width: row.width,
    height: row.height,
    urls: { 128: imageUrl(row.key128), 375: imageUrl(row.key375), 1000: imageUrl(row.key1000) },
  }));
}

/** Which of `ids` are uploads of `ownerId` still free to attach (the picker checks a restored draft). */
export async function usableUploads(db: Db, ownerId: string, ids: string[]): Promise<PhotoUpload[]> {
  const wanted = [...new Set(ids.filter(isPhotoUploadId))].slice(0, PHOTO_RULES.maxPhotos);
  if (!wanted.length) return [];
  const rows = await db
    .select({ id: photoUploads.id, width: photoUploads.width, height: photoUploads.height })
    .from(photoUploads)
    .where(and(inArray(photoUploads.id, wanted), eq(photoUploads.ownerId, ownerId), isNull(photoUploads.listingId)));
  return rows.map((r) => ({ ...r, urls: photoUrls(r.id) }));
}

/**
 * Removes a listing's photos: its R2 objects (uploaded and seeded), its listing_images rows and
 * its photo_uploads rows. Call it before deleting the listing row (deleting the listing first
 * cascades the rows away and leaves the seeded pictures' objects behind).
 */
export async function deleteListingPhotos(env: PhotoEnv, listingId: number): Promise<void> {
  const db = createDb(env.DB);
  const images = await db
    .select({ key128: listingImages.key128, key375: listingImages.key375, key1000: listingImages.key1000 })
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId));
  const uploads = await db
    .select({ id: photoUploads.id })
    .from(photoUploads)
    .where(eq(photoUploads.listingId, listingId));
  const keys = new Set([
    ...images.flatMap((r) => [r.key128, r.key375, r.key1000]),
    ...uploads.flatMap((u) => photoKeys(u.id)),
  ]);
  await db.batch([
    db.delete(listingImages).where(eq(listingImages.listingId, listingId)),
    db.delete(photoUploads).where(eq(photoUploads.listingId, listingId)),
  ]);
  await deleteImageObjects(env.IMAGES, [...keys]);
}

const CLEANUP_BATCH = 300;
const CLEANUP_ROUNDS = 20;

/**
 * Deletes uploads not attached to any listing for 24 hours (docs/product.md#listings), rows
 * first, so an upload being attached at the same moment either wins (and is kept) or fails its
 * batch. For the Worker's scheduled handler; returns how many uploads went.
 */
export async function cleanupOrphanUploads(env: PhotoEnv, now: number): Promise<{ deleted: number }> {
  const cutoff = now - ORPHAN_UPLOAD_MS;
  let deleted = 0;
  for (let round = 0; round < CLEANUP_ROUNDS; round++) {
    const { results } = await env.DB.prepare(
      "DELETE FROM photo_uploads WHERE id IN (SELECT id FROM photo_uploads WHERE listing_id IS NULL AND created_at < ? LIMIT ?) RETURNING id",
    )
      .bind(cutoff, CLEANUP_BATCH)
      .all<{ id: string }>();
    if (!results.length) break;
    await deleteImageObjects(
      env.IMAGES,
      results.flatMap((r) => photoKeys(r.id)),
    );
    deleted += results.length;
    if (results.length < CLEANUP_BATCH) break;
  }
  return { deleted };
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
