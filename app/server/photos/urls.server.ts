import { IMAGE_WIDTHS, type ImageWidth } from "~/domain/catalog";
import { type PhotoUpload, photoKey, photoUploadIdFromKey } from "~/domain/image-keys";

/** Public URL of an R2 object served by the /images/* route. */
export function imageUrl(key: string): string {
  return `/images/${key}`;
}

export function listingImageKey(listingId: number, imageId: string, width: ImageWidth): string {
  return `listings/${listingId}/${imageId}-${width}.jpg`;
}

/** The public URLs of an upload's three versions. */
export function photoUrls(uploadId: string): PhotoUpload["urls"] {
  return {
    128: imageUrl(photoKey(uploadId, 128)),
    375: imageUrl(photoKey(uploadId, 375)),
    1000: imageUrl(photoKey(uploadId, 1000)),
  };
}

/** The R2 keys of an upload's three versions. */
export function photoKeys(uploadId: string): string[] {
  return IMAGE_WIDTHS.map((w) => photoKey(uploadId, w));
}

/** Id of a listing picture that has no upload row (seeded `listings/…` pictures). */
const LEGACY_PREFIX = "img-";

/** A listing picture's id as the picker knows it: its upload's id, or `img-<row id>` for a seeded one. */
export function photoIdOf(row: { id: number; key1000: string }): string {
  return photoUploadIdFromKey(row.key1000) ?? `${LEGACY_PREFIX}${row.id}`;
}

/** The listing_images row id of a seeded picture's photo id (`img-<row id>`); null for an upload's id. */
export function seededImageRowId(photoId: string): number | null {
  if (!photoId.startsWith(LEGACY_PREFIX)) return null;
  const id = Number(photoId.slice(LEGACY_PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
