// Every guarded page and action of the accounts work, for a visitor and each role: who gets in,
// who is sent to sign in, who is refused. Checked on the server, whatever the menus show.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Role } from "~/domain/catalog";
import { listings, users } from "~/server/db/schema.server";
import { db, insertListing, insertUser } from "../helpers/db";
import { get, postForm, signInAs } from "../helpers/http";

type Who = Role | "visitor";
const EVERYONE: Who[] = ["visitor", "buyer", "seller", "both", "admin", "superadmin"];

async function cookieFor(who: Who): Promise<string | undefined> {
  if (who === "visitor") return undefined;
  const user = await insertUser({ role: who });
  return signInAs(user.id);
}

/** "ok" (2xx), "login" (sent to sign in, coming back), "home" (sent to /), or the status code. */
function outcome(res: Response, path: string): string {
  if (res.status >= 200 && res.status < 300) return "ok";
  const location = res.headers.get("Location") ?? "";
  if (res.status === 302 && location === `/login?redirectTo=${encodeURIComponent(path)}`) return "login";
  if (res.status === 302 && location === "/") return "home";
  return String(res.status);
}

describe("pages by role", () => {
  const signedInOnly = { visitor: "login", buyer: "ok", seller: "ok", both: "ok", admin: "ok", superadmin: "ok" };
  const visitorsOnly = {
    visitor: "ok",
    buyer: "home",
    seller: "home",
    both: "home",
    admin: "home",
    superadmin: "home",
  };

  const posters = { visitor: "login", buyer: "403", seller: "ok", both: "ok", admin: "ok", superadmin: "ok" };
  // Visitors sign in and come back; signed-in users without the role are sent to /login.
  const adminsOnly = {
    visitor: "login",
    buyer: "302",
    seller: "302",
    both: "302",
    admin: "ok",
    superadmin: "ok",
  };

  it.each([
    ["/create-listing", posters],
    ["/seller/listings", posters],
    ["/buy-credits", signedInOnly],
    ["/credit-history", signedInOnly],
    ["/admin", adminsOnly],
    ["/profile", signedInOnly],
    ["/profile/edit", signedInOnly],
    ["/profile/delete", signedInOnly],
    ["/favourites", signedInOnly],
    ["/saved-searches", signedInOnly],
    // A visitor names the search there; signing in then saves it (docs/product.md#saved-searches).
    ["/saved-searches/new?type=plot", { ...signedInOnly, visitor: "ok" }],
    ["/login", visitorsOnly],
    ["/signup", visitorsOnly],
  ] as const)("GET %s", async (path, expected) => {
    for (const who of EVERYONE) {
      const res = await get(path, { cookie: await cookieFor(who) });
      expect(`${who}: ${outcome(res, path)}`).toBe(`${who}: ${expected[who]}`);
    }
  });

  // Admin pages: visitors sign in and come back; other roles are sent to /login (a 302 without
  // redirectTo, which sends them on to /).
  const adminOnly = { visitor: "login", buyer: "302", seller: "302", both: "302", admin: "ok", superadmin: "ok" };

  it("GET the admin listings pages: admins and superadmins only", async () => {
    const pending = await insertListing({ status: "Pending" });
    for (const path of ["/admin/listings", "/admin/listings?tab=quick-enquiries", `/admin/listing/${pending.id}`]) {
      for (const who of EVERYONE) {
        const res = await get(path, { cookie: await cookieFor(who) });
        expect(`${path} ${who}: ${outcome(res, path)}`).toBe(`${path} ${who}: ${adminOnly[who]}`);
      }
    }
  });

  it("GET /seller/:username needs sign-in, for every role", async () => {
    const seller = await insertUser({ role: "seller" });
    await insertListing({ postedById: seller.id }); // only a seller with a public listing has a page
    const path = `/seller/${seller.username}`;
    for (const who of EVERYONE) {
      const res = await get(path, { cookie: await cookieFor(who) });
      expect(`${who}: ${outcome(res, path)}`).toBe(`${who}: ${who === "visitor" ? "login" : "ok"}`);
    }
  });

  it("public pages stay public", async () => {
    const listing = await insertListing();
    for (const path of ["/", `/listing/${listing.id}`, "/terms", "/privacy-policy", "/?view=map"]) {
      expect(outcome(await get(path), path)).toBe("ok");
    }
  });
});

describe("admin pages by role", () => {
  // Visitors sign in and come back; other signed-in users are sent to /login (which sends them on to /).
  const adminOnly = {
    visitor: "login",
    buyer: "302 /login",
    seller: "302 /login",
    both: "302 /login",
    admin: "ok",
    superadmin: "ok",
  };
  const adminOutcome = (res: Response, path: string) => {
    const o = outcome(res, path);
    return o === "302" ? `302 ${res.headers.get("Location")}` : o;
  };

  it("GET /admin/users, /admin/audit, /admin/user-analytics/:id, /admin/users/:id/credits and /delete", async () => {
    const target = await insertUser({ role: "buyer" });
    for (const path of [
      "/admin/users",
      "/admin/users?q=a&sort=views&dir=asc",
      "/admin/audit",
      `/admin/user-analytics/${target.id}`,
      `/admin/users/${target.id}/credits`,
      `/admin/users/${target.id}/delete`,
    ]) {
      for (const who of EVERYONE) {
        const res = await get(path, { cookie: await cookieFor(who) });
        expect(`${path} ${who}: ${adminOutcome(res, path)}`).toBe(`${path} ${who}: ${adminOnly[who]}`);
      }
    }
  });

  it("POST /admin/users/:id/credits and /delete: admins only; nothing changes for anyone else", async () => {
    for (const who of EVERYONE) {
      const target = await insertUser({ role: "buyer", credits: 10 });
      const cookie = await cookieFor(who);
      const credits = `/admin/users/${target.id}/credits`;
      const form = { direction: "add", amount: "5", reason: "Role check", token: "abcdefghijklmnopqrstu" };
      const adjusted = await postForm(credits, form, { cookie });
      const removed = await postForm(`/admin/users/${target.id}/delete`, {}, { cookie });
      const admin = who === "admin" || who === "superadmin";
      const expected = who === "visitor" ? "login" : "302 /login";
      expect(`${who}: ${adminOutcome(adjusted, credits)}`).toBe(
        `${who}: ${admin ? `302 /admin/users/${target.id}/credits` : expected}`,
      );
      expect(`${who}: ${removed.status}`).toBe(`${who}: 302`);
      const row = await db()
        .select({ credits: users.credits, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, target.id))
        .get();
      expect(`${who}: ${row?.credits} ${row?.deletedAt !== null}`).toBe(`${who}: ${admin ? 15 : 10} ${admin}`);
    }
  });
});

describe("actions by role", () => {
  it("favouriting: visitors are sent to sign in; every signed-in role may", async () => {
    const listing = await insertListing();
    for (const who of EVERYONE) {
      const res = await postForm(
        "/favourites",
        { listingId: String(listing.id), intent: "add", redirectTo: `/listing/${listing.id}` },
        { cookie: await cookieFor(who) },
      );
      const expected =
        who === "visitor"
          ? `/login?redirectTo=${encodeURIComponent(`/listing/${listing.id}`)}`
          : `/listing/${listing.id}`;
      expect(`${who}: ${res.status} ${res.headers.get("Location")}`).toBe(`${who}: 302 ${expected}`);
    }
  });

  it("editing someone else's profile: refused for non-admins, allowed for admins", async () => {
    for (const who of ["buyer", "seller", "both", "admin", "superadmin"] as const) {
      const victim = await insertUser({ role: "buyer", fullName: "Original Name" });
      const res = await postForm(
        "/profile/edit",
        {
          userId: victim.id,
          fullName: `Changed by ${who}`,
          bio: "",
          email: victim.email,
          phone: "",
          gender: "male",
          role: "buyer",
        },
        { cookie: await cookieFor(who) },
      );
      const admin = who === "admin" || who === "superadmin";
      expect(`${who}: ${res.status}`).toBe(`${who}: ${admin ? 302 : 403}`);
      const after = await db().select({ fullName: users.fullName }).from(users).where(eq(users.id, victim.id)).get();
      expect(after?.fullName).toBe(admin ? `Changed by ${who}` : "Original Name");
    }
  });

  it("deleting someone else's account: refused for non-admins, allowed for admins", async () => {
    for (const who of ["buyer", "seller", "both", "admin", "superadmin"] as const) {
      const victim = await insertUser({ role: "seller" });
      await insertListing({ postedById: victim.id });
      const res = await postForm("/profile/delete", { userId: victim.id }, { cookie: await cookieFor(who) });
      const admin = who === "admin" || who === "superadmin";
      expect(`${who}: ${res.status}`).toBe(`${who}: ${admin ? 302 : 403}`);
      // A deleted seller's page is not found (docs/product.md#accounts).
      const page = await get(`/seller/${victim.username}`, { cookie: await cookieFor("buyer") });
      expect(`${who}: ${page.status}`).toBe(`${who}: ${admin ? 404 : 200}`);
    }
  });

  it("an admin cannot edit or delete a superadmin", async () => {
    const superadmin = await insertUser({ role: "superadmin" });
    const cookie = await cookieFor("admin");
    expect((await postForm("/profile/delete", { userId: superadmin.id }, { cookie })).status).toBe(403);
  });

  it("nobody can grant themselves an admin role through the profile form", async () => {
    for (const who of ["buyer", "seller", "both"] as const) {
      const user = await insertUser({ role: who });
      const cookie = await signInAs(user.id);
      await postForm(
        "/profile/edit",
        { fullName: "Climber", bio: "", email: user.email, phone: "", gender: "female", role: "superadmin" },
        { cookie },
      );
      const after = await db().select({ role: users.role }).from(users).where(eq(users.id, user.id)).get();
      expect(after?.role).toBe(who);
    }
  });

  it("admin listing actions: a status change is a superadmin's; deletes and enquiries any admin's", async () => {
    const statusAfter = { visitor: "login", buyer: "302", seller: "302", both: "302", admin: "403", superadmin: "302" };
    for (const who of EVERYONE) {
      const listing = await insertListing({ status: "Pending" });
      const path = "/admin/listings";
      const fields = { intent: "listing-status", listingId: String(listing.id), status: "Approved" };
      const res = await postForm(path, fields, { cookie: await cookieFor(who) });
      expect(`${who}: ${outcome(res, path)}`).toBe(`${who}: ${statusAfter[who]}`);
      const detail = await postForm(
        `/admin/listing/${listing.id}`,
        { status: "Sold" },
        { cookie: await cookieFor(who) },
      );
      expect(`${who}: ${outcome(detail, `/admin/listing/${listing.id}`)}`).toBe(`${who}: ${statusAfter[who]}`);
      const row = await db()
        .select({ status: listings.status })
        .from(listings)
        .where(eq(listings.id, listing.id))
        .get();
      expect(`${who}: ${row?.status}`).toBe(`${who}: ${who === "superadmin" ? "Sold" : "Pending"}`);
    }
    const deleteAfter = { visitor: "login", buyer: "302", seller: "302", both: "302", admin: "302", superadmin: "302" };
    for (const who of EVERYONE) {
      const listing = await insertListing();
      const res = await postForm(
        "/admin/listings",
        { intent: "listing-delete", listingId: String(listing.id) },
        { cookie: await cookieFor(who) },
      );
      expect(`${who}: ${outcome(res, "/admin/listings")}`).toBe(`${who}: ${deleteAfter[who]}`);
      const row = await db().select({ id: listings.id }).from(listings).where(eq(listings.id, listing.id)).get();
      expect(`${who}: ${row ? "kept" : "deleted"}`).toBe(
        `${who}: ${who === "admin" || who === "superadmin" ? "deleted" : "kept"}`,
      );
    }
  });

  it("a call-back request is anyone's, visitors included", async () => {
    for (const who of EVERYONE) {
      const res = await postForm(
        "/quick-enquiry",
        { name: `Caller ${who}`, phone: "9876543210", redirectTo: "/terms" },
        {
          cookie: await cookieFor(who),
          headers: { "CF-Connecting-IP": `10.77.${EVERYONE.indexOf(who)}.${Math.floor(Math.random() * 250)}` },
        },
      );
      expect(`${who}: ${res.status} ${res.headers.get("Location")}`).toBe(`${who}: 302 /terms`);
    }
  });

  it("logout is a POST; a GET signs no one out", async () => {
    const user = await insertUser();
    const cookie = await signInAs(user.id);
    await get("/logout", { cookie });
    expect(outcome(await get("/profile", { cookie }), "/profile")).toBe("ok");
    const res = await postForm("/logout", {}, { cookie });
    expect(res.status).toBe(302);
    expect(outcome(await get("/profile", { cookie }), "/profile")).toBe("login");
  });
});
