// Sign-up rules, the error catalogue, e-mail verification and the outbox page.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SIGNUP_ERRORS } from "~/domain/auth";
import { insertUser, uniqueEmail } from "../helpers/db";
import { Jar, get, location, postForm, setCookieLine, toastOf } from "../helpers/http";
import { confirmEmail, lastMail, mailCount, userByEmail } from "../helpers/auth";

const good = (email: string) => ({
  email,
  phone: "",
  password: "secret-pass",
  confirmPassword: "secret-pass",
  role: "seller",
});

describe("/signup", () => {
  it("creates an unverified account, signs in, mails a verification link", async () => {
    const email = uniqueEmail("new");
    const jar = new Jar();
    const res = await postForm("/signup", good(email), { jar });
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/verify-email?sent=1");
    const cookie = setCookieLine(res, "session-token")!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    const user = await userByEmail(email);
    expect(user).toMatchObject({ role: "seller", email_verified: 0 });
    expect(String(user!.password_hash)).toMatch(/^pbkdf2-sha256\$100000\$/);
    const { mail, link } = await lastMail(email);
    expect(mail?.subject).toBe("Verify your e-mail address");
    expect(link).toMatch(/^\/verify-email\?token=/);

    // The prompt page shows the address and the resend button.
    const page = await (await get("/verify-email?sent=1", { jar })).text();
    expect(page).toContain(email);
    expect(page).toContain("Resend verification email");
  });

  it.each([
    ["PasswordMismatch", { confirmPassword: "other-pass" }, SIGNUP_ERRORS.PasswordMismatch],
    ["InvalidRole", { role: "admin" }, SIGNUP_ERRORS.InvalidRole],
    ["InvalidRole (superadmin)", { role: "superadmin" }, SIGNUP_ERRORS.InvalidRole],
    ["short password", { password: "short", confirmPassword: "short" }, "Password must be at least 8 characters"],
    ["invalid email", { email: "not-an-email" }, "Please enter a valid email"],
  ])("%s is refused with its message", async (_name, patch, message) => {
    const res = await postForm("/signup", { ...good(uniqueEmail()), ...patch });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
  });

  it("never gives a username that a /seller/ page already uses", async () => {
    const email = `listings@${crypto.randomUUID().slice(0, 8)}.example.test`;
    expect((await postForm("/signup", good(email))).status).toBe(302);
    const user = await userByEmail(email);
    expect(user?.username).toMatch(/^listings\d+$/);
  });

  it("UserExists for a verified address", async () => {
    const { email } = await insertUser({}, { password: "demo-password" });
    const res = await postForm("/signup", good(email.toUpperCase()));
    expect(await res.text()).toContain(SIGNUP_ERRORS.UserExists);
  });

  it("EmailNotVerified for a registered, unverified address, and a fresh mail goes out", async () => {
    const { email } = await insertUser({ emailVerified: false }, { password: "demo-password" });
    const before = await mailCount(email);
    const res = await postForm("/signup", good(email));
    expect(await res.text()).toContain(SIGNUP_ERRORS.EmailNotVerified);
    expect(await mailCount(email)).toBe(before + 1);
  });

  it("shows the catalogue for ?error= and nothing for unknown codes", async () => {
    for (const [code, message] of Object.entries(SIGNUP_ERRORS)) {
      expect(await (await get(`/signup?error=${code}`)).text()).toContain(message);
    }
    const page = await (await get("/signup?error=Whatever")).text();
    for (const message of Object.values(SIGNUP_ERRORS)) expect(page).not.toContain(message);
  });

  it("sends signed-in users to /", async () => {
    const jar = new Jar();
    await postForm("/signup", good(uniqueEmail()), { jar });
    const res = await get("/signup", { jar });
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/");
  });
});

describe("e-mail verification", () => {
  it("the link verifies once; a reused or unknown link does not", async () => {
    const email = uniqueEmail("verify");
    const jar = new Jar();
    await postForm("/signup", good(email), { jar });
    const { link } = await lastMail(email);
    const res = await confirmEmail(link!, { jar });
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/");
    expect(toastOf(res)?.message).toBe("Email verified successfully");
    expect((await userByEmail(email))!.email_verified).toBe(1);

    const again = await get(link!);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("not valid or has already been used");
    expect(await (await get("/verify-email?token=nonsense")).text()).toContain("not valid");
  });

  it("an expired link says so", async () => {
    const email = uniqueEmail("expired");
    await postForm("/signup", good(email));
    const { link } = await lastMail(email);
    await env.DB.prepare(
      "UPDATE auth_tokens SET expires_at = ? WHERE kind = 'verify_email' AND user_id = (SELECT id FROM users WHERE email = ?)",
    )
      .bind(Date.now() - 1, email)
      .run();
    expect(await (await get(link!)).text()).toContain("has expired");
    expect((await userByEmail(email))!.email_verified).toBe(0);
  });

  it("resend sends a new link and the old one stops working", async () => {
    const email = uniqueEmail("resend");
    const jar = new Jar();
    await postForm("/signup", good(email), { jar });
    const first = (await lastMail(email)).link!;
    const res = await postForm("/verify-email", {}, { jar });
    expect(res.status).toBe(302);
    const second = (await lastMail(email)).link!;
    expect(second).not.toBe(first);
    expect(await (await get(first)).text()).toContain("not valid");
    expect((await confirmEmail(second)).status).toBe(302);
  });

  it("resend needs a session", async () => {
    const res = await postForm("/verify-email", {});
    expect(res.status).toBe(302);
    expect(location(res)).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("/dev/outbox", () => {
  it("lists the latest mails with their links when local", async () => {
    const email = uniqueEmail("outbox");
    await postForm("/signup", good(email));
    const html = await (await get("/dev/outbox")).text();
    expect(html).toContain(email);
    expect(html).toMatch(/href="http:\/\/localhost\/verify-email\?token=/);
  });
});
