import { eq } from "drizzle-orm";
import { type PictureOwner, imageContentType, maySeePicture, pictureOwner } from "~/domain/image-keys";
import type { Actor } from "~/domain/permissions";
import type { Db } from "../db/client.server";
import { listings, photoUploads } from "../db/schema.server";
import { notFound } from "../http/responses.server";

/** Keys never change contents (a new upload gets a new key), so browsers may keep them a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** A picture only its owner and admins see: no shared cache, the edge cache included, may keep it. */
const PRIVATE = "private, no-store";

const missing = () => notFound("Not found", { headers: { "Cache-Control": "no-store" } });

/** Whether the picture is public, and whose it is otherwise; null when nothing owns it (not found). */
export async function pictureAccess(
  db: Db,
  owner: PictureOwner,
): Promise<{ isPublic: boolean; owners: (string | null)[] } | null> {
  if (owner.kind === "profile") return { isPublic: true, owners: [] };
  if (owner.kind === "listing") {
    const row = await db
      .select({ isPublic: listings.isPublic, postedById: listings.postedById })
      .from(listings)
      .where(eq(listings.id, owner.listingId))
      .get();
    return row ? { isPublic: row.isPublic, owners: [row.postedById] } : null;
  }
  const row = await db
    .select({ ownerId: photoUploads.ownerId, isPublic: listings.isPublic, postedById: listings.postedById })
    .from(photoUploads)
    .leftJoin(listings, eq(listings.id, photoUploads.listingId))
    .where(eq(photoUploads.id, owner.uploadId))
    .get();
  return row ? { isPublic: row.isPublic === true, owners: [row.ownerId, row.postedById] } : null;
}

/**
 * The HTTP response for one R2 picture (docs/product.md#security, "Pictures"): 404 for unknown
 * keys and for pictures this viewer may not see (a Pending or Rejected listing's, an upload no
 * listing took: the same answer as a missing one, so nothing tells they exist), 304 when the
 * browser's If-None-Match still matches, else the bytes with their type and ETag. Public
 * pictures get a year of public caching; the others `private, no-store`. The viewer is looked
 * up only for pictures that are not public, so public ones cost no session read.
 */
export async function imageResponse(
  bucket: R2Bucket,
  key: string,
  request: Request,
  who: { db: Db; viewer: () => Promise<Actor | null> },
): Promise<Response> {
  const owner = pictureOwner(key);
  if (!owner) return missing();
  const access = await pictureAccess(who.db, owner);
  if (!access) return missing();
  if (!access.isPublic && !maySeePicture(await who.viewer(), access)) return missing();
  // With onlyIf set to the request headers, R2 evaluates If-None-Match (and friends) itself and
  // returns the object without a body when the browser's copy is current.
  const object = await bucket.get(key, { onlyIf: request.headers });
  if (!object) return missing();

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  if (!headers.get("Content-Type")) headers.set("Content-Type", imageContentType(key));
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", access.isPublic ? IMMUTABLE : PRIVATE);
  headers.set("X-Content-Type-Options", "nosniff");

  if (!("body" in object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(request.method === "HEAD" ? null : object.body, { headers });
}
