// Forgot / reset password (docs/product.md#accounts).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { FORGOT_PASSWORD_SUCCESS, RESET_ERRORS } from "~/domain/auth";
import { insertUser, uniqueEmail } from "../helpers/db";
import { get, location, postForm, toastOf } from "../helpers/http";
import { lastMail, login, mailCount, sessionRows, waitForMail } from "../helpers/auth";

async function resetLink(email: string): Promise<string> {
  const before = await mailCount(email);
  const res = await postForm("/forgot-password", { email });
  expect(res.status).toBe(302);
  await waitForMail(email, before + 1);
  const { mail, link } = await lastMail(email);
  expect(mail?.subject).toBe("Reset your password");
  return link!;
}

const tokenOf = (link: string) => new URL(link, "http://x").searchParams.get("token")!;

describe("/forgot-password", () => {
  it("always answers with the same success toast, account or not", async () => {
    const { email } = await insertUser({}, { password: "demo-password" });
    for (const address of [email, uniqueEmail("nobody")]) {
      const res = await postForm("/forgot-password", { email: address });
      expect(res.status).toBe(302);
      expect(location(res)).toBe("/login");
      expect(toastOf(res)?.message).toBe(FORGOT_PASSWORD_SUCCESS);
    }
    await waitForMail(email);
    expect((await lastMail(email)).link).toMatch(/^\/reset-password\?token=/);
  });

  it("checks the 2 to 50 characters rule", async () => {
    expect(await (await postForm("/forgot-password", { email: "a" })).text()).toContain(
      "Email must be at least 2 characters",
    );
    expect(await (await postForm("/forgot-password", { email: `${"a".repeat(45)}@example.com` })).text()).toContain(
      "Email must be at most 50 characters",
    );
  });

  it("stores the token hashed, expiring in an hour", async () => {
    const { id, email } = await insertUser({}, { password: "demo-password" });
    const link = await resetLink(email);
    const row = await env.DB.prepare(
      "SELECT token_hash, expires_at, created_at FROM auth_tokens WHERE user_id = ? AND kind = 'reset_password' ORDER BY id DESC",
    )
      .bind(id)
      .first<{ token_hash: string; expires_at: number; created_at: number }>();
    expect(row!.token_hash).not.toContain(tokenOf(link));
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.expires_at - row!.created_at).toBeGreaterThan(59 * 60 * 1000);
    expect(row!.expires_at - row!.created_at).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
  });
});

describe("/reset-password", () => {
  it("no token goes to /forgot-password; signed-in users go to /", async () => {
    expect(location(await get("/reset-password"))).toBe("/forgot-password");
    const { email } = await insertUser({}, { password: "demo-password" });
    const jar = await login(email, "demo-password");
    expect(location(await get("/reset-password?token=abc", { jar }))).toBe("/");
  });

  it("shows every catalogue message for ?error=", async () => {
    const { email } = await insertUser({}, { password: "demo-password" });
    const token = tokenOf(await resetLink(email));
    for (const [code, message] of Object.entries(RESET_ERRORS)) {
      expect(await (await get(`/reset-password?token=${token}&error=${code}`)).text()).toContain(message);
    }
  });

  it("resets once, signs out every session, and the new password works", async () => {
    const { id, email } = await insertUser({}, { password: "demo-password" });
    await login(email, "demo-password");
    await login(email, "demo-password");
    expect(await sessionRows(id)).toBe(2);
    const token = tokenOf(await resetLink(email));
    expect((await get(`/reset-password?token=${token}`)).status).toBe(200);

    const mismatch = await postForm("/reset-password", {
      token,
      password: "new-password-1",
      confirmPassword: "new-password-2",
    });
    expect(location(mismatch)).toBe(`/reset-password?token=${token}&error=PasswordMismatch`);

    const ok = await postForm("/reset-password", {
      token,
      password: "new-password-1",
      confirmPassword: "new-password-1",
    });
    expect(location(ok)).toBe("/login");
    expect(await sessionRows(id)).toBe(0);
    await login(email, "new-password-1");
    expect((await postForm("/login", { email, password: "demo-password" })).status).toBe(400);

    const reuse = await postForm("/reset-password", {
      token,
      password: "new-password-3",
      confirmPassword: "new-password-3",
    });
    expect(location(reuse)).toBe(`/reset-password?token=${token}&error=InvalidToken`);
    expect(await (await get(`/reset-password?token=${token}`)).text()).toContain(RESET_ERRORS.InvalidToken);
  });

  it("ExpiredToken after an hour", async () => {
    const { id, email } = await insertUser({}, { password: "demo-password" });
    const token = tokenOf(await resetLink(email));
    await env.DB.prepare("UPDATE auth_tokens SET expires_at = ? WHERE user_id = ? AND kind = 'reset_password'")
      .bind(Date.now() - 1, id)
      .run();
    expect(await (await get(`/reset-password?token=${token}`)).text()).toContain(RESET_ERRORS.ExpiredToken);
    const res = await postForm("/reset-password", {
      token,
      password: "new-password-1",
      confirmPassword: "new-password-1",
    });
    expect(location(res)).toBe(`/reset-password?token=${token}&error=ExpiredToken`);
  });

  it("InvalidToken for an unknown token, UserNotFound for a deleted account, InvalidRequest for a malformed post", async () => {
    const unknown = await postForm("/reset-password", {
      token: "made-up",
      password: "new-password-1",
      confirmPassword: "new-password-1",
    });
    expect(location(unknown)).toBe("/reset-password?token=made-up&error=InvalidToken");

    const { id, email } = await insertUser({}, { password: "demo-password" });
    const token = tokenOf(await resetLink(email));
    const malformed = await postForm(`/reset-password?token=${token}`, { token, password: "new-password-1" });
    expect(location(malformed)).toBe(`/reset-password?token=${token}&error=InvalidRequest`);
    await env.DB.prepare("UPDATE users SET deleted_at = ? WHERE id = ?").bind(Date.now(), id).run();
    const gone = await postForm("/reset-password", {
      token,
      password: "new-password-1",
      confirmPassword: "new-password-1",
    });
    expect(location(gone)).toBe(`/reset-password?token=${token}&error=UserNotFound`);
  });

  it("a newer reset mail makes the older link invalid", async () => {
    const { email } = await insertUser({}, { password: "demo-password" });
    const first = tokenOf(await resetLink(email));
    const second = tokenOf(await resetLink(email));
    expect(
      location(
        await postForm("/reset-password", {
          token: first,
          password: "new-password-1",
          confirmPassword: "new-password-1",
        }),
      ),
    ).toContain("error=InvalidToken");
    expect(
      location(
        await postForm("/reset-password", {
          token: second,
          password: "new-password-1",
          confirmPassword: "new-password-1",
        }),
      ),
    ).toBe("/login");
  });

  it("a too-short password is shown on the form and keeps the token usable", async () => {
    const { email } = await insertUser({}, { password: "demo-password" });
    const token = tokenOf(await resetLink(email));
    const res = await postForm(`/reset-password?token=${token}`, {
      token,
      password: "short",
      confirmPassword: "short",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Password must be at least 8 characters");
    expect(
      location(
        await postForm("/reset-password", { token, password: "long-enough-1", confirmPassword: "long-enough-1" }),
      ),
    ).toBe("/login");
  });
});
