// redirectTo after sign-in, sign-up, e-mail verification and OAuth: a hostile value lands on
// "/" (never another site, never a 500 after the session row is written).
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { confirmEmail, lastMail } from "../helpers/auth";
import { insertUser, uniqueEmail } from "../helpers/db";
import { Jar, ORIGIN, get, location, postForm, signInAs } from "../helpers/http";
import { fetchMock } from "../mocks/fetch";

/** Values that escape to another site in a browser, or break the Location header. */
const HOSTILE = [
  "/\tevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r",
  "/\0",
  "/%09/evil.example",
  "/%0Aevil",
  "/%0D",
  "/%00",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example",
  "javascript:alert(1)",
];

const ip = () => ({ "CF-Connecting-IP": `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
const q = (value: string) => `redirectTo=${encodeURIComponent(value)}`;

async function sessionCount(userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("hostile redirectTo", () => {
  it.each(HOSTILE)("/login form %j: signs in and lands on /", async (bad) => {
    const user = await insertUser({}, { password: "demo-password" });
    const jar = new Jar();
    const res = await postForm(
      "/login",
      { email: user.email, password: "demo-password", redirectTo: bad },
      { jar, headers: ip() },
    );
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/");
    expect(jar.get("session-token")).toBeTruthy();
    expect(await sessionCount(user.id)).toBe(1);
  });

  it.each(HOSTILE)("GET /login?redirectTo=%j: the page for visitors, / for signed-in users", async (bad) => {
    const page = await get(`/login?${q(bad)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<input type="hidden" name="redirectTo" value=""/>');
    const user = await insertUser();
    const res = await get(`/login?${q(bad)}`, { cookie: await signInAs(user.id) });
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/");
  });

  it.each(HOSTILE)("/signup form %j: signs in and goes to the plain verification prompt", async (bad) => {
    const email = uniqueEmail("redir");
    const res = await postForm("/signup", {
      email,
      phone: "",
      password: "secret-pass",
      confirmPassword: "secret-pass",
      role: "buyer",
      redirectTo: bad,
    });
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/verify-email?sent=1");
  });

  it.each(HOSTILE)("/verify-email %j: the link verifies and lands on /", async (bad) => {
    const email = uniqueEmail("verify");
    const jar = new Jar();
    await postForm(
      "/signup",
      { email, password: "secret-pass", confirmPassword: "secret-pass", role: "buyer" },
      { jar },
    );
    const { link } = await lastMail(email);
    const res = await confirmEmail(`${link}&${q(bad)}`, { jar });
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/");
    // Verified now: the prompt page sends a verified user on, to / as well.
    const again = await get(`/verify-email?${q(bad)}`, { jar });
    expect(again.status).toBe(302);
    expect(location(again)).toBe("/");
    // The resend button's action, for a verified user.
    const resend = await postForm(`/verify-email?${q(bad)}`, {}, { jar });
    expect(resend.status).toBe(302);
    expect(location(resend)).toBe("/");
  });

  describe("OAuth (offline stand-in)", () => {
    afterEach(() => fetchMock.reset());

    /** The stand-in's token/userinfo are the app's own /dev/oauth routes, not an outside service: loop back. */
    function routeStandInToSelf() {
      fetchMock.routeToApp(`${ORIGIN}/dev/oauth/`);
    }

    /** Login with `redirectTo`, consent as a new person, then the real callback. */
    async function signInWithGoogle(redirectTo: string, tamper?: (jar: Jar) => void) {
      routeStandInToSelf();
      const jar = new Jar();
      const start = await get(`/api/auth/google/login?${q(redirectTo)}`, { jar });
      expect(start.status).toBe(302);
      const consentUrl = new URL(start.headers.get("Location")!);
      const consent = await postForm(
        consentUrl.pathname + consentUrl.search,
        { identity: "custom", email: uniqueEmail("oauth"), name: "Redirect Test" },
        { jar },
      );
      const back = new URL(consent.headers.get("Location")!);
      tamper?.(jar);
      const res = await get(back.pathname + back.search, { jar });
      return { res, jar };
    }

    it.each(HOSTILE)("redirectTo %j at the start: signs in and lands on /", async (bad) => {
      const { res, jar } = await signInWithGoogle(bad);
      expect(res.status).toBe(302);
      expect(location(res)).toBe("/");
      expect(jar.get("session-token")).toBeTruthy();
    });

    it.each(HOSTILE)("a tampered redirect cookie %j: lands on /", async (bad) => {
      const { res, jar } = await signInWithGoogle("/profile", (j) =>
        j.cookies.set("oauth-redirect", encodeURIComponent(bad)),
      );
      expect(res.status).toBe(302);
      expect(location(res)).toBe("/");
      expect(jar.get("session-token")).toBeTruthy();
    });

    it("a same-site redirectTo is kept", async () => {
      const { res } = await signInWithGoogle("/profile?tab=1");
      expect(location(res)).toBe("/profile?tab=1");
    });
  });
});
