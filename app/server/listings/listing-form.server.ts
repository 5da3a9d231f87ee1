// The listing form's action (docs/product.md#listings), behind /create-listing and
// /listing/edit/:id: the form read (listing-form-body.server.ts), then a create through the
// poster's UserCredits Durable Object (listing, photos and the 20-credit debit in one batch) or
// an edit in one batch of its own (listing-edit.server.ts). Who may open the form and its
// starting values are in listing-form-values.server.ts.
import type { SubmissionResult } from "@conform-to/react";
import { type AppLoadContext, data } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { PHOTO_RULES } from "~/domain/image-bytes";
import type { PhotoUpload } from "~/domain/image-keys";
import { listingIdFromPostDescription, postIdempotencyKey } from "~/domain/listing-post";
import { LISTING_MESSAGES, type ListingFields, type ListingFormMode, listingSchema } from "~/schemas/listing";
import type { SessionUser } from "../accounts/session.server";
import type { Db } from "../db/client.server";
import { creditTransactions, listings } from "../db/schema.server";
import { invalidForm, parseForm } from "../http/form.server";
import { redirectWithToast } from "../http/toast.server";
import { getDb, getEnv } from "../platform/context.server";
import {
  applyListAdd,
  applyMapPick,
  BODY_TOO_LARGE,
  type MapPickReply,
  fieldsValid,
  ingestFiles,
  LISTING_PHOTOS_NOT_STORED,
  mainFirst,
  postedFiles,
  postedPhotoIds,
  readListingForm,
  resolvePhotos,
} from "./listing-form-body.server";
import { type EditableListing, hasCreditsToPost } from "./listing-form-values.server";
import { saveListingEdit } from "./listing-edit.server";
import { listingPhotos } from "../photos/photos.server";
import { checkEditedPhotos, findDuplicates, markPossibleDuplicate } from "../trust/duplicates.server";

/** The action's answer when it does not redirect: Conform's result plus the photos kept so far. */
export type ListingFormReply = {
  result: SubmissionResult<string[]>;
  /** Photos already stored (kept, or sent without JavaScript), for the picker to show again. */
  photos?: PhotoUpload[];
  /** The seller's own listing this one repeats: asked before paying (docs/product.md#trust). */
  ownDuplicate?: number;
  /** Without JavaScript: the map's zoom and what a click on it did. */
  mapPick?: MapPickReply;
};

/**
 * What `token` already posted for this user: undefined when it posted nothing, else the listing
 * it made (null if since deleted). A resend of that form (its answer lost to a dropped
 * connection, or sent again after a reload) answers with that listing before anything else is
 * checked: its photos now belong to the listing, and its 20 credits may leave the balance short.
 */
async function postedWithToken(
  db: Db,
  userId: string,
  token: FormDataEntryValue | null,
): Promise<number | null | undefined> {
  if (typeof token !== "string" || !token) return undefined;
  const row = await db
    .select({ description: creditTransactions.description })
    .from(creditTransactions)
    .where(eq(creditTransactions.idempotencyKey, postIdempotencyKey(userId, token)))
    .get();
  if (!row) return undefined;
  const listingId = listingIdFromPostDescription(row.description);
  if (listingId === null) return null;
  const listing = await db.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).get();
  return listing ? listingId : null;
}

/** Where a created listing's form goes: the create page with a note linking to it. */
function createdRedirect(context: AppLoadContext, listingId: number | null) {
  const to = listingId ? `/create-listing?created=${listingId}` : "/create-listing";
  return redirectWithToast(context, to, "success", LISTING_MESSAGES.created);
}

type ActionInput = {
  request: Request;
  context: AppLoadContext;
  user: SessionUser;
  mode: ListingFormMode;
  /** Edit: the listing, already checked with editableListing(). */
  listing?: EditableListing;
};

/**
 * Create or edit. Refused input answers 400 with Conform's result (and the photos stored so far,
 * so a seller without JavaScript never sends them twice); success redirects with a toast.
 */
export async function listingFormAction({ request, context, user, mode, listing }: ActionInput) {
  const env = getEnv(context);
  const db = getDb(context);
  // "Check your credits" only when the balance is short; any other refusal says what failed.
  const failed = mode === "create" ? LISTING_MESSAGES.createError : LISTING_MESSAGES.updateFailed;
  const listingId = listing?.id ?? null;

  const body = await readListingForm(request);
  if (!body.ok) {
    const message = body.status === 413 ? BODY_TOO_LARGE : failed;
    return invalidForm({ status: "error", error: { photoIds: [message], "": [failed] } }, { status: body.status });
  }
  const form = body.form;
  // A form already posted (the same token): its listing, charged once (docs/product.md#the-listing-form).
  if (mode === "create") {
    const posted = await postedWithToken(db, user.id, form.get("token"));
    if (posted !== undefined) return createdRedirect(context, posted);
  }
  // Nothing is stored for someone who cannot pay: the page tells them before they fill it in.
  if (mode === "create" && !hasCreditsToPost(user)) {
    form.delete("photos");
    return invalidForm(
      { status: "error", error: { "": [LISTING_MESSAGES.createFailed, LISTING_MESSAGES.needCredits] } },
      { status: 402 },
    );
  }
  applyListAdd(form);
  // A click or a zoom on the map without JavaScript: the form comes back with the spot set.
  const mapPick = applyMapPick(form);

  // Photos sent with the form (no JavaScript) are stored only once every field is valid
  // (docs/product.md#listings): a refused form stores nothing, and costs no transformation.
  // Stored, they come back as kept photos, so they are never sent twice.
  const keptIds = postedPhotoIds(form);
  const files = postedFiles(form);
  const first = parseForm(form, { schema: listingSchema(mode) });
  const mayStore = files.length > 0 && fieldsValid(form, first, mode);
  const stored = mayStore
    ? await ingestFiles(env, user.id, files, Math.max(0, PHOTO_RULES.maxPhotos - keptIds.length))
    : { uploads: [], errors: files.length ? [LISTING_PHOTOS_NOT_STORED] : [] };
  form.delete("photos");
  for (const upload of stored.uploads) form.append("photoIds", upload.id);
  // The "Main photo" radio (no JavaScript) puts its photo first; with JavaScript the order is the picker's.
  const photoIds = mainFirst(postedPhotoIds(form), form.get("mainPhoto"));

  // Parsed again with the stored photos as ids; a form that stored nothing keeps its first answer
  // (which counted the files, so "at least one image" is not added to the real errors).
  const submission = mayStore ? parseForm(form, { schema: listingSchema(mode) }) : first;
  const photoErrors = [...stored.errors];
  // Errors about single photos (photoIds[2], photos[0]) show where the picker shows its message.
  for (const [name, messages] of Object.entries(submission.status === "error" ? (submission.error ?? {}) : {})) {
    if (/^(photoIds|photos|mainPhoto)\b/.test(name)) photoErrors.push(...(messages ?? []));
  }
  const reply = async (
    extra: { formErrors?: string[]; photoErrors?: string[]; ownDuplicate?: number } = {},
    status = 400,
  ) => {
    const errors = [...new Set([...photoErrors, ...(extra.photoErrors ?? [])])];
    const result = submission.reply({
      ...(extra.formErrors ? { formErrors: extra.formErrors } : {}),
      ...(errors.length ? { fieldErrors: { photoIds: errors } } : {}),
    });
    const photos = await resolvePhotos(db, user.id, photoIds, listingId);
    return data<ListingFormReply>(
      {
        result,
        photos,
        ...(extra.ownDuplicate ? { ownDuplicate: extra.ownDuplicate } : {}),
        ...(mapPick ? { mapPick } : {}),
      },
      { status },
    );
  };

  // An add/remove button of a list or the map (no JavaScript): the form comes back changed.
  if (submission.status === undefined) return reply({}, 200);
  if (submission.status !== "success") return reply({ formErrors: [failed] });
  if (photoErrors.length) return reply({ formErrors: [failed] });

  const {
    photoIds: kept,
    mainPhoto,
    photos: _files,
    token,
    newAmenity: _a,
    newLocationFeature: _l,
    ...fields
  } = submission.value;
  const ids = mainFirst(kept, mainPhoto);
  if (mode === "create") {
    // The same property again (same details, or a near-identical photo)? The seller's own is
    // asked about before paying ("Post anyway" sends postAnyway); another seller's marks the new
    // listing for the moderators.
    const matches = await findDuplicates(db, user.id, fields, ids);
    if (matches.own !== null && form.get("postAnyway") !== "1") return reply({ ownDuplicate: matches.own }, 409);
    const stub = env.CREDITS.get(env.CREDITS.idFromName(user.id));
    const result = await stub.postListing({
      posterId: user.id,
      listing: fields satisfies ListingFields,
      photoIds: ids,
      idempotencyKey: postIdempotencyKey(user.id, token ?? ""),
    });
    if (!result.ok) {
      return reply({
        formErrors: [result.reason === "insufficient" ? LISTING_MESSAGES.createFailed : failed],
        photoErrors: result.message ? [result.message] : [],
      });
    }
    if (matches.other !== null && result.listingId) await markPossibleDuplicate(db, result.listingId, matches.other);
    return createdRedirect(context, result.listingId);
  }

  if (!listing) return reply({ formErrors: [failed] });
  const before = new Set((await listingPhotos(db, listing.id)).map((p) => p.id));
  const saved = await saveListingEdit(env, db, { user, listing, fields, photoIds: ids });
  if (!saved.ok) {
    return reply({ formErrors: [failed], photoErrors: saved.photoError ? [saved.photoError] : [] }, saved.status);
  }
  // New photos are checked against other sellers' listings (docs/product.md#trust).
  await checkEditedPhotos(
    db,
    listing,
    ids.filter((id) => !before.has(id)),
  );
  return redirectWithToast(context, `/listing/${listing.id}`, "success", LISTING_MESSAGES.updated);
}
