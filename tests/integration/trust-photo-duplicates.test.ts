// The duplicate check by photo through the built app (docs/product.md#trust, decision 0040): a
// near-identical photo (re-encoded, slightly cropped) of the seller's own listing asks "You
// already listed this property" before paying; of another seller's listing it marks the new
// one "Possible duplicate of #N"; photos added by an edit are checked too; the admin listing
// page shows both listings' photos side by side.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listings, photoUploads } from "~/server/db/schema.server";
import { db, insertUser } from "../helpers/db";
import { get, postMultipart, signInAs } from "../helpers/http";
import { listingsBy, poster, tokenIn, toFormData, uploadPhoto, validListing } from "../helpers/listing-form";
import { freshSeed, randomScene, scenePhoto } from "../helpers/photo-scenes";

const SLOW = 60_000;

/** Details no other listing shares (so only the photo can match): a price of its own. */
const ownPrice = () => String(10_00_000 + Math.floor(Math.random() * 90_00_000));

/** Posts a listing through the create form with `photo`; returns the response. */
async function post(cookie: string, photo: Uint8Array, extra: Record<string, string> = {}) {
  const token = tokenIn(await (await get("/create-listing", { cookie })).text());
  const upload = await uploadPhoto(cookie, photo);
  const form = toFormData(
    validListing({ token, photoIds: [upload.id], price: ownPrice(), area: "Kovilpalayam", ...extra }),
  );
  return postMultipart("/create-listing", form, { cookie });
}

const duplicateOf = async (id: number) =>
  (await db().select({ of: listings.duplicateOf }).from(listings).where(eq(listings.id, id)).get())?.of;

async function postedId(cookie: string, userId: string, photo: Uint8Array): Promise<number> {
  const res = await post(cookie, photo);
  expect(res.status).toBe(302);
  const [newest] = (await listingsBy(userId)).sort((a, b) => b.id - a.id);
  return newest!.id;
}

describe("posting a photo that is already on a listing", () => {
  it(
    "the same seller, the photo re-encoded: asked before paying with a link to edit; 'Post anyway' posts",
    async () => {
      const { user, cookie } = await poster();
      const scene = randomScene(freshSeed());
      const first = await postedId(cookie, user.id, scenePhoto(scene, 480, 360, 92));
      const asked = await post(cookie, scenePhoto(scene, 400, 300, 50));
      expect(asked.status).toBe(409);
      const html = await asked.text();
      expect(html).toContain(`You already listed this property (#${first}).`);
      expect(html).toContain(`href="/listing/edit/${first}"`);
      expect(await listingsBy(user.id)).toHaveLength(1);

      const anyway = await post(cookie, scenePhoto(scene, 400, 300, 50), { postAnyway: "1" });
      expect(anyway.status).toBe(302);
      expect(await listingsBy(user.id)).toHaveLength(2);
    },
    SLOW,
  );

  it(
    "another seller, the photo slightly cropped: posted, and marked a possible duplicate of the first",
    async () => {
      // A fixed scene whose 3 % crop stays within the threshold (trust-photo-hash.test.ts); no other test posts it.
      const scene = randomScene(1);
      const a = await poster();
      const theirs = await postedId(a.cookie, a.user.id, scenePhoto(scene, 480, 360, 92));
      const b = await poster();
      const mine = await postedId(b.cookie, b.user.id, scenePhoto(scene, 480, 360, 80, 0.03));
      expect(await duplicateOf(mine)).toBe(theirs);

      // A different photo by a third seller is no duplicate.
      const c = await poster();
      const unrelated = await postedId(c.cookie, c.user.id, scenePhoto(randomScene(freshSeed()), 480, 360, 92));
      expect(await duplicateOf(unrelated)).toBeNull();

      // The admin listing page shows both listings' photos side by side, server-rendered.
      const superadmin = await signInAs((await insertUser({ role: "superadmin" })).id);
      const page = await (await get(`/admin/listing/${mine}`, { cookie: superadmin })).text();
      expect(page).toContain(`Possible duplicate of #<!-- -->${theirs}`);
      const compare = page.slice(page.indexOf('class="duplicate-compare'));
      expect(compare).toContain(`/admin/listing/${theirs}`);
      expect(
        compare.match(/<img [^>]*src="\/images\/photos\/[0-9a-f]{32}\/375\.webp"/g)?.length,
      ).toBeGreaterThanOrEqual(2);
    },
    SLOW,
  );

  it(
    "a photo added by an edit is checked: another seller's match marks the listing",
    async () => {
      const scene = randomScene(freshSeed());
      const a = await poster();
      const theirs = await postedId(a.cookie, a.user.id, scenePhoto(scene, 480, 360, 92));
      const b = await poster();
      const mine = await postedId(b.cookie, b.user.id, scenePhoto(randomScene(freshSeed()), 480, 360, 92));
      expect(await duplicateOf(mine)).toBeNull();

      const kept = (
        await db().select({ id: photoUploads.id }).from(photoUploads).where(eq(photoUploads.listingId, mine))
      ).map((r) => r.id);
      expect(kept).toHaveLength(1);
      const added = await uploadPhoto(b.cookie, scenePhoto(scene, 400, 300, 60));
      const edited = await postMultipart(
        `/listing/edit/${mine}`,
        toFormData(validListing({ photoIds: [kept[0]!, added.id], area: "Kovilpalayam", price: "1234567" })),
        { cookie: b.cookie },
      );
      expect(edited.status).toBe(302);
      expect(await duplicateOf(mine)).toBe(theirs);
    },
    SLOW,
  );
});
