// Reading the posted listing form (docs/product.md#listings): the capped body, the list buttons
// and photos of the form without JavaScript, and the photos as the picker shows them again.
import { PHOTO_MESSAGES, PHOTO_RULES } from "~/domain/image-bytes";
import type { PhotoUpload } from "~/domain/image-keys";
import {
  clampPickerZoom,
  fixed,
  inPickArea,
  PICK_MESSAGES,
  parsePickerView,
  pickedPoint,
} from "~/domain/location-pick";
import {
  LIST_FIELDS,
  type ListingFormMode,
  listingSchema,
  looksLikeImage,
  NOJS_PHOTOS_MAX_BYTES,
} from "~/schemas/listing";
import type { Db } from "../db/client.server";
import { parseForm, readForm } from "../http/form.server";
import { ingestPhoto } from "../photos/ingest.server";
import { listingPhotos, usableUploads } from "../photos/photos.server";

/** Room for every text field around the photos. */
const FIELDS_BYTES = 512 * 1024;
const MAX_BODY_BYTES = NOJS_PHOTOS_MAX_BYTES + FIELDS_BYTES;

export const BODY_TOO_LARGE = `Photos sent together must be at most ${NOJS_PHOTOS_MAX_BYTES / 1024 / 1024} MB. Add fewer photos now and the rest when you edit the listing.`;

/**
 * The posted form through the one body reader (capped before it is parsed: without JavaScript
 * every photo travels in this one body). A body too large or broken comes back as the form's
 * own message, so the seller sees what to do instead of a bare error page.
 */
export async function readListingForm(
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
export function applyListAdd(form: FormData): void {
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

/** What the map without JavaScript says after a post: its zoom, and the spot set or refused. */
export type MapPickReply = { zoom: number; message?: string; refused?: string };

/** The names the map without JavaScript posts (location-picker.tsx). */
const MAP_FIELDS = ["mapLat", "mapLng", "mapZoom", "mapAction", "mapPick.x", "mapPick.y"] as const;

/**
 * Without JavaScript the listing form's map is an image button over the tiles
 * (docs/product.md#picking-the-location-without-javascript): a click posts `mapPick.x`/`mapPick.y`,
 * pixels from the map's corner, which with the map's centre and zoom (hidden fields) become
 * Latitude and Longitude; + and − post `mapAction`. Either way the form comes back (a validate
 * intent) with every field kept, never saved. A click at exactly (0, 0) is no pick: it is what a
 * keyboard's Enter on the image sends. A spot outside Coimbatore is refused. Returns what the map
 * shows next (null when the form carried no map).
 */
export function applyMapPick(form: FormData): MapPickReply | null {
  const [lat, lng, zoom, action, x, y] = MAP_FIELDS.map((name) => form.get(name));
  for (const name of MAP_FIELDS) form.delete(name);
  const view = parsePickerView(lat, lng, zoom);
  const zoomed = action === "in" || action === "out";
  const clicked = x !== null || y !== null;
  // A press on the map or its zoom never saves, even with a view it could not have drawn.
  if (zoomed || clicked) {
    form.set("__intent__", JSON.stringify({ type: "validate", payload: { name: "latitude" } }));
  }
  if (!view) return null;
  if (zoomed) return { zoom: clampPickerZoom(view.zoom + (action === "in" ? 1 : -1)) };
  const px = Number(x);
  const py = Number(y);
  if (!clicked || !Number.isFinite(px) || !Number.isFinite(py) || (px === 0 && py === 0)) return { zoom: view.zoom };
  const point = pickedPoint(view, px, py);
  if (!inPickArea(point)) return { zoom: view.zoom, refused: PICK_MESSAGES.outside };
  form.set("latitude", fixed(point.latitude));
  form.set("longitude", fixed(point.longitude));
  return { zoom: view.zoom, message: PICK_MESSAGES.set(point) };
}

/** The files of the no-JavaScript photo input (an empty input posts one empty part). */
export function postedFiles(form: FormData): File[] {
  return form.getAll("photos").filter((f): f is File => f instanceof File && f.size > 0);
}

/** `ids` with `main` moved to the front when it is one of them (the main photo is saved first). */
export function mainFirst(ids: string[], main: unknown): string[] {
  if (typeof main !== "string" || !ids.includes(main)) return ids;
  return [main, ...ids.filter((id) => id !== main)];
}

export function postedPhotoIds(form: FormData): string[] {
  return [...new Set(form.getAll("photoIds").filter((v): v is string => typeof v === "string" && v !== ""))];
}

/**
 * Stores the photos sent with the form (no JavaScript), one at a time (each is decoded), with the
 * same checks as /uploads/photos. Returns the new uploads and a message per refused file.
 */
export async function ingestFiles(env: Env, ownerId: string, files: File[], room: number) {
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
export function fieldsValid(form: FormData, submission: { status?: string }, mode: ListingFormMode): boolean {
  if (submission.status !== undefined) return submission.status === "success";
  const plain = new FormData();
  for (const [name, value] of form) if (name !== "__intent__") plain.append(name, value);
  return parseForm(plain, { schema: listingSchema(mode) }).status === "success";
}

/** `ids` as the picker shows them: the listing's photos and the user's free uploads, in order. */
export async function resolvePhotos(db: Db, ownerId: string, ids: string[], listingId: number | null) {
  if (!ids.length) return [];
  const known = new Map<string, PhotoUpload>();
  if (listingId !== null) for (const p of await listingPhotos(db, listingId)) known.set(p.id, p);
  for (const p of await usableUploads(db, ownerId, ids)) known.set(p.id, p);
  return ids.map((id) => known.get(id)).filter((p): p is PhotoUpload => Boolean(p));
}
