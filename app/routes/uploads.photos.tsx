// Resource route for the photo picker (docs/product.md#listings). POST: one photo per request
// (multipart, field `photo`), answered with JSON { ok: true, upload } or { ok: false, message }.
// GET ?id=…&id=…: which of a restored draft's uploads are still free to attach.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PHOTO_MESSAGES, PHOTO_RULES } from "~/domain/image-bytes";
import { canPostListings } from "~/domain/permissions";
import { PHOTO_LIMIT_MESSAGES } from "~/domain/photo-limits";
import { getDb, getEnv } from "~/server/platform/context.server";
import { ingestPhoto, tooManyPendingUploads } from "~/server/photos/ingest.server";
import { usableUploads } from "~/server/photos/photos.server";
import { readCappedBody } from "~/server/photos/upload-request.server";
import { getOptionalUser, type SessionUser } from "~/server/accounts/session.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

const STATUS: Partial<Record<string, number>> = { "too-large": 413, type: 415, pending: 429, "per-hour": 429 };

function reply(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

function refuse(message: string, status: number): Response {
  return reply({ ok: false, message }, status);
}

/**
 * The same rule as requireVerifiedUser + canPostListings, answered in JSON: the picker talks to
 * this route with XMLHttpRequest, where a redirect to a sign-in page would read as an upload.
 */
async function uploader(request: Request, context: LoaderFunctionArgs["context"]): Promise<SessionUser | Response> {
  const user = await getOptionalUser(request, context);
  if (!user) return refuse("Please sign in to upload photos", 401);
  if (!user.emailVerified) return refuse("Please verify your email to upload photos", 403);
  if (!canPostListings(user.role)) return refuse("Your account cannot post listings", 403);
  return user;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await uploader(request, context);
  if (user instanceof Response) return user;
  const ids = new URL(request.url).searchParams.getAll("id");
  return reply({ ok: true, uploads: await usableUploads(getDb(context), user.id, ids) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await uploader(request, context);
  if (user instanceof Response) return user;
  const env = getEnv(context);
  // A cheap early refusal before the body is read; ingestPhoto() reserves the place atomically.
  if (await tooManyPendingUploads(getDb(context), user.id)) return refuse(PHOTO_LIMIT_MESSAGES.pending, 429);

  const body = await readCappedBody(request, PHOTO_RULES.maxBytes);
  if (!body.ok) return refuse(body.status === 413 ? PHOTO_MESSAGES.tooLarge : PHOTO_MESSAGES.missing, body.status);
  const photo = body.form.get("photo");
  if (!(photo instanceof File) || photo.size === 0) return refuse(PHOTO_MESSAGES.missing, 400);
  if (photo.size > PHOTO_RULES.maxBytes) return refuse(PHOTO_MESSAGES.tooLarge, 413);

  const result = await ingestPhoto(env, { bytes: new Uint8Array(await photo.arrayBuffer()), ownerId: user.id });
  if (!result.ok) {
    const status = STATUS[result.reason] ?? 400;
    return refuse(result.message, status);
  }
  return reply({ ok: true, upload: result.upload });
}
