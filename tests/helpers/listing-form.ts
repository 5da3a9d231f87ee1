// The listing form's tests: a valid form, posting it as a browser with and without JavaScript,
// photos uploaded the way the picker uploads them, and what the database then holds.
import { env, SELF } from "cloudflare:test";
import { decode } from "turbo-stream";
import type { PhotoUpload } from "~/domain/image-keys";
import { insertUser, type NewUser } from "./db";
import { get, ORIGIN, postMultipart, signInAs } from "./http";
import { makeJpeg } from "./photos";

/** Every field of a valid listing, as the form posts it (strings; lists as `name[i]`). */
export function validListing(overrides: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return {
    title: "Corner plot near the park",
    description: "A level corner plot with a clear title.",
    poster: "owner",
    type: "plot",
    price: "2500000",
    squareFeet: "",
    landArea: "2178",
    propertyAge: "",
    floors: "",
    facing: "east",
    bhk: "",
    latitude: "11.0089",
    longitude: "76.9507",
    "locationFeatures[0]": "Near the bus stop",
    "amenities[0]": "Borewell",
    "amenities[1]": "Compound wall",
    street: "12 Bharathi Park Road",
    area: "RS Puram",
    city: "Coimbatore",
    pincode: "641002",
    parkingType: "open",
    parkingSpaces: "",
    video: "",
    ...overrides,
  };
}

export function toFormData(fields: Record<string, string | string[] | Blob | Blob[]>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v instanceof File) form.append(key, v, v.name);
      else form.append(key, v as string | Blob);
    }
  }
  return form;
}

/** A signed-in user (seller with 100 credits unless overridden) and their Cookie. */
export async function poster(overrides: NewUser = {}) {
  const user = await insertUser({ role: "seller", credits: 100, ...overrides });
  return { user, cookie: await signInAs(user.id) };
}

/** A 64x48 JPEG: quick for the Images binding. */
export function smallJpeg(): Uint8Array {
  return makeJpeg(64, 48);
}

/** Uploads one photo the way the picker does (POST /uploads/photos); returns the upload. */
export async function uploadPhoto(cookie: string, bytes: Uint8Array = smallJpeg()): Promise<PhotoUpload> {
  const form = new FormData();
  form.append("photo", new File([bytes as Uint8Array<ArrayBuffer>], "phone.jpg", { type: "image/jpeg" }));
  const res = await postMultipart("/uploads/photos", form, { cookie });
  const body = (await res.json()) as { ok: boolean; upload?: PhotoUpload; message?: string };
  if (!body.ok || !body.upload) throw new Error(`upload refused: ${res.status} ${body.message}`);
  return body.upload;
}

export type FormReply = {
  result: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null };
  photos?: PhotoUpload[];
};

/** The request Remix's <Form> sends with JavaScript on: POST <path>.data, answered in turbo-stream. */
export async function postWithJavaScript(path: string, form: FormData, cookie?: string) {
  const [pathname, search = ""] = path.split("?");
  const res = await SELF.fetch(`${ORIGIN}${pathname}.data${search ? `?${search}` : ""}`, {
    method: "POST",
    redirect: "manual",
    body: form,
    headers: {
      Origin: ORIGIN,
      Host: new URL(ORIGIN).host,
      "Sec-Fetch-Site": "same-origin",
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
  const decoded = await decode(res.body!);
  await decoded.done;
  const value = decoded.value as { data?: FormReply; redirect?: string } & Record<string, unknown>;
  // Single fetch answers a redirect with 202 and { redirect, status } in the body.
  return { status: res.status, reply: value.data, redirect: (value as { redirect?: string }).redirect ?? null };
}

export type ListingDbRow = {
  id: number;
  title: string;
  status: string;
  price: number;
  land_area: number;
  posted_by_id: string;
  amenities: string;
  location_features: string;
  parking_available: number;
  parking_type: string | null;
  video: string;
  state: string;
  country: string;
};

export async function listingsBy(userId: string): Promise<ListingDbRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM listings WHERE posted_by_id = ? ORDER BY id")
    .bind(userId)
    .all<ListingDbRow>();
  return results;
}

export async function listingRow(id: number): Promise<ListingDbRow | null> {
  return env.DB.prepare("SELECT * FROM listings WHERE id = ?").bind(id).first<ListingDbRow>();
}

/** The listing's photos as stored: position and the 1000 px key, main first. */
export async function imagesOf(listingId: number): Promise<{ position: number; key_1000: string }[]> {
  const { results } = await env.DB.prepare(
    "SELECT position, key_1000 FROM listing_images WHERE listing_id = ? ORDER BY position",
  )
    .bind(listingId)
    .all<{ position: number; key_1000: string }>();
  return results;
}

/** The hidden form token of a create page. */
export function tokenIn(html: string): string {
  const token = html.match(/name="token" value="([^"]+)"/)?.[1];
  if (!token) throw new Error("no form token in the page");
  return token;
}

/** A complete create form for a signed-in seller: a fresh token and one uploaded photo (the JavaScript path). */
export async function readyToCreate(cookie: string, overrides: Record<string, string | string[]> = {}) {
  const token = tokenIn(await (await get("/create-listing", { cookie })).text());
  const photo = await uploadPhoto(cookie);
  return validListing({ token, photoIds: [photo.id], ...overrides });
}
