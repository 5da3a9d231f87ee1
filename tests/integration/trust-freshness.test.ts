// Fresh listings through the built app (docs/product.md#trust): "Confirmed N days ago" on the
// listing page; the daily job mails the 45-day reminder (once) and hides listings not confirmed
// for 60 days, and running it twice changes nothing more; the reminder's link is single-use and
// expires after 14 days; hidden listings leave the public list but keep their own URL with a
// notice; confirming (My Listings or the link) brings them back; "No longer available" hides at
// once and flags the listing for a superadmin.
import { afterEach, describe, expect, it, vi } from "vitest";
import { DAY_MS } from "~/domain/dates";
import { PHOTO_CLEANUP_CRON } from "~/server/listings/manage.server";
import { FRESHNESS_MESSAGES } from "~/server/trust/freshness.server";
import { lastMail, mailCount } from "../helpers/auth";
import { insertListing, insertUser } from "../helpers/db";
import { get, postForm, signInAs, toastOf } from "../helpers/http";
import { cardIds } from "../helpers/home";
import { runScheduled } from "../helpers/scheduled";
import { publicState } from "../helpers/trust";

const daily = (at: number) => runScheduled(PHOTO_CLEANUP_CRON, at);

/** A listing last confirmed `days` ago, by a seller of its own. */
async function confirmedDaysAgo(days: number, now = Date.now()) {
  const seller = await insertUser({ role: "seller" });
  const listing = await insertListing({ postedById: seller.id, confirmedAt: now - days * DAY_MS });
  return { seller, listing };
}

/** The reminder's page link: its token. */
async function reminderToken(email: string): Promise<string> {
  const { link } = await lastMail(email);
  const token = /token=([^\s&]+)/.exec(link ?? "")?.[1];
  if (!token) throw new Error(`no reminder link for ${email}`);
  return token;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the listing page", () => {
  it("says when the seller last confirmed it; approval counts as the first confirmation", async () => {
    const { listing } = await confirmedDaysAgo(12);
    expect(await (await get(`/listing/${listing.id}`)).text()).toContain("Confirmed 12 days ago");
    const pending = await insertListing({ status: "Pending" });
    const superadmin = await signInAs((await insertUser({ role: "superadmin" })).id);
    await postForm(`/listing/${pending.id}/status`, { status: "Approved" }, { cookie: superadmin });
    expect(await (await get(`/listing/${pending.id}`)).text()).toContain("Confirmed today");
  });
});

describe("the daily job", () => {
  it("mails the 45-day reminder once, hides at 60 days, and a second run changes nothing", async () => {
    const now = Date.now();
    const fresh = await confirmedDaysAgo(30, now);
    const due = await confirmedDaysAgo(46, now);
    const stale = await confirmedDaysAgo(61, now);
    await daily(now);
    await daily(now);

    expect(await mailCount(fresh.seller.email)).toBe(0);
    expect(await mailCount(due.seller.email)).toBe(1);
    expect(await mailCount(stale.seller.email)).toBe(1);
    const { mail, link } = await lastMail(due.seller.email);
    expect(mail?.subject).toBe("Is your listing still available?");
    expect(link).toMatch(/\/confirm-listing\?token=/);

    expect(await publicState(fresh.listing.id)).toMatchObject({ isPublic: true, hiddenReason: null });
    expect(await publicState(due.listing.id)).toMatchObject({ isPublic: true, remindedAt: now });
    expect(await publicState(stale.listing.id)).toMatchObject({ isPublic: false, hiddenReason: "stale" });

    // A day later still one reminder each: at most one per listing per 45 days.
    await daily(now + DAY_MS);
    expect(await mailCount(due.seller.email)).toBe(1);
  });

  it("a stale listing leaves the public list but opens at its URL with the notice; confirming brings it back", async () => {
    const now = Date.now();
    const { seller, listing } = await confirmedDaysAgo(70, now);
    const listed = async () => cardIds(await (await get("/coimbatore/rs-puram/plots")).text());
    expect(await listed()).toContain(listing.id);
    await daily(now);
    expect(await listed()).not.toContain(listing.id);
    const page = await get(`/listing/${listing.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("This listing has not been confirmed recently");

    const cookie = await signInAs(seller.id);
    const mine = await (await get("/seller/listings", { cookie })).text();
    expect(mine).toContain("This listing has not been confirmed recently");
    const res = await postForm(
      `/listing/${listing.id}/availability`,
      { answer: "available", redirectTo: "/seller/listings" },
      { cookie },
    );
    expect(toastOf(res)).toMatchObject({ kind: "success", message: FRESHNESS_MESSAGES.confirmed });
    expect(await publicState(listing.id)).toMatchObject({ isPublic: true, hiddenReason: null });
    expect(await listed()).toContain(listing.id);
  });
});

describe("the reminder's link", () => {
  it("answers without signing in, once", async () => {
    const { seller, listing } = await confirmedDaysAgo(65);
    await daily(Date.now());
    const token = await reminderToken(seller.email);
    const page = await (await get(`/confirm-listing?token=${token}`)).text();
    expect(page).toContain(listing.title);
    expect(page).toContain("Still available");

    const first = await postForm("/confirm-listing", { token, answer: "available" });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(FRESHNESS_MESSAGES.confirmed);
    expect(await publicState(listing.id)).toMatchObject({ isPublic: true });

    const again = await postForm("/confirm-listing", { token, answer: "unavailable" });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(FRESHNESS_MESSAGES.tokenUsed);
    expect(await publicState(listing.id)).toMatchObject({ isPublic: true, hiddenReason: null });
    expect(await (await get("/confirm-listing?token=not-a-token")).text()).toContain(FRESHNESS_MESSAGES.tokenInvalid);
  });

  it("expires after 14 days", async () => {
    const { seller, listing } = await confirmedDaysAgo(50);
    await daily(Date.now());
    const token = await reminderToken(seller.email);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 14 * DAY_MS + 1000);
    expect(await (await get(`/confirm-listing?token=${token}`)).text()).toContain(FRESHNESS_MESSAGES.tokenExpired);
    const res = await postForm("/confirm-listing", { token, answer: "available" });
    expect(await res.text()).toContain(FRESHNESS_MESSAGES.tokenExpired);
    vi.useRealTimers();
    expect(await publicState(listing.id)).toMatchObject({ remindedAt: expect.any(Number) });
  });
});

describe("No longer available", () => {
  it("hides the listing at once and flags it for a superadmin, who sets it Sold", async () => {
    const { seller, listing } = await confirmedDaysAgo(3);
    const cookie = await signInAs(seller.id);
    const res = await postForm(`/listing/${listing.id}/availability`, { answer: "unavailable" }, { cookie });
    expect(toastOf(res)).toMatchObject({ kind: "success", message: FRESHNESS_MESSAGES.unavailable });
    expect(await publicState(listing.id)).toMatchObject({ isPublic: false, hiddenReason: "seller_unavailable" });

    const superadmin = await signInAs((await insertUser({ role: "superadmin" })).id);
    const queue = await (await get(`/admin/listings?status=Approved`, { cookie: superadmin })).text();
    expect(queue).toContain("Seller says no longer available: set Sold");
    await postForm(`/listing/${listing.id}/status`, { status: "Sold" }, { cookie: superadmin });
    expect(await publicState(listing.id)).toMatchObject({ status: "Sold", isPublic: true, hiddenReason: null });
  });

  it("only the listing's seller may answer for it", async () => {
    const { listing } = await confirmedDaysAgo(3);
    const other = await signInAs((await insertUser({ role: "seller" })).id);
    const res = await postForm(`/listing/${listing.id}/availability`, { answer: "unavailable" }, { cookie: other });
    expect(res.status).toBe(404);
    expect(await publicState(listing.id)).toMatchObject({ isPublic: true });
  });
});
