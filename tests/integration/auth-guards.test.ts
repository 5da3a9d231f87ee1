// The guards other issues build on, by role, plus the account routes' own access rules.
import { env } from "cloudflare:test";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "~/domain/catalog";
import { requireAdmin, requireRole, requireUser, requireVerifiedUser } from "~/server/accounts/permissions.server";
import { insertUser } from "../helpers/db";
import { Jar, ORIGIN, get, location, postForm } from "../helpers/http";
import { login } from "../helpers/auth";

const context = {
  cloudflare: { env, ctx: {} as ExecutionContext, cf: undefined, caches },
} as unknown as AppLoadContext;

async function requestAs(role: Role | null, opts: { verified?: boolean } = {}) {
  const headers: Record<string, string> = {};
  if (role) {
    const { email } = await insertUser({ role, emailVerified: opts.verified ?? true }, { password: "demo-password" });
    headers.Cookie = (await login(email, "demo-password")).header();
  }
  return new Request(`${ORIGIN}/some/page?x=1`, { headers });
}

/** "ok", or where the guard sends the request ("403" for a refusal response). */
async function outcome(guard: (r: Request) => Promise<unknown>, request: Request): Promise<string> {
  try {
    await guard(request);
    return "ok";
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location") ?? String(thrown.status);
    throw thrown;
  }
}

const toLogin = "/login?redirectTo=%2Fsome%2Fpage%3Fx%3D1";

describe("guards by role", () => {
  const table: [string, (r: Request) => Promise<unknown>, Record<Role | "visitor", string>][] = [
    [
      "requireUser",
      (r) => requireUser(r, context),
      { visitor: toLogin, buyer: "ok", seller: "ok", both: "ok", admin: "ok", superadmin: "ok" },
    ],
    [
      "requireAdmin",
      (r) => requireAdmin(r, context),
      { visitor: toLogin, buyer: "/login", seller: "/login", both: "/login", admin: "ok", superadmin: "ok" },
    ],
    [
      "requireRole(seller, both, admin, superadmin)",
      (r) => requireRole(r, context, ["seller", "both", "admin", "superadmin"]),
      { visitor: toLogin, buyer: "403", seller: "ok", both: "ok", admin: "ok", superadmin: "ok" },
    ],
    [
      "requireRole(superadmin)",
      (r) => requireRole(r, context, ["superadmin"]),
      { visitor: toLogin, buyer: "403", seller: "403", both: "403", admin: "403", superadmin: "ok" },
    ],
  ];
  for (const [name, guard, expected] of table) {
    it(name, async () => {
      const got: Record<string, string> = { visitor: await outcome(guard, await requestAs(null)) };
      for (const role of ROLES) got[role] = await outcome(guard, await requestAs(role));
      expect(got).toEqual(expected);
    });
  }

  it("requireVerifiedUser: visitors to login, unverified users to the prompt, verified pass", async () => {
    expect(await outcome((r) => requireVerifiedUser(r, context), await requestAs(null))).toBe(toLogin);
    expect(await outcome((r) => requireVerifiedUser(r, context), await requestAs("seller", { verified: false }))).toBe(
      "/verify-email?redirectTo=%2Fsome%2Fpage%3Fx%3D1",
    );
    expect(await outcome((r) => requireVerifiedUser(r, context), await requestAs("seller"))).toBe("ok");
  });

  it("the verification prompt explains why and offers a resend button", async () => {
    const { email } = await insertUser({ emailVerified: false }, { password: "demo-password" });
    const jar = await login(email, "demo-password");
    const html = await (await get("/verify-email?redirectTo=%2Fcreate-listing", { jar })).text();
    expect(html).toContain("Please verify your email address to continue");
    expect(html).toContain("Resend verification email");
    // Once verified, the prompt sends the user on.
    await env.DB.prepare("UPDATE users SET email_verified = 1 WHERE email = ?").bind(email).run();
    expect(location(await get("/verify-email?redirectTo=%2Fcreate-listing", { jar }))).toBe("/create-listing");
  });
});

describe("account routes by visitor / signed-in", () => {
  it.each(["/login", "/signup", "/forgot-password", "/reset-password?token=t"])(
    "%s: open to visitors, signed-in users go to /",
    async (path) => {
      expect((await get(path)).status).toBe(200);
      const { email } = await insertUser({}, { password: "demo-password" });
      const jar = await login(email, "demo-password");
      const res = await get(path, { jar });
      expect(res.status).toBe(302);
      expect(location(res)).toBe("/");
    },
  );

  it("signed-in users cannot post the sign-up or login forms", async () => {
    const { email } = await insertUser({}, { password: "demo-password" });
    const jar = await login(email, "demo-password");
    expect(location(await postForm("/signup", { email: "x@example.com" }, { jar }))).toBe("/");
    expect(location(await postForm("/login", { email, password: "demo-password" }, { jar }))).toBe("/");
  });

  it("/verify-email without a token needs sign-in", async () => {
    expect(location(await get("/verify-email"))).toBe("/login?redirectTo=%2Fverify-email");
  });

  it("logout without a session is harmless", async () => {
    const res = await postForm("/logout", {}, { jar: new Jar() });
    expect(location(res)).toBe("/");
  });
});
