// What an account leaves behind (issue 7, the Low list): deleting an account clears its public
// traces (username, gender, outbox mails, its listings' photos and addresses) and its view
// history; that history is kept per user only with cookie consent. An admin who deletes someone
// lands somewhere that exists.
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
