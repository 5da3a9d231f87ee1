// Sign-in, sessions (cookie flags, rotation, logout, expiry), the demo-user hash format,
// a success clearing the throttle, and the cross-origin refusal.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LOGIN_ERRORS } from "~/domain/auth";
import { insertUser, uniqueEmail } from "../helpers/db";
import { Jar, ORIGIN, get, location, postForm, setCookieLine } from "../helpers/http";
import { login, sessionIdOf, sessionRows, userByEmail } from "../helpers/auth";

/** The seed's format: pbkdf2-sha256$<iterations>$<salt b64>$<32-byte hash b64>. */
async function seedStyleHash(password: string, iterations: number): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = new Uint8Array(
    await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256),
  );
  const b64 = (b: Uint8Array) => btoa(String.fromCharCode(...b));
  return `pbkdf2-sha256$${iterations}$${b64(salt)}$${b64(bits)}`;
}

const ip = () => ({ "CF-Connecting-IP": `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

describe("/login", () => {
  it("signs in with the seed's hash format and follows a same-site redirectTo", async () => {
    const { email } = await insertUser({ passwordHash: await seedStyleHash("demo-password", 100_000) });
    const jar = new Jar();
    const res = await postForm(
      "/login",
      { email, password: "demo-password", redirectTo: "/profile?tab=1" },
      { jar, headers: ip() },
    );
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/profile?tab=1");
    const cookie = setCookieLine(res, "session-token")!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // plain-http local development
    expect(decodeURIComponent(jar.get("session-token")!).length).toBeGreaterThanOrEqual(43);
  });

  it("upgrades an older hash (fewer iterations) at sign-in", async () => {
    const { email } = await insertUser({ passwordHash: await seedStyleHash("old-password", 1000) });
    await login(email, "old-password");
    expect(String((await userByEmail(email))!.password_hash)).toMatch(/^pbkdf2-sha256\$100000\$/);
    await login(email, "old-password"); // the new hash verifies too
  });

  it("never redirects off-site", async () => {
    const { email } = await insertUser({}, { password: "demo-password" });
    for (const bad of ["https://evil.example/", "//evil.example", "/\\evil.example"]) {
      const res = await postForm("/login", { email, password: "demo-password", redirectTo: bad }, { headers: ip() });
      expect(location(res)).toBe("/");
    }
  });

  it("InvalidPassword and UserNotFound", async () => {
    const { email } = await insertUser({}, { password: "demo-password" });
    expect(await (await postForm("/login", { email, password: "wrong-password" }, { headers: ip() })).text()).toContain(
      LOGIN_ERRORS.InvalidPassword,
    );
    expect(
      await (await postForm("/login", { email: uniqueEmail(), password: "whatever1" }, { headers: ip() })).text(),
    ).toContain(LOGIN_ERRORS.UserNotFound);
  });

  it("a social-only account (no password) and a deleted account cannot sign in with a password", async () => {
    const social = await insertUser({ passwordHash: null });
    expect(
      await (await postForm("/login", { email: social.email, password: "anything1" }, { headers: ip() })).text(),
    ).toContain(LOGIN_ERRORS.InvalidPassword);
    const deleted = await insertUser({ deletedAt: Date.now() }, { password: "demo-password" });
    expect(
      await (await postForm("/login", { email: deleted.email, password: "demo-password" }, { headers: ip() })).text(),
    ).toContain(LOGIN_ERRORS.UserNotFound);
  });

  it("shows the ?error= catalogue, nothing for other values", async () => {
    for (const [code, message] of Object.entries(LOGIN_ERRORS)) {
      expect(await (await get(`/login?error=${code}`)).text()).toContain(message);
    }
    const page = await (await get("/login?error=Nope")).text();
    for (const message of Object.values(LOGIN_ERRORS)) expect(page).not.toContain(message);
  });

  it("signed-in users are sent to /", async () => {
    const { email } = await insertUser({}, { password: "demo-password" });
    const jar = await login(email, "demo-password");
    expect(location(await get("/login", { jar }))).toBe("/");
  });
});

describe("sessions", () => {
  it("a new id at every sign-in; the browser's previous session row is deleted", async () => {
    const { id, email } = await insertUser({}, { password: "demo-password" });
    const jar = await login(email, "demo-password");
    const first = jar.get("session-token");
    const firstId = await sessionIdOf(jar);
    // While signed in, /login just goes home (no second session).
    expect(location(await postForm("/login", { email, password: "demo-password" }, { jar, headers: ip() }))).toBe("/");
    expect(jar.get("session-token")).toBe(first);
    // A stale id still in the browser (expired, or planted before sign-in) is replaced, not reused.
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, firstId)
      .run();
    const res = await postForm("/login", { email, password: "demo-password" }, { jar, headers: ip() });
    expect(res.status).toBe(302);
    expect(jar.get("session-token")).not.toBe(first);
    const row = await env.DB.prepare("SELECT id FROM sessions WHERE id = ?").bind(firstId).first();
    expect(row).toBeNull();
    expect(await sessionRows(id)).toBe(1);
    // The old cookie no longer signs anyone in.
    const old = new Jar();
    old.cookies.set("session-token", first!);
    expect(location(await postForm("/verify-email", {}, { jar: old }))).toMatch(/^\/login/);
  });

  it("logout is a POST that deletes the row, clears the cookie and goes to /", async () => {
    const { id, email } = await insertUser({}, { password: "demo-password" });
    const jar = await login(email, "demo-password");
    const token = jar.get("session-token")!;
    expect(location(await get("/logout", { jar }))).toBe("/"); // GET does nothing
    expect(await sessionRows(id)).toBe(1);
    const res = await postForm("/logout", {}, { jar });
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/");
    expect(setCookieLine(res, "session-token")).toMatch(/Max-Age=0/);
    expect(await sessionRows(id)).toBe(0);
    const replay = new Jar();
    replay.cookies.set("session-token", token);
    expect(location(await get("/verify-email", { jar: replay }))).toMatch(/^\/login\?redirectTo=/);
  });

  it("an expired or unknown session signs out silently", async () => {
    const { id, email } = await insertUser({ emailVerified: false }, { password: "demo-password" });
    const jar = await login(email, "demo-password");
    expect((await get("/verify-email", { jar })).status).toBe(200);
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?")
      .bind(Date.now() - 1, id)
      .run();
    expect(location(await get("/verify-email", { jar }))).toMatch(/^\/login/);
    const unknown = new Jar();
    unknown.cookies.set("session-token", "not-a-session");
    const page = await get("/login", { jar: unknown });
    expect(page.status).toBe(200);
    // The dead cookie is removed, so the browser stops sending it.
    expect(setCookieLine(page, "session-token")).toMatch(/^session-token=;.*Max-Age=0/);
    expect(unknown.get("session-token")).toBeFalsy();
    // A page with a live session or no cookie at all sets no session cookie.
    expect(setCookieLine(await get("/login"), "session-token")).toBeUndefined();
  });

  it("the cookie is Secure when served over https", async () => {
    const { email } = await insertUser({}, { password: "demo-password" });
    const res = await SELF.fetch("https://localhost/login", {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ email, password: "demo-password" }),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://localhost",
        Host: "localhost",
        ...ip(),
      },
    });
    expect(res.status).toBe(302);
    expect(setCookieLine(res, "session-token")).toMatch(/Secure/);
  });
});

// The throttle's rules (never a lockout of the owner or of a shared IP) are covered in
// security-accounts.test.ts.
describe("throttling", () => {
  it("a success clears the e-mail's count", async () => {
    const { email } = await insertUser({}, { password: "demo-password" });
    for (let i = 0; i < 4; i++) await postForm("/login", { email, password: "wrong-pass" }, { headers: ip() });
    await login(email, "demo-password");
    for (let i = 0; i < 4; i++) await postForm("/login", { email, password: "wrong-pass" }, { headers: ip() });
    expect((await postForm("/login", { email, password: "demo-password" }, { headers: ip() })).status).toBe(302);
  });
});

describe("cross-origin refusal (every action, in the Worker entry)", () => {
  const cases: [string, Record<string, string>][] = [
    ["another Origin", { Origin: "https://evil.example" }],
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site", Origin: ORIGIN }],
    ["Sec-Fetch-Site: same-site", { "Sec-Fetch-Site": "same-site" }],
    ["Origin: null", { Origin: "null" }],
  ];
  it.each(cases)("%s is refused with 403", async (_name, headers) => {
    const { id, email } = await insertUser({}, { password: "demo-password" });
    const jar = await login(email, "demo-password");
    for (const path of ["/logout", "/login", "/signup", "/forgot-password", "/verify-email", "/anything-else"]) {
      const res = await SELF.fetch(`${ORIGIN}${path}`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({ email, password: "demo-password" }),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: jar.header(),
          Host: "localhost",
          ...headers,
        },
      });
      expect(res.status, path).toBe(403);
    }
    expect(await sessionRows(id)).toBe(1); // the cross-site logout did nothing
  });

  it("same-origin posts and cross-site GETs pass", async () => {
    const { email } = await insertUser({}, { password: "demo-password" });
    expect((await postForm("/login", { email, password: "demo-password" }, { headers: ip() })).status).toBe(302);
    const res = await SELF.fetch(`${ORIGIN}/login`, { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(res.status).toBe(200);
  });
});
