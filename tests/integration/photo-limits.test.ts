// Once, the no-JavaScript listing form stored every photo before checking anything,
// with no pending-upload cap and no rate limit. Now (docs/product.md#listings, "Photos") a form
// with a wrong field stores no photo; the photos it stores count against the same per-user cap of
// waiting uploads as /uploads/photos, reserved atomically; and both paths share an hourly budget.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PHOTO_LIMIT_MESSAGES, PHOTO_LIMITS, photoBudgetKey } from "~/domain/photo-limits";
import { LISTING_MESSAGES } from "~/schemas/listing";
import { LISTING_PHOTOS_NOT_STORED } from "~/server/listings/listing-form-body.server";
import { balanceOf } from "../helpers/credits";
import { insertListing, unique } from "../helpers/db";
import { get, postMultipart } from "../helpers/http";
import { listingsBy, poster, smallJpeg, toFormData, tokenIn, validListing } from "../helpers/listing-form";

const SLOW = 120_000;

function jpegFile(name = "photo.jpg"): File {
  return new File([smallJpeg() as Uint8Array<ArrayBuffer>], name, { type: "image/jpeg" });
}

async function uploadRows(ownerId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM photo_uploads WHERE owner_id = ?")
    .bind(ownerId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function photoObjects(): Promise<number> {
  let n = 0;
  let cursor: string | undefined;
  do {
    const page = await env.IMAGES.list({ prefix: "photos/", cursor });
    n += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return n;
}

async function createToken(cookie: string): Promise<string> {
  return tokenIn(await (await get("/create-listing", { cookie })).text());
}

/** One photo the way the picker sends it. */
function pickerUpload(cookie: string) {
  const form = new FormData();
  form.append("photo", jpegFile());
  return postMultipart("/uploads/photos", form, { cookie });
}

/** Leaves `n` waiting uploads for `ownerId` (rows only: the cap counts rows). */
async function waitingUploads(ownerId: string, n: number) {
  const statements = Array.from({ length: n }, () =>
    env.DB.prepare("INSERT INTO photo_uploads (id, owner_id, width, height) VALUES (?, ?, 10, 10)").bind(
      crypto.randomUUID().replaceAll("-", ""),
      ownerId,
    ),
  );
  await env.DB.batch(statements);
}

/** Spends `n` of the user's hourly photo budget, as n stored photos would have. */
async function spendHourlyBudget(userId: string, n: number) {
  const budget = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(photoBudgetKey(userId)));
  const { limit, windowMs } = PHOTO_LIMITS.perHour;
  for (let i = 0; i < n; i++) expect((await budget.take({ limit, windowMs })).allowed).toBe(true);
}

describe("the no-JavaScript form validates before it stores a photo", () => {
  it(
    "create: a form with a wrong field and 20 photos writes no R2 object and no upload row",
    async () => {
      const { user, cookie } = await poster();
      const objects = await photoObjects();
      const token = await createToken(cookie);
      const files = Array.from({ length: 20 }, (_, i) => jpegFile(`p${i}.jpg`));
      const res = await postMultipart(
        "/create-listing",
        toFormData({ ...validListing({ token, price: "5" }), photos: files }),
        { cookie },
      );
      expect(res.status).toBe(400);
      expect(await uploadRows(user.id)).toBe(0);
      expect(await photoObjects()).toBe(objects);
      const html = await res.text();
      expect(html).toContain(LISTING_MESSAGES.price);
      expect(html).toContain(LISTING_PHOTOS_NOT_STORED);
      // The files counted for the form's photo rule: no 'Please upload atleast one image'.
      expect(html).not.toContain(LISTING_MESSAGES.photoRequired);
      expect(await listingsBy(user.id)).toEqual([]);
      expect(await balanceOf(user.id)).toBe(100);
    },
    SLOW,
  );

  it(
    "edit: a form with a wrong field and photos writes nothing either",
    async () => {
      const { user, cookie } = await poster();
      const listing = await insertListing({ postedById: user.id });
      const objects = await photoObjects();
      const res = await postMultipart(
        `/listing/edit/${listing.id}`,
        toFormData({ ...validListing({ street: "" }), photos: [jpegFile(), jpegFile()] }),
        { cookie },
      );
      expect(res.status).toBe(400);
      expect(await uploadRows(user.id)).toBe(0);
      expect(await photoObjects()).toBe(objects);
      const html = await res.text();
      expect(html).toContain(LISTING_MESSAGES.street);
      expect(html).toContain(LISTING_PHOTOS_NOT_STORED);
    },
    SLOW,
  );

  it(
    "a list's Add stores the photos only when the rest of the form would save",
    async () => {
      const { user, cookie } = await poster();
      const token = await createToken(cookie);
      const add = { newAmenity: "Gym", listAdd: "amenities" };
      const invalid = await postMultipart(
        "/create-listing",
        toFormData({ ...validListing({ token, pincode: "12" }), ...add, photos: jpegFile() }),
        { cookie },
      );
      expect(invalid.status).toBe(200);
      expect(await uploadRows(user.id)).toBe(0);
      expect(await invalid.text()).toContain(LISTING_PHOTOS_NOT_STORED);

      const valid = await postMultipart(
        "/create-listing",
        toFormData({ ...validListing({ token }), ...add, photos: jpegFile() }),
        { cookie },
      );
      expect(valid.status).toBe(200);
      expect(await valid.text()).not.toContain(LISTING_PHOTOS_NOT_STORED);
      expect(await uploadRows(user.id)).toBe(1);
      expect(await listingsBy(user.id)).toEqual([]);
    },
    SLOW,
  );
});

describe("one cap of waiting uploads for both paths, atomic", () => {
  it(
    "parallel uploads (picker and no-JavaScript form) never take more places than are left",
    async () => {
      const { user, cookie } = await poster();
      const room = 3;
      await waitingUploads(user.id, PHOTO_LIMITS.pendingUploads - room);
      const token = await createToken(cookie);
      const listAdd = { newAmenity: "Gym", listAdd: "amenities" };
      const answers = await Promise.all([
        ...Array.from({ length: 6 }, () => pickerUpload(cookie)),
        // A list's Add keeps the form open, so its stored photos wait like the picker's.
        ...Array.from({ length: 2 }, () =>
          postMultipart(
            "/create-listing",
            toFormData({ ...validListing({ token }), ...listAdd, photos: [jpegFile(), jpegFile()] }),
            { cookie },
          ),
        ),
      ]);
      expect(await uploadRows(user.id)).toBe(PHOTO_LIMITS.pendingUploads);
      const picker = answers.slice(0, 6);
      const refused = picker.filter((r) => r.status === 429);
      for (const res of refused) {
        expect(await res.json()).toEqual({ ok: false, message: PHOTO_LIMIT_MESSAGES.pending });
      }
      expect(picker.filter((r) => r.status === 200).length).toBeLessThanOrEqual(room);
    },
    SLOW,
  );

  it(
    "a full cap refuses the no-JavaScript form's photos with the message, and stores none",
    async () => {
      const { user, cookie } = await poster();
      await waitingUploads(user.id, PHOTO_LIMITS.pendingUploads);
      const objects = await photoObjects();
      const token = await createToken(cookie);
      const res = await postMultipart(
        "/create-listing",
        toFormData({ ...validListing({ token }), photos: [jpegFile(), jpegFile()] }),
        { cookie },
      );
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(PHOTO_LIMIT_MESSAGES.pending.slice(0, 40));
      expect(await uploadRows(user.id)).toBe(PHOTO_LIMITS.pendingUploads);
      expect(await photoObjects()).toBe(objects);
      expect(await listingsBy(user.id)).toEqual([]);
      expect(await balanceOf(user.id)).toBe(100);
    },
    SLOW,
  );
});

describe("photos per user per hour, on both paths", () => {
  it(
    `the ${PHOTO_LIMITS.perHour.limit + 1}st photo of the hour is refused with its message, by the picker and by the form`,
    async () => {
      const { user, cookie } = await poster();
      const { limit } = PHOTO_LIMITS.perHour;
      await spendHourlyBudget(user.id, limit - 2);
      const token = await createToken(cookie);
      const listAdd = { newAmenity: `Gym ${unique()}`, listAdd: "amenities" };

      // The last two of the hour: one through each path.
      expect((await pickerUpload(cookie)).status).toBe(200);
      const form = await postMultipart(
        "/create-listing",
        toFormData({ ...validListing({ token }), ...listAdd, photos: jpegFile() }),
        { cookie },
      );
      expect(form.status).toBe(200);
      expect(await uploadRows(user.id)).toBe(2);
      const objects = await photoObjects();

      const picker = await pickerUpload(cookie);
      expect(picker.status).toBe(429);
      expect(await picker.json()).toEqual({ ok: false, message: PHOTO_LIMIT_MESSAGES.perHour });

      const nojs = await postMultipart(
        "/create-listing",
        toFormData({ ...validListing({ token }), photos: [jpegFile(), jpegFile()] }),
        { cookie },
      );
      expect(nojs.status).toBe(400);
      expect(await nojs.text()).toContain(PHOTO_LIMIT_MESSAGES.perHour);
      expect(await uploadRows(user.id)).toBe(2);
      expect(await photoObjects()).toBe(objects);
      expect(await listingsBy(user.id)).toEqual([]);
      expect(await balanceOf(user.id)).toBe(100);
    },
    SLOW,
  );
});
