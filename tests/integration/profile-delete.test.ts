import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { insertListing, insertUser, PNG_1x1 } from "../helpers/db";
import { get, postMultipart, signInAs, toastOf } from "../helpers/http";
import { FULL_PROFILE } from "../helpers/profile";

const count = async (sql: string, ...args: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...args)
    .first<{ n: number }>())!.n;

describe("Delete Account", () => {
  it("has a confirm page of its own (no JavaScript)", async () => {
    const user = await insertUser();
    const res = await get("/profile/delete", { cookie: await signInAs(user.id) });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Delete your account?");
    expect(html).toMatch(/<form[^>]*method="post"/);
  });

  it("signs the user out everywhere, takes their listings off public pages and lands on / with the toast", async () => {
    const seller = await insertUser({ ...FULL_PROFILE, role: "seller" });
    const cookie = await signInAs(seller.id);
    const otherDevice = await signInAs(seller.id);
    await postMultipart(
      "/profile/edit",
      {
        fullName: "Gone Soon",
        email: seller.email,
        gender: "male",
        image: new File([PNG_1x1], "a.png", { type: "image/png" }),
      },
      { cookie },
    );
    const imageKey = (await env.DB.prepare(`SELECT profile_image AS k FROM users WHERE id = ?`)
      .bind(seller.id)
      .first<{ k: string }>())!.k;
    const { id: approved } = await insertListing({ postedById: seller.id, status: "Approved" });
    const { id: sold } = await insertListing({ postedById: seller.id, status: "Sold" });
    const buyer = await insertUser();
    const buyerCookie = await signInAs(buyer.id);
    await postMultipart(
      "/favourites",
      { listingId: String(approved), intent: "add", redirectTo: "/" },
      { cookie: buyerCookie },
    );

    const res = await postMultipart("/profile/delete", {}, { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    expect(toastOf(res)).toMatchObject({ kind: "success", message: "Account deleted successfully" });
    expect(res.headers.getSetCookie().some((c) => /^session-token=;/.test(c) && /Max-Age=0/.test(c))).toBe(true);

    expect(await count(`SELECT count(*) AS n FROM sessions WHERE user_id = ?`, seller.id)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM listings WHERE posted_by_id = ? AND is_public = 1`, seller.id)).toBe(
      0,
    );
    expect(
      await count(`SELECT count(*) AS n FROM listings WHERE id IN (?, ?) AND status = 'Rejected'`, approved, sold),
    ).toBe(2);
    const row = await env.DB.prepare(`SELECT * FROM users WHERE id = ?`)
      .bind(seller.id)
      .first<Record<string, unknown>>();
    expect(row?.deleted_at).toBeTypeOf("number");
    expect(row?.email).toBe(`deleted-${seller.id}@deleted.invalid`);
    expect(row?.phone).toBe("");
    expect(await env.IMAGES.get(imageKey)).toBeNull();

    // Both sessions are dead: the pages treat the user as a visitor.
    for (const c of [cookie, otherDevice]) {
      const profile = await get("/profile", { cookie: c });
      expect(profile.status).toBe(302);
      expect(profile.headers.get("Location")).toContain("/login");
    }
    // Their seller page is not found and the listing left the buyer's favourites dropdown.
    expect((await get(`/seller/${seller.username}`, { cookie: buyerCookie })).status).toBe(404);
    expect(await (await get("/favourites", { cookie: buyerCookie })).text()).toContain("No favorites yet");
    // The e-mail is free again for a new account.
    expect(await count(`SELECT count(*) AS n FROM users WHERE email = ?`, seller.email)).toBe(0);
  });

  it("refuses deleting someone else's account for non-admins", async () => {
    const victim = await insertUser();
    const attacker = await insertUser({ role: "both" });
    const res = await postMultipart("/profile/delete", { userId: victim.id }, { cookie: await signInAs(attacker.id) });
    expect(res.status).toBe(403);
    expect(await count(`SELECT count(*) AS n FROM users WHERE id = ? AND deleted_at IS NULL`, victim.id)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM users WHERE id = ? AND deleted_at IS NULL`, attacker.id)).toBe(1);
  });

  it("lets an admin delete another user (and the admin stays signed in)", async () => {
    const victim = await insertUser();
    const admin = await insertUser({ role: "admin" });
    const adminCookie = await signInAs(admin.id);
    const res = await postMultipart("/profile/delete", { userId: victim.id }, { cookie: adminCookie });
    expect(res.status).toBe(302);
    expect(toastOf(res)?.message).toBe("User deleted successfully");
    expect(await count(`SELECT count(*) AS n FROM users WHERE id = ? AND deleted_at IS NOT NULL`, victim.id)).toBe(1);
    expect((await get("/profile", { cookie: adminCookie })).status).toBe(200);
  });

  it("visitors are sent to sign in", async () => {
    const res = await postMultipart("/profile/delete", {});
    expect(res.headers.get("Location")).toBe("/login?redirectTo=%2Fprofile%2Fdelete");
  });
});
