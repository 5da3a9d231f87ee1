import type { ImageWidth } from "~/domain/catalog";

/** Public URL of an R2 object served by the /images/* route. */
export function imageUrl(key: string): string {
  return `/images/${key}`;
}

export function listingImageKey(listingId: number, imageId: string, width: ImageWidth): string {
  return `listings/${listingId}/${imageId}-${width}.jpg`;
}
