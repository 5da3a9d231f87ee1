import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { get, insertListing, insertUser, PNG_1x1, post, signIn, toastOf } from "./profile-helpers";

const count = async (sql: string, ...args: unknown[]) => (await env.DB.prepare(sql).bind(...args).first<{ n: number }>())!.n;

describe("Delete Account", () => {
  it("has a confirm page of its own (no JavaScript)", async () => {
    const user = await insertUser();
    const res = await get("/profile/delete", await signIn(user.id));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Delete your account?");
    expect(html).toMatch(/<form[^>]*method="post"/);
  });

  it("signs the user out everywhere, takes their listings off public pages and lands on / with the toast", async () => {
    const seller = await insertUser({ role: "seller" });
    const cookie = await signIn(seller.id);
    const otherDevice = await signIn(seller.id);
    await post("/profile/edit", { fullName: "Gone Soon", email: seller.email, gender: "male", image: new File([PNG_1x1], "a.png", { type: "image/png" }) }, cookie);
    const imageKey = (await env.DB.prepare(`SELECT profile_image AS k FROM users WHERE id = ?`).bind(seller.id).first<{ k: string }>())!.k;
    const approved = await insertListing(seller.id, { status: "Approved" });
    const sold = await insertListing(seller.id, { status: "Sold" });
    const buyer = await insertUser();
    const buyerCookie = await signIn(buyer.id);
    await post("/favourites", { listingId: String(approved), intent: "add", redirectTo: "/" }, buyerCookie);

    const res = await post("/profile/delete", {}, cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    expect(toastOf(res)).toMatchObject({ kind: "success", message: "Account deleted successfully" });
    expect(res.headers.getSetCookie().some((c) => /^session-token=;/.test(c) && /Max-Age=0/.test(c))).toBe(true);

    expect(await count(`SELECT count(*) AS n FROM sessions WHERE user_id = ?`, seller.id)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM listings WHERE posted_by_id = ? AND is_public = 1`, seller.id)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM listings WHERE id IN (?, ?) AND status = 'Rejected'`, approved, sold)).toBe(2);
    const row = await env.DB.prepare(`SELECT * FROM users WHERE id = ?`).bind(seller.id).first<Record<string, unknown>>();
    expect(row?.deleted_at).toBeTypeOf("number");
    expect(row?.email).toBe(`deleted-${seller.id}@deleted.invalid`);
    expect(row?.phone).toBe("");
    expect(await env.IMAGES.get(imageKey)).toBeNull();

    // Both sessions are dead: the pages treat the user as a visitor.
    for (const c of [cookie, otherDevice]) {
      const profile = await get("/profile", c);
      expect(profile.status).toBe(302);
      expect(profile.headers.get("Location")).toContain("/login");
    }
    // Their seller page is a 404 and the listing left the buyer's favourites dropdown.
    expect((await get(`/seller/${seller.username}`, buyerCookie)).status).toBe(404);
    expect(await (await get("/favourites", buyerCookie)).text()).toContain("No favorites yet");
    // The e-mail is free again for a new account.
    expect(await count(`SELECT count(*) AS n FROM users WHERE email = ?`, seller.email)).toBe(0);
  });

  it("refuses deleting someone else's account for non-admins", async () => {
    const victim = await insertUser();
    const attacker = await insertUser({ role: "both" });
    const res = await post("/profile/delete", { userId: victim.id }, await signIn(attacker.id));
    expect(res.status).toBe(403);
    expect(await count(`SELECT count(*) AS n FROM users WHERE id = ? AND deleted_at IS NULL`, victim.id)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM users WHERE id = ? AND deleted_at IS NULL`, attacker.id)).toBe(1);
  });

  it("lets an admin delete another user (and the admin stays signed in)", async () => {
    const victim = await insertUser();
    const admin = await insertUser({ role: "admin" });
    const adminCookie = await signIn(admin.id);
    const res = await post("/profile/delete", { userId: victim.id }, adminCookie);
    expect(res.status).toBe(302);
    expect(toastOf(res)?.message).toBe("User deleted successfully");
    expect(await count(`SELECT count(*) AS n FROM users WHERE id = ? AND deleted_at IS NOT NULL`, victim.id)).toBe(1);
    expect((await get("/profile", adminCookie)).status).toBe(200);
  });

  it("visitors are sent to sign in", async () => {
    const res = await post("/profile/delete", {});
    expect(res.headers.get("Location")).toBe("/login?redirectTo=%2Fprofile%2Fdelete");
  });
});
