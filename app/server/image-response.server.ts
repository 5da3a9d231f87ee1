import { imageContentType, isServableImageKey } from "~/domain/image-keys";
import { notFound } from "./responses.server";

/** Keys never change contents (a new upload gets a new key), so browsers may keep them a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

const missing = () => notFound("Not found", { headers: { "Cache-Control": "no-store" } });

/**
 * The HTTP response for one public R2 picture: 404 for unknown or non-public keys, 304 when the
 * browser's If-None-Match still matches, else the bytes with their type, ETag and a long cache.
 */
export async function imageResponse(bucket: R2Bucket, key: string, request: Request): Promise<Response> {
  if (!isServableImageKey(key)) return missing();
  // With onlyIf set to the request headers, R2 evaluates If-None-Match (and friends) itself and
  // returns the object without a body when the browser's copy is current.
  const object = await bucket.get(key, { onlyIf: request.headers });
  if (!object) return missing();

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  if (!headers.get("Content-Type")) headers.set("Content-Type", imageContentType(key));
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", IMMUTABLE);
  headers.set("X-Content-Type-Options", "nosniff");

  if (!("body" in object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(request.method === "HEAD" ? null : object.body, { headers });
}
