// The listing form's server side (docs/product.md#listings): who may open it, its starting
// values, and the one action behind /create-listing and /listing/edit/:id. Creating goes through
// the poster's UserCredits Durable Object (listing, photos and the 20-credit debit in one batch);
// editing writes the listing and its photo changes in one batch of its own.
import type { SubmissionResult } from "@conform-to/react";
import { type AppLoadContext, data } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { PHOTO_MESSAGES, PHOTO_RULES } from "~/domain/image-bytes";
import type { PhotoUpload } from "~/domain/image-keys";
import { listingIdFromPostDescription, POST_COST, postIdempotencyKey } from "~/domain/listing-post";
import { canEditListing, canPostListings, isAdmin } from "~/domain/permissions";
import {
  LIST_FIELDS,
  LISTING_MESSAGES,
  type ListingFields,
  type ListingFormMode,
  listingSchema,
  looksLikeImage,
  NOJS_PHOTOS_MAX_BYTES,
} from "~/schemas/listing";
import { auditStatement } from "../admin/audit.server";
import { getDb, getEnv } from "../platform/context.server";
import type { Db } from "../db/client.server";
import { creditTransactions, listings } from "../db/schema.server";
import { invalidForm, parseForm, readForm } from "../http/form.server";
import {
  attachPhotos,
  deleteImageObjects,
  ingestPhoto,
  listingPhotos,
  runStatements,
  type SqlStatement,
  usableUploads,
} from "../photos/photos.server";
import { editReviewStatements } from "./listing-reviews.server";
import { listingColumns, updateListingStatement } from "./listing-rows.server";
import type { SessionUser } from "../accounts/session.server";
import { redirectWithToast } from "../http/toast.server";

/** The action's answer when it does not redirect: Conform's result plus the photos kept so far. */
export type ListingFormReply = {
  result: SubmissionResult<string[]>;
  /** Photos already stored (kept, or sent without JavaScript), for the picker to show again. */
  photos?: PhotoUpload[];
};

/** The random token a create form carries: the key of its one debit. */
export function newFormToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Whether `user` may open the create page at all (role; the e-mail check is the route's guard). */
export function mayPost(user: SessionUser): boolean {
  return canPostListings(user.role);
}

export function hasCreditsToPost(user: { credits: number }): boolean {
  return user.credits >= POST_COST;
}

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

export type EditableListing = typeof listings.$inferSelect;

/** The listing `actor` may edit, or null (unknown, or not theirs: the page then says not found). */
export async function editableListing(db: Db, actor: SessionUser, id: number): Promise<EditableListing | null> {
  const row = await db.select().from(listings).where(eq(listings.id, id)).get();
  if (!row || !canEditListing(actor, row)) return null;
  return row;
}

/** The edit form's starting values: the listing as the form names its fields. */
export function formValues(listing: EditableListing) {
  return {
    title: listing.title,
    description: listing.description,
    poster: listing.poster,
    type: listing.type,
    price: String(listing.price),
    squareFeet: listing.squareFeet ? String(listing.squareFeet) : "",
    landArea: String(listing.landArea),
    propertyAge: listing.propertyAge ? String(listing.propertyAge) : "",
    floors: listing.floors ? String(listing.floors) : "",
    facing: listing.facing,
    bhk: listing.bhk ? String(listing.bhk) : "",
    latitude: String(listing.latitude),
    longitude: String(listing.longitude),
    locationFeatures: listing.locationFeatures,
    amenities: listing.amenities,
    street: listing.street,
    area: listing.area,
    city: listing.city,
    pincode: listing.pincode,
    parkingAvailable: listing.parkingAvailable ? "on" : undefined,
    parkingType: listing.parkingType ?? undefined,
    parkingSpaces: listing.parkingSpaces ? String(listing.parkingSpaces) : "",
    readyToMove: listing.readyToMove ? "on" : undefined,
    gatedCommunity: listing.gatedCommunity ? "on" : undefined,
    dtcpApproved: listing.dtcpApproved ? "on" : undefined,
    video: listing.video,
  };
}

export { listingPhotos };

// --- Reading the form --------------------------------------------------------------------

/** Room for every text field around the photos. */
const FIELDS_BYTES = 512 * 1024;
const MAX_BODY_BYTES = NOJS_PHOTOS_MAX_BYTES + FIELDS_BYTES;

export const BODY_TOO_LARGE = `Photos sent together must be at most ${NOJS_PHOTOS_MAX_BYTES / 1024 / 1024} MB. Add fewer photos now and the rest when you edit the listing.`;

/**
 * The posted form through the one body reader (capped before it is parsed: without JavaScript
 * every photo travels in this one body). A body too large or broken comes back as the form's
 * own message, so the seller sees what to do instead of a bare error page.
 */
async function readListingForm(
  request: Request,
): Promise<{ ok: true; form: FormData } | { ok: false; status: number }> {
  try {
    return { ok: true, form: await readForm(request, { maxBytes: MAX_BODY_BYTES }) };
  } catch (refusal) {
    if (refusal instanceof Response && (refusal.status === 413 || refusal.status === 400)) {
      return { ok: false, status: refusal.status };
    }
    throw refusal;
  }
}

/**
 * Without JavaScript a list's "Add" button posts `listAdd=<list>`: it becomes Conform's insert
 * intent with what the box holds (an empty box adds nothing), and the box is emptied.
 */
function applyListAdd(form: FormData): void {
  const list = form.get("listAdd");
  form.delete("listAdd");
  if (list !== "locationFeatures" && list !== "amenities") return;
  const draftName = LIST_FIELDS[list].draft;
  const draft = String(form.get(draftName) ?? "").trim();
  form.delete(draftName);
  form.set(
    "__intent__",
    JSON.stringify(
      draft
        ? { type: "insert", payload: { name: list, defaultValue: draft } }
        : { type: "validate", payload: { name: draftName } },
    ),
  );
}

/** The files of the no-JavaScript photo input (an empty input posts one empty part). */
function postedFiles(form: FormData): File[] {
  return form.getAll("photos").filter((f): f is File => f instanceof File && f.size > 0);
}

/** `ids` with `main` moved to the front when it is one of them (the main photo is saved first). */
function mainFirst(ids: string[], main: unknown): string[] {
  if (typeof main !== "string" || !ids.includes(main)) return ids;
  return [main, ...ids.filter((id) => id !== main)];
}

function postedPhotoIds(form: FormData): string[] {
  return [...new Set(form.getAll("photoIds").filter((v): v is string => typeof v === "string" && v !== ""))];
}

/**
 * Stores the photos sent with the form (no JavaScript), one at a time (each is decoded), with the
 * same checks as /uploads/photos. Returns the new uploads and a message per refused file.
 */
async function ingestFiles(env: Env, ownerId: string, files: File[], room: number) {
  const uploads: PhotoUpload[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (uploads.length >= room) {
      errors.push(PHOTO_MESSAGES.tooMany);
      break;
    }
    if (!looksLikeImage(file)) {
      errors.push(PHOTO_MESSAGES.type);
      continue;
    }
    if (file.size > PHOTO_RULES.maxBytes) {
      errors.push(PHOTO_MESSAGES.tooLarge);
      continue;
    }
    const result = await ingestPhoto(env, { bytes: new Uint8Array(await file.arrayBuffer()), ownerId });
    if (result.ok) uploads.push(result.upload);
    else errors.push(result.message);
    // A spent limit (waiting uploads, photos this hour) refuses the rest too: stop asking.
    if (!result.ok && (result.reason === "pending" || result.reason === "per-hour")) break;
  }
  return { uploads, errors: [...new Set(errors)] };
}

export const LISTING_PHOTOS_NOT_STORED =
  "Photos are saved only when every other field is filled in correctly. Please fix the fields marked above and choose the photos again.";

/**
 * Whether the form is valid apart from its intent: a list's Add or Remove (no JavaScript) is
 * checked as if it were the submit, so its photos are stored only from a form that would save.
 */
function fieldsValid(form: FormData, submission: { status?: string }, mode: ListingFormMode): boolean {
  if (submission.status !== undefined) return submission.status === "success";
  const plain = new FormData();
  for (const [name, value] of form) if (name !== "__intent__") plain.append(name, value);
  return parseForm(plain, { schema: listingSchema(mode) }).status === "success";
}

/** `ids` as the picker shows them: the listing's photos and the user's free uploads, in order. */
async function resolvePhotos(db: Db, ownerId: string, ids: string[], listingId: number | null) {
  if (!ids.length) return [];
  const known = new Map<string, PhotoUpload>();
  if (listingId !== null) for (const p of await listingPhotos(db, listingId)) known.set(p.id, p);
  for (const p of await usableUploads(db, ownerId, ids)) known.set(p.id, p);
  return ids.map((id) => known.get(id)).filter((p): p is PhotoUpload => Boolean(p));
}

// --- The action ----------------------------------------------------------------------------

type ActionInput = {
  request: Request;
  context: AppLoadContext;
  user: SessionUser;
  mode: ListingFormMode;
  /** Edit: the listing, already checked with editableListing(). */
  listing?: EditableListing;
};

/** The audit row of an admin's edit: the columns it changed, as they were and as they became. */
function editAudit(user: SessionUser, listing: EditableListing, fields: ListingFields, at: number): SqlStatement {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(listingColumns(fields))) {
    const old = listing[key as keyof EditableListing];
    if (JSON.stringify(old ?? null) !== JSON.stringify(value ?? null)) {
      before[key] = old;
      after[key] = value;
    }
  }
  const audit = auditStatement(user, {
    action: "listing.edit",
    targetType: "listing",
    targetId: listing.id,
    before,
    after,
    at,
  });
  return { sql: audit.sql, params: audit.params as SqlStatement["params"] };
}

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
  const reply = async (extra: { formErrors?: string[]; photoErrors?: string[] } = {}, status = 400) => {
    const errors = [...new Set([...photoErrors, ...(extra.photoErrors ?? [])])];
    const result = submission.reply({
      ...(extra.formErrors ? { formErrors: extra.formErrors } : {}),
      ...(errors.length ? { fieldErrors: { photoIds: errors } } : {}),
    });
    const photos = await resolvePhotos(db, user.id, photoIds, listingId);
    return data<ListingFormReply>({ result, photos }, { status });
  };

  // An add/remove button of a list (no JavaScript): the form comes back with the list changed.
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
    return createdRedirect(context, result.listingId);
  }

  if (listingId === null) return reply({ formErrors: [failed] });
  // An admin editing someone's listing adds their own uploads; the listing's photos stay allowed.
  const photos = await attachPhotos(db, { listingId, ownerId: user.id, uploadIds: ids });
  if (!photos.ok) return reply({ formErrors: [failed], photoErrors: [photos.message] });
  try {
    const at = Date.now();
    const statements = [updateListingStatement(db, listingId, fields, at), ...photos.statements];
    // An admin's edit is an admin action: its audit row goes in the same batch.
    if (isAdmin(user.role) && listing) statements.push(editAudit(user, listing, fields, at));
    // A public listing edited in what buyers read waits for review, with the edit (docs/product.md#admin).
    if (listing) {
      const after = await resolvePhotos(db, user.id, ids, listingId);
      statements.push(
        ...(await editReviewStatements(db, { listing, editorRole: user.role, fields, photos: after, at })),
      );
    }
    await runStatements(env.DB, statements);
  } catch (error) {
    console.error("listing update failed", error);
    return reply({ formErrors: [failed] }, 500);
  }
  if (photos.staleKeys.length) await deleteImageObjects(env.IMAGES, photos.staleKeys);
  return redirectWithToast(context, `/listing/${listingId}`, "success", LISTING_MESSAGES.updated);
}
