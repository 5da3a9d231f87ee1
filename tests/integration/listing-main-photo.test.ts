// The listing form without JavaScript (docs/product.md#listings): the "Main photo" radio
// (`mainPhoto`) saves its photo first on create and edit, a main photo that is not kept is
// refused with nothing written, and "Check your credits" is said only when credits are short.
import { describe, expect, it } from "vitest";
import { LISTING_MESSAGES } from "~/schemas/listing";
import { balanceOf } from "../helpers/credits";
import { get, postMultipart } from "../helpers/http";
import {
  imagesOf,
  listingsBy,
  poster,
  postWithJavaScript,
  toFormData,
  tokenIn,
  uploadPhoto,
  validListing,
} from "../helpers/listing-form";

const SLOW = 30_000;
const CHECK_CREDITS = "Check your credits";

const key = (id: string) => `photos/${id}/1000.webp`;

/** The `<input>` tags named `name`. */
function inputs(html: string, name: string): string[] {
  return (html.match(/<input\b[^>]*>/g) ?? []).filter((tag) => tag.includes(` name="${name}"`));
}

/** A seller (100 credits unless told), a fresh create form token and two uploaded photos. */
async function readyWithTwoPhotos(credits = 100) {
  const seller = await poster({ credits });
  // Too few credits: the page shows no form (an older tab still has one).
  const token =
    credits >= 20 ? tokenIn(await (await get("/create-listing", { cookie: seller.cookie })).text()) : "a".repeat(24);
  const first = await uploadPhoto(seller.cookie);
  const second = await uploadPhoto(seller.cookie);
  return { ...seller, token, first: first.id, second: second.id };
}

describe('the "Main photo" radio without JavaScript', () => {
  it(
    "create: mainPhoto = the second photo saves it first (the main image)",
    async () => {
      const { user, cookie, token, first, second } = await readyWithTwoPhotos();
      const res = await postMultipart(
        "/create-listing",
        toFormData(validListing({ token, photoIds: [first, second], mainPhoto: second })),
        { cookie },
      );
      expect(res.status).toBe(302);
      const [listing] = await listingsBy(user.id);
      expect(await imagesOf(listing!.id)).toEqual([
        { position: 0, key_1000: key(second) },
        { position: 1, key_1000: key(first) },
      ]);
    },
    SLOW,
  );

  it(
    "edit: the page offers a radio per photo (the main one checked); choosing the second makes it main",
    async () => {
      const { user, cookie, token, first, second } = await readyWithTwoPhotos();
      const fields = validListing({ token, photoIds: [first, second] });
      expect((await postMultipart("/create-listing", toFormData(fields), { cookie })).status).toBe(302);
      const [listing] = await listingsBy(user.id);
      const path = `/listing/edit/${listing!.id}`;

      const html = await (await get(path, { cookie })).text();
      const radios = inputs(html, "mainPhoto");
      expect(radios).toHaveLength(2);
      expect(radios.every((tag) => tag.includes('type="radio"'))).toBe(true);
      expect(radios[0]).toContain(`value="${first}"`);
      expect(radios[0]).toContain("checked");
      expect(radios[1]).toContain(`value="${second}"`);
      expect(radios[1]).not.toContain("checked");
      expect(html).toContain("Main photo");

      const res = await postMultipart(
        path,
        toFormData({ ...fields, token: "", photoIds: [first, second], mainPhoto: second }),
        { cookie },
      );
      expect(res.status).toBe(302);
      expect((await imagesOf(listing!.id)).map((i) => i.key_1000)).toEqual([key(second), key(first)]);
    },
    SLOW,
  );

  it(
    "a main photo that is not among the kept photos: a clear message, nothing written or charged",
    async () => {
      const { user, cookie, token, first, second } = await readyWithTwoPhotos();
      // Create: photo 2 unticked ("Keep" off) but chosen as main.
      const fields = validListing({ token, photoIds: [first], mainPhoto: second });
      const res = await postMultipart("/create-listing", toFormData(fields), { cookie });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain(LISTING_MESSAGES.mainPhoto);
      expect(html).not.toContain(CHECK_CREDITS);
      expect(await listingsBy(user.id)).toEqual([]);
      expect(await balanceOf(user.id)).toBe(100);
      const { status, reply } = await postWithJavaScript("/create-listing", toFormData(fields), cookie);
      expect(status).toBe(400);
      expect(reply?.result.error?.mainPhoto).toContain(LISTING_MESSAGES.mainPhoto);
      expect(await listingsBy(user.id)).toEqual([]);

      // Edit: the listing's photos stay as they were.
      const created = await postMultipart(
        "/create-listing",
        toFormData(validListing({ token, photoIds: [first, second] })),
        { cookie },
      );
      expect(created.status).toBe(302);
      const [listing] = await listingsBy(user.id);
      const edit = await postMultipart(
        `/listing/edit/${listing!.id}`,
        toFormData(validListing({ title: "Not saved", photoIds: [first], mainPhoto: second })),
        { cookie },
      );
      expect(edit.status).toBe(400);
      expect(await edit.text()).toContain(LISTING_MESSAGES.mainPhoto);
      const [row] = await listingsBy(user.id);
      expect(row!.title).toBe(listing!.title);
      expect((await imagesOf(listing!.id)).map((i) => i.key_1000)).toEqual([key(first), key(second)]);
    },
    SLOW,
  );
});

describe("the form's message without JavaScript", () => {
  it(
    "a missing field with enough credits: 'Failed to create listing', never 'Check your credits'",
    async () => {
      const { user, cookie, token, first } = await readyWithTwoPhotos();
      const res = await postMultipart(
        "/create-listing",
        toFormData(validListing({ token, photoIds: [first], title: "" })),
        { cookie },
      );
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain(LISTING_MESSAGES.title);
      expect(html).toContain(LISTING_MESSAGES.createError);
      expect(html).not.toContain(CHECK_CREDITS);
      expect(await listingsBy(user.id)).toEqual([]);
    },
    SLOW,
  );

  it(
    "too few credits: 'Failed to create listing, Check your credits'",
    async () => {
      const { user, cookie, token, first } = await readyWithTwoPhotos(19);
      const fields = validListing({ token, photoIds: [first] });
      const res = await postMultipart("/create-listing", toFormData(fields), { cookie });
      expect(res.status).toBe(402);
      const html = await res.text();
      expect(html).toContain(LISTING_MESSAGES.createFailed);
      expect(html).toContain(LISTING_MESSAGES.needCredits);
      const { reply } = await postWithJavaScript("/create-listing", toFormData(fields), cookie);
      expect(reply?.result.error?.[""]).toContain(LISTING_MESSAGES.createFailed);
      expect(await listingsBy(user.id)).toEqual([]);
      expect(await balanceOf(user.id)).toBe(19);
    },
    SLOW,
  );
});
