// Changing the e-mail (docs/product.md#profile-profile): it asks for the current password (or a
// fresh sign-in for accounts without one), keeps the old address until the new one is confirmed,
// tells the old address, and admins cannot edit peer admins. Also the Low item: a mailed link opens
// a confirm page, so a mail scanner's GET does not use it.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LOGIN_ERRORS } from "~/domain/auth";
import { emailChangePendingMessage, PROFILE_MESSAGES } from "~/schemas/profile";
import { confirmEmail, lastMail, mailCount, userByEmail } from "../helpers/auth";
import { insertUser, uniqueEmail } from "../helpers/db";
import { get, location, postForm, postMultipart, signInAs, toastOf } from "../helpers/http";

const PASSWORD = "current-pass-1";

const ip = () => ({ "CF-Connecting-IP": `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

type Fields = Record<string, string>;
const profileFields = (email: string, extra: Fields = {}): Fields => ({
  fullName: "Meena Ramasamy",
  email,
  gender: "female",
  ...extra,
});

function save(fields: Fields, cookie: string) {
  return postMultipart("/profile/edit", fields, { cookie, headers: ip() });
}

async function signIn(email: string, password: string) {
  return postForm("/login", { email, password }, { headers: ip() });
}

const row = (id: string) =>
  env.DB.prepare("SELECT email, email_verified, pending_email FROM users WHERE id = ?")
    .bind(id)
    .first<{ email: string; email_verified: number; pending_email: string | null }>();

describe("finding 12: changing the e-mail", () => {
  it("asks for the current password: none or a wrong one changes nothing and mails nobody", async () => {
    const user = await insertUser({}, { password: PASSWORD });
    const cookie = await signInAs(user.id);
    const next = uniqueEmail("next");

    const missing = await save(profileFields(next), cookie);
    expect(missing.status).toBe(400);
    const html = await missing.text();
    expect(html).toContain(PROFILE_MESSAGES.currentPasswordRequired);
    expect(html).toContain(PROFILE_MESSAGES.updateFailed);

    const wrong = await save(profileFields(next, { currentPassword: "not-my-password" }), cookie);
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain(PROFILE_MESSAGES.currentPasswordWrong);
    expect(wrongHtml).not.toContain("not-my-password"); // never echoed back

    expect(await row(user.id)).toEqual({ email: user.email, email_verified: 1, pending_email: null });
    expect(await mailCount(next)).toBe(0);
    expect(await mailCount(user.email)).toBe(0);
  });

  it("keeps the old address until the link to the new one is used, and tells the old address", async () => {
    const user = await insertUser({}, { password: PASSWORD });
    const cookie = await signInAs(user.id);
    const next = uniqueEmail("next");
    // A reset link the old address got before the change: it must not outlive the switch.
    await postForm("/forgot-password", { email: user.email }, { headers: ip() });
    for (let i = 0; i < 200 && (await mailCount(user.email)) < 1; i++) await scheduler.wait(10);
    const resetLink = (await lastMail(user.email)).link!;

    const res = await save(profileFields(next, { currentPassword: PASSWORD }), cookie);
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/profile");
    expect(toastOf(res)).toMatchObject({ kind: "success", message: emailChangePendingMessage(next) });
    expect(await row(user.id)).toEqual({ email: user.email, email_verified: 1, pending_email: next });
    expect(await (await get("/profile", { cookie })).text()).toContain(`Changing to ${next}`);

    // The new address gets the link; the old one is told, without a link that changes anything.
    const { mail, link } = await lastMail(next);
    expect(mail?.subject).toBe("Confirm your new e-mail address");
    expect(link).toMatch(/^\/verify-email\?token=/);
    const notice = (await lastMail(user.email)).mail!;
    expect(notice.subject).toBe("Your e-mail address is being changed");
    expect(notice.text).toContain(`${next[0]}•••@example.test`);
    expect(notice.text).not.toContain(next);
    expect(notice.text).not.toContain("token=");

    // Until then the old address signs in and the new one does not.
    expect((await signIn(user.email, PASSWORD)).status).toBe(302);
    expect(await (await signIn(next, PASSWORD)).text()).toContain(LOGIN_ERRORS.UserNotFound);

    const confirmed = await confirmEmail(link!);
    expect(confirmed.status).toBe(302);
    expect(toastOf(confirmed)?.message).toBe("Email verified successfully");
    expect(await row(user.id)).toEqual({ email: next, email_verified: 1, pending_email: null });
    expect((await signIn(next, PASSWORD)).status).toBe(302);
    expect(await (await signIn(user.email, PASSWORD)).text()).toContain(LOGIN_ERRORS.UserNotFound);
    // The reset link sent to the old address is dead now.
    const reset = await get(resetLink);
    expect(await reset.text()).toContain("Invalid Token");
  });

  it("a second request replaces the first: only the newest link works", async () => {
    const user = await insertUser({}, { password: PASSWORD });
    const cookie = await signInAs(user.id);
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    await save(profileFields(first, { currentPassword: PASSWORD }), cookie);
    const firstLink = (await lastMail(first)).link!;
    await save(profileFields(second, { currentPassword: PASSWORD }), cookie);
    expect(await (await get(firstLink)).text()).toContain("not valid or has already been used");
    expect((await confirmEmail((await lastMail(second)).link!)).status).toBe(302);
    expect((await row(user.id))?.email).toBe(second);
  });

  it("an address taken before the link is used: the link says so and nothing changes", async () => {
    const user = await insertUser({}, { password: PASSWORD });
    const next = uniqueEmail("contested");
    await save(profileFields(next, { currentPassword: PASSWORD }), await signInAs(user.id));
    await insertUser({ email: next });
    const res = await confirmEmail((await lastMail(next)).link!);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(PROFILE_MESSAGES.emailTaken);
    expect((await row(user.id))?.email).toBe(user.email);
  });

  it("an account without a password needs a sign-in of the last 10 minutes", async () => {
    const social = await insertUser({ passwordHash: null });
    const stale = await signInAs(social.id);
    await env.DB.prepare("UPDATE sessions SET created_at = ? WHERE user_id = ?")
      .bind(Date.now() - 11 * 60 * 1000, social.id)
      .run();
    const next = uniqueEmail("social");
    const refused = await save(profileFields(next), stale);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(PROFILE_MESSAGES.signInAgainToChangeEmail);
    expect(await mailCount(next)).toBe(0);

    const fresh = await signInAs(social.id);
    const ok = await save(profileFields(next), fresh);
    expect(ok.status).toBe(302);
    expect((await row(social.id))?.pending_email).toBe(next);
    // The form asks nobody without a password for one (the markup's label; the page's data carries the catalogue's).
    expect(await (await get("/profile/edit", { cookie: fresh })).text()).not.toContain(">Current password<");
  });

  it("wrong current passwords are limited per account", async () => {
    const user = await insertUser({}, { password: PASSWORD });
    const cookie = await signInAs(user.id);
    const messages: string[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await save(profileFields(uniqueEmail("guess"), { currentPassword: `guess-${i}` }), cookie);
      messages.push(await res.text());
    }
    expect(messages.slice(0, 10).every((m) => m.includes(PROFILE_MESSAGES.currentPasswordWrong))).toBe(true);
    expect(messages[10]).toContain(PROFILE_MESSAGES.tooManyPasswordChecks);
    // Even the right password waits now.
    const right = await save(profileFields(uniqueEmail("late"), { currentPassword: PASSWORD }), cookie);
    expect(await right.text()).toContain(PROFILE_MESSAGES.tooManyPasswordChecks);
  }, 30_000);
});

describe("finding 12: admins and other accounts", () => {
  it("an admin cannot open or edit a peer admin's profile; a superadmin can", async () => {
    const admin = await insertUser({ role: "admin" });
    const peer = await insertUser({ role: "admin", fullName: "Peer Admin" });
    const adminCookie = await signInAs(admin.id);
    expect((await get(`/profile/edit?userId=${peer.id}`, { cookie: adminCookie })).status).toBe(403);
    const res = await save(profileFields(uniqueEmail("takeover"), { userId: peer.id }), adminCookie);
    expect(res.status).toBe(403);
    const deleted = await postForm("/profile/delete", { userId: peer.id }, { cookie: adminCookie });
    expect(deleted.status).toBe(403);
    expect(await row(peer.id)).toMatchObject({ email: peer.email, pending_email: null });

    const superadmin = await insertUser({ role: "superadmin" }, { password: PASSWORD });
    const superCookie = await signInAs(superadmin.id);
    expect((await get(`/profile/edit?userId=${peer.id}`, { cookie: superCookie })).status).toBe(200);
    const next = uniqueEmail("peer-new");
    const ok = await save(profileFields(next, { userId: peer.id, currentPassword: PASSWORD }), superCookie);
    expect(ok.status).toBe(302);
    expect(await row(peer.id)).toMatchObject({ email: peer.email, pending_email: next });
  });

  it("an admin changing a user's e-mail gives their own password; the user's old address is told", async () => {
    const admin = await insertUser({ role: "admin" }, { password: PASSWORD });
    const user = await insertUser();
    const cookie = await signInAs(admin.id);
    const next = uniqueEmail("by-admin");
    const noPassword = await save(profileFields(next, { userId: user.id }), cookie);
    expect(await noPassword.text()).toContain(PROFILE_MESSAGES.currentPasswordRequired);
    const page = await (await get(`/profile/edit?userId=${user.id}`, { cookie })).text();
    expect(page).toContain("Your password");

    const ok = await save(profileFields(next, { userId: user.id, currentPassword: PASSWORD }), cookie);
    expect(ok.status).toBe(302);
    expect(await row(user.id)).toMatchObject({ email: user.email, pending_email: next });
    expect((await lastMail(user.email)).mail?.subject).toBe("Your e-mail address is being changed");
  });

  it("after editing a user an admin goes back where they came from (same site only), else to that profile", async () => {
    const admin = await insertUser({ role: "admin" });
    const user = await insertUser();
    const cookie = await signInAs(admin.id);
    const fields = profileFields(user.email, { userId: user.id });
    const back = await save({ ...fields, redirectTo: "/seller/someone?page=2" }, cookie);
    expect(location(back)).toBe("/seller/someone?page=2");
    const hostile = await save({ ...fields, redirectTo: "//evil.example" }, cookie);
    expect(location(hostile)).toBe(`/profile/edit?userId=${user.id}`);
    // The page carries ?redirectTo= into the form and its Cancel link.
    const page = await (await get(`/profile/edit?userId=${user.id}&redirectTo=%2Fadmin%2Fusers`, { cookie })).text();
    expect(page).toContain('name="redirectTo" value="/admin/users"');
    expect(page).toContain('href="/admin/users"');
  });
});

describe("Low: mail scanners", () => {
  it("GET /verify-email?token= shows a confirm button and uses nothing; the POST verifies", async () => {
    const email = uniqueEmail("scanned");
    await postForm(
      "/signup",
      { email, password: "long-enough-1", confirmPassword: "long-enough-1", role: "buyer" },
      { headers: ip() },
    );
    const { link } = await lastMail(email);
    // A scanner fetches the link (twice, say): nothing happens.
    for (let i = 0; i < 2; i++) {
      const page = await get(link!);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("Confirm my e-mail");
      expect(html).toMatch(/<form[^>]*method="post"/);
    }
    expect((await userByEmail(email))?.email_verified).toBe(0);
    const res = await confirmEmail(link!);
    expect(location(res)).toBe("/");
    expect((await userByEmail(email))?.email_verified).toBe(1);
  });
});
