// /admin/users and what hangs off it (docs/product.md#admin): the table's data with filter,
// sort and page in the URL; editing a user's role (admins never grant admin); deleting a user;
// adjusting credits through the UserCredits object (balance, ledger and audit together, once
// per form, never below 0); user analytics; the audit trail.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DAY_MS, istDayStart } from "~/domain/dates";
import { parseAdminUsersQuery } from "~/schemas/admin-users";
import { listAdminUsers, userAnalytics } from "~/server/admin/users.server";
import { balanceOf, ledgerOf } from "../helpers/credits";
import { db, insertListing, insertUser, unique, uniqueEmail } from "../helpers/db";
import { get, location, postForm, postMultipart, signInAs, toastOf } from "../helpers/http";
import { FULL_PROFILE } from "../helpers/profile";

type AuditRowDb = {
  action: string;
  actor_email: string;
  target_id: string;
  before: string | null;
  after: string | null;
  reason: string | null;
};

async function auditOf(targetId: string): Promise<AuditRowDb[]> {
  const { results } = await env.DB.prepare(
    "SELECT action, actor_email, target_id, before, after, reason FROM audit_log WHERE target_id = ? ORDER BY id",
  )
    .bind(targetId)
    .all<AuditRowDb>();
  return results;
}

async function adminSession(role: "admin" | "superadmin" = "admin") {
  const admin = await insertUser({ role });
  return { admin, cookie: await signInAs(admin.id) };
}

async function view(listingId: number, userId: string, at: number) {
  await env.DB.prepare("INSERT INTO listing_views (listing_id, user_id, counted, created_at) VALUES (?, ?, 1, ?)")
    .bind(listingId, userId, at)
    .run();
}

/** The form token the credits page hands out. */
async function creditsToken(userId: string, cookie: string): Promise<string> {
  const html = await (await get(`/admin/users/${userId}/credits`, { cookie })).text();
  const token = html.match(/name="token" value="([^"]+)"/)?.[1];
  if (!token) throw new Error("no token on the credits page");
  return token;
}

describe("/admin/users: the table", () => {
  it("counts each user's listings and views, filters by name, sorts by a numeric column, pages", async () => {
    const tag = unique("kumar");
    const a = await insertUser({ fullName: `Anitha ${tag}`, credits: 40, role: "seller" });
    const b = await insertUser({ fullName: `Bala ${tag}`, credits: 5 });
    const c = await insertUser({ username: `${tag}c`, credits: 90 });
    await insertUser({ fullName: "Someone Else", credits: 1000 });
    const l1 = await insertListing({ postedById: a.id });
    await insertListing({ postedById: a.id, status: "Pending" });
    for (let i = 0; i < 3; i++) await view(l1.id, b.id, Date.now());
    const l2 = await insertListing();
    await view(l2.id, b.id, Date.now());

    const byCredits = await listAdminUsers(db(), parseAdminUsersQuery(new URLSearchParams(`q=${tag}&sort=credits`)));
    expect(byCredits.rows.map((r) => r.id)).toEqual([c.id, a.id, b.id]);
    const rowA = byCredits.rows.find((r) => r.id === a.id);
    const rowB = byCredits.rows.find((r) => r.id === b.id);
    expect(rowA).toMatchObject({ listings: 2, views: 0, credits: 40, role: "seller" });
    expect(rowB).toMatchObject({ listings: 0, views: 4 });
    // The hover card: per listing, most viewed first.
    expect(rowB?.viewedListings).toEqual([
      { listingId: l1.id, title: l1.title, views: 3 },
      { listingId: l2.id, title: l2.title, views: 1 },
    ]);

    const asc = await listAdminUsers(db(), parseAdminUsersQuery(new URLSearchParams(`q=${tag}&sort=views&dir=asc`)));
    expect(asc.rows.at(-1)?.id).toBe(b.id);
    const paged = await listAdminUsers(
      db(),
      parseAdminUsersQuery(new URLSearchParams(`q=${tag}&sort=credits&page=2`)),
      2,
    );
    expect(paged).toMatchObject({ isEnd: true, rows: [{ id: b.id }] });

    // The page itself, as an admin opens it from a link.
    const { cookie } = await adminSession();
    const res = await get(`/admin/users?q=${tag}&sort=credits&dir=asc`, { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.indexOf(`Bala ${tag}`)).toBeLessThan(html.indexOf(`Anitha ${tag}`));
    expect(html).toContain('aria-sort="ascending"');
    expect(html).toContain(`/admin/user-analytics/${b.id}`);
    expect(html).not.toContain("Someone Else");
  });

  it("says 'No results.' when no name matches, and hides deleted accounts", async () => {
    const { cookie } = await adminSession();
    const html = await (await get(`/admin/users?q=${unique("nobody")}`, { cookie })).text();
    expect(html).toContain("No results.");
    const gone = await insertUser({ fullName: unique("Gone"), deletedAt: Date.now() });
    const rows = await listAdminUsers(db(), parseAdminUsersQuery(new URLSearchParams(`q=${gone.fullName}`)));
    expect(rows.rows).toEqual([]);
  });

  it("offers Edit and Delete only on accounts the admin may manage", async () => {
    const tag = unique("peer");
    const { admin, cookie } = await adminSession();
    const peer = await insertUser({ role: "admin", fullName: `Peer ${tag}` });
    const buyer = await insertUser({ fullName: `Buyer ${tag}` });
    const html = await (await get(`/admin/users?q=${tag}`, { cookie })).text();
    expect(html).toContain(`/admin/users/${buyer.id}/delete`);
    expect(html).not.toContain(`/admin/users/${peer.id}/delete`);
    expect(html).not.toContain(`/admin/users/${admin.id}/delete`);
  });
});

describe("editing a user through the profile form", () => {
  const fields = (email: string, role: string) => ({ fullName: "Edited Name", email, gender: "male", role });

  it("the audit row holds every field the admin changed, the e-mail included (before and after)", async () => {
    const { admin, cookie } = await adminSession();
    const user = await insertUser({ ...FULL_PROFILE, fullName: "Old Name", bio: "old bio" });
    const newEmail = uniqueEmail("taken-over");
    const res = await postMultipart(
      "/profile/edit",
      {
        userId: user.id,
        fullName: "New Name",
        bio: "new bio",
        email: newEmail,
        phone: "+91 91234 56780",
        gender: "male",
        role: "seller",
        redirectTo: "/admin/users",
      },
      { cookie },
    );
    expect(res.status).toBe(302);
    const row = (await auditOf(user.id)).at(-1);
    expect(row).toMatchObject({ action: "user.edit", actor_email: admin.email });
    expect(JSON.parse(row?.before ?? "{}")).toEqual({
      email: user.email,
      fullName: "Old Name",
      bio: "old bio",
      phone: FULL_PROFILE.phone,
      phoneVerified: true,
      gender: "female",
      role: "buyer",
    });
    expect(JSON.parse(row?.after ?? "{}")).toMatchObject({
      email: newEmail,
      fullName: "New Name",
      bio: "new bio",
      phoneVerified: false,
      gender: "male",
      role: "seller",
    });
    expect(JSON.parse(row?.after ?? "{}").phone).toMatch(/91234\s?56780$/);
    const page = await (await get("/admin/audit", { cookie })).text();
    expect(page).toContain(`email: ${user.email} → ${newEmail}`);

    // An e-mail change alone is a row of its own.
    const other = uniqueEmail("second");
    await postMultipart(
      "/profile/edit",
      {
        userId: user.id,
        fullName: "New Name",
        bio: "new bio",
        email: other,
        phone: "+91 91234 56780",
        gender: "male",
        role: "seller",
      },
      { cookie },
    );
    const second = (await auditOf(user.id)).at(-1);
    expect(JSON.parse(second?.before ?? "{}")).toEqual({ email: user.email });
    expect(JSON.parse(second?.after ?? "{}")).toEqual({ email: other });
  });

  it("an admin sets buyer, seller or both but can never grant admin or superadmin", async () => {
    const { cookie } = await adminSession();
    const user = await insertUser();
    for (const role of ["admin", "superadmin"]) {
      const res = await postMultipart("/profile/edit", { ...fields(user.email, role), userId: user.id }, { cookie });
      expect(res.status).toBe(400);
    }
    expect((await db().query.users.findFirst({ where: (u, { eq }) => eq(u.id, user.id) }))?.role).toBe("buyer");
    const ok = await postMultipart(
      "/profile/edit",
      { ...fields(user.email, "seller"), userId: user.id, redirectTo: "/admin/users" },
      { cookie },
    );
    expect(ok.status).toBe(302);
    expect(location(ok)).toBe("/admin/users");
    const audit = await auditOf(user.id);
    expect(audit.at(-1)).toMatchObject({ action: "user.edit" });
    expect(JSON.parse(audit.at(-1)?.after ?? "{}")).toMatchObject({ role: "seller", fullName: "Edited Name" });
    expect(JSON.parse(audit.at(-1)?.before ?? "{}")).toMatchObject({ role: "buyer" });
  });

  it("a superadmin may grant admin; the edit page offers the admin roles to a superadmin only", async () => {
    const user = await insertUser();
    const admin = await adminSession("admin");
    const superadmin = await adminSession("superadmin");
    const page = (cookie: string) => get(`/profile/edit?userId=${user.id}`, { cookie }).then((r) => r.text());
    expect(await page(admin.cookie)).not.toContain('value="superadmin"');
    expect(await page(superadmin.cookie)).toContain('value="superadmin"');
    const res = await postMultipart(
      "/profile/edit",
      { ...fields(user.email, "admin"), userId: user.id },
      { cookie: superadmin.cookie },
    );
    expect(res.status).toBe(302);
    expect((await db().query.users.findFirst({ where: (u, { eq }) => eq(u.id, user.id) }))?.role).toBe("admin");
    // Now an admin account: another admin can no longer edit it.
    const refused = await postMultipart(
      "/profile/edit",
      { ...fields(user.email, "buyer"), userId: user.id },
      { cookie: admin.cookie },
    );
    expect(refused.status).toBe(403);
  });

  it("editing your own profile writes no audit row", async () => {
    const user = await insertUser();
    const res = await postMultipart("/profile/edit", fields(user.email, "both"), { cookie: await signInAs(user.id) });
    expect(res.status).toBe(302);
    expect(await auditOf(user.id)).toEqual([]);
  });
});

describe("deleting a user", () => {
  it("without JavaScript: confirm page, then the account is deleted and the table shows the toast", async () => {
    const { admin, cookie } = await adminSession();
    const user = await insertUser({ fullName: "Deleted Person", phone: "9876543210", role: "seller" });
    const listing = await insertListing({ postedById: user.id });
    const confirm = await get(`/admin/users/${user.id}/delete`, { cookie });
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain("Delete Deleted Person?");

    const res = await postForm(
      `/admin/users/${user.id}/delete`,
      { redirectTo: "/admin/users?sort=credits" },
      { cookie },
    );
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/admin/users?sort=credits");
    expect(toastOf(res)).toMatchObject({ kind: "success", message: "User deleted successfully" });

    const row = await env.DB.prepare("SELECT deleted_at, email, full_name, phone FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ deleted_at: number | null; email: string; full_name: string; phone: string }>();
    expect(row?.deleted_at).not.toBeNull();
    expect(row).toMatchObject({ full_name: "", phone: "" });
    const status = await env.DB.prepare("SELECT status FROM listings WHERE id = ?").bind(listing.id).first();
    expect(status).toEqual({ status: "Rejected" });

    // The audit row: who, what, the id and role, and nothing personal.
    const [audit] = await auditOf(user.id);
    expect(audit).toMatchObject({
      action: "user.delete",
      actor_email: admin.email,
      before: '{"role":"seller"}',
      after: null,
    });
    expect(JSON.stringify(audit)).not.toContain("Deleted Person");
    expect(JSON.stringify(audit)).not.toContain(user.email);
  });

  it("with JavaScript (reload=later): data and the toast, no redirect; earlier edits lose their details", async () => {
    const { cookie } = await adminSession();
    const user = await insertUser({ fullName: "Before Edit" });
    await postMultipart(
      "/profile/edit",
      { fullName: "After Edit", email: user.email, gender: "female", role: "buyer", userId: user.id },
      { cookie },
    );
    expect((await auditOf(user.id))[0]?.after).toContain("After Edit");
    // What the dialog's fetcher sends: the action alone (single fetch), the table reloads later.
    const res = await postForm(`/admin/users/${user.id}/delete.data`, { reload: "later" }, { cookie });
    expect(res.status).toBe(200);
    expect(toastOf(res)).toMatchObject({ kind: "success", message: "User deleted successfully" });
    const audit = await auditOf(user.id);
    expect(audit.map((a) => a.action)).toEqual(["user.edit", "user.delete"]);
    expect(JSON.stringify(audit)).not.toContain("Edit");
  });

  it("is refused for an admin's peer, for yourself and for accounts that do not exist", async () => {
    const { admin, cookie } = await adminSession();
    const superadmin = await insertUser({ role: "superadmin" });
    expect((await postForm(`/admin/users/${superadmin.id}/delete`, {}, { cookie })).status).toBe(403);
    expect((await postForm(`/admin/users/${admin.id}/delete`, {}, { cookie })).status).toBe(403);
    expect((await postForm(`/admin/users/${crypto.randomUUID()}/delete`, {}, { cookie })).status).toBe(404);
    expect(await balanceOf(admin.id)).toBe(0); // still there
  });
});

describe("adjusting credits", () => {
  it("adds with a reason: balance, ledger row (in the user's history) and audit row; a double submit applies once", async () => {
    const { admin, cookie } = await adminSession();
    const user = await insertUser({ credits: 10 });
    const token = await creditsToken(user.id, cookie);
    const form = { direction: "add", amount: "50", reason: "Refund for a failed post", token };
    const first = await postForm(`/admin/users/${user.id}/credits`, form, { cookie });
    expect(first.status).toBe(302);
    expect(toastOf(first)).toMatchObject({ kind: "success", message: "Credits updated successfully" });
    const again = await postForm(`/admin/users/${user.id}/credits`, form, { cookie });
    expect(again.status).toBe(302);

    expect(await balanceOf(user.id)).toBe(60);
    const ledger = await ledgerOf(user.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      amount: 50,
      description: "Credits added by admin: Refund for a failed post",
      balanceAfter: 60,
    });
    const audit = await auditOf(user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "user.credits",
      actor_email: admin.email,
      before: '{"credits":10}',
      after: '{"credits":60}',
      reason: "Refund for a failed post",
    });

    const history = await (await get("/credit-history", { cookie: await signInAs(user.id) })).text();
    expect(history).toContain("Credits added by admin: Refund for a failed post");
  });

  it("removes down to 0 but never below; a refused removal changes nothing", async () => {
    const { cookie } = await adminSession();
    const user = await insertUser({ credits: 30 });
    const tooMuch = {
      direction: "remove",
      amount: "31",
      reason: "Chargeback",
      token: await creditsToken(user.id, cookie),
    };
    const refused = await postForm(`/admin/users/${user.id}/credits`, tooMuch, { cookie });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("The balance cannot go below 0 credits.");
    expect(await balanceOf(user.id)).toBe(30);
    expect(await ledgerOf(user.id)).toEqual([]);
    expect(await auditOf(user.id)).toEqual([]);

    const all = { direction: "remove", amount: "30", reason: "Chargeback", token: await creditsToken(user.id, cookie) };
    expect((await postForm(`/admin/users/${user.id}/credits`, all, { cookie })).status).toBe(302);
    expect(await balanceOf(user.id)).toBe(0);
    expect((await ledgerOf(user.id))[0]).toMatchObject({ amount: -30, balanceAfter: 0 });
  });

  it("needs a reason; an admin cannot adjust their own balance or a peer's", async () => {
    const { admin, cookie } = await adminSession();
    const user = await insertUser({ credits: 5 });
    const token = await creditsToken(user.id, cookie);
    const noReason = await postForm(
      `/admin/users/${user.id}/credits`,
      { direction: "add", amount: "5", reason: "", token },
      { cookie },
    );
    expect(noReason.status).toBe(400);
    expect(await balanceOf(user.id)).toBe(5);
    const peer = await insertUser({ role: "admin" });
    expect((await get(`/admin/users/${admin.id}/credits`, { cookie })).status).toBe(403);
    expect((await get(`/admin/users/${peer.id}/credits`, { cookie })).status).toBe(403);
    expect(
      (
        await postForm(
          `/admin/users/${admin.id}/credits`,
          { direction: "add", amount: "5", reason: "Me", token },
          { cookie },
        )
      ).status,
    ).toBe(403);
    expect(await balanceOf(admin.id)).toBe(0);
  });

  it("the Durable Object runs parallel adjustments one at a time and never overdraws", async () => {
    const user = await insertUser({ credits: 20 });
    const stub = env.CREDITS.get(env.CREDITS.idFromName(user.id));
    const admin = await insertUser({ role: "admin" });
    const actor = { id: admin.id, email: admin.email };
    const results = await Promise.all(
      [1, 2, 3].map((i) =>
        stub.adjust({ userId: user.id, amount: -10, reason: "Parallel", actor, idempotencyKey: unique(`k${i}`) }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, reason: "below-zero" });
    expect(await balanceOf(user.id)).toBe(0);
    expect(await ledgerOf(user.id)).toHaveLength(2);
    expect(await auditOf(user.id)).toHaveLength(2);
  });
});

describe("/admin/user-analytics/:id", () => {
  // 20 April 2026, 15:00 in India.
  const now = Date.UTC(2026, 3, 20, 9, 30);
  const today = istDayStart(now);

  it("profile, listings posted, views per listing, the Top 5 and views per day for 30 days", async () => {
    const user = await insertUser({ fullName: "Priya Analytics", phone: "9812345678" });
    const own = await insertListing({ postedById: user.id, views: 12 });
    const viewed: Awaited<ReturnType<typeof insertListing>>[] = [];
    for (let i = 0; i < 6; i++) viewed.push(await insertListing());
    // Listing i viewed i+1 times today; one old view 40 days ago (outside the chart, still counted).
    for (const [i, l] of viewed.entries()) for (let n = 0; n <= i; n++) await view(l.id, user.id, today + 60_000 * n);
    await view(viewed[0]!.id, user.id, today - 40 * DAY_MS);
    await view(viewed[1]!.id, user.id, today - 3 * DAY_MS + 1000);

    const a = await userAnalytics(db(), user.id, now);
    expect(a?.user).toMatchObject({ fullName: "Priya Analytics", email: user.email, phone: "9812345678" });
    expect(a?.listings).toEqual([expect.objectContaining({ id: own.id, views: 12 })]);
    expect(a?.top.map((t) => t.listingId)).toEqual([5, 4, 3, 2, 1].map((i) => viewed[i]!.id));
    expect(a?.top[0]?.views).toBe(6);
    expect(a?.totalViews).toBe(21 + 2);
    expect(a?.perDay).toHaveLength(30);
    expect(a?.perDay.at(-1)).toEqual({ day: today, views: 21 });
    expect(a?.perDay.at(-4)).toEqual({ day: today - 3 * DAY_MS, views: 1 });
    expect(a?.perDay.reduce((s, d) => s + d.views, 0)).toBe(22);
  });

  it("the page: a chart with a text alternative, 'No views found', and / for an unknown user", async () => {
    const { cookie } = await adminSession();
    const user = await insertUser({ fullName: "Quiet Buyer" });
    const res = await get(`/admin/user-analytics/${user.id}`, { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Quiet Buyer");
    expect(html).toContain("No views found");
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain("<caption>Views per day</caption>");
    expect(html).toMatch(/No views from \d+ \w+ \d{4} to \d+ \w+ \d{4}\./);

    const unknown = await get(`/admin/user-analytics/${crypto.randomUUID()}`, { cookie });
    expect(unknown.status).toBe(302);
    expect(location(unknown)).toBe("/");
  });
});

describe("/admin/audit", () => {
  it("lists admin actions newest first with who, what and the change", async () => {
    const { admin, cookie } = await adminSession("superadmin");
    const user = await insertUser({ credits: 0 });
    const token = await creditsToken(user.id, cookie);
    await postForm(
      `/admin/users/${user.id}/credits`,
      { direction: "add", amount: "7", reason: "Welcome gift", token },
      { cookie },
    );
    const html = await (await get("/admin/audit", { cookie })).text();
    expect(html).toContain("Credits adjusted");
    expect(html).toContain("Welcome gift");
    expect(html).toContain(admin.email);
    expect(html).toContain("credits: 0 → 7");
  });
});
