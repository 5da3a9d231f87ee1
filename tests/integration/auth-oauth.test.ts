// Google and Facebook through the real callback code, against the shared fake providers
// (tests/mocks/oauth.ts); the offline stand-in served by the app itself when no client is set.
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertUser, uniqueEmail } from "../helpers/db";
import { Jar, ORIGIN, get, location, postForm, setCookieLine, toastOf } from "../helpers/http";
import { userByEmail } from "../helpers/auth";
import { fetchMock } from "../mocks/fetch";
import { OAUTH_ENV, oauthMock } from "../mocks/oauth";

/** The app's redirect to the provider's authorisation page. */
async function start(provider: "google" | "facebook", jar: Jar, redirectTo = "/", settings = OAUTH_ENV) {
  const res = await get(`/api/auth/${provider}/login?redirectTo=${encodeURIComponent(redirectTo)}`, {
    jar,
    env: settings,
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get("Location")!);
}

const callback = (path: string, jar?: Jar) => get(path, { jar, env: OAUTH_ENV });

beforeEach(() => oauthMock.install());
afterEach(() => fetchMock.reset());

describe("Google (configured)", () => {
  it("login redirects to Google with state and an S256 PKCE challenge", async () => {
    const url = await start("google", new Jar());
    expect(url.origin + url.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(url.searchParams.get("client_id")).toBe(OAUTH_ENV.GOOGLE_CLIENT_ID);
    expect(url.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/auth/google/callback`);
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("scope")).toBe("openid email profile");
  });

  it("a new verified e-mail creates a verified buyer account and signs in", async () => {
    const email = uniqueEmail("google-new");
    const jar = new Jar();
    const url = await start("google", jar, "/profile");
    oauthMock.nextUser("google", { sub: `g-${email}`, email, email_verified: true, name: "Meena S" });
    const res = await callback(oauthMock.consent(url), jar);
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/profile");
    expect(setCookieLine(res, "session-token")).toMatch(/HttpOnly/);
    expect(fetchMock.calls.map((c) => c.route)).toEqual(["google token", "google userinfo"]);
    const user = await userByEmail(email);
    expect(user).toMatchObject({ role: "buyer", email_verified: 1, full_name: "Meena S", password_hash: null });
    const link = await env.DB.prepare(
      "SELECT user_id FROM oauth_accounts WHERE provider = 'google' AND provider_user_id = ?",
    )
      .bind(`g-${email}`)
      .first();
    expect(link).toEqual({ user_id: user!.id });
  });

  it("an existing e-mail signs into that account (and marks it verified)", async () => {
    const existing = await insertUser({ emailVerified: false, role: "seller" }, { password: "demo-password" });
    const jar = new Jar();
    const url = await start("google", jar);
    oauthMock.nextUser("google", {
      sub: `g-${existing.email}`,
      email: existing.email,
      email_verified: true,
      name: "X",
    });
    const res = await callback(oauthMock.consent(url), jar);
    expect(location(res)).toBe("/");
    const user = await userByEmail(existing.email);
    expect(user).toMatchObject({ id: existing.id, role: "seller", email_verified: 1 });
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?")
      .bind(existing.email)
      .first<{ n: number }>();
    expect(count!.n).toBe(1);
  });

  it("an unverified Google e-mail does not sign into or create an account", async () => {
    const existing = await insertUser({}, { password: "demo-password" });
    const jar = new Jar();
    const url = await start("google", jar);
    oauthMock.nextUser("google", { sub: "g-unverified", email: existing.email, email_verified: false });
    const res = await callback(oauthMock.consent(url), jar);
    expect(location(res)).toBe("/login");
    expect(jar.get("session-token")).toBeUndefined();
  });

  it("denied consent goes back to /login without a session", async () => {
    const jar = new Jar();
    const url = await start("google", jar);
    const res = await callback(oauthMock.deny(url), jar);
    expect(location(res)).toBe("/login");
    expect(toastOf(res)?.message).toBe("Google sign-in was cancelled.");
    expect(jar.get("session-token")).toBeUndefined();
  });

  it("a wrong state, a missing state cookie or a bad code is refused", async () => {
    const jar = new Jar();
    const url = await start("google", jar);
    const back = new URL(oauthMock.consent(url), ORIGIN);
    const withParam = (name: string, value: string) => {
      const params = new URLSearchParams(back.search);
      params.set(name, value);
      return `${back.pathname}?${params}`;
    };
    expect(location(await callback(withParam("state", "forged"), jar))).toBe("/login?error=InvalidRequest");
    expect(location(await callback(back.pathname + back.search))).toBe("/login?error=InvalidRequest");
    expect(location(await callback(withParam("code", "bad-code"), jar))).toBe("/login?error=InvalidRequest");
  });

  it("a wrong client secret is refused by the provider", async () => {
    const jar = new Jar();
    const settings = { ...OAUTH_ENV, GOOGLE_CLIENT_SECRET: "not-the-secret" };
    const url = await start("google", jar, "/", settings);
    const res = await get(oauthMock.consent(url), { jar, env: settings });
    expect(location(res)).toMatch(/^\/login\?error=/);
    expect(jar.get("session-token")).toBeUndefined();
  });
});

describe("Facebook (configured)", () => {
  it("reads the Graph /me profile and signs in", async () => {
    const email = uniqueEmail("fb");
    const jar = new Jar();
    const url = await start("facebook", jar);
    expect(url.hostname).toBe("www.facebook.com");
    oauthMock.nextUser("facebook", { id: `fb-${email}`, email, name: "Karthik" });
    const res = await callback(oauthMock.consent(url), jar);
    expect(location(res)).toBe("/");
    expect(jar.get("session-token")).toBeTruthy();
    expect(fetchMock.calls.map((c) => c.route)).toEqual(["facebook token", "facebook userinfo"]);
    expect(await userByEmail(email)).toMatchObject({ email_verified: 1 });
  });
});

describe("offline stand-in (local, no client id)", () => {
  /** The worker's calls to its own stand-in endpoints go back into the worker. */
  beforeEach(() => fetchMock.routeToApp(`${ORIGIN}/dev/oauth/`));

  const startStandIn = async (provider: "google" | "facebook", jar: Jar, redirectTo = "/") => {
    const res = await get(`/api/auth/${provider}/login?redirectTo=${encodeURIComponent(redirectTo)}`, { jar });
    expect(res.status).toBe(302);
    return new URL(res.headers.get("Location")!);
  };

  it("consent page -> pick an identity -> the real callback signs in", async () => {
    const jar = new Jar();
    const url = await startStandIn("google", jar, "/x");
    expect(url.pathname).toBe("/dev/oauth/google");
    const page = await get(url.pathname + url.search, { jar });
    expect(await page.text()).toContain("Priya Raman");
    const email = uniqueEmail("standin");
    const consent = await postForm(url.pathname + url.search, { identity: "custom", email, name: "Stand In" }, { jar });
    const back = new URL(consent.headers.get("Location")!);
    expect(back.pathname).toBe("/api/auth/google/callback");
    const res = await get(back.pathname + back.search, { jar });
    expect(location(res)).toBe("/x");
    expect(jar.get("session-token")).toBeTruthy();
    expect(await userByEmail(email)).toMatchObject({ email_verified: 1, full_name: "Stand In" });
  });

  it("Cancel on the consent page is a denied consent", async () => {
    const jar = new Jar();
    const url = await startStandIn("facebook", jar);
    const consent = await postForm(url.pathname + url.search, { intent: "deny" }, { jar });
    const back = new URL(consent.headers.get("Location")!);
    expect(back.searchParams.get("error")).toBe("access_denied");
    const res = await get(back.pathname + back.search, { jar });
    expect(location(res)).toBe("/login");
    expect(jar.get("session-token")).toBeUndefined();
  });

  it("the stand-in refuses a code without the right PKCE verifier", async () => {
    const jar = new Jar();
    const url = await startStandIn("google", jar);
    const consent = await postForm(url.pathname + url.search, { identity: "standin-arun" }, { jar });
    const code = new URL(consent.headers.get("Location")!).searchParams.get("code")!;
    const res = await postForm(`/dev/oauth/google/token`, {
      grant_type: "authorization_code",
      code,
      code_verifier: "wrong",
    });
    expect(res.status).toBe(400);
  });

  it("is absent when a client id is configured", async () => {
    expect((await get("/dev/oauth/google", { env: OAUTH_ENV })).status).toBe(404);
  });
});
