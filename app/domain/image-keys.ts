// Which R2 keys the public /images/* route may serve. Pure, so it is unit tested.

/** Folders of R2 that hold public pictures (listing photos, profile pictures). */
export const PUBLIC_IMAGE_PREFIXES = ["listings/", "profiles/"] as const;

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
