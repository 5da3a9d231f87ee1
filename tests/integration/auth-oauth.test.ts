// Google and Facebook through the real callback code: the provider's token and profile
// endpoints are mocked by stubbing global fetch (the Worker runs in this isolate).
import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { insertUser, uniqueEmail } from "../helpers/db";
import { Jar, ORIGIN, get, location, postForm, setCookieLine } from "../helpers/http";
import { userByEmail } from "../helpers/auth";

type Profile = Record<string, unknown>;

function b64url(bytes: Uint8Array) {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Mocks the provider: checks the PKCE verifier against the challenge sent at login. */
function mockProvider(tokenUrl: string, profileUrl: string, profile: Profile, challenge: () => string) {
  const calls: string[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    calls.push(req.url);
    if (req.url === tokenUrl) {
      const body = new URLSearchParams(await req.text());
      const digest = b64url(
        new Uint8Array(
          await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body.get("code_verifier") ?? "")),
        ),
      );
      if (body.get("code") !== "good-code" || digest !== challenge()) {
        return Response.json({ error: "invalid_grant" }, { status: 400 });
      }
      return Response.json({ access_token: "at-123", token_type: "Bearer", expires_in: 3600 });
    }
    if (req.url.startsWith(profileUrl)) {
      if (req.headers.get("Authorization") !== "Bearer at-123") return new Response("no", { status: 401 });
      return Response.json(profile);
    }
    return realFetch(input, init);
  });
  return calls;
}

async function start(provider: "google" | "facebook", jar: Jar, redirectTo = "/") {
  const res = await get(`/api/auth/${provider}/login?redirectTo=${encodeURIComponent(redirectTo)}`, { jar });
  expect(res.status).toBe(302);
  const url = new URL(res.headers.get("Location")!);
  return url;
}

afterEach(() => {
  vi.restoreAllMocks();
  env.GOOGLE_CLIENT_ID = undefined;
  env.GOOGLE_CLIENT_SECRET = undefined;
  env.FACEBOOK_CLIENT_ID = undefined;
  env.FACEBOOK_CLIENT_SECRET = undefined;
});

describe("Google (configured)", () => {
  const TOKEN = "https://oauth2.googleapis.com/token";
  const PROFILE = "https://openidconnect.googleapis.com/v1/userinfo";
  const configure = () => {
    env.GOOGLE_CLIENT_ID = "test-client";
    env.GOOGLE_CLIENT_SECRET = "test-secret";
  };

  it("login redirects to Google with state and an S256 PKCE challenge", async () => {
    configure();
    const url = await start("google", new Jar());
    expect(url.origin + url.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(url.searchParams.get("client_id")).toBe("test-client");
    expect(url.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/auth/google/callback`);
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("scope")).toBe("openid email profile");
  });

  it("a new verified e-mail creates a verified buyer account and signs in", async () => {
    configure();
    const email = uniqueEmail("google-new");
    const jar = new Jar();
    const url = await start("google", jar, "/profile");
    const calls = mockProvider(
      TOKEN,
      PROFILE,
      { sub: `g-${email}`, email, email_verified: true, name: "Meena S" },
      () => url.searchParams.get("code_challenge")!,
    );
    const res = await get(`/api/auth/google/callback?code=good-code&state=${url.searchParams.get("state")}`, { jar });
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/profile");
    expect(setCookieLine(res, "session-token")).toMatch(/HttpOnly/);
    expect(calls).toEqual([TOKEN, PROFILE]);
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
    configure();
    const existing = await insertUser({ emailVerified: false, role: "seller" }, { password: "demo-password" });
    const jar = new Jar();
    const url = await start("google", jar);
    mockProvider(
      TOKEN,
      PROFILE,
      { sub: `g-${existing.email}`, email: existing.email, email_verified: true, name: "X" },
      () => url.searchParams.get("code_challenge")!,
    );
    const res = await get(`/api/auth/google/callback?code=good-code&state=${url.searchParams.get("state")}`, { jar });
    expect(location(res)).toBe("/");
    const user = await userByEmail(existing.email);
    expect(user).toMatchObject({ id: existing.id, role: "seller", email_verified: 1 });
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?")
      .bind(existing.email)
      .first<{ n: number }>();
    expect(count!.n).toBe(1);
  });

  it("an unverified Google e-mail does not sign into or create an account", async () => {
    configure();
    const existing = await insertUser({}, { password: "demo-password" });
    const jar = new Jar();
    const url = await start("google", jar);
    mockProvider(
      TOKEN,
      PROFILE,
      { sub: "g-unverified", email: existing.email, email_verified: false },
      () => url.searchParams.get("code_challenge")!,
    );
    const res = await get(`/api/auth/google/callback?code=good-code&state=${url.searchParams.get("state")}`, { jar });
    expect(location(res)).toBe("/login");
    expect(jar.get("session-token")).toBeUndefined();
  });

  it("denied consent goes back to /login without a session", async () => {
    configure();
    const jar = new Jar();
    const url = await start("google", jar);
    const res = await get(`/api/auth/google/callback?error=access_denied&state=${url.searchParams.get("state")}`, {
      jar,
    });
    expect(location(res)).toBe("/login");
    expect(decodeURIComponent(setCookieLine(res, "toast") ?? "")).toContain("Google sign-in was cancelled.");
    expect(jar.get("session-token")).toBeUndefined();
  });

  it("a wrong state, a missing state cookie or a bad code is refused", async () => {
    configure();
    const jar = new Jar();
    const url = await start("google", jar);
    mockProvider(
      TOKEN,
      PROFILE,
      { sub: "x", email: uniqueEmail(), email_verified: true },
      () => url.searchParams.get("code_challenge")!,
    );
    expect(location(await get(`/api/auth/google/callback?code=good-code&state=forged`, { jar }))).toBe(
      "/login?error=InvalidRequest",
    );
    expect(location(await get(`/api/auth/google/callback?code=good-code&state=${url.searchParams.get("state")}`))).toBe(
      "/login?error=InvalidRequest",
    );
    expect(
      location(await get(`/api/auth/google/callback?code=bad-code&state=${url.searchParams.get("state")}`, { jar })),
    ).toBe("/login?error=InvalidRequest");
  });
});

describe("Facebook (configured)", () => {
  it("reads the Graph /me profile and signs in", async () => {
    env.FACEBOOK_CLIENT_ID = "fb-client";
    env.FACEBOOK_CLIENT_SECRET = "fb-secret";
    const email = uniqueEmail("fb");
    const jar = new Jar();
    const url = await start("facebook", jar);
    expect(url.hostname).toBe("www.facebook.com");
    mockProvider(
      "https://graph.facebook.com/v19.0/oauth/access_token",
      "https://graph.facebook.com/v19.0/me",
      { id: `fb-${email}`, email, name: "Karthik" },
      () => url.searchParams.get("code_challenge")!,
    );
    const res = await get(`/api/auth/facebook/callback?code=good-code&state=${url.searchParams.get("state")}`, { jar });
    expect(location(res)).toBe("/");
    expect(jar.get("session-token")).toBeTruthy();
    expect(await userByEmail(email)).toMatchObject({ email_verified: 1 });
  });
});

describe("offline stand-in (local, no client id)", () => {
  /** Sends the worker's calls to its own stand-in endpoints back into the worker. */
  function routeSelf() {
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      return req.url.startsWith(`${ORIGIN}/dev/oauth/`) ? SELF.fetch(req) : realFetch(input, init);
    });
  }

  it("consent page -> pick an identity -> the real callback signs in", async () => {
    routeSelf();
    const jar = new Jar();
    const url = await start("google", jar, "/x");
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
    routeSelf();
    const jar = new Jar();
    const url = await start("facebook", jar);
    const consent = await postForm(url.pathname + url.search, { intent: "deny" }, { jar });
    const back = new URL(consent.headers.get("Location")!);
    expect(back.searchParams.get("error")).toBe("access_denied");
    const res = await get(back.pathname + back.search, { jar });
    expect(location(res)).toBe("/login");
    expect(jar.get("session-token")).toBeUndefined();
  });

  it("the stand-in refuses a code without the right PKCE verifier", async () => {
    const jar = new Jar();
    const url = await start("google", jar);
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
    env.GOOGLE_CLIENT_ID = "real";
    expect((await get("/dev/oauth/google")).status).toBe(404);
  });
});
