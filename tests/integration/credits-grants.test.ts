// Admin credit grants above 1,000 credits a day to one user need a superadmin
// (docs/product.md#admin, "Daily grant limit"). The limit is checked in the user's UserCredits
// Durable Object, in the same serialised operation as the grant, so parallel grants cannot both
// pass it.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { istDayStart } from "~/domain/dates";
import { balanceOf, ledgerOf } from "../helpers/credits";
import { insertUser, unique } from "../helpers/db";
import { get, postForm, signInAs } from "../helpers/http";

async function session(role: "admin" | "superadmin") {
  const admin = await insertUser({ role });
  return { admin, cookie: await signInAs(admin.id) };
}

async function token(userId: string, cookie: string): Promise<string> {
  const html = await (await get(`/admin/users/${userId}/credits`, { cookie })).text();
  return html.match(/name="token" value="([^"]+)"/)![1]!;
}

async function grant(userId: string, cookie: string, amount: number, direction: "add" | "remove" = "add") {
  return postForm(
    `/admin/users/${userId}/credits`,
    { direction, amount: String(amount), reason: "Goodwill", token: await token(userId, cookie) },
    { cookie },
  );
}

async function auditCount(userId: string): Promise<number> {
  return Number(
    await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE target_id = ? AND action = 'user.credits'")
      .bind(userId)
      .first("n"),
  );
}

describe("the daily grant limit", () => {
  it("an admin grants up to 1,000 a day to one user; past it a clear message and nothing changes", async () => {
    const { cookie } = await session("admin");
    const user = await insertUser({ credits: 0 });
    expect((await grant(user.id, cookie, 600)).status).toBe(302);
    expect((await grant(user.id, cookie, 400)).status).toBe(302);
    expect(await balanceOf(user.id)).toBe(1000);

    const refused = await grant(user.id, cookie, 1);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(
      "Admins can grant up to 1,000 credits a day to one user (0 left today). A larger grant needs a superadmin.",
    );
    expect(await balanceOf(user.id)).toBe(1000);
    expect(await ledgerOf(user.id)).toHaveLength(2);
    expect(await auditCount(user.id)).toBe(2);

    // Removing credits does not give the allowance back; another admin shares the same limit.
    expect((await grant(user.id, cookie, 500, "remove")).status).toBe(302);
    const other = await session("admin");
    expect((await grant(user.id, other.cookie, 10)).status).toBe(400);
    expect(await balanceOf(user.id)).toBe(500);
  });

  it("one grant above 1,000 needs a superadmin, who may", async () => {
    const { cookie } = await session("admin");
    const user = await insertUser({ credits: 0 });
    const refused = await grant(user.id, cookie, 1001);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("(1,000 left today)");
    expect(await balanceOf(user.id)).toBe(0);
    expect(await auditCount(user.id)).toBe(0);

    const boss = await session("superadmin");
    expect((await grant(user.id, boss.cookie, 5000)).status).toBe(302);
    expect(await balanceOf(user.id)).toBe(5000);
  });

  it("parallel grants cannot both pass the limit", async () => {
    const user = await insertUser({ credits: 0 });
    const admin = await insertUser({ role: "admin" });
    const stub = env.CREDITS.get(env.CREDITS.idFromName(user.id));
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        stub.adjust({
          userId: user.id,
          amount: 600,
          reason: "Parallel",
          actor: { id: admin.id, email: admin.email },
          idempotencyKey: unique("adjust:parallel:"),
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "daily-limit")).toHaveLength(2);
    expect(await balanceOf(user.id)).toBe(600);
  });

  it("the day is India's calendar day: a new day has a new allowance", async () => {
    const user = await insertUser({ credits: 0 });
    const admin = await insertUser({ role: "admin" });
    const stub = env.CREDITS.get(env.CREDITS.idFromName(user.id));
    const actor = { id: admin.id, email: admin.email };
    const dayStart = istDayStart(Date.UTC(2026, 0, 10, 12));
    const adjust = (amount: number, at: number) =>
      stub.adjust({ userId: user.id, amount, reason: "Day", actor, idempotencyKey: unique("adjust:day:"), at });
    expect((await adjust(1000, dayStart + 60_000)).ok).toBe(true);
    expect(await adjust(1, dayStart + 23 * 3600_000)).toMatchObject({ ok: false, reason: "daily-limit" });
    expect((await adjust(1000, dayStart + 24 * 3600_000)).ok).toBe(true);
    expect(await balanceOf(user.id)).toBe(2000);
  });
});
