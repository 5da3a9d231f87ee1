// Smaller display defects, read from the built pages' HTML (docs/product.md#admin,
// #formatting): the user analytics figures agree with their tables; a phone number shows one way
// on every page that shows one; a count of one reads in the singular; the admin's listings table
// and listing page show the public unit price; the audit trail names people, not ids.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { formatUnitPrice } from "~/domain/format";
import { insertListing, insertUser, unique } from "../helpers/db";
import { get, postForm, signInAs, toastOf } from "../helpers/http";
import { insertVilla } from "../helpers/listing";

/** Tags and comments out, whitespace folded: the page as a reader sees its words. */
function text(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

async function page(path: string, cookie: string): Promise<string> {
  const res = await get(path, { cookie });
  expect(res.status, path).toBe(200);
  return res.text();
}

async function adminCookie(role: "admin" | "superadmin" = "admin") {
  const admin = await insertUser({ role, fullName: `Admin ${unique()}` });
  return { admin, cookie: await signInAs(admin.id) };
}

async function view(listingId: number, userId: string) {
  await env.DB.prepare("INSERT INTO listing_views (listing_id, user_id, counted, created_at) VALUES (?, ?, 1, ?)")
    .bind(listingId, userId, Date.now())
    .run();
}

let phoneCounter = 0;
/** A unique Indian mobile stored as E.164 (as the forms save it), and how it must show. */
function mobile(): { stored: string; shown: string } {
  phoneCounter += 1;
  const a = `9${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}`;
  const b = String(10_000 + phoneCounter * 7 + Math.floor(Math.random() * 1000)).slice(-5);
  return { stored: `+91${a}${b}`, shown: `+91 ${a} ${b}` };
}

describe("user analytics: the figures agree with the tables", () => {
  it("a seller whose listings have 38, 37 and 31 views and who viewed nothing", async () => {
    const { cookie } = await adminCookie();
    const seller = await insertUser({ role: "seller", fullName: `Seller ${unique()}` });
    for (const views of [38, 37, 31]) await insertListing({ postedById: seller.id, views }, { images: 0 });
    const words = text(await page(`/admin/user-analytics/${seller.id}`, cookie));

    expect(words).toContain("Views of their listings 106 views");
    expect(words).toContain("3 listings, 106 views in all");
    // Their own viewing history is empty, and says so under its own name.
    expect(words).toContain("Listings they viewed 0 views of 0 listings");
    expect(words).toContain("Top 5 listings they viewed No views found");
    expect(words).not.toContain("Total views");
  });

  it("a buyer's views: the total, the Top 5 and the table are the same rows", async () => {
    const { cookie } = await adminCookie();
    const buyer = await insertUser({ fullName: `Buyer ${unique()}` });
    const a = await insertListing({}, { images: 0 });
    const b = await insertListing({}, { images: 0 });
    for (let i = 0; i < 3; i++) await view(a.id, buyer.id);
    await view(b.id, buyer.id);
    const words = text(await page(`/admin/user-analytics/${buyer.id}`, cookie));

    expect(words).toContain("Listings they viewed 4 views of 2 listings");
    expect(words).toContain("2 listings, 4 views in all");
    expect(words).toContain("Views of their listings 0 views");
    expect(words).toContain("No listings posted.");
    expect(words).not.toContain("No views found");
    // The Top 5 badge of the listing viewed once says "1 view".
    expect(await page(`/admin/user-analytics/${buyer.id}`, cookie)).toContain('aria-label="1 view"');
  });
});

describe("phone numbers: +91 98940 77788 everywhere", () => {
  it("the profile, the admin's users table and analytics, the listing's and seller's reveal, enquiries", async () => {
    const seller = mobile();
    const buyer = mobile();
    const sellerRow = await insertUser({ role: "seller", phone: seller.stored, fullName: `Seller ${unique()}` });
    const listing = await insertListing({ postedById: sellerRow.id }, { images: 0 });
    const buyerRow = await insertUser({ phone: buyer.stored, credits: 100, fullName: `Buyer ${unique()}` });
    const { cookie: admin } = await adminCookie();
    const sellerCookie = await signInAs(sellerRow.id);
    const buyerCookie = await signInAs(buyerRow.id);

    const revealed = await postForm(
      `/listing/${listing.id}`,
      { intent: "reveal", listingId: String(listing.id) },
      { cookie: buyerCookie },
    );
    expect(toastOf(revealed)?.message).toBe("Mobile number fetched successfully");

    const pages: [string, string, string][] = [
      ["profile", `/profile`, sellerCookie],
      ["admin users", `/admin/users?q=${encodeURIComponent(sellerRow.username)}`, admin],
      ["admin analytics", `/admin/user-analytics/${sellerRow.id}`, admin],
      ["listing contact, after the reveal", `/listing/${listing.id}`, buyerCookie],
      ["seller page contact", `/seller/${sellerRow.username}`, buyerCookie],
    ];
    for (const [name, path, cookie] of pages) {
      const html = await page(path, cookie);
      expect(text(html), name).toContain(seller.shown);
      expect(text(html), name).not.toContain(seller.stored);
    }
    // The enquiries the seller sees name the buyer by a number shown the same way, dialled as +91...
    const own = await page(`/listing/${listing.id}`, sellerCookie);
    expect(text(own)).toContain(buyer.shown);
    expect(own).toContain(`href="tel:${buyer.stored}"`);
    // The edit form offers the saved number in the same form.
    expect(await page("/profile/edit", sellerCookie)).toContain(`value="${seller.shown}"`);
  });

  it("the call-back requests in the admin's enquiries tab", async () => {
    const { cookie } = await adminCookie();
    const name = `Caller ${unique()}`;
    const m = mobile();
    const sent = await postForm(
      "/quick-enquiry",
      { name, phone: m.stored.slice(3), redirectTo: "/terms" },
      { headers: { "CF-Connecting-IP": `10.222.${phoneCounter}.${Math.floor(Math.random() * 250)}` } },
    );
    expect(sent.status).toBe(302);
    const html = await page(`/admin/listings?tab=quick-enquiries&name=${encodeURIComponent(name)}`, cookie);
    expect(text(html)).toContain(m.shown);
    expect(html).toContain(`href="tel:${m.stored}"`);
  });
});

describe("counts of one read in the singular", () => {
  it("the admin's listing page: 1 view; the credit history: 1 credit", async () => {
    const { cookie } = await adminCookie();
    const listing = await insertListing({ views: 1 }, { images: 0 });
    expect(text(await page(`/admin/listing/${listing.id}`, cookie))).toContain(`Listing #${listing.id} · 1 view `);

    const buyer = await insertUser({ credits: 1 });
    const history = text(await page("/credit-history", await signInAs(buyer.id)));
    expect(history).toContain("Balance: 1 credit ");
  });
});

describe("the admin sees the unit price the public page shows", () => {
  it("per square foot for a villa, in the table (with the poster's phone) and on the admin's listing page", async () => {
    const { cookie } = await adminCookie("superadmin");
    const phone = mobile();
    const poster = await insertUser({ role: "seller", phone: phone.stored });
    // Far more views than any other listing: first on the table sorted by views.
    const villa = await insertVilla(
      { postedById: poster.id, views: 90_000_000 + Math.floor(Math.random() * 1e6) },
      { images: 0 },
    );
    const unit = formatUnitPrice(villa);
    expect(unit).toBe("₹6,486/sq ft");
    expect(text(await page(`/listing/${villa.id}`, cookie))).toContain(unit);

    const table = await page("/admin/listings?sort=views&order=desc", cookie);
    const row = table.slice(table.indexOf(villa.title));
    const cells = text(row.slice(0, row.indexOf("</tr>")));
    expect(cells).toContain(unit);
    expect(cells).toContain(phone.shown);
    expect(text(await page(`/admin/listing/${villa.id}`, cookie))).toContain(unit);
  });
});

describe("the audit trail names people", () => {
  it("the admin by name with their e-mail, the user they credited by name and username", async () => {
    const { admin, cookie } = await adminCookie("superadmin");
    const user = await insertUser({ fullName: `Meena ${unique()}` });
    const html = await page(`/admin/users/${user.id}/credits`, cookie);
    const token = html.match(/name="token" value="([^"]+)"/)?.[1] ?? "";
    await postForm(
      `/admin/users/${user.id}/credits`,
      { direction: "add", amount: "3", reason: "Naming test", token },
      { cookie },
    );
    const trail = await page("/admin/audit", cookie);
    const row = trail.slice(0, trail.indexOf("Naming test"));
    const cells = text(row.slice(row.lastIndexOf("<tr")));
    expect(cells).toContain(admin.fullName);
    expect(cells).toContain(admin.email);
    expect(cells).toContain(`${user.fullName} (@${user.username})`);
    expect(cells).not.toContain(user.id);
    expect(trail).toContain(`href="/admin/user-analytics/${user.id}"`);
  });
});
