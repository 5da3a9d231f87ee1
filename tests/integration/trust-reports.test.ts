// "Report this listing" and the Reports tab through the built app (docs/product.md#trust):
// anyone may report a listing they can see, within per-address and per-user limits, with one
// open report per reporter and listing; three distinct "Already sold" reporters hide a listing
// until a superadmin looks; admins resolve or dismiss with audit rows; the seller sees reasons.
import { describe, expect, it } from "vitest";
import { REPORT_REASONS } from "~/domain/catalog";
import { REPORT_LIMITS } from "~/domain/rate-limit";
import { REPORT_MESSAGES } from "~/schemas/report";
import { auditRows, insertListing, insertUser, unique } from "../helpers/db";
import { get, location, postForm, signInAs, toastOf } from "../helpers/http";
import { freshIp, publicState, reportsOf } from "../helpers/trust";

const report = (
  listingId: number,
  fields: Record<string, string>,
  opts: { cookie?: string; ip?: Record<string, string> } = {},
) => postForm(`/listing/${listingId}/report`, fields, { cookie: opts.cookie, headers: opts.ip ?? freshIp() });

describe("Report this listing", () => {
  it("is a plain form on every listing page, signed in or not, with the six reasons and a note", async () => {
    const listing = await insertListing();
    const html = await (await get(`/listing/${listing.id}`)).text();
    expect(html).toContain("Report this listing");
    expect(html).toMatch(new RegExp(`<form[^>]*method="post"[^>]*action="/listing/${listing.id}/report"`));
    for (const reason of REPORT_REASONS) expect(html).toContain(`value="${reason}"`);
    expect(html).toMatch(/<textarea[^>]*name="note"[^>]*maxLength="500"/);
    const page = await get(`/listing/${listing.id}/report`);
    expect(page.status).toBe(200);
  });

  it("signed out: stored Open under a hashed address, back to the listing with a toast; once per reporter", async () => {
    const listing = await insertListing();
    const ip = freshIp();
    const res = await report(listing.id, { reason: "Wrong price or details", note: "Price is 10 lakh more" }, { ip });
    expect(res.status).toBe(302);
    expect(location(res)).toBe(`/listing/${listing.id}`);
    expect(toastOf(res)).toMatchObject({ kind: "success", message: REPORT_MESSAGES.sent });
    const again = await report(listing.id, { reason: "Other" }, { ip });
    expect(toastOf(again)).toMatchObject({ kind: "info", message: REPORT_MESSAGES.already });
    const rows = await reportsOf(listing.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "Open", reporterId: null, note: "Price is 10 lakh more" });
    expect(rows[0]!.reporterKey).toMatch(/^ip:[0-9a-f]{24}$/);
    expect(rows[0]!.reporterKey).not.toContain(ip["CF-Connecting-IP"]!);
  });

  it("signed in: the user is the reporter, from any address; with JavaScript the answer is data", async () => {
    const listing = await insertListing();
    const user = await insertUser();
    const cookie = await signInAs(user.id);
    const res = await report(listing.id, { reason: "Duplicate", stay: "1" }, { cookie });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(REPORT_MESSAGES.sent);
    const again = await report(listing.id, { reason: "Other", stay: "1" }, { cookie });
    expect(await again.text()).toContain(REPORT_MESSAGES.already);
    expect(await reportsOf(listing.id)).toEqual([
      expect.objectContaining({ reporterId: user.id, reason: "Duplicate" }),
    ]);
  });

  it("refuses a missing reason or a note over 500 characters with the form's messages; stores nothing", async () => {
    const listing = await insertListing();
    const none = await report(listing.id, { note: "x" });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain(REPORT_MESSAGES.reason);
    const long = await report(listing.id, { reason: "Other", note: "x".repeat(501) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain(REPORT_MESSAGES.note);
    expect(await reportsOf(listing.id)).toHaveLength(0);
  });

  it("a listing the reporter may not see is not found", async () => {
    const pending = await insertListing({ status: "Pending" });
    expect((await report(pending.id, { reason: "Other" })).status).toBe(404);
    expect((await report(999_999_999, { reason: "Other" })).status).toBe(404);
  });

  it("limits reports per address", async () => {
    const ip = freshIp();
    const { limit } = REPORT_LIMITS.perIp;
    for (let i = 0; i < limit; i++) {
      const l = await insertListing();
      expect((await report(l.id, { reason: "Other" }, { ip })).status).toBe(302);
    }
    const last = await insertListing();
    const refused = await report(last.id, { reason: "Other" }, { ip });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(REPORT_MESSAGES.tooMany);
    expect(await reportsOf(last.id)).toHaveLength(0);
  });

  it("limits reports per user, whatever the address", async () => {
    const user = await insertUser();
    const cookie = await signInAs(user.id);
    const { limit } = REPORT_LIMITS.perUser;
    for (let i = 0; i < limit; i++) {
      const l = await insertListing();
      expect((await report(l.id, { reason: "Other" }, { cookie })).status).toBe(302);
    }
    const last = await insertListing();
    expect((await report(last.id, { reason: "Other" }, { cookie })).status).toBe(429);
  });
});

describe("three distinct reporters saying Already sold", () => {
  it("hide an Approved listing from public view (its own URL still opens) until a superadmin dismisses them", async () => {
    const listing = await insertListing();
    const admin = await insertUser({ role: "admin" });
    const superadmin = await insertUser({ role: "superadmin" });
    const signedIn = await signInAs((await insertUser()).id);
    // The same reporter twice counts once.
    const ip = freshIp();
    await report(listing.id, { reason: "Already sold" }, { ip });
    await report(listing.id, { reason: "Already sold" }, { ip });
    await report(listing.id, { reason: "Already sold" }, { cookie: signedIn });
    await report(listing.id, { reason: "Wrong price or details" });
    expect(await publicState(listing.id)).toMatchObject({ isPublic: true, hiddenReason: null });

    await report(listing.id, { reason: "Already sold" });
    expect(await publicState(listing.id)).toMatchObject({ isPublic: false, hiddenReason: "reported_sold" });
    const page = await get(`/listing/${listing.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Several visitors reported this property as sold");

    // An admin's dismissal closes the reports but only a superadmin's look brings it back.
    const close = (cookie: string) =>
      postForm(
        "/admin/reports",
        { intent: "close-reports", listingId: String(listing.id), reason: "Already sold", outcome: "Dismissed" },
        { cookie },
      );
    const byAdmin = await close(await signInAs(admin.id));
    expect(toastOf(byAdmin)).toMatchObject({ kind: "success", message: REPORT_MESSAGES.closed });
    expect(await publicState(listing.id)).toMatchObject({ isPublic: false });
    // Reported again by three, then dismissed by a superadmin: shown again.
    for (let i = 0; i < 3; i++) await report(listing.id, { reason: "Already sold" });
    expect(toastOf(await close(await signInAs(superadmin.id)))).toMatchObject({ kind: "success" });
    expect(await publicState(listing.id)).toMatchObject({ isPublic: true, hiddenReason: null });
    const audit = (await auditRows("listing", listing.id)).filter((r) => r.action === "report.dismiss");
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[1]!.after!)).toMatchObject({ status: "Dismissed", shownAgain: true });
  });

  it("a superadmin's status change (Sold) is a look too: the listing shows again, as Sold", async () => {
    const listing = await insertListing();
    for (let i = 0; i < 3; i++) await report(listing.id, { reason: "Already sold" });
    expect(await publicState(listing.id)).toMatchObject({ hiddenReason: "reported_sold" });
    const superadmin = await insertUser({ role: "superadmin" });
    await postForm(`/listing/${listing.id}/status`, { status: "Sold" }, { cookie: await signInAs(superadmin.id) });
    expect(await publicState(listing.id)).toMatchObject({ status: "Sold", isPublic: true, hiddenReason: null });
  });
});

describe("the Reports tab", () => {
  it("lists a listing's reports per reason with the reporters' count and notes; filters by reason and status", async () => {
    const listing = await insertListing({ title: `Reported ${unique()}` });
    await report(listing.id, { reason: "Fake or misleading", note: "Photos are of another plot" });
    await report(listing.id, { reason: "Fake or misleading", note: "" });
    await report(listing.id, { reason: "Duplicate" });
    const cookie = await signInAs((await insertUser({ role: "admin" })).id);
    const html = await (await get("/admin/reports?reason=Fake+or+misleading", { cookie })).text();
    expect(html).toContain(listing.title);
    expect(html).toContain("Photos are of another plot");
    const row = html.slice(html.indexOf(listing.title));
    expect(row).toMatch(/Fake or misleading<\/td><td[^>]*>2</);
    expect(html).not.toContain("Duplicate reports on listing");

    const resolved = await postForm(
      "/admin/reports",
      { intent: "close-reports", listingId: String(listing.id), reason: "Fake or misleading", outcome: "Resolved" },
      { cookie },
    );
    expect(toastOf(resolved)).toMatchObject({ kind: "success" });
    const open = await (await get("/admin/reports?reason=Fake+or+misleading", { cookie })).text();
    expect(open).not.toContain(listing.title);
    const done = await (await get("/admin/reports?reason=Fake+or+misleading&status=Resolved", { cookie })).text();
    expect(done).toContain(listing.title);
    const audit = (await auditRows("listing", listing.id)).filter((r) => r.action === "report.resolve");
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.before!)).toMatchObject({ reason: "Fake or misleading", status: "Open", reports: 2 });
    // Nothing left open: a second post changes nothing and writes no audit row.
    const twice = await postForm(
      "/admin/reports",
      { intent: "close-reports", listingId: String(listing.id), reason: "Fake or misleading", outcome: "Resolved" },
      { cookie },
    );
    expect(toastOf(twice)).toMatchObject({ kind: "error" });
    expect((await auditRows("listing", listing.id)).filter((r) => r.action === "report.resolve")).toHaveLength(1);
  });

  it("is for admins only", async () => {
    const listing = await insertListing();
    await report(listing.id, { reason: "Other" });
    expect(location(await get("/admin/reports"))).toMatch(/^\/login/);
    const buyer = await signInAs((await insertUser()).id);
    expect(location(await get("/admin/reports", { cookie: buyer }))).toMatch(/^\/login/);
    const post = await postForm(
      "/admin/reports",
      { intent: "close-reports", listingId: String(listing.id), reason: "Other", outcome: "Dismissed" },
      { cookie: buyer },
    );
    expect(location(post)).toMatch(/^\/login/);
    expect(await reportsOf(listing.id)).toEqual([expect.objectContaining({ status: "Open" })]);
  });
});

describe("the seller", () => {
  it("sees the reasons of open reports in My Listings, never who sent them or their notes", async () => {
    const seller = await insertUser({ role: "seller" });
    const listing = await insertListing({ postedById: seller.id });
    const reporter = await insertUser({ fullName: `Reporter ${unique()}` });
    await report(
      listing.id,
      { reason: "Posted by a broker as owner", note: "secret note" },
      { cookie: await signInAs(reporter.id) },
    );
    const html = await (await get("/seller/listings", { cookie: await signInAs(seller.id) })).text();
    expect(html).toContain("Reported: Posted by a broker as owner");
    expect(html).not.toContain("secret note");
    expect(html).not.toContain(reporter.fullName);
  });
});
