// Which R2 keys the public /images/* route may serve, and the key shapes of pictures. Pure, so
// it is unit tested and shared with the browser.
import type { ImageWidth } from "./catalog";
import { type Actor, isAdmin } from "./permissions";

/** Folders of R2 the /images/* route serves (listing photos, uploaded photos, profile pictures); see pictureOwner. */
export const PUBLIC_IMAGE_PREFIXES = ["listings/", "photos/", "profiles/"] as const;

const SAFE_KEY = /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)+$/;

/** True for keys like `listings/12/ab12cd-375.jpg`: a public folder, plain segments, no `..`. */
export function isServableImageKey(key: string): boolean {
  if (key.length > 512 || !SAFE_KEY.test(key)) return false;
  if (key.split("/").some((segment) => segment === "." || segment === "..")) return false;
  return PUBLIC_IMAGE_PREFIXES.some((prefix) => key.startsWith(prefix));
}

const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

/** Content type by extension, for objects stored without one. */
export function imageContentType(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return TYPES[ext] ?? "application/octet-stream";
}

/**
 * A photo uploaded from the listing form (docs/product.md#listings): its id, the size of its
 * largest stored version, and the public URLs of the three widths the pages use.
 */
export type PhotoUpload = {
  id: string;
  width: number;
  height: number;
  urls: Record<ImageWidth, string>;
};

/** Uploaded photos are re-encoded to WebP: every version of upload `id` lives under `photos/<id>/`. */
export const PHOTO_EXT = "webp";

const UPLOAD_ID = /^[a-f0-9]{32}$/;

export function isPhotoUploadId(id: string): boolean {
  return UPLOAD_ID.test(id);
}

/** `photos/<uploadId>/<width>.webp` */
export function photoKey(uploadId: string, width: ImageWidth): string {
  return `photos/${uploadId}/${width}.${PHOTO_EXT}`;
}

/** The upload id inside a photo key, or null for other keys (seeded `listings/…` pictures). */
export function photoUploadIdFromKey(key: string): string | null {
  const match = /^photos\/([a-f0-9]{32})\/\d+\.[a-z]+$/.exec(key);
  return match ? match[1]! : null;
}

/**
 * What a servable key belongs to, for the rule of who may see it (docs/product.md#security,
 * "Pictures"): a listing's seeded picture (`listings/<listing id>/…`), an upload
 * (`photos/<upload id>/…`, attached to a listing or not) or a profile picture (always public).
 * Null for keys of no known shape: not found.
 */
export type PictureOwner =
  | { kind: "listing"; listingId: number }
  | { kind: "upload"; uploadId: string }
  | { kind: "profile" };

export function pictureOwner(key: string): PictureOwner | null {
  if (!isServableImageKey(key)) return null;
  if (key.startsWith("profiles/")) return { kind: "profile" };
  const listing = /^listings\/([1-9]\d{0,15})\//.exec(key);
  if (listing) return { kind: "listing", listingId: Number(listing[1]) };
  const uploadId = photoUploadIdFromKey(key);
  return uploadId ? { kind: "upload", uploadId } : null;
}

/**
 * Who may see a picture: anyone when its listing is public (Approved or Sold); otherwise (a
 * Pending or Rejected listing, an upload no listing took) only the people in `owners` (the
 * listing's poster, the uploader) and admins. Everyone else is told it does not exist.
 */
export function maySeePicture(
  viewer: Actor | null | undefined,
  picture: { isPublic: boolean; owners: readonly (string | null)[] },
): boolean {
  if (picture.isPublic) return true;
  if (!viewer) return false;
  return isAdmin(viewer.role) || picture.owners.includes(viewer.id);
}
