// What an account leaves behind (docs/product.md#deleting-an-account, decision 0003): deleting an
// account clears its public traces (username, gender, outbox mails, its listings' photos and
// addresses) and its view history; that history is kept per user only with cookie consent. An admin
// who deletes someone lands somewhere that exists.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "~/domain/catalog";
import { photoKey } from "~/domain/image-keys";
import { mailCount, waitForMail } from "../helpers/auth";
import { insertListing, insertUser, TINY_JPEG } from "../helpers/db";
import { get, location, postForm, signInAs, toastOf } from "../helpers/http";
import { getAsBrowser, waitForViews } from "../helpers/listing";

const one = <T>(sql: string, ...args: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...args)
    .first<T>();

describe("Low: deleting an account leaves no public trace", () => {
  it("clears username, gender, outbox mails, view history, listing photos and addresses", async () => {
    const seller = await insertUser({ role: "seller", gender: "female", fullName: "Kavya S" });
    const listing = await insertListing(
      { postedById: seller.id, street: "12 Race Course Road", pincode: "641018" },
      { images: 2, putObjects: true },
    );
    // A photo uploaded for a listing that was never saved.
    const uploadId = crypto.randomUUID().replaceAll("-", "");
    await env.DB.prepare("INSERT INTO photo_uploads (id, owner_id, width, height) VALUES (?, ?, 10, 10)")
      .bind(uploadId, seller.id)
      .run();
    for (const w of IMAGE_WIDTHS) await env.IMAGES.put(photoKey(uploadId, w), TINY_JPEG);
    // A mail in the (local) outbox, and a consented view history.
    await postForm("/forgot-password", { email: seller.email });
    await waitForMail(seller.email);
    const session = await signInAs(seller.id);
    const other = await insertListing();
    await getAsBrowser(`/listing/${other.id}`, { cookie: `${session}; cookieConsent=true` });
    expect((await waitForViews(other.id, 1)).rows).toEqual([{ user_id: seller.id, counted: 1 }]);
    const pictures = listing.images.flatMap((i) => [i.key128, i.key375, i.key1000]);
    expect((await get(`/images/${pictures[0]}`)).status).toBe(200);

    const res = await postForm("/profile/delete", {}, { cookie: session });
    expect(location(res)).toBe("/");

    const row = await one<Record<string, unknown>>("SELECT * FROM users WHERE id = ?", seller.id);
    expect(row).toMatchObject({
      username: `deleted-${seller.id}`,
      gender: null,
      full_name: "",
      pending_email: null,
      email: `deleted-${seller.id}@deleted.invalid`,
    });
    expect(await mailCount(seller.email)).toBe(0);
    expect(await one("SELECT id FROM listing_views WHERE user_id = ?", seller.id)).toBeNull();
    expect((await waitForViews(other.id, 1)).rows).toEqual([{ user_id: null, counted: 1 }]);

    // The listing's photos are gone from R2 and from the page data; its address is cleared.
    for (const key of pictures) expect(await env.IMAGES.head(key), key).toBeNull();
    expect((await get(`/images/${pictures[0]}`)).status).toBe(404);
    expect(await one("SELECT id FROM listing_images WHERE listing_id = ?", listing.id)).toBeNull();
    expect(await one("SELECT street, pincode, status FROM listings WHERE id = ?", listing.id)).toEqual({
      street: "",
      pincode: "",
      status: "Rejected",
    });
    expect((await get(`/listing/${listing.id}`)).status).toBe(404);
    // The unattached upload too.
    expect(await one("SELECT id FROM photo_uploads WHERE id = ?", uploadId)).toBeNull();
    for (const w of IMAGE_WIDTHS) expect(await env.IMAGES.head(photoKey(uploadId, w))).toBeNull();
    // The old username no longer names anybody.
    const viewer = await signInAs((await insertUser()).id);
    expect((await get(`/seller/${seller.username}`, { cookie: viewer })).status).toBe(404);
  });

  it("an admin who deletes someone goes back where they came from (same site), else home", async () => {
    const admin = await signInAs((await insertUser({ role: "admin" })).id);
    const first = await insertUser();
    const back = await postForm(
      "/profile/delete",
      { userId: first.id, redirectTo: "/seller/x?page=2" },
      { cookie: admin },
    );
    expect(location(back)).toBe("/seller/x?page=2");
    expect(toastOf(back)?.message).toBe("User deleted successfully");
    const second = await insertUser();
    const hostile = await postForm(
      "/profile/delete",
      { userId: second.id, redirectTo: "//evil.example" },
      { cookie: admin },
    );
    expect(location(hostile)).toBe("/");
  });
});

// Once, pictures of listings that are not public, and uploads no listing took, were
// served to anyone with the URL. Now only to their owner and admins; everyone else gets the
// not-found answer, and no shared cache may keep them (docs/product.md#security, "Pictures").
describe("pictures that are not public", () => {
  /** An upload row and its three R2 objects, as ingestPhoto leaves them; `listingId` attaches it. */
  async function upload(ownerId: string, listingId: number | null = null): Promise<string> {
    const id = crypto.randomUUID().replaceAll("-", "");
    await env.DB.prepare("INSERT INTO photo_uploads (id, owner_id, listing_id, width, height) VALUES (?, ?, ?, 10, 10)")
      .bind(id, ownerId, listingId)
      .run();
    for (const w of IMAGE_WIDTHS) await env.IMAGES.put(photoKey(id, w), TINY_JPEG);
    return id;
  }

  async function people() {
    const owner = await insertUser({ role: "seller" });
    return {
      owner,
      // Those allowed first: what they got must not then reach the others from a cache.
      cookies: {
        owner: await signInAs(owner.id),
        admin: await signInAs((await insertUser({ role: "admin" })).id),
        superadmin: await signInAs((await insertUser({ role: "superadmin" })).id),
        visitor: undefined,
        other: await signInAs((await insertUser({ role: "seller" })).id),
      } as Record<string, string | undefined>,
    };
  }

  /** Who gets the picture: the status per viewer, and private caching for those who get it. */
  async function expectOwnerAndAdminsOnly(key: string, cookies: Record<string, string | undefined>) {
    for (const [who, cookie] of Object.entries(cookies)) {
      // The edge cache on: a private picture must never be stored there for the next visitor.
      const res = await get(`/images/${key}`, { cookie, env: { EDGE_CACHE: "on" } });
      const allowed = who === "owner" || who === "admin" || who === "superadmin";
      expect(`${key} ${who}: ${res.status}`).toBe(`${key} ${who}: ${allowed ? 200 : 404}`);
      if (allowed) {
        expect(res.headers.get("Cache-Control"), who).toBe("private, no-store");
        expect(res.headers.get("Content-Type"), who).toMatch(/^image\//);
        expect((await res.arrayBuffer()).byteLength, who).toBe(TINY_JPEG.byteLength);
      } else {
        // The same answer as a key that does not exist: nothing tells the picture is there.
        expect(await res.text()).toBe("Not found");
        expect(res.headers.get("Cache-Control"), who).toBe("no-store");
      }
    }
    // A conditional request gets nothing either.
    const etag = (await env.IMAGES.head(key))!.httpEtag;
    const revalidate = await get(`/images/${key}`, { headers: { "If-None-Match": etag } });
    expect(revalidate.status).toBe(404);
  }

  it("a Pending or Rejected listing's pictures: owner and admins only, private, no-store", async () => {
    for (const status of ["Pending", "Rejected"] as const) {
      const { owner, cookies } = await people();
      const listing = await insertListing({ postedById: owner.id, status }, { images: 1, putObjects: true });
      await expectOwnerAndAdminsOnly(listing.images[0]!.key375, cookies);
      const attached = await upload(owner.id, listing.id);
      await expectOwnerAndAdminsOnly(photoKey(attached, 1000), cookies);
    }
  });

  it("an upload no listing took: its uploader and admins only", async () => {
    const { owner, cookies } = await people();
    const id = await upload(owner.id);
    for (const w of IMAGE_WIDTHS) await expectOwnerAndAdminsOnly(photoKey(id, w), cookies);
  });

  it("a listing that stops being public takes its pictures with it", async () => {
    const { owner, cookies } = await people();
    const listing = await insertListing({ postedById: owner.id }, { images: 1, putObjects: true });
    expect((await get(`/images/${listing.images[0]!.key128}`)).status).toBe(200);
    await env.DB.prepare("UPDATE listings SET status = 'Pending' WHERE id = ?").bind(listing.id).run();
    await expectOwnerAndAdminsOnly(listing.images[0]!.key128, cookies);
  });

  it("public listings' pictures stay public and cacheable by anyone; unknown keys are not found", async () => {
    const { owner } = await people();
    for (const status of ["Approved", "Sold"] as const) {
      const listing = await insertListing({ postedById: owner.id, status }, { images: 1, putObjects: true });
      const id = await upload(owner.id, listing.id);
      for (const key of [listing.images[0]!.key1000, photoKey(id, 375)]) {
        const res = await get(`/images/${key}`);
        expect(`${status} ${key}: ${res.status}`).toBe(`${status} ${key}: 200`);
        expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
        await res.arrayBuffer();
      }
    }
    // Objects no listing or upload owns are not served, whoever asks.
    const stray = `listings/999999999/${crypto.randomUUID()}-375.jpg`;
    await env.IMAGES.put(stray, TINY_JPEG);
    const admin = await signInAs((await insertUser({ role: "admin" })).id);
    expect((await get(`/images/${stray}`, { cookie: admin })).status).toBe(404);
    const strayUpload = photoKey(crypto.randomUUID().replaceAll("-", ""), 128);
    await env.IMAGES.put(strayUpload, TINY_JPEG);
    expect((await get(`/images/${strayUpload}`, { cookie: admin })).status).toBe(404);
  });
});
