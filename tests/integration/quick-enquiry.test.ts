// "Request a call back" through the built app (docs/product.md#admin): the public form on the
// listing page and in the footer posts to /quick-enquiry; a valid request is stored Open and the
// visitor returns where they were with a toast; the honeypot and the per-IP limit keep spam out.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { QUICK_ENQUIRY_LIMIT } from "~/domain/rate-limit";
import { QUICK_ENQUIRY_MESSAGES } from "~/schemas/quick-enquiry";
import { quickEnquiries } from "~/server/db/schema.server";
import { db, insertListing, insertUser, unique } from "../helpers/db";
import { get, location, postForm, signInAs, toastOf } from "../helpers/http";

let ipCounter = 0;
/** Each test posts from an address of its own, so the per-IP limit is its alone. */
function freshIp(): Record<string, string> {
  ipCounter += 1;
  return { "CF-Connecting-IP": `10.200.${ipCounter}.${Math.floor(Math.random() * 250)}` };
}

const stored = (name: string) => db().select().from(quickEnquiries).where(eq(quickEnquiries.name, name)).all();

describe("the call-back form", () => {
  it("is on the listing page and in every footer, posting to /quick-enquiry without JavaScript", async () => {
    const listing = await insertListing();
    const page = await (await get(`/listing/${listing.id}`)).text();
    expect(page.match(/<form[^>]*action="\/quick-enquiry"/g)).toHaveLength(2);
    expect(page).toContain(`About listing #${listing.id}`);
    expect(page).toContain('name="website"');
    const terms = await (await get("/terms")).text();
    expect(terms).toMatch(/<form[^>]*action="\/quick-enquiry"/);
    expect(terms).toContain(`name="redirectTo" value="/terms"`);
  });

  it("stores a valid request as Open (number normalised) and goes back with a toast", async () => {
    const listing = await insertListing();
    const name = `Caller ${unique()}`;
    const back = `/listing/${listing.id}?image=2`;
    const res = await postForm(
      "/quick-enquiry",
      { name, phone: "098765 43210", message: "Is the plot still available?", redirectTo: back },
      { headers: freshIp() },
    );
    expect(res.status).toBe(302);
    expect(location(res)).toBe(back);
    expect(toastOf(res)).toMatchObject({ kind: "success", message: QUICK_ENQUIRY_MESSAGES.sent });
    expect(await stored(name)).toEqual([
      expect.objectContaining({ phone: "+919876543210", message: "Is the plot still available?", status: "Open" }),
    ]);
  });

  it("with JavaScript (a fetcher) it answers with data and no redirect; a foreign redirect goes home", async () => {
    const name = `Fetcher ${unique()}`;
    const stay = await postForm("/quick-enquiry", { name, phone: "9876543210", stay: "1" }, { headers: freshIp() });
    expect(stay.status).toBe(200);
    expect(await stored(name)).toHaveLength(1);
    const away = await postForm(
      "/quick-enquiry",
      { name: `${name} 2`, phone: "9876543210", redirectTo: "//evil.example/x" },
      { headers: freshIp() },
    );
    expect(location(away)).toBe("/");
  });

  it("a mobile number is required: missing or not Indian, the form comes back and nothing is stored", async () => {
    const name = `No phone ${unique()}`;
    for (const phone of ["", "12345", "5876543210"]) {
      const res = await postForm("/quick-enquiry", { name, phone }, { headers: freshIp() });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("Please enter a valid phone number");
    }
    expect(await stored(name)).toHaveLength(0);
  });

  it("a filled honeypot looks like success to the bot, and nothing is stored", async () => {
    const name = `Bot ${unique()}`;
    const res = await postForm(
      "/quick-enquiry",
      { name, phone: "9876543210", website: "https://spam.example", redirectTo: "/terms" },
      { headers: freshIp() },
    );
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/terms");
    expect(toastOf(res)).toMatchObject({ kind: "success", message: QUICK_ENQUIRY_MESSAGES.sent });
    expect(await stored(name)).toHaveLength(0);
  });

  it(`allows ${QUICK_ENQUIRY_LIMIT.limit} requests per IP an hour, then refuses (429) without storing; other IPs go on`, async () => {
    const ip = freshIp();
    const name = `Flood ${unique()}`;
    for (let i = 0; i < QUICK_ENQUIRY_LIMIT.limit; i++) {
      const res = await postForm("/quick-enquiry", { name, phone: "9876543210" }, { headers: ip });
      expect(res.status).toBe(302);
    }
    const refused = await postForm("/quick-enquiry", { name, phone: "9876543210" }, { headers: ip });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(QUICK_ENQUIRY_MESSAGES.tooMany);
    expect(await stored(name)).toHaveLength(QUICK_ENQUIRY_LIMIT.limit);
    const elsewhere = await postForm("/quick-enquiry", { name, phone: "9876543210" }, { headers: freshIp() });
    expect(elsewhere.status).toBe(302);
  });

  it("arrives in the admins' Quick enquiries tab as Open", async () => {
    const name = `Tab ${unique()}`;
    await postForm(
      "/quick-enquiry",
      { name, phone: "9876543210", message: "Villa in Vadavalli" },
      { headers: freshIp() },
    );
    const admin = await insertUser({ role: "admin" });
    const page = await (
      await get(`/admin/listings?tab=quick-enquiries&name=${encodeURIComponent(name)}`, {
        cookie: await signInAs(admin.id),
      })
    ).text();
    expect(page).toContain(name);
    expect(page).toContain("Villa in Vadavalli");
    expect(page).toMatch(/<option value="Open" selected="">Open<\/option>/);
  });
});
