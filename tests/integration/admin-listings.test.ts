// The admin listings pages through the built app (docs/product.md#admin): the moderation table
// with its filters, sort and paging in the URL; status changes (superadmins) and deletes with
// their audit rows; the Quick enquiries tab; /admin/listing/:id with the rejection mail, the
// enquiries and the views per day. Who may open them is in role-by-route.test.ts.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Role } from "~/domain/catalog";
import { DAY_MS, istDayStart } from "~/domain/dates";
import { MODERATION_MESSAGES } from "~/schemas/admin-listings";
import { QUICK_ENQUIRY_MESSAGES } from "~/schemas/quick-enquiry";
import { enquiries, listings, listingViews, quickEnquiries } from "~/server/db/schema.server";
import { REVIEW_MESSAGES } from "~/server/listings/listing-reviews.server";
import { LISTING_ADMIN_MESSAGES } from "~/server/listings/manage.server";
import { viewsPerDay } from "~/server/views/views-chart.server";
import { lastMail } from "../helpers/auth";
import { auditRows, db, insertListing, insertUser, unique } from "../helpers/db";
import { get, location, postForm, signInAs, toastOf } from "../helpers/http";

async function as(role: Role) {
  const user = await insertUser({ role });
  return { user, cookie: await signInAs(user.id) };
}

async function html(path: string, cookie: string): Promise<string> {
  const res = await get(path, { cookie });
  expect(res.status).toBe(200);
  return res.text();
}

/** The titles in the order the page shows them, out of `titles`. */
function order(page: string, titles: string[]): string[] {
  return titles.filter((t) => page.includes(t)).sort((a, b) => page.indexOf(a) - page.indexOf(b));
}

const statusOf = async (id: number) =>
  (await db().select({ status: listings.status }).from(listings).where(eq(listings.id, id)).get())?.status;

describe("/admin/listings: the moderation table", () => {
  it("Pending first by default, then newest; with the poster, phone, poster type, area, city and views", async () => {
    const city = `Town${unique()}`;
    const poster = await insertUser({ role: "seller", phone: "+919812345678" });
    const pending = await insertListing({
      city,
      status: "Pending",
      title: `Old pending ${unique()}`,
      postedById: poster.id,
    });
    const approved = await insertListing({ city, status: "Approved", title: `Newer approved ${unique()}`, views: 7 });
    const rejected = await insertListing({ city, status: "Rejected", title: `Newest rejected ${unique()}` });
    const { cookie } = await as("admin");
    const page = await html(`/admin/listings?city=${city}`, cookie);
    expect(order(page, [pending.title, approved.title, rejected.title])).toEqual([
      pending.title,
      rejected.title,
      approved.title,
    ]);
    expect(page).toContain(`href="/admin/listing/${pending.id}"`);
    expect(page).toContain(`href="/listing/edit/${pending.id}"`);
    expect(page).toContain(poster.username);
    expect(page).toContain("+919812345678");
    expect(page).toContain("Owner");
    // An admin sees the status as text, never the select.
    expect(page).not.toContain(`aria-label="Status of ${pending.title}"`);
    expect(page).toContain(`aria-label="Delete ${pending.title}"`);
  });

  it("a superadmin gets a status select (and a Save button that works without JavaScript)", async () => {
    const city = `Town${unique()}`;
    const listing = await insertListing({ city, status: "Pending" });
    const { cookie } = await as("superadmin");
    const page = await html(`/admin/listings?city=${city}`, cookie);
    expect(page).toMatch(new RegExp(`<select[^>]*name="status"[^>]*aria-label="Status of ${listing.title}"`));
    expect(page).toContain(`aria-label="Save status: ${listing.title}"`);
  });

  it("filters by area and city text (any case), status and type, all in the URL", async () => {
    const city = `Town${unique()}`;
    const plot = await insertListing({ city, area: "Peelamedu", type: "plot", status: "Approved" });
    const villa = await insertListing({ city, area: "Peelamedu", type: "villa", status: "Pending" });
    const other = await insertListing({ city, area: "Saibaba Colony", type: "villa", status: "Pending" });
    const { cookie } = await as("admin");
    const all = [plot.title, villa.title, other.title];
    const lower = city.toLowerCase();
    expect(order(await html(`/admin/listings?city=${lower}&area=peela`, cookie), all).sort()).toEqual(
      [plot.title, villa.title].sort(),
    );
    expect(order(await html(`/admin/listings?city=${city}&status=Pending&type=villa`, cookie), all).sort()).toEqual(
      [villa.title, other.title].sort(),
    );
    expect(order(await html(`/admin/listings?city=${city}&type=plot`, cookie), all)).toEqual([plot.title]);
    // Unknown values are ignored rather than failing the page.
    expect(order(await html(`/admin/listings?city=${city}&status=Nope&type=castle&page=x`, cookie), all)).toHaveLength(
      3,
    );
    expect(await html(`/admin/listings?city=nowhere-${unique()}`, cookie)).toContain("No results.");
  });

  it("sorts by views, most first then fewest first, from the Views header", async () => {
    const city = `Town${unique()}`;
    const few = await insertListing({ city, views: 2 });
    const many = await insertListing({ city, views: 90, status: "Approved" });
    const pending = await insertListing({ city, views: 10, status: "Pending" });
    const { cookie } = await as("admin");
    const titles = [few.title, many.title, pending.title];
    const queue = await html(`/admin/listings?city=${city}`, cookie);
    expect(queue).toContain(`href="/admin/listings?city=${city}&amp;sort=views&amp;order=desc"`);
    expect(order(await html(`/admin/listings?city=${city}&sort=views&order=desc`, cookie), titles)).toEqual([
      many.title,
      pending.title,
      few.title,
    ]);
    const asc = await html(`/admin/listings?city=${city}&sort=views&order=asc`, cookie);
    expect(order(asc, titles)).toEqual([few.title, pending.title, many.title]);
    expect(asc).toContain('aria-sort="ascending"');
  });

  it("pages 20 at a time, keeping the filters in the page links", async () => {
    const city = `Town${unique()}`;
    const seller = await insertUser({ role: "seller" });
    const rows = [];
    for (let i = 0; i < 21; i++) rows.push(await insertListing({ city, postedById: seller.id }, { images: 0 }));
    const { cookie } = await as("admin");
    const first = await html(`/admin/listings?city=${city}`, cookie);
    expect(first).toContain(`href="/admin/listings?city=${city}&amp;page=2"`);
    const second = await html(`/admin/listings?city=${city}&page=2`, cookie);
    // Newest first: the oldest of the 21 is alone on page 2.
    expect(
      order(
        second,
        rows.map((r) => r.title),
      ),
    ).toEqual([rows[0]!.title]);
  });
});

describe("/admin/listings: actions", () => {
  it("a superadmin's status change: back with a toast, saved, and audited with before and after", async () => {
    const listing = await insertListing({ status: "Pending" });
    const { user, cookie } = await as("superadmin");
    const back = "/admin/listings?status=Pending";
    const res = await postForm(
      "/admin/listings",
      { intent: "listing-status", listingId: String(listing.id), status: "Approved", redirectTo: back },
      { cookie },
    );
    expect(res.status).toBe(302);
    expect(location(res)).toBe(back);
    expect(toastOf(res)).toMatchObject({ kind: "success", message: LISTING_ADMIN_MESSAGES.statusUpdated });
    expect(await statusOf(listing.id)).toBe("Approved");
    const [audit] = await auditRows("listing", listing.id);
    expect(audit).toMatchObject({ actorId: user.id, actorEmail: user.email, action: "listing.status" });
    expect(JSON.parse(audit!.before!)).toEqual({ status: "Pending" });
    expect(JSON.parse(audit!.after!)).toEqual({ status: "Approved" });
    // The listing is now on the home page.
    expect(await (await get("/")).text()).toContain(listing.title);
  });

  it("refused input changes nothing: an unknown status, an unknown listing, a foreign redirect", async () => {
    const listing = await insertListing({ status: "Pending" });
    const { cookie } = await as("superadmin");
    const bad = await postForm(
      "/admin/listings",
      {
        intent: "listing-status",
        listingId: String(listing.id),
        status: "Deleted",
        redirectTo: "https://evil.example/",
      },
      { cookie },
    );
    expect(location(bad)).toBe("/admin/listings");
    expect(toastOf(bad)).toMatchObject({ kind: "error", message: LISTING_ADMIN_MESSAGES.statusFailed });
    expect(await statusOf(listing.id)).toBe("Pending");
    const missing = await postForm(
      "/admin/listings",
      { intent: "listing-status", listingId: "999999999", status: "Approved" },
      { cookie },
    );
    expect(toastOf(missing)).toMatchObject({ kind: "error", message: LISTING_ADMIN_MESSAGES.statusFailed });
    expect(await auditRows("listing", listing.id)).toHaveLength(0);
  });

  it("row actions are parsed by one schema: an unknown intent or a bad field is refused, nothing changes", async () => {
    const listing = await insertListing({ status: "Pending" });
    const { cookie } = await as("superadmin");
    const refused: [Record<string, string>, string][] = [
      [{ intent: "listing-explode", listingId: String(listing.id) }, "Please try again"],
      [{ listingId: String(listing.id), status: "Approved" }, "Please try again"],
      [{ intent: "__proto__", listingId: String(listing.id) }, "Please try again"],
      [{ intent: "listing-status", listingId: "1e3", status: "Approved" }, LISTING_ADMIN_MESSAGES.statusFailed],
      [{ intent: "listing-status", listingId: String(listing.id) }, LISTING_ADMIN_MESSAGES.statusFailed],
      [{ intent: "listing-delete", listingId: "-4" }, LISTING_ADMIN_MESSAGES.deleteFailed],
      [{ intent: "listing-review", listingId: String(listing.id), editedAt: "soon" }, REVIEW_MESSAGES.failed],
      [{ intent: "enquiry-delete", enquiryId: "x" }, QUICK_ENQUIRY_MESSAGES.deleteFailed],
    ];
    for (const [fields, message] of refused) {
      const res = await postForm("/admin/listings", fields, { cookie });
      expect(res.status).toBe(302);
      expect(toastOf(res)).toMatchObject({ kind: "error", message });
      // A fetcher's post: no redirect, the failure comes back as data.
      const data = await postForm("/admin/listings", { ...fields, stay: "1" }, { cookie });
      expect(data.status).toBe(200);
      expect(await data.text()).toContain(message);
    }
    expect(await statusOf(listing.id)).toBe("Pending");
    expect(await auditRows("listing", listing.id)).toHaveLength(0);
  });

  it("an admin's delete: the listing goes, with an audit row; with JavaScript the answer is data", async () => {
    const listing = await insertListing({ status: "Approved" });
    const { user, cookie } = await as("admin");
    const res = await postForm(
      "/admin/listings",
      { intent: "listing-delete", listingId: String(listing.id) },
      { cookie },
    );
    expect(res.status).toBe(302);
    expect(toastOf(res)).toMatchObject({ kind: "success", message: LISTING_ADMIN_MESSAGES.deleted });
    expect(await statusOf(listing.id)).toBeUndefined();
    const [audit] = await auditRows("listing", listing.id);
    expect(audit).toMatchObject({ actorId: user.id, action: "listing.delete" });
    expect(JSON.parse(audit!.before!)).toMatchObject({ title: listing.title, status: "Approved" });

    const again = await postForm(
      "/admin/listings",
      { intent: "listing-delete", listingId: String(listing.id), stay: "1" },
      { cookie },
    );
    // A fetcher's post: no redirect, the page answers with the failure as data.
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(LISTING_ADMIN_MESSAGES.deleteFailed);
  });

  it("a poster deleting their own listing (My Listings) writes no admin audit row", async () => {
    const seller = await as("seller");
    const listing = await insertListing({ postedById: seller.user.id });
    const res = await postForm(`/listing/${listing.id}/delete`, {}, { cookie: seller.cookie });
    expect(res.status).toBe(302);
    expect(await auditRows("listing", listing.id)).toHaveLength(0);
  });
});

describe("/admin/listings?tab=quick-enquiries", () => {
  async function enquiry(name: string, status: "Open" | "FollwUp" = "Open") {
    return db()
      .insert(quickEnquiries)
      .values({ name, phone: "+919876543210", message: `Call ${name} about a plot`, status })
      .returning()
      .get();
  }

  it("lists name, phone, message, date and status (Follow Up for FollwUp); filters by name", async () => {
    const tag = unique("Q");
    const meena = await enquiry(`Meena ${tag}`, "FollwUp");
    const ravi = await enquiry(`Ravi ${tag}`);
    const { cookie } = await as("admin");
    const page = await html(`/admin/listings?tab=quick-enquiries&name=${encodeURIComponent(`meena ${tag}`)}`, cookie);
    expect(page).toContain(meena.name);
    expect(page).toContain(meena.message);
    expect(page).toContain("+919876543210");
    expect(page).not.toContain(ravi.name);
    expect(page).toMatch(/<option value="FollwUp" selected="">Follow Up<\/option>/);
  });

  it("an admin sets any status and deletes, each audited; a missing enquiry fails to delete", async () => {
    const row = await enquiry(`Kavitha ${unique()}`);
    const { user, cookie } = await as("admin");
    const back = "/admin/listings?tab=quick-enquiries";
    for (const status of ["FollwUp", "Spam", "Open", "Closed"] as const) {
      const res = await postForm(
        "/admin/listings",
        { intent: "enquiry-status", enquiryId: String(row.id), status, redirectTo: back },
        { cookie },
      );
      expect(location(res)).toBe(back);
      expect(toastOf(res)).toMatchObject({ kind: "success", message: QUICK_ENQUIRY_MESSAGES.statusUpdated });
      const saved = await db().select().from(quickEnquiries).where(eq(quickEnquiries.id, row.id)).get();
      expect(saved?.status).toBe(status);
    }
    const del = await postForm("/admin/listings", { intent: "enquiry-delete", enquiryId: String(row.id) }, { cookie });
    expect(toastOf(del)).toMatchObject({ kind: "success", message: "Enquiry deleted successfully" });
    expect(await db().select().from(quickEnquiries).where(eq(quickEnquiries.id, row.id)).get()).toBeUndefined();
    const trail = await auditRows("quick_enquiry", row.id);
    expect(trail.map((a) => a.action)).toEqual([...Array(4).fill("enquiry.status"), "enquiry.delete"]);
    expect(trail.every((a) => a.actorId === user.id)).toBe(true);
    expect(JSON.parse(trail[0]!.after!)).toEqual({ status: "FollwUp" });

    const gone = await postForm("/admin/listings", { intent: "enquiry-delete", enquiryId: String(row.id) }, { cookie });
    expect(toastOf(gone)).toMatchObject({ kind: "error", message: "Failed to delete enquiry" });
    const badStatus = await enquiry(`Bad ${unique()}`);
    const refused = await postForm(
      "/admin/listings",
      { intent: "enquiry-status", enquiryId: String(badStatus.id), status: "Lost" },
      { cookie },
    );
    expect(toastOf(refused)).toMatchObject({ kind: "error" });
    expect(await auditRows("quick_enquiry", badStatus.id)).toHaveLength(0);
  });
});

describe("/admin/listing/:id", () => {
  it("shows the listing (any status) with its enquiries and views per day; unknown ids are not found", async () => {
    const listing = await insertListing({ status: "Rejected", description: "A corner plot by the lake." });
    const buyer = await insertUser({ role: "buyer", fullName: "Revealing Buyer", phone: "+919700000001" });
    await db().insert(enquiries).values({ listingId: listing.id, sellerId: listing.postedById, buyerId: buyer.id });
    const now = Date.now();
    await db()
      .insert(listingViews)
      .values([
        { listingId: listing.id, counted: true, createdAt: now - DAY_MS },
        { listingId: listing.id, counted: true, createdAt: now - DAY_MS },
        { listingId: listing.id, counted: true, createdAt: now - 3 * DAY_MS },
        { listingId: listing.id, counted: false, createdAt: now - DAY_MS },
        { listingId: listing.id, counted: true, createdAt: now - 45 * DAY_MS },
      ]);
    const { cookie } = await as("admin");
    const page = await html(`/admin/listing/${listing.id}`, cookie);
    expect(page).toContain(listing.title);
    expect(page).toContain("A corner plot by the lake.");
    expect(page).toContain("Revealing Buyer");
    expect(page).toContain("+919700000001");
    expect(page).toMatch(/3 views from .+ to .+; at most 2 in one day\./);
    expect(page).toContain("Views per day as a table");
    // An admin sees the status, not the select.
    expect(page).toContain("only a superadmin changes it");
    expect(page).not.toMatch(/<select[^>]*name="status"/);
    expect((await get("/admin/listing/999999999", { cookie })).status).toBe(404);
    expect((await get("/admin/listing/abc", { cookie })).status).toBe(404);
  });

  it("views per day: the last 30 IST days, oldest first, counted views only", async () => {
    const listing = await insertListing();
    // 10:00 IST on 15 June 2025.
    const now = Date.UTC(2025, 5, 15, 4, 30);
    const at = (iso: string) => ({ listingId: listing.id, counted: true, createdAt: Date.parse(iso) });
    await db()
      .insert(listingViews)
      .values([
        at("2025-06-14T18:29:00Z"), // 23:59 IST on 14 June
        at("2025-06-14T18:31:00Z"), // 00:01 IST on 15 June
        at("2025-05-17T00:00:00Z"), // 17 May, the first day of the window
        at("2025-05-16T12:00:00Z"), // 16 May: outside
        { ...at("2025-06-15T01:00:00Z"), counted: false },
      ]);
    const series = await viewsPerDay(db(), { listingId: listing.id }, now);
    const today = istDayStart(now);
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ day: Date.parse("2025-05-16T18:30:00Z"), views: 1 }); // 17 May IST
    expect(series.at(-2)).toEqual({ day: today - DAY_MS, views: 1 });
    expect(series.at(-1)).toEqual({ day: today, views: 1 });
    expect(series.reduce((n, d) => n + d.views, 0)).toBe(3);
  });

  it("a superadmin rejects with a reason: saved, audited with the reason, and mailed to the poster", async () => {
    const poster = await insertUser({ role: "seller" });
    const listing = await insertListing({ status: "Pending", postedById: poster.id });
    const { user, cookie } = await as("superadmin");
    const page = await html(`/admin/listing/${listing.id}`, cookie);
    expect(page).toMatch(/<select[^>]*name="status"/);

    const reason = "The photos show a different plot.";
    const res = await postForm(`/admin/listing/${listing.id}`, { status: "Rejected", reason }, { cookie });
    expect(res.status).toBe(302);
    expect(location(res)).toBe(`/admin/listing/${listing.id}`);
    expect(toastOf(res)).toMatchObject({ kind: "success", message: LISTING_ADMIN_MESSAGES.statusUpdated });
    expect(await statusOf(listing.id)).toBe("Rejected");
    const [audit] = await auditRows("listing", listing.id);
    expect(audit).toMatchObject({ actorId: user.id, action: "listing.status", reason });
    const { mail } = await lastMail(poster.email);
    expect(mail?.subject).toBe("Your listing was not approved");
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain(listing.title);
  });

  it("a rejection without a reason is refused and changes nothing; approving needs none and mails 'live'", async () => {
    const poster = await insertUser({ role: "seller" });
    const listing = await insertListing({ status: "Pending", postedById: poster.id });
    const { cookie } = await as("superadmin");
    const refused = await postForm(`/admin/listing/${listing.id}`, { status: "Rejected" }, { cookie });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(MODERATION_MESSAGES.reasonRequired);
    expect(await statusOf(listing.id)).toBe("Pending");
    const approved = await postForm(`/admin/listing/${listing.id}`, { status: "Approved" }, { cookie });
    expect(approved.status).toBe(302);
    expect(await statusOf(listing.id)).toBe("Approved");
    expect((await lastMail(poster.email)).mail?.subject).toBe("Your listing is live");
    expect((await postForm("/admin/listing/999999999", { status: "Sold" }, { cookie })).status).toBe(404);
  });
});
