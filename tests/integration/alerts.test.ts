// Saved-search alerts and price drops through the built app and the Worker's queue handler
// (docs/product.md#alerts, decision 0048): when a listing counts as newly public; the daily job and
// the real local queue; matching by every filter (the AI text kept in the link); at most 10
// listings and "and N more"; daily, weekly and off; price drops; no mail without news; one mail per
// user and day, also after a redelivery; signed single-purpose one-click unsubscribe; the
// dead-letter path on the Health page.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ALERTS_CRON, dueSearchesAt, usersWithPriceDrops } from "~/server/alerts/digest.server";
import { signUnsubscribe } from "~/server/alerts/unsubscribe.server";
import { DEV_APP_SECRET } from "~/server/platform/env.server";
import { DAY_MS } from "~/domain/dates";
import { PHOTO_CLEANUP_CRON } from "~/server/listings/manage.server";
import { db, insertListing, insertUser } from "../helpers/db";
import { PRODUCTION_ENV, PRODUCTION_ORIGIN } from "../helpers/env";
import { get, postForm, signInAs } from "../helpers/http";
import {
  alertWindow,
  digestJob,
  digestKey,
  digestMails,
  favouriteRow,
  insertAlertUser,
  insertPublicListing,
  insertSavedSearch,
  publicSinceOf,
  runDigest,
  redeliver,
  savedSearchRow,
} from "../helpers/alerts";
import { captureQueue, DEAD_LETTER_QUEUE_NAME, deliveryOf, runQueue, waitUntil } from "../helpers/queue";
import { runScheduled } from "../helpers/scheduled";
import { emailMock } from "../mocks/email";
import { fetchMock } from "../mocks/fetch";
import { favourites, listings, savedSearches } from "~/server/db/schema.server";
import { eq } from "drizzle-orm";

const listingLink = (id: number) => `/listing/${id}\n`;

describe("public_since: when a listing became public", () => {
  it("is set by approval, kept while public, cleared when hidden or rejected, set again when shown", async () => {
    const seller = await insertUser({ role: "seller" });
    const listing = await insertListing({ status: "Pending", postedById: seller.id });
    expect(await publicSinceOf(listing.id)).toBeNull();
    const superadmin = await signInAs((await insertUser({ role: "superadmin" })).id);
    const before = Date.now();
    await postForm(`/listing/${listing.id}/status`, { status: "Approved" }, { cookie: superadmin });
    const approved = await publicSinceOf(listing.id);
    expect(approved).toBeGreaterThanOrEqual(before);

    await postForm(`/listing/${listing.id}/status`, { status: "Sold" }, { cookie: superadmin });
    expect(await publicSinceOf(listing.id)).toBe(approved); // Sold is still public

    const cookie = await signInAs(seller.id);
    await postForm(`/listing/${listing.id}/availability`, { answer: "unavailable" }, { cookie });
    // Sold takes no answer: back to Approved first.
    await postForm(`/listing/${listing.id}/status`, { status: "Approved" }, { cookie: superadmin });
    expect(await publicSinceOf(listing.id)).toBe(approved);
    await postForm(`/listing/${listing.id}/availability`, { answer: "unavailable" }, { cookie });
    expect(await publicSinceOf(listing.id)).toBeNull();
    await postForm(`/listing/${listing.id}/availability`, { answer: "available" }, { cookie });
    const shownAgain = await publicSinceOf(listing.id);
    expect(shownAgain).toBeGreaterThanOrEqual(approved!);

    await postForm(
      `/listing/${listing.id}/status`,
      { status: "Rejected", reason: "Blurry photos" },
      { cookie: superadmin },
    );
    expect(await publicSinceOf(listing.id)).toBeNull();
  });

  it("the daily job's stale hiding clears it; confirming brings it back", async () => {
    const now = Date.now();
    const seller = await insertUser({ role: "seller" });
    const listing = await insertListing({
      postedById: seller.id,
      confirmedAt: now - 61 * DAY_MS,
      publicSince: now - 90 * DAY_MS,
    });
    await runScheduled(PHOTO_CLEANUP_CRON, now);
    expect(await publicSinceOf(listing.id)).toBeNull();
    await postForm(
      `/listing/${listing.id}/availability`,
      { answer: "available" },
      { cookie: await signInAs(seller.id) },
    );
    expect(await publicSinceOf(listing.id)).toBeGreaterThanOrEqual(now);
  });
});

describe("matching", () => {
  // Each case: a filter, a listing it takes and one it leaves out (differing in that one field).
  const cases: { query: string; yes: Record<string, unknown>; no: Record<string, unknown> }[] = [
    { query: "type=villa", yes: { type: "villa" }, no: { type: "plot" } },
    { query: "location=Peelamedu", yes: { area: "Peelamedu" }, no: { area: "RS Puram" } },
    { query: "minPrice=3000000", yes: { price: 3_000_000 }, no: { price: 2_999_999 } },
    { query: "maxPrice=3000000", yes: { price: 3_000_000 }, no: { price: 3_000_001 } },
    { query: "bhk=3", yes: { bhk: 3 }, no: { bhk: 2 } },
    { query: "facing=north", yes: { facing: "north" }, no: { facing: "east" } },
    { query: "dtcp=1", yes: { dtcpApproved: true }, no: { dtcpApproved: false } },
    { query: "ready=1", yes: { readyToMove: true }, no: { readyToMove: false } },
    { query: "gated=1", yes: { gatedCommunity: true }, no: { gatedCommunity: false } },
    { query: "minArea=5", yes: { landArea: 2178 }, no: { landArea: 2175 } },
    { query: "maxArea=5", yes: { landArea: 2178 }, no: { landArea: 2180 } },
    {
      query: "bbox=76.9,11,77,11.1",
      yes: { latitude: 11.05, longitude: 76.95 },
      no: { latitude: 11.2, longitude: 76.95 },
    },
    { query: "type=plot&sort=price-asc&ai=plots+near+rs+puram", yes: { type: "plot" }, no: { type: "house" } },
  ];

  for (const c of cases) {
    it(`${c.query}: mails the listing it takes, not the one it leaves`, async () => {
      const w = alertWindow();
      const user = await insertAlertUser();
      await insertSavedSearch(user.id, c.query, { lastAlertedAt: w.start, name: "My search" });
      const yes = await insertPublicListing(w.publicAt(1), c.yes);
      const no = await insertPublicListing(w.publicAt(2), c.no);
      await runDigest(user.id, w.at);
      const [mail, ...rest] = await digestMails(user.email);
      expect(rest).toHaveLength(0);
      expect(mail?.text).toContain(listingLink(yes.id));
      expect(mail?.text).not.toContain(listingLink(no.id));
      // The search's link (with "and N more" or "stop") keeps the query exactly, AI text included.
      if (c.query.includes("ai=")) expect(mail?.html).toContain("plots+near+rs+puram");
    });
  }

  it("only listings that became public after the last alert, not before, nor hidden ones", async () => {
    const w = alertWindow();
    const user = await insertAlertUser();
    await insertSavedSearch(user.id, "", { lastAlertedAt: w.start });
    const before = await insertPublicListing(w.start - 1);
    const after = await insertPublicListing(w.publicAt());
    const hidden = await insertPublicListing(w.publicAt(1), { hiddenReason: "stale" });
    const sold = await insertPublicListing(w.publicAt(2), { status: "Sold" });
    const later = await insertPublicListing(w.at + 1);
    await runDigest(user.id, w.at);
    const [mail] = await digestMails(user.email);
    expect(mail?.text).toContain(listingLink(after.id));
    for (const l of [before, hidden, sold, later]) expect(mail?.text).not.toContain(listingLink(l.id));
  });
});

describe("the digest", () => {
  it("shows at most 10 listings, then 'and N more' linking to the search", async () => {
    const w = alertWindow();
    const user = await insertAlertUser();
    await insertSavedSearch(user.id, "type=house&location=Saibaba+Colony", { lastAlertedAt: w.start, name: "Houses" });
    const ids: number[] = [];
    for (let i = 0; i < 13; i++) {
      ids.push(
        (await insertPublicListing(w.publicAt(i), { type: "house", area: "Saibaba Colony", price: 5_000_000 + i })).id,
      );
    }
    await runDigest(user.id, w.at);
    const [mail] = await digestMails(user.email);
    const shown = ids.filter((id) => mail?.text.includes(listingLink(id)));
    expect(shown).toHaveLength(10);
    // Newest first: the last three public are shown, the three oldest are "more".
    expect(shown).toContain(ids[12]);
    expect(shown).not.toContain(ids[0]);
    expect(mail?.text).toContain("and 3 more: http://localhost:8787/?type=house&location=Saibaba+Colony");
    expect(mail?.html).toContain("<img src=");
    expect(mail?.html).toContain("₹50,00,012");
    expect(mail?.html).toContain("Saibaba Colony");
  });

  it("daily every run, weekly after 7 days, off never; each advances only when due", async () => {
    const w = alertWindow();
    const user = await insertAlertUser();
    const daily = await insertSavedSearch(user.id, "", { lastAlertedAt: w.start, name: "Daily one" });
    const weeklyNotDue = await insertSavedSearch(user.id, "", {
      frequency: "weekly",
      lastAlertedAt: w.at - 3 * DAY_MS,
      name: "Weekly not due",
    });
    const weeklyDue = await insertSavedSearch(user.id, "", {
      frequency: "weekly",
      lastAlertedAt: w.at - 7 * DAY_MS,
      name: "Weekly due",
    });
    const off = await insertSavedSearch(user.id, "", {
      frequency: "off",
      lastAlertedAt: w.start,
      name: "Switched off",
    });
    await insertPublicListing(w.publicAt());
    await runDigest(user.id, w.at);
    const [mail] = await digestMails(user.email);
    expect(mail?.text).toContain('New for "Daily one"');
    expect(mail?.text).toContain('New for "Weekly due"');
    expect(mail?.text).not.toContain("Weekly not due");
    expect(mail?.text).not.toContain("Switched off");
    expect((await savedSearchRow(daily.id))?.lastAlertedAt).toBe(w.at);
    expect((await savedSearchRow(weeklyDue.id))?.lastAlertedAt).toBe(w.at);
    expect((await savedSearchRow(weeklyNotDue.id))?.lastAlertedAt).toBe(w.at - 3 * DAY_MS);
    expect((await savedSearchRow(off.id))?.lastAlertedAt).toBe(w.start);
  });

  it("nothing new: no mail, and the search is told up to the run", async () => {
    const w = alertWindow();
    const user = await insertAlertUser();
    const search = await insertSavedSearch(user.id, "type=commercial&location=Ganapathy", { lastAlertedAt: w.start });
    await insertPublicListing(w.publicAt(), { type: "plot" });
    await runDigest(user.id, w.at);
    expect(await digestMails(user.email)).toHaveLength(0);
    expect((await savedSearchRow(search.id))?.lastAlertedAt).toBe(w.at);
  });

  it("price drops: the toggle remembers the price; a lower price joins the digest once", async () => {
    const w = alertWindow();
    const user = await insertAlertUser();
    const listing = await insertListing({ price: 4_000_000 });
    await db().insert(favourites).values({ userId: user.id, listingId: listing.id });
    const cookie = await signInAs(user.id);
    const res = await postForm("/favourites", { listingId: String(listing.id), intent: "price-alert-on" }, { cookie });
    expect(res.status).toBe(302);
    expect(await favouriteRow(user.id, listing.id)).toMatchObject({ priceAlert: true, alertPrice: 4_000_000 });
    expect(await (await get("/favourites", { cookie })).text()).toContain("Stop price alert");

    await runDigest(user.id, w.at);
    expect(await digestMails(user.email)).toHaveLength(0); // no drop yet
    await db().update(listings).set({ price: 3_500_000 }).where(eq(listings.id, listing.id));
    await runDigest(user.id, w.at);
    const [mail] = await digestMails(user.email);
    expect(mail?.text).toContain("Price drops on your favourites");
    expect(mail?.text).toContain("₹35,00,000 (was ₹40,00,000)");
    expect(await favouriteRow(user.id, listing.id)).toMatchObject({ alertPrice: 3_500_000 });
    await runDigest(user.id, w.at + DAY_MS);
    expect(await digestMails(user.email)).toHaveLength(1);

    await postForm("/favourites", { listingId: String(listing.id), intent: "price-alert-off" }, { cookie });
    expect(await favouriteRow(user.id, listing.id)).toMatchObject({ priceAlert: false });
  });
});

describe("one mail per user and day", () => {
  it("a redelivered job sends nothing more, also when it comes before the searches were advanced", async () => {
    const w = alertWindow();
    const user = await insertAlertUser();
    const search = await insertSavedSearch(user.id, "", { lastAlertedAt: w.start });
    const listing = await insertPublicListing(w.publicAt());
    const { jobs } = await runDigest(user.id, w.at);
    expect(jobs).toHaveLength(1);
    await redeliver(jobs);
    // As if the first delivery died after sending and before advancing the search.
    await db().update(savedSearches).set({ lastAlertedAt: w.start }).where(eq(savedSearches.id, search.id));
    await redeliver(jobs);
    const mails = await digestMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(listingLink(listing.id));
    expect((await savedSearchRow(search.id))?.lastAlertedAt).toBe(w.at);
    expect(await deliveryOf(digestKey(user.id, digestJob(user.id, w.at).day))).not.toBeNull();
    // The job run again finds the search told.
    expect((await runDigest(user.id, w.at)).jobs).toHaveLength(0);
  });

  it("the 07:30 job queues one message per user with alerts due; the real queue delivers the digest", async () => {
    const now = Date.now();
    const user = await insertAlertUser();
    const search = await insertSavedSearch(user.id, "location=Vadavalli&type=villa", {
      lastAlertedAt: now - 3_600_000,
    });
    const listing = await insertPublicListing(now - 60_000, { area: "Vadavalli", type: "villa" });
    expect(ALERTS_CRON).toBe("0 2 * * *");
    await runScheduled(ALERTS_CRON, now);
    expect(await waitUntil(async () => (await savedSearchRow(search.id))?.lastAlertedAt === now)).toBe(true);
    const key = digestKey(user.id, digestJob(user.id, now).day);
    expect(await waitUntil(async () => (await deliveryOf(key))?.state === "sent")).toBe(true);
    const [mail] = await digestMails(user.email);
    expect(mail?.text).toContain(listingLink(listing.id));
    // Every user the job queued has been handled (none left in flight when the file ends).
    expect(
      await waitUntil(
        async () => (await dueSearchesAt(db(), now)).length + (await usersWithPriceDrops(db())).length === 0,
      ),
    ).toBe(true);
    const admin = await signInAs((await insertUser({ role: "admin" })).id);
    expect(await (await get("/admin/health", { cookie: admin })).text()).toContain("Saved-search alert digests");
  });
});

describe("one-click unsubscribe", () => {
  const queue = captureQueue();
  const QUEUED = { ...PRODUCTION_ENV, MAIL_QUEUE: queue };
  beforeEach(() => {
    queue.bodies.length = 0;
    emailMock.install();
  });
  afterEach(() => fetchMock.reset());

  it("the mail carries RFC 8058 headers with a signed link; a cross-origin one-click POST turns the search off", async () => {
    const w = alertWindow();
    const user = await insertAlertUser();
    const search = await insertSavedSearch(user.id, "", { lastAlertedAt: w.start, name: "Anything new" });
    await insertPublicListing(w.publicAt());
    await runDigest(user.id, w.at, { env: QUEUED });
    expect(queue.bodies).toHaveLength(1);
    const job = queue.bodies.find((b) => (b as { kind: string }).kind === "mail") as {
      mail: { headers: Record<string, string>; to: string };
    };
    expect(job.mail.to).toBe(user.email);
    expect(job.mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = /^<(.+)>$/.exec(job.mail.headers["List-Unsubscribe"] ?? "")?.[1] ?? "";
    expect(url.startsWith(`${PRODUCTION_ORIGIN}/alerts/unsubscribe?t=`)).toBe(true);
    const path = url.replace(PRODUCTION_ORIGIN, "");

    // The production secret signed it: under the test's own secret it does not work.
    expect((await get(path)).status).toBe(400);
    const page = await get(path, { env: PRODUCTION_ENV, origin: PRODUCTION_ORIGIN });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Anything new");

    // The mail provider's POST: another origin, no cookie.
    const res = await oneClick(path, { env: PRODUCTION_ENV });
    expect(res.status).toBe(200);
    expect((await savedSearchRow(search.id))?.frequency).toBe("off");
  });

  it("tampered, foreign or missing tokens do nothing; other paths still refuse cross-origin posts", async () => {
    const user = await insertAlertUser();
    const other = await insertAlertUser();
    const w = alertWindow();
    const search = await insertSavedSearch(user.id, "", { lastAlertedAt: w.start });
    const token = await signUnsubscribe(DEV_APP_SECRET, { userId: user.id, searchIds: [search.id], listingIds: [] });
    const [payload, sig] = token.split(".") as [string, string];
    const flipped = `${payload}.${sig.slice(0, -2)}${sig.endsWith("AA") ? "BA" : "AA"}`;
    const foreign = await signUnsubscribe(DEV_APP_SECRET, { userId: other.id, searchIds: [search.id], listingIds: [] });
    for (const t of [flipped, `${payload}x.${sig}`, "", "abc"]) {
      expect((await oneClick(`/alerts/unsubscribe?t=${encodeURIComponent(t)}`)).status).toBe(t ? 400 : 403);
    }
    // Signed, but for another user: names no search of theirs.
    expect((await oneClick(`/alerts/unsubscribe?t=${foreign}`)).status).toBe(200);
    expect((await savedSearchRow(search.id))?.frequency).toBe("daily");
    expect(await (await get(`/alerts/unsubscribe?t=${foreign}`)).text()).toContain("nothing to stop");
    // Without the one-click body it is not an unsubscribe.
    expect((await oneClick(`/alerts/unsubscribe?t=${token}`, { fields: { x: "1" } })).status).toBe(400);
    expect((await savedSearchRow(search.id))?.frequency).toBe("daily");
    // The exemption is this path alone.
    expect((await oneClick(`/favourites?t=${token}`)).status).toBe(403);
    // Our own page's button posts the same thing.
    const page = await get(`/alerts/unsubscribe?t=${token}`);
    expect(await page.text()).toContain("Stop these alerts");
    expect((await postForm(`/alerts/unsubscribe?t=${token}`, { "List-Unsubscribe": "One-Click" })).status).toBe(200);
    expect((await savedSearchRow(search.id))?.frequency).toBe("off");
  });
});

const CROSS = { Origin: "https://mail.example", "Sec-Fetch-Site": "cross-site" };
const ONE_CLICK = { "List-Unsubscribe": "One-Click" };

/** A mail client's one-click POST: another origin, no cookie. */
function oneClick(path: string, opts: { env?: typeof PRODUCTION_ENV; fields?: Record<string, string> } = {}) {
  return postForm(path, opts.fields ?? ONE_CLICK, {
    headers: CROSS,
    ...(opts.env ? { env: opts.env, origin: PRODUCTION_ORIGIN } : {}),
  });
}

describe("failures", () => {
  it("a digest that cannot be built is retried, and after the last try is a dead letter on the Health page", async () => {
    const w = alertWindow();
    const user = await insertAlertUser();
    const broken = {
      DB: {
        prepare: () => {
          throw new Error("D1 is down");
        },
        batch: () => {
          throw new Error("D1 is down");
        },
      },
    };
    const result = await redeliver([digestJob(user.id, w.at)], { env: broken });
    expect(result.retryMessages).toHaveLength(1);
    const key = `digest-job:${user.id}:${digestJob(user.id, w.at).day}`;
    await runQueue(DEAD_LETTER_QUEUE_NAME, [digestJob(user.id, w.at)], { attempts: 6 });
    expect(await deliveryOf(key)).toMatchObject({ state: "dead" });
    const admin = await signInAs((await insertUser({ role: "admin" })).id);
    expect(await (await get("/admin/health", { cookie: admin })).text()).toContain("Alert digest (building it failed)");
  });
});
