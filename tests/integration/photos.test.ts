// Listing photos in workerd with real D1, R2 and the Images binding (sharp inside miniflare).
import { env } from "cloudflare:test";
import jpeg from "jpeg-js";
import { describe, expect, it } from "vitest";
import { PHOTO_MESSAGES, readImageSize } from "~/domain/image-bytes";
import { photoKey } from "~/domain/image-keys";
import { createDb } from "~/server/db/client.server";
import { runBatch, type Statement } from "~/server/db/batch.server";
import { listings } from "~/server/db/schema.server";
import { attachPhotos } from "~/server/photos/attach.server";
import { cleanupOrphanUploads, deleteListingPhotos, ORPHAN_UPLOAD_MS } from "~/server/photos/cleanup.server";
import { ingestPhoto } from "~/server/photos/ingest.server";
import { listingPhotos, type PhotoUpload } from "~/server/photos/photos.server";
import { insertListing, insertUser } from "../helpers/db";
import { get, ORIGIN, postMultipart, signInAs } from "../helpers/http";
import {
  containsAscii,
  GPS_MARKER,
  makeJpeg,
  pngHeader,
  redLeftBlueRight,
  withExif,
  withFillByteBeforeSof,
} from "../helpers/photos";

const db = () => createDb(env.DB);

async function object(key: string): Promise<Uint8Array | null> {
  const obj = await env.IMAGES.get(key);
  return obj ? new Uint8Array(await obj.arrayBuffer()) : null;
}

async function uploadRow(id: string) {
  return env.DB.prepare("SELECT * FROM photo_uploads WHERE id = ?")
    .bind(id)
    .first<{ owner_id: string; listing_id: number | null; width: number; height: number }>();
}

async function ingestOk(bytes: Uint8Array, ownerId: string): Promise<PhotoUpload> {
  const result = await ingestPhoto(env, { bytes, ownerId });
  if (!result.ok) throw new Error(`ingest refused: ${result.message}`);
  return result.upload;
}

/** The stored WebP turned back into RGBA pixels (the Images binding makes a JPEG; jpeg-js decodes it). */
async function pixels(webp: Uint8Array) {
  const out = await env.IMAGES_TRANSFORM.input(new Blob([webp as Uint8Array<ArrayBuffer>]).stream()).output({
    format: "image/jpeg",
  });
  return jpeg.decode(new Uint8Array(await out.response().arrayBuffer()), { useTArray: true });
}

async function sellerWithCookie(overrides: Parameters<typeof insertUser>[0] = {}) {
  const user = await insertUser({ role: "seller", ...overrides });
  return { user, cookie: await signInAs(user.id) };
}

/** A listing row insert, like the one the listing form puts first in its batch. */
function insertListingStatement(ownerId: string): Statement {
  return db().insert(listings).values({
    title: "Plot with photos",
    description: "A test listing.",
    type: "plot",
    price: 2500000,
    landArea: 2178,
    area: "RS Puram",
    latitude: 11.0089,
    longitude: 76.9507,
    postedById: ownerId,
  });
}

async function listingImageRows(listingId: number) {
  const { results } = await env.DB.prepare(
    "SELECT position, key_1000, width, height FROM listing_images WHERE listing_id = ? ORDER BY position",
  )
    .bind(listingId)
    .all<{ position: number; key_1000: string; width: number; height: number }>();
  return results;
}

describe("ingestPhoto", () => {
  it("refuses a 41-megapixel image from its header, before decoding it", async () => {
    const owner = await insertUser({ role: "seller" });
    // Only a valid PNG header, junk after it: had it been decoded, it would fail as unreadable.
    const result = await ingestPhoto(env, { bytes: pngHeader(8000, 5125), ownerId: owner.id });
    expect(result).toEqual({ ok: false, message: PHOTO_MESSAGES.tooManyPixels, reason: "pixels" });
    const n = await env.DB.prepare("SELECT count(*) AS n FROM photo_uploads WHERE owner_id = ?").bind(owner.id).first();
    expect(n).toEqual({ n: 0 });
  });

  it("refuses a text file named .jpg", async () => {
    const owner = await insertUser({ role: "seller" });
    const bytes = new TextEncoder().encode("not a photo at all");
    expect(await ingestPhoto(env, { bytes, ownerId: owner.id })).toMatchObject({
      ok: false,
      message: "Please upload only image files",
    });
  });

  it("stores a phone JPEG (GPS, orientation 6) upright, without EXIF, in three widths", async () => {
    const owner = await insertUser({ role: "seller" });
    // 60 x 40 as stored; orientation 6 means "turn 90° clockwise to view": 40 x 60 upright.
    const phone = withFillByteBeforeSof(withExif(makeJpeg(60, 40, redLeftBlueRight(60)), 6));
    expect(containsAscii(phone, GPS_MARKER)).toBe(true);
    const upload = await ingestOk(phone, owner.id);
    expect(upload).toMatchObject({ width: 40, height: 60 });
    expect(upload.urls).toEqual({
      128: `/images/${photoKey(upload.id, 128)}`,
      375: `/images/${photoKey(upload.id, 375)}`,
      1000: `/images/${photoKey(upload.id, 1000)}`,
    });
    expect(await uploadRow(upload.id)).toMatchObject({ owner_id: owner.id, listing_id: null, width: 40, height: 60 });

    for (const width of [128, 375, 1000] as const) {
      const stored = (await object(photoKey(upload.id, width)))!;
      expect(stored, `${width}`).not.toBeNull();
      expect(readImageSize(stored)).toEqual({ width: 40, height: 60 });
      // No EXIF in any form: no chunk, no "Exif" header, no TIFF header, not our GPS text.
      for (const needle of ["EXIF", "Exif", "II*", "XMP", GPS_MARKER, "GPS"]) {
        expect(containsAscii(stored, needle), `${width}: ${needle}`).toBe(false);
      }
    }
    // Upright: the photo's left half (red) is now on top, its right half (blue) at the bottom.
    const { width, height, data } = await pixels((await object(photoKey(upload.id, 1000)))!);
    const at = (x: number, y: number) => [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 3)];
    const [rTop, , bTop] = at(width / 2, 5);
    const [rBottom, , bBottom] = at(width / 2, height - 5);
    expect(rTop).toBeGreaterThan(150);
    expect(bTop).toBeLessThan(100);
    expect(bBottom).toBeGreaterThan(150);
    expect(rBottom).toBeLessThan(100);
  });

  it("makes 1000, 375 and 128 px wide versions of a large photo and keeps no original", async () => {
    const owner = await insertUser({ role: "seller" });
    const upload = await ingestOk(
      makeJpeg(1600, 1200, (x, y) => [x % 256, y % 256, 90]),
      owner.id,
    );
    expect(upload).toMatchObject({ width: 1000, height: 750 });
    expect(readImageSize((await object(photoKey(upload.id, 1000)))!)).toEqual({ width: 1000, height: 750 });
    expect(readImageSize((await object(photoKey(upload.id, 375)))!)).toMatchObject({ width: 375 });
    expect(readImageSize((await object(photoKey(upload.id, 128)))!)).toMatchObject({ width: 128 });
    const listed = await env.IMAGES.list({ prefix: `photos/${upload.id}/` });
    expect(listed.objects.map((o) => o.key).sort()).toEqual(
      [photoKey(upload.id, 1000), photoKey(upload.id, 128), photoKey(upload.id, 375)].sort(),
    );
  });

  it("accepts a PNG", async () => {
    const owner = await insertUser({ role: "seller" });
    const png = await env.IMAGES_TRANSFORM.input(
      new Blob([makeJpeg(300, 200) as Uint8Array<ArrayBuffer>]).stream(),
    ).output({
      format: "image/png",
    });
    const bytes = new Uint8Array(await png.response().arrayBuffer());
    expect(bytes[1]).toBe(0x50); // "PNG"
    expect(await ingestOk(bytes, owner.id)).toMatchObject({ width: 300, height: 200 });
  });
});

describe("POST /uploads/photos", () => {
  const photoForm = (bytes: Uint8Array = makeJpeg(64, 48), name = "IMG_0001.jpg") => {
    const form = new FormData();
    form.append("photo", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "image/jpeg" }));
    return form;
  };

  it("answers visitors 401, buyers and unverified sellers 403, in JSON, and stores nothing", async () => {
    const visitor = await postMultipart("/uploads/photos", photoForm());
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ ok: false, message: "Please sign in to upload photos" });

    const buyer = await insertUser({ role: "buyer" });
    const asBuyer = await postMultipart("/uploads/photos", photoForm(), { cookie: await signInAs(buyer.id) });
    expect(asBuyer.status).toBe(403);
    expect(await asBuyer.json()).toMatchObject({ ok: false });

    const unverified = await insertUser({ role: "seller", emailVerified: false });
    const asUnverified = await postMultipart("/uploads/photos", photoForm(), { cookie: await signInAs(unverified.id) });
    expect(asUnverified.status).toBe(403);
    expect(await asUnverified.json()).toEqual({ ok: false, message: "Please verify your email to upload photos" });

    const rows = await env.DB.prepare("SELECT count(*) AS n FROM photo_uploads WHERE owner_id IN (?, ?)")
      .bind(buyer.id, unverified.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it("takes a verified seller's photo and answers with its upload; the versions are served", async () => {
    for (const role of ["seller", "both", "admin"] as const) {
      const { user, cookie } = await sellerWithCookie({ role });
      const res = await postMultipart("/uploads/photos", photoForm(), { cookie });
      expect(res.status, role).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      const body = (await res.json()) as { ok: true; upload: PhotoUpload };
      expect(body.ok).toBe(true);
      expect(body.upload).toMatchObject({ width: 64, height: 48 });
      expect((await uploadRow(body.upload.id))?.owner_id).toBe(user.id);
      // Not attached to a listing yet: its uploader (and admins) only, never cached by others.
      const image = await get(body.upload.urls[375], { cookie });
      expect(image.status).toBe(200);
      expect(image.headers.get("Content-Type")).toBe("image/webp");
    }
  });

  it("answers 413 above 15 MB, before parsing the body", async () => {
    const { cookie } = await sellerWithCookie();
    const big = new Uint8Array(15 * 1024 * 1024 + 1);
    big.set(makeJpeg(8, 8));
    const res = await postMultipart("/uploads/photos", photoForm(big), { cookie });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe("Each photo must be at most 15 MB");
  });

  it("caps a body sent without a length too", async () => {
    const { cookie } = await sellerWithCookie();
    const boundary = "----capped";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent > 20) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const res = await fetchSelf("/uploads/photos", {
      method: "POST",
      body,
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, Cookie: cookie },
    });
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(20);
  });

  it("answers 415 for a file that is not an image and for a body that is not multipart", async () => {
    const { cookie } = await sellerWithCookie();
    const text = await postMultipart("/uploads/photos", photoForm(new TextEncoder().encode("hello"), "fake.jpg"), {
      cookie,
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ ok: false, message: "Please upload only image files" });

    const json = await fetchSelf("/uploads/photos", {
      method: "POST",
      body: JSON.stringify({ photo: "x" }),
      headers: { "Content-Type": "application/json", Cookie: cookie },
    });
    expect(json.status).toBe(415);
    const empty = await postMultipart("/uploads/photos", new FormData(), { cookie });
    expect(empty.status).toBe(400);
  });

  it("tells a restored draft which uploads are still free (own, unattached)", async () => {
    const { user, cookie } = await sellerWithCookie();
    const mine = await ingestOk(makeJpeg(16, 16), user.id);
    const attached = await ingestOk(makeJpeg(16, 16), user.id);
    const listing = await insertListing({ postedById: user.id }, { images: 0 });
    const attach = await attachPhotos(db(), { listingId: listing.id, ownerId: user.id, uploadIds: [attached.id] });
    if (!attach.ok) throw new Error(attach.message);
    await runBatch(db(), attach.statements);
    const someoneElses = await ingestOk(makeJpeg(16, 16), (await insertUser({ role: "seller" })).id);

    const res = await get(`/uploads/photos?id=${mine.id}&id=${attached.id}&id=${someoneElses.id}&id=bogus`, { cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { uploads: PhotoUpload[] };
    expect(body.uploads).toEqual([mine]);
  });
});

/** A same-origin request the helpers do not cover (streams, JSON bodies). */
function fetchSelf(path: string, init: RequestInit & { headers: Record<string, string> }) {
  return import("cloudflare:test").then(({ SELF }) =>
    SELF.fetch(`${ORIGIN}${path}`, {
      ...init,
      headers: { Origin: ORIGIN, Host: new URL(ORIGIN).host, "Sec-Fetch-Site": "same-origin", ...init.headers },
      redirect: "manual",
    }),
  );
}

describe("attachPhotos", () => {
  it("puts uploads on a new listing in the given order (main first), in the listing's batch", async () => {
    const seller = await insertUser({ role: "seller" });
    const [a, b, c] = [
      await ingestOk(makeJpeg(30, 20), seller.id),
      await ingestOk(makeJpeg(20, 30), seller.id),
      await ingestOk(makeJpeg(25, 25), seller.id),
    ];
    const result = await attachPhotos(db(), { listingId: "new", ownerId: seller.id, uploadIds: [b.id, a.id, c.id] });
    if (!result.ok) throw new Error(result.message);
    expect(result.staleKeys).toEqual([]);
    await runBatch(db(), [insertListingStatement(seller.id), ...result.statements]);

    const listing = await env.DB.prepare("SELECT max(id) AS id FROM listings WHERE posted_by_id = ?")
      .bind(seller.id)
      .first<{ id: number }>();
    expect(await listingImageRows(listing!.id)).toEqual([
      { position: 0, key_1000: photoKey(b.id, 1000), width: 20, height: 30 },
      { position: 1, key_1000: photoKey(a.id, 1000), width: 30, height: 20 },
      { position: 2, key_1000: photoKey(c.id, 1000), width: 25, height: 25 },
    ]);
    for (const u of [a, b, c]) expect((await uploadRow(u.id))?.listing_id).toBe(listing!.id);
    // The detail page shows them in that order.
    expect((await listingPhotos(db(), listing!.id)).map((p) => p.id)).toEqual([b.id, a.id, c.id]);
  });

  it("refuses someone else's upload and one already on another listing", async () => {
    const seller = await insertUser({ role: "seller" });
    const other = await insertUser({ role: "seller" });
    const theirs = await ingestOk(makeJpeg(16, 16), other.id);
    expect(await attachPhotos(db(), { listingId: "new", ownerId: seller.id, uploadIds: [theirs.id] })).toEqual({
      ok: false,
      message: PHOTO_MESSAGES.unavailable,
    });

    const mine = await ingestOk(makeJpeg(16, 16), seller.id);
    const first = await insertListing({ postedById: seller.id }, { images: 0 });
    const attached = await attachPhotos(db(), { listingId: first.id, ownerId: seller.id, uploadIds: [mine.id] });
    if (!attached.ok) throw new Error(attached.message);
    await runBatch(db(), attached.statements);
    const second = await insertListing({ postedById: seller.id }, { images: 0 });
    expect(await attachPhotos(db(), { listingId: second.id, ownerId: seller.id, uploadIds: [mine.id] })).toMatchObject({
      ok: false,
    });
    expect(await attachPhotos(db(), { listingId: "new", ownerId: seller.id, uploadIds: ["img-1"] })).toMatchObject({
      ok: false,
    });
  });

  it("fails the whole batch (listing insert included) when the upload was taken in between", async () => {
    const seller = await insertUser({ role: "seller" });
    const upload = await ingestOk(makeJpeg(16, 16), seller.id);
    const planned = await attachPhotos(db(), { listingId: "new", ownerId: seller.id, uploadIds: [upload.id] });
    if (!planned.ok) throw new Error(planned.message);
    // A parallel submit attaches the same upload first.
    const other = await insertListing({ postedById: seller.id }, { images: 0 });
    const winner = await attachPhotos(db(), { listingId: other.id, ownerId: seller.id, uploadIds: [upload.id] });
    if (!winner.ok) throw new Error(winner.message);
    await runBatch(db(), winner.statements);

    await expect(runBatch(db(), [insertListingStatement(seller.id), ...planned.statements])).rejects.toThrow(
      /NOT NULL/,
    );
    const listings = await env.DB.prepare("SELECT count(*) AS n FROM listings WHERE posted_by_id = ?")
      .bind(seller.id)
      .first<{ n: number }>();
    expect(listings?.n).toBe(1);
    expect((await uploadRow(upload.id))?.listing_id).toBe(other.id);
  });

  it("on edit keeps, reorders and drops photos: seeded pictures come back as stale keys", async () => {
    const seller = await insertUser({ role: "seller" });
    const listing = await insertListing({ postedById: seller.id }, { images: 2, putObjects: true });
    const before = await listingPhotos(db(), listing.id);
    expect(before.map((p) => p.id)).toEqual([expect.stringMatching(/^img-\d+$/), expect.stringMatching(/^img-\d+$/)]);
    const kept = await ingestOk(makeJpeg(16, 16), seller.id);
    const dropped = await ingestOk(makeJpeg(16, 16), seller.id);
    const first = await attachPhotos(db(), {
      listingId: listing.id,
      ownerId: seller.id,
      uploadIds: [...before.map((p) => p.id), kept.id, dropped.id],
    });
    if (!first.ok) throw new Error(first.message);
    await runBatch(db(), first.statements);

    // The seller makes the new photo main, keeps the second seeded one, removes the rest.
    const fresh = await ingestOk(makeJpeg(16, 16), seller.id);
    const edit = await attachPhotos(db(), {
      listingId: listing.id,
      ownerId: seller.id,
      uploadIds: [kept.id, before[1]!.id, fresh.id],
    });
    if (!edit.ok) throw new Error(edit.message);
    expect(edit.staleKeys).toEqual([listing.images[0]!.key128, listing.images[0]!.key375, listing.images[0]!.key1000]);
    await runBatch(db(), edit.statements);

    expect((await listingImageRows(listing.id)).map((r) => [r.position, r.key_1000])).toEqual([
      [0, photoKey(kept.id, 1000)],
      [1, listing.images[1]!.key1000],
      [2, photoKey(fresh.id, 1000)],
    ]);
    // The dropped upload is let go: the cleanup job will delete it.
    expect((await uploadRow(dropped.id))?.listing_id).toBeNull();
    expect((await uploadRow(fresh.id))?.listing_id).toBe(listing.id);
  });

  it("an admin editing someone's listing may keep its photos", async () => {
    const seller = await insertUser({ role: "seller" });
    const admin = await insertUser({ role: "admin" });
    const upload = await ingestOk(makeJpeg(16, 16), seller.id);
    const listing = await insertListing({ postedById: seller.id }, { images: 0 });
    const attached = await attachPhotos(db(), { listingId: listing.id, ownerId: seller.id, uploadIds: [upload.id] });
    if (!attached.ok) throw new Error(attached.message);
    await runBatch(db(), attached.statements);
    const adminsPhoto = await ingestOk(makeJpeg(16, 16), admin.id);
    const edit = await attachPhotos(db(), {
      listingId: listing.id,
      ownerId: admin.id,
      uploadIds: [adminsPhoto.id, upload.id],
    });
    expect(edit.ok).toBe(true);
  });
});

describe("deleteListingPhotos and cleanupOrphanUploads", () => {
  it("deleting a listing's photos removes its R2 objects and rows", async () => {
    const seller = await insertUser({ role: "seller" });
    const listing = await insertListing({ postedById: seller.id }, { images: 1, putObjects: true });
    const upload = await ingestOk(makeJpeg(16, 16), seller.id);
    const attached = await attachPhotos(db(), {
      listingId: listing.id,
      ownerId: seller.id,
      uploadIds: [upload.id, ...(await listingPhotos(db(), listing.id)).map((p) => p.id)],
    });
    if (!attached.ok) throw new Error(attached.message);
    await runBatch(db(), attached.statements);

    await deleteListingPhotos(env, listing.id);
    expect(await listingImageRows(listing.id)).toEqual([]);
    expect(await uploadRow(upload.id)).toBeNull();
    for (const key of [photoKey(upload.id, 1000), photoKey(upload.id, 128), listing.images[0]!.key375]) {
      expect(await env.IMAGES.head(key), key).toBeNull();
    }
  });

  it("deletes uploads never attached after 24 hours, and only those", async () => {
    const seller = await insertUser({ role: "seller" });
    const orphan = await ingestOk(makeJpeg(16, 16), seller.id);
    const used = await ingestOk(makeJpeg(16, 16), seller.id);
    const listing = await insertListing({ postedById: seller.id }, { images: 0 });
    const attached = await attachPhotos(db(), { listingId: listing.id, ownerId: seller.id, uploadIds: [used.id] });
    if (!attached.ok) throw new Error(attached.message);
    await runBatch(db(), attached.statements);
    const createdAt = (await env.DB.prepare("SELECT created_at AS t FROM photo_uploads WHERE id = ?")
      .bind(orphan.id)
      .first<{ t: number }>())!.t;

    // Just under a day later nothing goes.
    await cleanupOrphanUploads(env, createdAt + ORPHAN_UPLOAD_MS - 1000);
    expect(await uploadRow(orphan.id)).not.toBeNull();

    const { deleted } = await cleanupOrphanUploads(env, createdAt + ORPHAN_UPLOAD_MS + 60_000);
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await uploadRow(orphan.id)).toBeNull();
    expect(await env.IMAGES.head(photoKey(orphan.id, 375))).toBeNull();
    expect(await uploadRow(used.id)).not.toBeNull();
    expect(await env.IMAGES.head(photoKey(used.id, 375))).not.toBeNull();
  });
});
