// Profile image rules (docs/product.md#accounts: jpg/png/webp, "Max size is 100KB"). Pure: bytes
// in, verdict out. The server trusts the file's first bytes, never its name or declared type,
// then re-encodes the picture (app/server/images), so no metadata of the upload is ever stored.
import { IMAGE_CONTENT_TYPES, type ImageExt, PHOTO_RULES, readImageSize, sniffImageType } from "./image-bytes";

export const PROFILE_IMAGE_MAX_BYTES = 100 * 1024;
export const PROFILE_IMAGE_EXTENSIONS = ["jpg", "png", "webp"] as const satisfies readonly ImageExt[];
export type ProfileImageExt = (typeof PROFILE_IMAGE_EXTENSIONS)[number];
export const PROFILE_IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";
export const PROFILE_IMAGE_CONTENT_TYPES: Record<ProfileImageExt, string> = IMAGE_CONTENT_TYPES;
/** Stored profile pictures are at most this wide (they show at 56 px and less). */
export const PROFILE_IMAGE_WIDTH = 256;

export type ProfileImageVerdict =
  | { ok: true; ext: ProfileImageExt }
  | { ok: false; reason: "too-big" | "wrong-type" | "empty" };

/**
 * Size, magic bytes and readable headers. A small file can still claim a huge pixel count (a
 * compressed bomb), so its headers must parse and stay under the photo pixel limit; anything
 * else is refused as the wrong type rather than handed to a decoder.
 */
export function checkProfileImage(bytes: Uint8Array): ProfileImageVerdict {
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  if (bytes.length > PROFILE_IMAGE_MAX_BYTES) return { ok: false, reason: "too-big" };
  const ext = sniffImageType(bytes);
  const size = ext ? readImageSize(bytes) : null;
  if (!ext || !size || size.width * size.height > PHOTO_RULES.maxPixels) return { ok: false, reason: "wrong-type" };
  return { ok: true, ext };
}
