// Profile pictures in R2 (docs/product.md#profile-profile, #pictures): checked by their bytes,
// re-encoded so no metadata survives, swapped in by compare-and-set, and all deleted with the
// account. Every picture of an account lives under profiles/<id>/.
import { and, eq, isNull } from "drizzle-orm";
import { checkProfileImage, PROFILE_IMAGE_WIDTH } from "~/domain/profile-image";
import { PROFILE_MESSAGES } from "~/schemas/profile";
import type { Db } from "../db/client.server";
import { users } from "../db/schema.server";
import { deleteImageObjects } from "../photos/cleanup.server";
import { encodeWebp, WEBP_CONTENT_TYPE } from "../photos/transform.server";
import { randomHex } from "../platform/crypto.server";

/** The bindings profile pictures need: R2 to keep them, the Images binding to re-encode them. */
export type ProfileImageEnv = Pick<Env, "IMAGES" | "IMAGES_TRANSFORM">;

/**
 * Checks the upload (100 KB, magic bytes, readable headers) and stores it re-encoded by the
 * Images binding as a WebP at most PROFILE_IMAGE_WIDTH wide: no EXIF, GPS, XMP or comment of
 * the original survives, whatever its format. Anything the binding cannot decode is refused.
 */
export async function storeProfileImage(
  env: ProfileImageEnv,
  userId: string,
  bytes: Uint8Array,
): Promise<{ ok: true; key: string } | { ok: false; message: string }> {
  const verdict = checkProfileImage(bytes);
  if (!verdict.ok) {
    return {
      ok: false,
      message: verdict.reason === "too-big" ? PROFILE_MESSAGES.imageTooBig : PROFILE_MESSAGES.imageType,
    };
  }
  const webp = await encodeWebp(env.IMAGES_TRANSFORM, bytes, PROFILE_IMAGE_WIDTH);
  if (!webp) return { ok: false, message: PROFILE_MESSAGES.imageType };
  const key = `${profileFolder(userId)}${randomHex(12)}.webp`;
  await env.IMAGES.put(key, webp, { httpMetadata: { contentType: WEBP_CONTENT_TYPE } });
  return { ok: true, key };
}

function profileFolder(userId: string): string {
  return `profiles/${userId}/`;
}

/**
 * Points users.profile_image at `next` by compare-and-set, so parallel saves never orphan a
 * picture: whoever replaces a key deletes it. A save that loses the race retries against the
 * newer value (the last save wins); if the account is gone, its own picture is deleted.
 */
export async function swapProfileImage(
  db: Db,
  bucket: R2Bucket,
  userId: string,
  expected: string | null,
  next: string,
) {
  let current = expected;
  for (let attempt = 0; attempt < 5; attempt++) {
    const swapped = await db
      .update(users)
      .set({ profileImage: next })
      .where(
        and(
          eq(users.id, userId),
          isNull(users.deletedAt),
          current === null ? isNull(users.profileImage) : eq(users.profileImage, current),
        ),
      )
      .returning({ id: users.id });
    if (swapped.length) {
      if (current?.startsWith("profiles/")) await bucket.delete(current);
      return;
    }
    const row = await db
      .select({ profileImage: users.profileImage, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId))
      .get();
    if (!row || row.deletedAt !== null) break;
    current = row.profileImage;
  }
  await bucket.delete(next);
}

/** Every picture in the account's folder (older uploads too), and the current one wherever it is. */
export async function deleteProfileImages(bucket: R2Bucket, userId: string, current: string | null): Promise<void> {
  await deleteFolder(bucket, profileFolder(userId));
  if (current?.startsWith("profiles/")) await bucket.delete(current);
}

async function deleteFolder(bucket: R2Bucket, prefix: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, limit: 1000, cursor });
    await deleteImageObjects(
      bucket,
      page.objects.map((o) => o.key),
    );
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}
