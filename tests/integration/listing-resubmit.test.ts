// The seller's side of moderation (docs/product.md#my-listings-and-deleting): a rejected listing
// shows its reason to its poster on My Listings and the listing page; the poster (only) fixes it
// and resubmits it, back to Pending, once per rejection, audited, with no credits moving; the
// poster is mailed on rejection (with the reason) and when a superadmin approval makes it live.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ListingStatus, Role } from "~/domain/catalog";
import { RESUBMIT_MESSAGES } from "~/domain/listing-moderation";
import { LISTING_MESSAGES } from "~/schemas/listing";
import { listings } from "~/server/db/schema.server";
import { LISTING_ADMIN_MESSAGES } from "~/server/listings/manage.server";
import { lastMail, mailCount } from "../helpers/auth";
import { balanceOf, ledgerOf } from "../helpers/credits";
import { auditRows, db, insertListing, insertUser, unique } from "../helpers/db";
import { get, location, postForm, postMultipart, signInAs, toastOf } from "../helpers/http";
import { poster, toFormData, validListing } from "../helpers/listing-form";

const SLOW = 30_000;
const REASON = "The photos show a different plot";

async function as(role: Role) {
  const user = await insertUser({ role });
  return { user, cookie: await signInAs(user.id) };
}

async function stored(id: number) {
  return db()
    .select({
      status: listings.status,
      title: listings.title,
      rejectionReason: listings.rejectionReason,
      resubmittedAt: listings.resubmittedAt,
    })
    .from(listings)
    .where(eq(listings.id, id))
    .get();
}

/** A seller (100 credits) with a listing in `status` whose columns are what validListing() posts. */
async function sellerListing(status: ListingStatus = "Pending", extra: { rejectionReason?: string } = {}) {
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
      ...extra,
    },
    { images: 1 },
  );
  const image = await env.DB.prepare("SELECT id FROM listing_images WHERE listing_id = ?")
    .bind(listing.id)
    .first<{ id: number }>();
  const fields = validListing({ title, photoIds: [`img-${image!.id}`] });
  return { ...seller, listing, fields, title };
}

const resubmit = (id: number, cookie: string, redirectTo = "/seller/listings") =>
  postForm(`/listing/${id}/resubmit`, { intent: "resubmit", redirectTo }, { cookie });

async function reject(id: number, cookie: string, reason = REASON) {
  const res = await postForm(`/admin/listing/${id}`, { status: "Rejected", reason }, { cookie });
  expect(res.status).toBe(302);
  expect(toastOf(res)?.message).toBe(LISTING_ADMIN_MESSAGES.statusUpdated);
}

async function html(path: string, cookie: string): Promise<string> {
  const res = await get(path, { cookie });
  expect(res.status).toBe(200);
  return res.text();
}

const resubmitForm = (id: number) => `action="/listing/${id}/resubmit"`;

describe("a rejected listing, its reason and its resubmission", () => {
  it(
    "rejected with a reason: mailed and shown to the seller; edited; resubmitted (Pending, no charge, audited); approved: mailed live",
    async () => {
      const { user, cookie, listing, fields, title } = await sellerListing("Pending");
      const admin = await as("superadmin");
      const ledgerBefore = await ledgerOf(user.id);

      await reject(listing.id, admin.cookie);
      expect(await stored(listing.id)).toMatchObject({
        status: "Rejected",
        rejectionReason: REASON,
        resubmittedAt: null,
      });
      const rejected = (await lastMail(user.email)).mail;
      expect(rejected?.subject).toBe("Your listing was not approved");
      expect(rejected?.text).toContain(`Reason: ${REASON}`);
      expect(rejected?.text).toContain("Resubmit for review");
      expect(rejected?.text).toContain("/seller/listings");

      // The reason and the button, on My Listings and on the listing page.
      const mine = await html("/seller/listings", cookie);
      expect(mine).toContain(`Reason: ${REASON}`);
      expect(mine).toContain(resubmitForm(listing.id));
      const page = await html(`/listing/${listing.id}`, cookie);
      expect(page).toContain(`Reason: ${REASON}`);
      expect(page).toContain(resubmitForm(listing.id));

      // The seller fixes it: an edit of a Rejected listing keeps it Rejected and costs nothing.
      const edited = await postMultipart(
        `/listing/edit/${listing.id}`,
        toFormData({ ...fields, title: `${title} fixed` }),
        { cookie },
      );
      expect(toastOf(edited)?.message).toBe(LISTING_MESSAGES.updated);
      expect(await stored(listing.id)).toMatchObject({ status: "Rejected", title: `${title} fixed` });

      const res = await resubmit(listing.id, cookie);
      expect(res.status).toBe(302);
      expect(location(res)).toBe("/seller/listings");
      expect(toastOf(res)).toMatchObject({ kind: "success", message: RESUBMIT_MESSAGES.resubmitted });
      const after = await stored(listing.id);
      expect(after).toMatchObject({ status: "Pending", rejectionReason: REASON });
      expect(after?.resubmittedAt).toBeGreaterThan(0);
      expect(await balanceOf(user.id)).toBe(100);
      expect(await ledgerOf(user.id)).toEqual(ledgerBefore);
      const audit = (await auditRows("listing", listing.id)).at(-1);
      expect(audit).toMatchObject({ actorId: user.id, actorEmail: user.email, action: "listing.resubmit" });
      expect(JSON.parse(audit!.before!)).toEqual({ status: "Rejected" });
      expect(JSON.parse(audit!.after!)).toEqual({ status: "Pending" });

      // Once per rejection: the button is gone and a second post changes nothing.
      expect(await html("/seller/listings", cookie)).not.toContain(resubmitForm(listing.id));
      const pendingPage = await html(`/listing/${listing.id}`, cookie);
      expect(pendingPage).not.toContain(resubmitForm(listing.id));
      expect(pendingPage).toContain("Resubmitted on");
      const again = await resubmit(listing.id, cookie);
      expect(toastOf(again)).toMatchObject({ kind: "error", message: RESUBMIT_MESSAGES.failed });
      expect((await auditRows("listing", listing.id)).filter((r) => r.action === "listing.resubmit")).toHaveLength(1);
      // The moderator sees it was resubmitted, and why it was rejected.
      expect(await html(`/admin/listing/${listing.id}`, admin.cookie)).toContain(`after a rejection for: ${REASON}`);

      // Only a superadmin's approval makes it live, and the seller is told.
      const approved = await postForm(`/admin/listing/${listing.id}`, { status: "Approved" }, { cookie: admin.cookie });
      expect(approved.status).toBe(302);
      expect(await stored(listing.id)).toMatchObject({
        status: "Approved",
        rejectionReason: null,
        resubmittedAt: null,
      });
      const live = await lastMail(user.email);
      expect(live.mail?.subject).toBe("Your listing is live");
      expect(live.mail?.text).toContain(`${title} fixed`);
      expect(live.link).toBe(`/listing/${listing.id}`);
      expect(await balanceOf(user.id)).toBe(100);
      expect(await html("/seller/listings", cookie)).not.toContain(REASON);
    },
    SLOW,
  );

  it("a second rejection opens a second resubmission, with the new reason", async () => {
    const { cookie, listing } = await sellerListing("Rejected", { rejectionReason: "First reason" });
    const admin = await as("superadmin");
    expect((await resubmit(listing.id, cookie)).status).toBe(302);
    await reject(listing.id, admin.cookie, "Second reason");
    expect(await stored(listing.id)).toMatchObject({
      status: "Rejected",
      rejectionReason: "Second reason",
      resubmittedAt: null,
    });
    expect(await html("/seller/listings", cookie)).toContain(resubmitForm(listing.id));
    expect(toastOf(await resubmit(listing.id, cookie))?.message).toBe(RESUBMIT_MESSAGES.resubmitted);
    expect(await stored(listing.id)).toMatchObject({ status: "Pending", rejectionReason: "Second reason" });
  });

  it("only the poster resubmits: another seller gets not-found, an admin 403, a visitor the sign-in page", async () => {
    const { listing } = await sellerListing("Rejected", { rejectionReason: REASON });
    const other = await as("seller");
    expect((await resubmit(listing.id, other.cookie)).status).toBe(404);
    for (const role of ["admin", "superadmin"] as const) {
      const admin = await as(role);
      expect((await resubmit(listing.id, admin.cookie)).status).toBe(403);
      // Admins see the reason on the listing page, but no button: it is the poster's to press.
      const page = await html(`/listing/${listing.id}`, admin.cookie);
      expect(page).toContain(`Reason: ${REASON}`);
      expect(page).not.toContain(resubmitForm(listing.id));
    }
    const visitor = await postForm(`/listing/${listing.id}/resubmit`, { intent: "resubmit" });
    expect(visitor.status).toBe(302);
    expect(location(visitor)).toMatch(/^\/login/);
    expect(await stored(listing.id)).toMatchObject({ status: "Rejected", resubmittedAt: null });
    expect(await auditRows("listing", listing.id)).toHaveLength(0);
  });

  it("only while Rejected: a Pending, Approved or Sold listing is not resubmitted", async () => {
    for (const status of ["Pending", "Approved", "Sold"] as const) {
      const { cookie, listing } = await sellerListing(status);
      const res = await resubmit(listing.id, cookie, `/listing/${listing.id}`);
      expect(location(res)).toBe(`/listing/${listing.id}`);
      expect(toastOf(res)).toMatchObject({ kind: "error", message: RESUBMIT_MESSAGES.failed });
      expect(await stored(listing.id)).toMatchObject({ status, resubmittedAt: null });
      expect(await auditRows("listing", listing.id)).toHaveLength(0);
    }
  });

  it("the form is checked by its schema, and redirectTo stays on this site", async () => {
    const { cookie, listing } = await sellerListing("Rejected");
    const bad = await postForm(`/listing/${listing.id}/resubmit`, { intent: "approve" }, { cookie });
    expect(toastOf(bad)?.kind).toBe("error");
    expect(await stored(listing.id)).toMatchObject({ status: "Rejected" });
    const offsite = await resubmit(listing.id, cookie, "https://evil.example/x");
    expect(location(offsite)).toBe("/seller/listings");
    expect(await stored(listing.id)).toMatchObject({ status: "Pending" });
    expect((await get(`/listing/${listing.id}/resubmit`, { cookie })).status).toBe(302);
  });

  it("a rejection without a reason still shows the seller it was rejected, and may be resubmitted", async () => {
    const { cookie, listing } = await sellerListing("Approved");
    const admin = await as("superadmin");
    const res = await postForm(`/listing/${listing.id}/status`, { status: "Rejected" }, { cookie: admin.cookie });
    expect(toastOf(res)?.message).toBe(LISTING_ADMIN_MESSAGES.statusUpdated);
    expect(await stored(listing.id)).toMatchObject({ status: "Rejected", rejectionReason: null });
    const page = await html(`/listing/${listing.id}`, cookie);
    expect(page).toContain("No reason was given.");
    expect(page).toContain(resubmitForm(listing.id));
  });
});

describe("the poster's mails on a superadmin's decision", () => {
  it("approval from the listing page's select or the admin table mails 'live'; Sold back to Approved does not", async () => {
    const admin = await as("superadmin");
    const one = await sellerListing("Pending");
    await postForm(`/listing/${one.listing.id}/status`, { status: "Approved" }, { cookie: admin.cookie });
    expect((await lastMail(one.user.email)).mail?.subject).toBe("Your listing is live");

    const two = await sellerListing("Rejected", { rejectionReason: REASON });
    const fields = { intent: "listing-status", listingId: String(two.listing.id), status: "Approved" };
    expect((await postForm("/admin/listings", fields, { cookie: admin.cookie })).status).toBe(302);
    expect((await lastMail(two.user.email)).mail?.subject).toBe("Your listing is live");
    expect(await stored(two.listing.id)).toMatchObject({ status: "Approved", rejectionReason: null });

    const sold = await sellerListing("Sold");
    await postForm(`/listing/${sold.listing.id}/status`, { status: "Approved" }, { cookie: admin.cookie });
    expect(await mailCount(sold.user.email)).toBe(0);
  });

  it("the reason is never in a visitor's or a buyer's page", async () => {
    const { listing } = await sellerListing("Approved", { rejectionReason: "Old secret reason" });
    const buyer = await as("buyer");
    for (const cookie of [undefined, buyer.cookie]) {
      const res = await get(`/listing/${listing.id}`, { cookie });
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain("Old secret reason");
    }
  });
});

describe("resubmission and edits after approval (listing_reviews)", () => {
  it(
    "a rejection ends a waiting review; the resubmitted version, once approved, is what later edits are compared with",
    async () => {
      const { cookie, listing, fields, title } = await sellerListing("Approved");
      const admin = await as("superadmin");
      const edit = async (t: string) => {
        const res = await postMultipart(`/listing/edit/${listing.id}`, toFormData({ ...fields, title: t }), { cookie });
        expect(toastOf(res)?.message).toBe(LISTING_MESSAGES.updated);
      };
      const review = () =>
        env.DB.prepare("SELECT before FROM listing_reviews WHERE listing_id = ?")
          .bind(listing.id)
          .first<{ before: string }>();
      await edit(`${title} v2`);
      expect(await review()).not.toBeNull();
      await reject(listing.id, admin.cookie);
      expect(await review()).toBeNull();
      await edit(`${title} v3`);
      expect(await review()).toBeNull();
      expect((await resubmit(listing.id, cookie)).status).toBe(302);
      expect(await review()).toBeNull();
      await postForm(`/admin/listing/${listing.id}`, { status: "Approved" }, { cookie: admin.cookie });
      await edit(`${title} v4`);
      const row = await review();
      expect(JSON.parse(row!.before).title).toBe(`${title} v3`);
    },
    SLOW,
  );
});
