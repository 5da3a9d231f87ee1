// Re-encoding pictures with the Cloudflare Images binding (env.IMAGES_TRANSFORM): it decodes the
// upload, applies its EXIF orientation and writes new pixels, so nothing of the original file
// (EXIF, GPS, XMP, comments) is carried over. Locally it runs on the sharp inside miniflare.
import { stripWebpMetadata } from "~/domain/image-bytes";

export const WEBP_CONTENT_TYPE = "image/webp";

/**
 * `bytes` as a WebP at most `width` px wide (never enlarged), upright, without metadata; null
 * when the binding cannot decode it. The output is parsed once more and any EXIF/XMP chunk the
 * service kept is dropped; output that does not parse is refused (fail closed).
 */
export async function encodeWebp(
  images: ImagesBinding,
  bytes: Uint8Array,
  width: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  let encoded: Uint8Array;
  try {
    const result = await images
      // A Worker's bytes are never backed by a SharedArrayBuffer.
      .input(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream())
      .transform({ width, fit: "scale-down" })
      .output({ format: WEBP_CONTENT_TYPE, quality: 82 });
    encoded = new Uint8Array(await result.response().arrayBuffer());
  } catch (error) {
    // Undecodable uploads land here; log the kind of failure, never the bytes.
    console.warn("images: transform failed:", error instanceof Error ? error.message.slice(0, 200) : "unknown");
    return null;
  }
  return stripWebpMetadata(encoded);
}
