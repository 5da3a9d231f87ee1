// Edits after approval (docs/product.md#admin): a seller's edit of an approved listing in what
// buyers read or see stays public but waits in the moderation queue as "Edited since approval"
// with its changes before and after; price and availability need no review; a superadmin marks
// it reviewed (audited), nobody else can.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Role } from "~/domain/catalog";
import { EDITED_SINCE_APPROVAL } from "~/domain/listing-review";
import { LISTING_MESSAGES } from "~/schemas/listing";
import { REVIEW_MESSAGES } from "~/server/listings/listing-reviews.server";
import { auditRows, insertListing, insertUser, unique } from "../helpers/db";
import { get, postForm, postMultipart, signInAs, toastOf } from "../helpers/http";
import { poster, toFormData, uploadPhoto, validListing } from "../helpers/listing-form";

const SLOW = 30_000;

async function as(role: Role) {
  const user = await insertUser({ role });
  return { user, cookie: await signInAs(user.id) };
}

/** An Approved listing of a new seller whose columns are exactly what validListing() posts. */
async function approvedListing(status: "Approved" | "Pending" | "Sold" = "Approved") {
  const seller = await poster();
  const title = `Corner plot ${unique()}`;
  const listing = await insertListing(
    {
      postedById: seller.user.id,
      status,
      title,
      description: "A level corner plot with a clear title.",
      street: "12 Bharathi Park Road",
      pincode: "641002",
      amenities: ["Borewell", "Compound wall"],
      locationFeatures: ["Near the bus stop"],
    },
    { images: 1 },
  );
  const image = await env.DB.prepare("SELECT id FROM listing_images WHERE listing_id = ?")
    .bind(listing.id)
    .first<{ id: number }>();
  const fields = validListing({ title, photoIds: [`img-${image!.id}`] });
  return { ...seller, listing, fields, title };
}

async function edit(id: number, cookie: string, fields: Record<string, string | string[]>) {
  const res = await postMultipart(`/listing/edit/${id}`, toFormData(fields), { cookie });
  expect(res.status).toBe(302);
  expect(toastOf(res)?.message).toBe(LISTING_MESSAGES.updated);
}

async function reviewRow(id: number) {
  return env.DB.prepare("SELECT before, edited_at FROM listing_reviews WHERE listing_id = ?")
    .bind(id)
    .first<{ before: string; edited_at: number }>();
}

/** The queue filtered to the seller's area text so the row is on page one. */
async function queuePage(cookie: string, title: string): Promise<string> {
  const res = await get(`/admin/listings?status=Approved`, { cookie });
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain(title);
  return html;
}

/** The table row of the listing titled `title`. */
function rowOf(html: string, title: string): string {
  const rows = html.split("<tr").filter((r) => r.includes(title));
  expect(rows.length).toBeGreaterThan(0);
  return rows[0]!;
}

describe("an approved listing edited by its seller", () => {
  it(
    "a new title stays public and waits in the queue as 'Edited since approval' with before and after",
    async () => {
      const { listing, cookie, fields, title } = await approvedListing();
      const newTitle = `${title} new`;
      await edit(listing.id, cookie, { ...fields, title: newTitle });

      // Still public, with the new title.
      const page = await get(`/listing/${listing.id}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(newTitle);
      expect(await reviewRow(listing.id)).not.toBeNull();

      const admin = await as("admin");
      const row = rowOf(await queuePage(admin.cookie, newTitle), newTitle);
      expect(row).toContain(EDITED_SINCE_APPROVAL);
      expect(row).toContain(`<del>${title}</del>`);
      expect(row).toContain(`<ins>${newTitle}</ins>`);
      // Admins see it; only a superadmin gets the button.
      expect(row).not.toContain("Mark edit reviewed");

      const detail = await (await get(`/admin/listing/${listing.id}`, { cookie: admin.cookie })).text();
      expect(detail).toContain(EDITED_SINCE_APPROVAL);
      expect(detail).toContain(`<del>${title}</del>`);
      expect(detail).toContain(`<ins>${newTitle}</ins>`);

      // Edited listings come right after the Pending ones, before other Approved listings.
      const later = await insertListing({ title: `Later ${unique()}` });
      const all = await queuePage(admin.cookie, later.title);
      expect(all.indexOf(newTitle)).toBeLessThan(all.indexOf(later.title));
      // And a filter shows only them.
      const edited = await (await get("/admin/listings?review=edited", { cookie: admin.cookie })).text();
      expect(edited).toContain(newTitle);
      expect(edited).not.toContain(later.title);
    },
    SLOW,
  );

  it(
    "a price or availability change needs no review",
    async () => {
      const { listing, cookie, fields, title } = await approvedListing();
      await edit(listing.id, cookie, { ...fields, price: "3100000", readyToMove: "on" });
      expect(await reviewRow(listing.id)).toBeNull();
      const superadmin = await as("superadmin");
      expect(rowOf(await queuePage(superadmin.cookie, title), title)).not.toContain(EDITED_SINCE_APPROVAL);
    },
    SLOW,
  );

  it(
    "photos, video, type and place are reviewed; the snapshot stays the approved one; undoing the edit clears it",
    async () => {
      const { listing, cookie, fields, title } = await approvedListing();
      const photo = await uploadPhoto(cookie);
      await edit(listing.id, cookie, { ...fields, photoIds: [...(fields.photoIds as string[]), photo.id] });
      const first = await reviewRow(listing.id);
      expect(JSON.parse(first!.before).photos).toHaveLength(1);

      await edit(listing.id, cookie, {
        ...fields,
        photoIds: [...(fields.photoIds as string[]), photo.id],
        video: "https://youtu.be/dQw4w9WgXcQ",
        type: "villa",
        area: "Peelamedu",
      });
      const second = await reviewRow(listing.id);
      expect(second!.before).toBe(first!.before);

      const superadmin = await as("superadmin");
      const detail = await (await get(`/admin/listing/${listing.id}`, { cookie: superadmin.cookie })).text();
      for (const text of ["Photos", "Added", "Video link", "https://youtu.be/dQw4w9WgXcQ", "Listing type", "Area"]) {
        expect(detail).toContain(text);
      }
      expect(detail).toContain(photo.urls[128]);

      // Everything back as approved: nothing left to review.
      await edit(listing.id, cookie, fields);
      expect(await reviewRow(listing.id)).toBeNull();
      expect(rowOf(await queuePage(superadmin.cookie, title), title)).not.toContain(EDITED_SINCE_APPROVAL);
    },
    SLOW,
  );

  it(
    "a Pending listing's edit is not flagged (it waits for approval anyway)",
    async () => {
      const { listing, cookie, fields } = await approvedListing("Pending");
      await edit(listing.id, cookie, { ...fields, title: "Changed while pending" });
      expect(await reviewRow(listing.id)).toBeNull();
    },
    SLOW,
  );
});

describe("marking the edit reviewed", () => {
  it(
    "a superadmin clears it from the queue (audited with before and after); an admin or the seller cannot",
    async () => {
      const { listing, cookie, fields, title } = await approvedListing();
      const newTitle = `${title} v2`;
      await edit(listing.id, cookie, { ...fields, title: newTitle });
      const { edited_at: editedAt } = (await reviewRow(listing.id))!;
      const body = { intent: "listing-review", listingId: String(listing.id), editedAt: String(editedAt) };

      const admin = await as("admin");
      expect((await postForm("/admin/listings", body, { cookie: admin.cookie })).status).toBe(403);
      expect(
        (
          await postForm(
            `/admin/listing/${listing.id}`,
            { intent: "review", editedAt: String(editedAt) },
            { cookie: admin.cookie },
          )
        ).status,
      ).toBe(403);
      const seller = await postForm("/admin/listings", body, { cookie });
      expect(seller.status).toBeGreaterThanOrEqual(300);
      expect(await reviewRow(listing.id)).not.toBeNull();

      const superadmin = await as("superadmin");
      expect(rowOf(await queuePage(superadmin.cookie, newTitle), newTitle)).toContain("Mark edit reviewed");
      // A stale form (the seller edited again since) clears nothing.
      const stale = await postForm(
        "/admin/listings",
        { ...body, editedAt: String(editedAt - 1) },
        { cookie: superadmin.cookie },
      );
      expect(toastOf(stale)?.message).toBe(REVIEW_MESSAGES.stale);
      expect(await reviewRow(listing.id)).not.toBeNull();

      const res = await postForm("/admin/listings", body, { cookie: superadmin.cookie });
      expect(res.status).toBe(302);
      expect(toastOf(res)?.message).toBe(REVIEW_MESSAGES.reviewed);
      expect(await reviewRow(listing.id)).toBeNull();
      expect(rowOf(await queuePage(superadmin.cookie, newTitle), newTitle)).not.toContain(EDITED_SINCE_APPROVAL);

      const audit = (await auditRows("listing", String(listing.id))).filter((r) => r.action === "listing.review");
      expect(audit).toHaveLength(1);
      expect(audit[0]!.actorId).toBe(superadmin.user.id);
      expect(JSON.parse(audit[0]!.before!)).toEqual({ title });
      expect(JSON.parse(audit[0]!.after!)).toEqual({ title: newTitle });
      // Still public, as edited.
      expect((await get(`/listing/${listing.id}`)).status).toBe(200);
    },
    SLOW,
  );

  it(
    "on the listing's admin page, and a status change (a rejection) also ends the review",
    async () => {
      const superadmin = await as("superadmin");
      const one = await approvedListing();
      await edit(one.listing.id, one.cookie, { ...one.fields, description: "A level corner plot, now fenced." });
      const { edited_at: editedAt } = (await reviewRow(one.listing.id))!;
      const page = await (await get(`/admin/listing/${one.listing.id}`, { cookie: superadmin.cookie })).text();
      expect(page).toContain("Mark edit reviewed");
      const res = await postForm(
        `/admin/listing/${one.listing.id}`,
        { intent: "review", editedAt: String(editedAt) },
        { cookie: superadmin.cookie },
      );
      expect(toastOf(res)?.message).toBe(REVIEW_MESSAGES.reviewed);
      expect(await reviewRow(one.listing.id)).toBeNull();

      const two = await approvedListing();
      await edit(two.listing.id, two.cookie, { ...two.fields, title: `${two.title} call me` });
      expect(await reviewRow(two.listing.id)).not.toBeNull();
      await postForm(
        `/admin/listing/${two.listing.id}`,
        { status: "Rejected", reason: "Misleading title" },
        { cookie: superadmin.cookie },
      );
      expect(await reviewRow(two.listing.id)).toBeNull();
    },
    SLOW,
  );
});
