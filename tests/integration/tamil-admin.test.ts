// The admin pages in Tamil (docs/product.md#languages, #admin; decisions 0051, 0052): every admin
// page under /ta reads in Tamil for a signed-in admin, titles included, with no English entry of
// the admin catalogue left on it; a refused post (a credit adjustment without a reason, a
// rejection without one, a grant past the daily limit) comes back with its message in Tamil;
// moderation toasts read in Tamil; and the English pages are as they were.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { admin as catalogue } from "~/messages/admin.server";
import type { MessageTree } from "~/messages/messages";
import { listingReports, quickEnquiries } from "~/server/db/schema.server";
import { login } from "../helpers/auth";
import { db, insertListing, insertUser, unique } from "../helpers/db";
import { get, type Jar, location, postForm } from "../helpers/http";

const ta = catalogue.ta;
const PASSWORD = "correct horse battery";

/** Signs in through the real /login form as a fresh admin (or superadmin). */
async function signIn(role: "admin" | "superadmin") {
  const user = await insertUser({ role, fullName: `நிர்வாகி ${unique("a")}` }, { password: PASSWORD });
  return login(user.email, PASSWORD);
}

const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * What a person reads or hears on the page: text between tags and the attributes that are read
 * (aria-label, title, placeholder, alt), without scripts, styles or the page's data.
 */
function shownText(html: string): string {
  const body = html.replace(/<script\b[\s\S]*?<\/script>/gi, " ").replace(/<style\b[\s\S]*?<\/style>/gi, " ");
  const attrs = [...body.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map((m) => m[1]);
  const texts = [...body.matchAll(/>([^<]+)</g)].map((m) => m[1]);
  return decode([...attrs, ...texts].join("\n"));
}

/** Every English entry of the admin catalogue but `said` (what schemas and actions say), as text. */
function englishEntries(tree: MessageTree = catalogue.en as MessageTree): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(tree)) {
    if (key === "said") continue;
    if (typeof value === "string") out.push(value);
    else out.push(...englishEntries(value));
  }
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The English entries shown on the page: an entry that is a whole text or attribute (its
 * placeholders standing for any value), or a sentence of three words or more anywhere in one.
 * An entry with placeholders needs two English words of its own to be told from other text
 * ("{views} of {listings}" would match a gallery's "photo 1 of 1"). `others`: English entries
 * that another part's component on the page also says (not this catalogue's to translate).
 */
function englishShown(html: string, others: readonly string[] = []): string[] {
  const pieces = shownText(html)
    .split("\n")
    .map((p) => p.trim())
    .filter(Boolean);
  const found = new Set<string>();
  for (const entry of englishEntries()) {
    if (others.includes(entry)) continue;
    const fixed = entry.replace(/\{\w+\}/g, " ");
    const words = fixed.match(/[A-Za-z]{2,}/g) ?? [];
    if (words.length < (entry.includes("{") ? 2 : 1)) continue;
    const whole = new RegExp(
      `^${entry
        .trim()
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join(".+?")}$`,
      "s",
    );
    const sentence = fixed.trim().split(/\s+/).length >= 3 ? entry.split(/\{\w+\}/).map((p) => p.trim()) : [];
    for (const piece of pieces) {
      if (whole.test(piece) || sentence.some((part) => part.split(/\s+/).length >= 3 && piece.includes(part)))
        found.add(entry);
    }
  }
  return [...found];
}

/** Opens a Tamil admin page: 200, lang="ta", a Tamil title, the given Tamil texts. */
async function tamilPage(path: string, jar: Jar, texts: string[], others: readonly string[] = []) {
  const res = await get(path, { jar });
  expect(res.status, path).toBe(200);
  const html = await res.text();
  expect(htmlLang(html), path).toBe("ta");
  expect(titleOf(html), path).toMatch(/[\u0B80-\u0BFF]/);
  for (const text of texts) expect(html, `${path}: ${text}`).toContain(text);
  expect(englishShown(html, others), path).toEqual([]);
  return html;
}

/** The form token the credits page hands out. */
async function creditsToken(path: string, jar: Jar): Promise<string> {
  const html = await (await get(path, { jar })).text();
  const token = html.match(/name="token" value="([^"]+)"/)?.[1];
  if (!token) throw new Error(`no token on ${path}`);
  return token;
}

describe("the admin pages in Tamil", () => {
  it("the nav, the users table and the listings queue read in Tamil, titles included", async () => {
    const jar = await signIn("superadmin");
    const seller = await insertUser({ role: "seller", fullName: `விற்பவர் ${unique("s")}`, credits: 40 });
    await insertListing({ postedById: seller.id, title: `வடவள்ளியில் மனை ${unique("t")}`, status: "Pending" });

    const users = await tamilPage(`/ta/admin/users?q=${encodeURIComponent(seller.fullName)}`, jar, [
      ta.nav.users,
      ta.nav.listings,
      ta.nav.reports,
      ta.nav.audit,
      ta.nav.health,
      `aria-label="${ta.nav.label}"`,
      ta.users.intro,
      ta.users.username,
      ta.users.analytics,
      ta.roles.seller,
      ta.common.filter,
      ta.common.edit,
    ]);
    expect(titleOf(users)).toBe("பயனர்கள் | நிர்வாகம்");
    // The nav's links stay in Tamil.
    expect(users).toContain('href="/ta/admin/listings"');

    const listings = await tamilPage("/ta/admin/listings?status=Pending", jar, [
      ta.listings.title,
      ta.listings.tabEnquiries,
      ta.listings.colUnitPrice,
      ta.statuses.Pending,
      ta.statuses.Approved,
      ta.common.all,
      "மனை", // the type, from the list's catalogue
    ]);
    expect(titleOf(listings)).toBe("எல்லா விளம்பரங்களும் | கோயம்புத்தூர் ப்ராப்பர்டீஸ்");
  });

  it("the listing review page, its moderation form, reports and quick enquiries read in Tamil", async () => {
    const jar = await signIn("superadmin");
    const listing = await insertListing({
      title: `சரவணம்பட்டி மனை ${unique("r")}`,
      area: "Saravanampatti",
      status: "Pending",
    });
    await tamilPage(
      `/ta/admin/listing/${listing.id}`,
      jar,
      [
        ta.listing.back,
        ta.listing.moderation,
        ta.moderation.reason,
        ta.moderation.reasonHint,
        ta.moderation.save,
        ta.listing.views,
        "Saravanampatti (சரவணம்பட்டி)",
      ],
      // The poster's card is the listing page's (components/listing-detail/posted-by.tsx).
      ["Posted by"],
    );

    await db()
      .insert(listingReports)
      .values({ listingId: listing.id, reporterKey: unique("k"), reason: "Fake or misleading", note: "போலி" });
    await tamilPage("/ta/admin/reports", jar, [
      ta.reports.title,
      ta.reports.colReporters,
      ta.reportReasons["Fake or misleading"],
      ta.reports.resolve,
      ta.reports.dismiss,
    ]);

    const name = `மீனா ${unique("q")}`;
    await db().insert(quickEnquiries).values({ name, phone: "+919876543210", message: "மனை பற்றி", status: "FollwUp" });
    await tamilPage(`/ta/admin/listings?tab=quick-enquiries&name=${encodeURIComponent(name)}`, jar, [
      ta.enquiries.message,
      ta.enquiryStatuses.FollwUp,
      ta.common.save,
    ]);
  });

  it("credits, user delete, user analytics, audit, health and the AI identities read in Tamil", async () => {
    const jar = await signIn("admin");
    const user = await insertUser({ role: "buyer", fullName: `கார்த்திக் ${unique("u")}`, credits: 12 });
    const viewed = await insertListing({ title: `பார்த்த மனை ${unique("v")}` });
    // One they posted: its status badge reads in Tamil.
    await insertListing({ postedById: user.id, title: `போட்ட மனை ${unique("p")}`, status: "Sold" });
    // One listing the user opened, so the analytics' tables and chart show.
    await env.DB.prepare("INSERT INTO listing_views (listing_id, user_id, counted, created_at) VALUES (?, ?, 1, ?)")
      .bind(viewed.id, user.id, Date.now())
      .run();
    await tamilPage(`/ta/admin/users/${user.id}/credits`, jar, [
      ta.credits.add,
      ta.credits.remove,
      ta.credits.reasonHint,
      "12 கிரெடிட்கள்",
    ]);
    await tamilPage(`/ta/admin/users/${user.id}/delete`, jar, [ta.deleteUser.warning, ta.deleteUser.button]);
    await tamilPage(`/ta/admin/user-analytics/${user.id}`, jar, [
      ta.analytics.profile,
      ta.roles.buyer,
      ta.analytics.top5,
      ta.chart.asTable,
      ta.statuses.Sold,
      "1 பார்வை",
    ]);
    // An admin (not a superadmin) sees each listing's status as a badge.
    await tamilPage("/ta/admin/listings?status=Sold", jar, [ta.statuses.Sold, ta.listings.colPoster]);
    await tamilPage("/ta/admin/audit", jar, [ta.audit.title, ta.audit.when]);
    await tamilPage("/ta/admin/health", jar, [
      ta.health.intro,
      ta.health.jobNames["settle-orders"],
      ta.health.paymentStatus.paid,
      ta.health.noDead,
    ]);
    const identities = await tamilPage("/ta/admin", jar, [
      ta.ai.title,
      ta.ai.intro,
      ta.ai.create,
      ta.ai.inUseHint,
      "இன்றைய மாடல் அழைப்புகள்:", // the AI budget's line, said by the loader
    ]);
    expect(titleOf(identities)).toBe("AI அடையாளங்கள் | நிர்வாகம்");
  });
});

describe("what the admin's posts say, in Tamil", () => {
  it("a credit adjustment without a reason, or past the daily limit, is refused in Tamil", async () => {
    const jar = await signIn("admin");
    const user = await insertUser({ role: "buyer" });
    const path = `/ta/admin/users/${user.id}/credits`;
    const noReason = await postForm(
      path,
      { direction: "add", amount: "5", reason: "", token: await creditsToken(path, jar) },
      { jar },
    );
    expect(noReason.status).toBe(400);
    const html = await noReason.text();
    expect(htmlLang(html)).toBe("ta");
    expect(html).toContain(ta.said["Please give a reason of 3 to 200 characters"]);
    expect(html).toContain(ta.said["Failed to update credits"]);
    expect(shownText(html)).not.toContain("Please give a reason of 3 to 200 characters");

    // A message with numbers in it: the pattern carries them over.
    const tooMuch = await postForm(
      path,
      { direction: "add", amount: "1001", reason: "நல்லெண்ணம்", token: await creditsToken(path, jar) },
      { jar },
    );
    expect(tooMuch.status).toBe(400);
    const limit = await tooMuch.text();
    expect(limit).toContain(
      "ஒரு பயனருக்கு ஒரு நாளில் நிர்வாகிகள் 1,000 கிரெடிட்கள் வரை மட்டுமே தரலாம் (இன்று இன்னும் 1,000). அதற்கு மேல் தர தலைமை நிர்வாகி வேண்டும்.",
    );
  });

  it("a rejection without a reason is refused in Tamil", async () => {
    const jar = await signIn("superadmin");
    const listing = await insertListing({ status: "Pending" });
    const res = await postForm(`/ta/admin/listing/${listing.id}`, { status: "Rejected", reason: "" }, { jar });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(ta.said["Please give the poster a reason for the rejection"]);
    expect(shownText(html)).not.toContain("Please give the poster a reason for the rejection");
  });

  it("moderation toasts read in Tamil, with and without JavaScript's row forms", async () => {
    const jar = await signIn("superadmin");
    const listing = await insertListing({ status: "Pending" });

    // The review page's form: the answer goes back to the Tamil page, which says the toast in Tamil.
    const saved = await postForm(`/ta/admin/listing/${listing.id}`, { status: "Approved", reason: "" }, { jar });
    expect(saved.status).toBe(302);
    expect(location(saved)).toBe(`/ta/admin/listing/${listing.id}`);
    const page = await (await get(location(saved), { jar })).text();
    expect(page).toContain(ta.said["Status updated successfully"]);
    expect(shownText(page)).not.toContain("Status updated successfully");

    // A row's Delete without JavaScript: redirected back to the Tamil queue with its toast.
    const deleted = await postForm(
      "/ta/admin/listings",
      { intent: "listing-delete", listingId: String(listing.id), redirectTo: "/admin/listings" },
      { jar },
    );
    expect(deleted.status).toBe(302);
    expect(location(deleted)).toBe("/ta/admin/listings");
    const queue = await (await get(location(deleted), { jar })).text();
    expect(queue).toContain(ta.said["Listing deleted successfully"]);

    // With JavaScript the row form gets the English text as data and the page says it through
    // the `said` the Tamil page was sent (useSay): the table's data carries the Tamil for it.
    const fetched = await postForm(
      "/ta/admin/listings",
      { intent: "listing-delete", listingId: "x", redirectTo: "/admin/listings", stay: "1" },
      { jar },
    );
    expect(await fetched.text()).toContain("Failed to delete listing");
    const data = await (await get("/ta/admin/listings.data", { jar })).text();
    expect(data).toContain(ta.said["Failed to delete listing"]);
  });
});

describe("the English admin pages are as they were", () => {
  it("keeps its English words and titles", async () => {
    const jar = await signIn("superadmin");
    const users = await (await get("/admin/users", { jar })).text();
    expect(htmlLang(users)).toBe("en-IN");
    expect(titleOf(users)).toBe("Users | Admin");
    expect(users).toContain("Views are the listing opens recorded for each user. Sort by listings, credits or views.");
    expect(users).toContain('aria-label="Admin"');
    expect(users).not.toContain(ta.nav.users);
    // The check the Tamil pages pass finds the English ones.
    expect(englishShown(users)).toEqual(expect.arrayContaining([catalogue.en.users.intro, catalogue.en.nav.audit]));
    const listings = await (await get("/admin/listings", { jar })).text();
    expect(titleOf(listings)).toBe("All Listings | Coimbatore Properties");
    // English pages are sent no `said`: nothing Tamil travels with them.
    expect(listings).not.toContain(ta.said["Status updated successfully"]);
  });
});
