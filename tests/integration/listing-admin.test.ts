// Managing listings through the built app (docs/product.md#listings, #listing-detail): the
// superadmin's status select, Edit and Delete in the detail page's header, My Listings, deleting
// with its photos leaving R2, and the daily job that deletes photo uploads no listing took.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Role } from "~/domain/catalog";
import { photoKey } from "~/domain/image-keys";
import { createDb } from "~/server/db/client.server";
import { ORPHAN_UPLOAD_MS } from "~/server/photos/cleanup.server";
import { deleteListing, LISTING_ADMIN_MESSAGES, PHOTO_CLEANUP_CRON } from "~/server/listings/manage.server";
import { runScheduled } from "../helpers/scheduled";
import { insertListing, insertUser, unique } from "../helpers/db";
import { get, location, postForm, postMultipart, signInAs, toastOf } from "../helpers/http";
import { imagesOf, listingRow, poster, toFormData, uploadPhoto, validListing } from "../helpers/listing-form";

const SLOW = 30_000;

async function cookieFor(role: Role) {
  const user = await insertUser({ role });
  return { user, cookie: await signInAs(user.id) };
}

async function objectExists(key: string): Promise<boolean> {
  return (await env.IMAGES.head(key)) !== null;
}

/** A listing created through the form with two uploaded photos (their R2 objects exist). */
async function listingWithPhotos() {
  const owner = await poster();
  const token = (await (await get("/create-listing", { cookie: owner.cookie })).text()).match(
    /name="token" value="([^"]+)"/,
  )![1]!;
  const photos = [await uploadPhoto(owner.cookie), await uploadPhoto(owner.cookie)];
  const res = await postMultipart(
    "/create-listing",
    toFormData(validListing({ token, title: `Photos ${unique()}`, photoIds: photos.map((p) => p.id) })),
    { cookie: owner.cookie },
  );
  expect(res.status).toBe(302);
  const id = Number(new URL(location(res), "http://x").searchParams.get("created"));
  return { ...owner, id, photos };
}

describe("the status select (superadmins only)", () => {
  it("a superadmin sets any status in any order; Approved puts the listing on the home page", async () => {
    const title = `Moderated ${unique()}`;
    const listing = await insertListing({ status: "Pending", title });
    const { cookie } = await cookieFor("superadmin");
    expect(await (await get("/")).text()).not.toContain(title);

    for (const status of ["Approved", "Sold", "Rejected", "Pending", "Approved"] as const) {
      const res = await postForm(`/listing/${listing.id}/status`, { status }, { cookie });
      expect(res.status).toBe(302);
      expect(location(res)).toBe(`/listing/${listing.id}`);
      expect(toastOf(res)).toMatchObject({ kind: "success", message: LISTING_ADMIN_MESSAGES.statusUpdated });
      expect((await listingRow(listing.id))?.status).toBe(status);
    }
    expect(await (await get("/")).text()).toContain(title);
  });

  it("an unknown status: 'Failed to update status', nothing changes", async () => {
    const listing = await insertListing({ status: "Pending" });
    const { cookie } = await cookieFor("superadmin");
    const res = await postForm(`/listing/${listing.id}/status`, { status: "Archived" }, { cookie });
    expect(toastOf(res)).toMatchObject({ kind: "error", message: LISTING_ADMIN_MESSAGES.statusFailed });
    expect((await listingRow(listing.id))?.status).toBe("Pending");
  });

  it("everyone else is refused: the poster, admins, buyers (403); visitors sign in", async () => {
    const owner = await insertUser({ role: "seller" });
    const listing = await insertListing({ status: "Pending", postedById: owner.id });
    const path = `/listing/${listing.id}/status`;
    const visitor = await postForm(path, { status: "Approved" });
    expect(location(visitor)).toMatch(/^\/login\?redirectTo=/);
    for (const cookie of [
      await signInAs(owner.id),
      (await cookieFor("admin")).cookie,
      (await cookieFor("buyer")).cookie,
      (await cookieFor("both")).cookie,
    ]) {
      expect((await postForm(path, { status: "Approved" }, { cookie })).status).toBe(403);
    }
    expect((await listingRow(listing.id))?.status).toBe("Pending");
  });

  it("the detail page: the select for a superadmin; status as text and Edit/Delete for the poster; neither for others", async () => {
    const owner = await insertUser({ role: "seller" });
    const listing = await insertListing({ status: "Sold", postedById: owner.id });
    const path = `/listing/${listing.id}`;

    const superadmin = await (await get(path, { cookie: (await cookieFor("superadmin")).cookie })).text();
    expect(superadmin).toMatch(/<select[^>]*name="status"/);
    for (const status of ["Pending", "Approved", "Rejected", "Sold"])
      expect(superadmin).toContain(`>${status}</option>`);
    expect(superadmin).toContain(`href="/listing/edit/${listing.id}"`);

    const own = await (await get(path, { cookie: await signInAs(owner.id) })).text();
    expect(own).not.toMatch(/<select[^>]*name="status"/);
    expect(own).toContain(">Sold<");
    expect(own).toContain(`href="/listing/edit/${listing.id}"`);
    expect(own).toContain(`href="/listing/${listing.id}/delete"`);
    expect(own).not.toContain("You can manage this listing");

    for (const cookie of [undefined, (await cookieFor("buyer")).cookie, (await cookieFor("seller")).cookie]) {
      const html = await (await get(path, { cookie })).text();
      expect(html).not.toMatch(/<select[^>]*name="status"/);
      expect(html).not.toContain(`href="/listing/edit/${listing.id}"`);
      expect(html).toContain(">Sold<");
    }
  });
});

describe("the video link on the detail page", () => {
  it("a YouTube link plays in the privacy-enhanced player, which the page's CSP allows", async () => {
    const listing = await insertListing({ video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10" });
    const res = await get(`/listing/${listing.id}`);
    const html = await res.text();
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(res.headers.get("Content-Security-Policy")).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
  });

  it("another http(s) link is a plain link; no video, no section", async () => {
    const vimeo = await insertListing({ video: "https://vimeo.com/76979871" });
    const html = await (await get(`/listing/${vimeo.id}`)).text();
    expect(html).toContain('href="https://vimeo.com/76979871"');
    expect(html).not.toContain("<iframe");
    const none = await insertListing({ video: "" });
    expect(await (await get(`/listing/${none.id}`)).text()).not.toContain('id="video-heading"');
  });
});

describe("deleting a listing", () => {
  it(
    "the poster confirms, then the listing, its rows and its photos in R2 are gone: 'Listing deleted successfully'",
    async () => {
      const { cookie, id, photos } = await listingWithPhotos();
      const keys = photos.flatMap((p) => [photoKey(p.id, 128), photoKey(p.id, 375), photoKey(p.id, 1000)]);
      for (const key of keys) expect(await objectExists(key)).toBe(true);

      const confirm = await get(`/listing/${id}/delete?redirectTo=%2Fseller%2Flistings`, { cookie });
      expect(confirm.status).toBe(200);
      const page = await confirm.text();
      expect(page).toContain("Delete this listing?");
      expect(page).toContain("Delete listing");

      const res = await postForm(`/listing/${id}/delete`, { redirectTo: "/seller/listings" }, { cookie });
      expect(res.status).toBe(302);
      expect(location(res)).toBe("/seller/listings");
      expect(toastOf(res)).toMatchObject({ kind: "success", message: LISTING_ADMIN_MESSAGES.deleted });
      expect(await listingRow(id)).toBeNull();
      expect(await imagesOf(id)).toEqual([]);
      for (const key of keys) expect(await objectExists(key)).toBe(false);
      const uploads = await env.DB.prepare("SELECT count(*) AS n FROM photo_uploads WHERE id IN (?, ?)")
        .bind(photos[0]!.id, photos[1]!.id)
        .first<{ n: number }>();
      expect(uploads?.n).toBe(0);
    },
    SLOW,
  );

  it("seeded pictures leave R2 too; an admin may delete anyone's listing and never lands on the deleted page", async () => {
    const listing = await insertListing({ status: "Approved" }, { images: 2, putObjects: true });
    const { cookie } = await cookieFor("admin");
    const res = await postForm(`/listing/${listing.id}/delete`, { redirectTo: `/listing/${listing.id}` }, { cookie });
    expect(toastOf(res)?.message).toBe(LISTING_ADMIN_MESSAGES.deleted);
    expect(location(res)).toBe("/seller/listings");
    expect(await listingRow(listing.id)).toBeNull();
    for (const img of listing.images) {
      for (const key of [img.key128, img.key375, img.key1000]) expect(await objectExists(key)).toBe(false);
    }
  });

  it("another seller or a buyer cannot: not found on the confirm page, 403 on the post; nothing is deleted", async () => {
    const listing = await insertListing({ status: "Approved" }, { putObjects: true });
    for (const role of ["seller", "both", "buyer"] as const) {
      const { cookie } = await cookieFor(role);
      expect((await get(`/listing/${listing.id}/delete`, { cookie })).status).toBe(404);
      expect((await postForm(`/listing/${listing.id}/delete`, {}, { cookie })).status).toBe(403);
    }
    expect(location(await postForm(`/listing/${listing.id}/delete`, {}))).toMatch(/^\/login\?redirectTo=/);
    expect(await listingRow(listing.id)).not.toBeNull();
    expect(await objectExists(listing.images[0]!.key375)).toBe(true);
  });

  it("a redirect elsewhere is refused: the form only goes back within the site", async () => {
    const owner = await insertUser({ role: "seller" });
    const listing = await insertListing({ postedById: owner.id });
    const res = await postForm(
      `/listing/${listing.id}/delete`,
      { redirectTo: "https://evil.example/" },
      { cookie: await signInAs(owner.id) },
    );
    expect(location(res)).toBe("/seller/listings");
  });

  it("when R2 fails: 'Failed to delete listing' and the listing stays", async () => {
    const owner = await insertUser({ role: "seller" });
    const listing = await insertListing({ postedById: owner.id }, { putObjects: true });
    const brokenBucket = {
      delete: async () => {
        throw new Error("R2 is down");
      },
    } as unknown as R2Bucket;
    const result = await deleteListing(
      { DB: env.DB, IMAGES: brokenBucket, IMAGES_TRANSFORM: env.IMAGES_TRANSFORM },
      createDb(env.DB),
      { id: owner.id, role: "seller", email: owner.email },
      listing.id,
    );
    expect(result).toEqual({ ok: false, reason: "failed" });
    expect(await listingRow(listing.id)).not.toBeNull();
    expect(LISTING_ADMIN_MESSAGES.deleteFailed).toBe("Failed to delete listing");
  });
});

describe("My Listings", () => {
  it("the poster's own listings, every status, newest first, with views and enquiries; nobody else's", async () => {
    const { user, cookie } = await cookieFor("seller");
    const pending = await insertListing({ postedById: user.id, status: "Pending", title: `Mine pending ${unique()}` });
    const sold = await insertListing({
      postedById: user.id,
      status: "Sold",
      title: `Mine sold ${unique()}`,
      views: 42,
    });
    const buyer = await insertUser();
    await env.DB.prepare("INSERT INTO enquiries (listing_id, seller_id, buyer_id) VALUES (?, ?, ?)")
      .bind(sold.id, user.id, buyer.id)
      .run();
    const theirs = await insertListing({ title: `Not mine ${unique()}` });

    const res = await get("/seller/listings", { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("My Listings");
    for (const column of ["Photo", "Title", "Type", "Price", "Status", "Views", "Enquiries", "Created", "Actions"]) {
      expect(html).toContain(`>${column}</th>`);
    }
    expect(html.indexOf(sold.title)).toBeLessThan(html.indexOf(pending.title));
    expect(html).not.toContain(theirs.title);
    const soldRow = html.slice(html.indexOf(sold.title), html.indexOf(pending.title));
    expect(soldRow).toContain(">Sold<");
    expect(soldRow).toContain(">42<");
    expect(soldRow.replace(/<[^>]+>/g, "|")).toContain("|1|");
    expect(soldRow).toContain(`href="/listing/edit/${sold.id}"`);
    expect(soldRow).toContain(`href="/listing/${sold.id}/delete?redirectTo=%2Fseller%2Flistings"`);
  });

  it("is paged: 20 a page, the rest on page 2", async () => {
    const { user, cookie } = await cookieFor("both");
    const ids: number[] = [];
    for (let i = 0; i < 21; i++)
      ids.push((await insertListing({ postedById: user.id, title: `Paged ${i} ${unique()}` })).id);
    const first = await (await get("/seller/listings", { cookie })).text();
    const second = await (await get("/seller/listings?page=2", { cookie })).text();
    expect(first).toContain(`href="/listing/edit/${ids[20]}"`);
    expect(first).not.toContain(`href="/listing/edit/${ids[0]}"`);
    expect(first).toContain('href="/seller/listings?page=2"');
    expect(second).toContain(`href="/listing/edit/${ids[0]}"`);
  });

  it("sellers, both and admins get in; buyers are refused; visitors sign in", async () => {
    for (const role of ["seller", "both", "admin", "superadmin"] as const) {
      expect((await get("/seller/listings", { cookie: (await cookieFor(role)).cookie })).status).toBe(200);
    }
    expect((await get("/seller/listings", { cookie: (await cookieFor("buyer")).cookie })).status).toBe(403);
    expect(location(await get("/seller/listings"))).toBe(`/login?redirectTo=${encodeURIComponent("/seller/listings")}`);
  });
});

describe("the daily clean-up of photo uploads", () => {
  it(
    "on its daily cron, deletes uploads no listing took for 24 hours (rows and objects); attached ones stay",
    async () => {
      const { cookie } = await poster();
      const orphan = await uploadPhoto(cookie);
      const { id, photos } = await listingWithPhotos();
      const keys = [photoKey(orphan.id, 128), photoKey(orphan.id, 375), photoKey(orphan.id, 1000)];
      const later = Date.now() + ORPHAN_UPLOAD_MS + 60_000;

      // The 10-minute payments cron leaves uploads alone.
      await runScheduled("*/10 * * * *", later);
      expect(await objectExists(keys[0]!)).toBe(true);

      await runScheduled(PHOTO_CLEANUP_CRON, later);
      const row = await env.DB.prepare("SELECT id FROM photo_uploads WHERE id = ?").bind(orphan.id).first();
      expect(row).toBeNull();
      for (const key of keys) expect(await objectExists(key)).toBe(false);
      expect(await objectExists(photoKey(photos[0]!.id, 375))).toBe(true);
      expect(await imagesOf(id)).toHaveLength(2);
    },
    SLOW,
  );

  it("wrangler.toml runs it daily", async () => {
    // The cron string in the Worker and in wrangler.toml must agree.
    const toml = await import("../../wrangler.toml?raw").then((m) => m.default as string);
    expect(toml).toContain(`"${PHOTO_CLEANUP_CRON}"`);
  });
});
