// Revealing a seller's mobile (docs/product.md#credits) through the built app and the
// UserCredits Durable Object: the figures, the pages, the messages and the leaks that must not be.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { balanceOf, enquiriesOf, ledgerOf } from "../helpers/credits";
import { insertListing, insertUser, unique } from "../helpers/db";
import { get, location, postForm, signInAs, toastOf } from "../helpers/http";

let phoneCounter = 0;
/** A unique Indian mobile, and its digits as a tel: link carries them. */
function mobile(): { phone: string; digits: string } {
  phoneCounter += 1;
  const n = String(Math.floor(Math.random() * 1e5)).padStart(5, "0");
  const tail = String(phoneCounter).padStart(5, "0");
  return { phone: `+91 9${n.slice(1)} ${tail}`, digits: `+919${n.slice(1)}${tail}` };
}

/** A seller with a mobile and a public listing (only such a seller has a seller page). */
async function sellerWithPhone() {
  const m = mobile();
  const seller = await insertUser({ role: "seller", phone: m.phone, fullName: `Seller ${unique()}` });
  await insertListing({ postedById: seller.id }, { images: 0 });
  return { seller, ...m };
}

/** The page's HTML and its single-fetch data (the `.data` response): the number must be in neither. */
async function pageAndData(path: string, cookie?: string): Promise<string> {
  const [html, data] = await Promise.all([
    get(path, { cookie }).then((r) => r.text()),
    get(`${path}.data`, { cookie }).then((r) => r.text()),
  ]);
  // The .data response really is the page's loader data.
  expect(data).toContain("hasPhone");
  return `${html}\n${data}`;
}

function expectNoPhone(text: string, m: { phone: string; digits: string }) {
  expect(text).not.toContain(m.phone);
  expect(text).not.toContain(m.digits);
  expect(text).not.toContain(m.digits.slice(3));
}

async function welcome(userId: string, credits: number) {
  await env.DB.prepare(
    "INSERT INTO credit_transactions (user_id, amount, description, idempotency_key, balance_after) VALUES (?, ?, 'Welcome credits', ?, ?)",
  )
    .bind(userId, credits, unique("welcome:"), credits)
    .run();
}

describe("the concurrency figures", () => {
  it("200 concurrent reveals of different sellers with 100 credits: exactly 10, balance 0, a ledger that sums", async () => {
    const buyer = await insertUser({ credits: 100 });
    await welcome(buyer.id, 100);
    const sellers = await Promise.all(Array.from({ length: 200 }, () => insertUser({ role: "seller" })));
    const stub = env.CREDITS.get(env.CREDITS.idFromName(buyer.id));
    const results = await Promise.all(
      sellers.map((s) =>
        stub.reveal({ buyerId: buyer.id, sellerId: s.id, idempotencyKey: `reveal:${buyer.id}:${s.id}` }),
      ),
    );
    expect(results.filter((r) => r.ok && r.charged)).toHaveLength(10);
    expect(results.filter((r) => !r.ok && r.reason === "insufficient")).toHaveLength(190);
    expect(await balanceOf(buyer.id)).toBe(0);
    const ledger = await ledgerOf(buyer.id);
    expect(ledger).toHaveLength(11);
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
    // Each row's balance-after follows from the one before it.
    expect(ledger.map((r) => r.balanceAfter)).toEqual([100, 90, 80, 70, 60, 50, 40, 30, 20, 10, 0]);
    expect(await enquiriesOf(buyer.id)).toHaveLength(10);
  }, 120_000); // 200 requests through one Durable Object take a while on a busy 2-core machine

  it("20 concurrent reveals of the same seller, from the seller page and a listing, charge once", async () => {
    const { seller } = await sellerWithPhone();
    const listing = await insertListing({ postedById: seller.id });
    const buyer = await insertUser({ credits: 100 });
    const cookie = await signInAs(buyer.id);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? postForm(`/seller/${seller.username}`, { intent: "reveal" }, { cookie })
          : postForm(`/listing/${listing.id}`, { intent: "reveal", listingId: String(listing.id) }, { cookie }),
      ),
    );
    for (const res of responses) expect(toastOf(res)?.message).toBe("Mobile number fetched successfully");
    expect(await balanceOf(buyer.id)).toBe(90);
    expect(await ledgerOf(buyer.id)).toHaveLength(1);
    expect(await enquiriesOf(buyer.id)).toHaveLength(1);
  });
});

describe("Show Mobile Number on a seller page", () => {
  it("shows '+91 XXXXX XXXXX' and no number in the HTML or .data until revealed, then the number", async () => {
    const { seller, ...m } = await sellerWithPhone();
    const buyer = await insertUser({ credits: 35 });
    const cookie = await signInAs(buyer.id);

    const before = await pageAndData(`/seller/${seller.username}`, cookie);
    expect(before).toContain("+91 XXXXX XXXXX");
    expect(before).toContain("Show Mobile Number");
    expectNoPhone(before, m);

    const res = await postForm(`/seller/${seller.username}?page=1`, { intent: "reveal" }, { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/seller/${seller.username}?page=1`);
    expect(toastOf(res)).toMatchObject({ kind: "success", message: "Mobile number fetched successfully" });
    expect(await balanceOf(buyer.id)).toBe(25);
    expect(await enquiriesOf(buyer.id)).toEqual([{ sellerId: seller.id, listingId: null }]);

    const after = await get(`/seller/${seller.username}`, { cookie }).then((r) => r.text());
    expect(after).toContain(m.phone);
    expect(after).toContain(`tel:${m.digits}`);
  });

  it("with too few credits: the product's failure toast, a link to /buy-credits, nothing charged", async () => {
    const { seller, ...m } = await sellerWithPhone();
    const buyer = await insertUser({ credits: 5 });
    const cookie = await signInAs(buyer.id);
    const res = await postForm(`/seller/${seller.username}`, { intent: "reveal" }, { cookie });
    expect(toastOf(res)).toMatchObject({ kind: "error", message: "Failed to fetch mobile number, Check your credits" });
    expect(await balanceOf(buyer.id)).toBe(5);
    expect(await ledgerOf(buyer.id)).toEqual([]);
    const page = await get(`/seller/${seller.username}`, { cookie }).then((r) => r.text());
    expect(page).toContain('href="/buy-credits"');
    expectNoPhone(page, m);
  });

  it("sends an unverified user to the verify prompt and back, charging nothing", async () => {
    const { seller } = await sellerWithPhone();
    const buyer = await insertUser({ credits: 50, emailVerified: false });
    const cookie = await signInAs(buyer.id);
    const res = await postForm(`/seller/${seller.username}`, { intent: "reveal" }, { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(
      `/verify-email?redirectTo=${encodeURIComponent(`/seller/${seller.username}`)}`,
    );
    expect(await balanceOf(buyer.id)).toBe(50);
  });

  it("shows your own number and, to admins, any number, free", async () => {
    const { seller, phone } = await sellerWithPhone();
    const own = await get(`/seller/${seller.username}`, { cookie: await signInAs(seller.id) }).then((r) => r.text());
    expect(own).toContain(phone);
    const admin = await insertUser({ role: "admin", credits: 0 });
    const adminPage = await get(`/seller/${seller.username}`, { cookie: await signInAs(admin.id) }).then((r) =>
      r.text(),
    );
    expect(adminPage).toContain(phone);
    expect(await ledgerOf(admin.id)).toEqual([]);
  });

  it("shows the seller, and admins, who revealed the number; nobody else", async () => {
    const { seller } = await sellerWithPhone();
    const buyer = await insertUser({ credits: 20, fullName: "Meena Buyer", phone: "+91 93456 70012" });
    await postForm(`/seller/${seller.username}`, { intent: "reveal" }, { cookie: await signInAs(buyer.id) });
    expect(await enquiriesOf(buyer.id)).toEqual([{ sellerId: seller.id, listingId: null }]);

    const admin = await insertUser({ role: "admin" });
    for (const viewer of [seller.id, admin.id]) {
      const page = await get(`/seller/${seller.username}`, { cookie: await signInAs(viewer) }).then((r) => r.text());
      expect(page).toContain("Who viewed this mobile number");
      expect(page).toContain("Meena Buyer");
      expect(page).toContain("+91 93456 70012");
    }
    const stranger = await insertUser({ credits: 0 });
    const strangerView = await pageAndData(`/seller/${seller.username}`, await signInAs(stranger.id));
    // The label is in the catalogue the page sends; the table itself is not drawn.
    expect(strangerView).not.toContain(">Who viewed this mobile number<");
    expect(strangerView).not.toContain("Meena Buyer");
    expect(strangerView).not.toContain("93456 70012");
  });

  it("refuses the 31st paid reveal of the day with a clear message", async () => {
    const { seller } = await sellerWithPhone();
    const buyer = await insertUser({ credits: 100 });
    const others = await Promise.all(Array.from({ length: 30 }, () => insertUser({ role: "seller" })));
    const now = Date.now();
    await env.DB.batch(
      others.map((o) =>
        env.DB.prepare("INSERT INTO enquiries (seller_id, buyer_id, created_at) VALUES (?, ?, ?)").bind(
          o.id,
          buyer.id,
          now,
        ),
      ),
    );
    const res = await postForm(
      `/seller/${seller.username}`,
      { intent: "reveal" },
      { cookie: await signInAs(buyer.id) },
    );
    expect(toastOf(res)).toMatchObject({
      kind: "error",
      message: "You can view up to 30 new mobile numbers a day. Please try again tomorrow.",
    });
    expect(await balanceOf(buyer.id)).toBe(100);
  });

  it("never charges for a seller without a number, and refuses unknown intents", async () => {
    const seller = await insertUser({ role: "seller", phone: "" });
    await insertListing({ postedById: seller.id }, { images: 0 });
    const buyer = await insertUser({ credits: 50 });
    const cookie = await signInAs(buyer.id);
    const page = await get(`/seller/${seller.username}`, { cookie }).then((r) => r.text());
    expect(page).toContain("No mobile number added yet.");
    const res = await postForm(`/seller/${seller.username}`, { intent: "reveal" }, { cookie });
    expect(toastOf(res)?.kind).toBe("error");
    const bad = await postForm(`/seller/${seller.username}`, { intent: "steal" }, { cookie });
    expect(location(bad)).toBe(`/seller/${seller.username}`);
    expect(toastOf(bad)).toMatchObject({ kind: "error", message: "Unknown action" });
    expect(await balanceOf(buyer.id)).toBe(50);
  });
});

describe("Show Mobile Number on a listing", () => {
  it("records the listing on the enquiry; the seller page then shows the number at no further cost", async () => {
    const { seller, ...m } = await sellerWithPhone();
    const listing = await insertListing({ postedById: seller.id });
    const buyer = await insertUser({ credits: 20, fullName: "Priya Buyer", phone: "+91 91234 56789" });
    const cookie = await signInAs(buyer.id);

    const before = await pageAndData(`/listing/${listing.id}`, cookie);
    expect(before).toContain("+91 XXXXX XXXXX");
    expectNoPhone(before, m);

    const res = await postForm(`/listing/${listing.id}`, { intent: "reveal" }, { cookie });
    expect(res.headers.get("Location")).toBe(`/listing/${listing.id}`);
    expect(toastOf(res)?.message).toBe("Mobile number fetched successfully");
    expect(await enquiriesOf(buyer.id)).toEqual([{ sellerId: seller.id, listingId: listing.id }]);
    expect(await get(`/listing/${listing.id}`, { cookie }).then((r) => r.text())).toContain(m.phone);
    expect(await get(`/seller/${seller.username}`, { cookie }).then((r) => r.text())).toContain(m.phone);
    expect(await balanceOf(buyer.id)).toBe(10);

    // The owner sees who enquired (Name, Phone, Enquiry At); another user does not.
    const ownerView = await get(`/listing/${listing.id}`, { cookie: await signInAs(seller.id) }).then((r) => r.text());
    expect(ownerView).toContain("Enquiry At");
    expect(ownerView).toContain("Priya Buyer");
    expect(ownerView).toContain("+91 91234 56789");
    const admin = await insertUser({ role: "superadmin" });
    const adminView = await get(`/listing/${listing.id}`, { cookie: await signInAs(admin.id) }).then((r) => r.text());
    expect(adminView).toContain("Priya Buyer");
    const stranger = await insertUser({ credits: 0 });
    const strangerView = await pageAndData(`/listing/${listing.id}`, await signInAs(stranger.id));
    // As drawn: the page's data carries the credits catalogue's words (docs/product.md#languages).
    expect(strangerView).not.toContain(">Enquiry At<");
    expect(strangerView).not.toContain("91234 56789");
  });

  it("visitors see the masked number and a way to log in and come back; their POST goes to /login", async () => {
    const { seller, ...m } = await sellerWithPhone();
    const listing = await insertListing({ postedById: seller.id });
    const page = await pageAndData(`/listing/${listing.id}`);
    expect(page).toContain("+91 XXXXX XXXXX");
    expect(page).toContain(`/login?redirectTo=${encodeURIComponent(`/listing/${listing.id}`)}`);
    expectNoPhone(page, m);
    const res = await postForm(`/listing/${listing.id}`, { intent: "reveal" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(`/listing/${listing.id}`)}`);
  });
});

// A reveal once sold the number of any account (decision 0024). Only a seller with a public listing
// has a seller page, and a reveal of anyone else changes nothing (docs/product.md#credits).
describe("a reveal of someone without a seller page changes nothing", () => {
  it("buyer, admin, superadmin and a seller with nothing public: 404, no credits, no enquiry, no number", async () => {
    const targets = [];
    for (const role of ["buyer", "admin", "superadmin", "seller"] as const) {
      const m = mobile();
      const user = await insertUser({ role, phone: m.phone });
      if (role === "seller") await insertListing({ postedById: user.id, status: "Pending" }, { images: 0 });
      targets.push({ user, ...m });
    }
    const buyer = await insertUser({ credits: 100 });
    const cookie = await signInAs(buyer.id);
    for (const { user, ...m } of targets) {
      const res = await postForm(`/seller/${user.username}`, { intent: "reveal" }, { cookie });
      expect(`${user.role}: ${res.status}`).toBe(`${user.role}: 404`);
      expectNoPhone(await res.text(), m);
      // With JavaScript (single fetch) too.
      const data = await postForm(`/seller/${user.username}.data`, { intent: "reveal" }, { cookie });
      expect(`${user.role} .data: ${data.status}`).toBe(`${user.role} .data: 404`);
      expectNoPhone(await data.text(), m);
    }
    expect(await balanceOf(buyer.id)).toBe(100);
    expect(await ledgerOf(buyer.id)).toEqual([]);
    expect(await enquiriesOf(buyer.id)).toEqual([]);
  });

  it("a listing that is not public sells nothing to non-owners: 404, no credits, no enquiry", async () => {
    const { seller, ...m } = await sellerWithPhone();
    const buyer = await insertUser({ credits: 100 });
    const cookie = await signInAs(buyer.id);
    for (const status of ["Pending", "Rejected"] as const) {
      const listing = await insertListing({ postedById: seller.id, status }, { images: 0 });
      const res = await postForm(`/listing/${listing.id}`, { intent: "reveal" }, { cookie });
      expect(`${status}: ${res.status}`).toBe(`${status}: 404`);
      expectNoPhone(await res.text(), m);
    }
    expect(await balanceOf(buyer.id)).toBe(100);
    expect(await enquiriesOf(buyer.id)).toEqual([]);
    // The same seller's public listing still sells the number, once.
    const open = await insertListing({ postedById: seller.id }, { images: 0 });
    const res = await postForm(`/listing/${open.id}`, { intent: "reveal" }, { cookie });
    expect(toastOf(res)?.message).toBe("Mobile number fetched successfully");
    expect(await balanceOf(buyer.id)).toBe(90);
  });

  it("a seller whose listings all stop being public loses the page and its reveal", async () => {
    const { seller, ...m } = await sellerWithPhone();
    const buyer = await insertUser({ credits: 100 });
    const cookie = await signInAs(buyer.id);
    expect((await get(`/seller/${seller.username}`, { cookie })).status).toBe(200);
    await env.DB.prepare("UPDATE listings SET status = 'Rejected' WHERE posted_by_id = ?").bind(seller.id).run();
    const res = await postForm(`/seller/${seller.username}`, { intent: "reveal" }, { cookie });
    expect(res.status).toBe(404);
    expectNoPhone(await res.text(), m);
    expect(await balanceOf(buyer.id)).toBe(100);
    expect(await enquiriesOf(buyer.id)).toEqual([]);
  });
});
