// Redirect targets whose dot segments collapse into "//host" once the URL parser normalises them
// (docs/product.md#requests, "Redirect targets"): through the real routes, the answer is always a
// path on this site.
import { describe, expect, it } from "vitest";
import { insertListing, insertUser } from "../helpers/db";
import { get, location, postForm, signInAs } from "../helpers/http";

/** Each answered `Location: //evil.example` (or a Cancel link to it) before the fix. */
const ESCAPES = [
  "/.//evil.example",
  "/..//evil.example",
  "/%2E//evil.example",
  "/a/..//evil.example",
  "/%2e%2e//evil.example/x?y=1",
  "/./%2E//evil.example",
];

const q = (value: string) => `redirectTo=${encodeURIComponent(value)}`;

/** The raw Location header: one "/" not followed by "/" or "\", and it stays on our origin. */
function expectSameOrigin(res: Response) {
  const raw = res.headers.get("Location") ?? "";
  expect(raw).toMatch(/^\/(?![/\\])/);
  expect(new URL(raw, "https://a.example").origin).toBe("https://a.example");
}

/** The href of the page's Cancel link. */
function cancelHref(html: string): string | undefined {
  return /<a[^>]*href="([^"]*)"[^>]*>Cancel<\/a>/.exec(html)?.[1];
}

describe("redirectTo with dot segments lands on our own site", () => {
  it.each(ESCAPES)("GET /login?redirectTo=%j for a signed-in user: /", async (bad) => {
    const user = await insertUser();
    const res = await get(`/login?${q(bad)}`, { cookie: await signInAs(user.id) });
    expect(res.status).toBe(302);
    expectSameOrigin(res);
    expect(location(res)).toBe("/");
  });

  it.each(ESCAPES)("POST /login with redirectTo %j: signs in and lands on /", async (bad) => {
    const user = await insertUser({}, { password: "demo-password" });
    const res = await postForm("/login", { email: user.email, password: "demo-password", redirectTo: bad });
    expect(res.status).toBe(302);
    expectSameOrigin(res);
    expect(location(res)).toBe("/");
  });

  it.each(ESCAPES)("/verify-email?redirectTo=%j for a verified user: page and resend land on /", async (bad) => {
    const user = await insertUser({ emailVerified: true });
    const cookie = await signInAs(user.id);
    const page = await get(`/verify-email?${q(bad)}`, { cookie });
    expect(page.status).toBe(302);
    expectSameOrigin(page);
    expect(location(page)).toBe("/");
    const resend = await postForm(`/verify-email?${q(bad)}`, {}, { cookie });
    expect(resend.status).toBe(302);
    expectSameOrigin(resend);
    expect(location(resend)).toBe("/");
  });

  it.each(ESCAPES)("the sign-in page's hidden redirectTo and its links drop %j", async (bad) => {
    const html = await (await get(`/login?${q(bad)}`)).text();
    expect(html).toContain('<input type="hidden" name="redirectTo" value=""/>');
    expect(html).toContain('href="/signup"');
    expect(html).toContain('href="/api/auth/google/login"');
  });
});

describe("Cancel links never point off-site", () => {
  it.each(ESCAPES)(
    "profile edit of another user, redirectTo %j: Cancel goes to that profile's edit page",
    async (bad) => {
      const admin = await insertUser({ role: "admin" });
      const buyer = await insertUser({ role: "buyer" });
      const res = await get(`/profile/edit?userId=${buyer.id}&${q(bad)}`, { cookie: await signInAs(admin.id) });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(cancelHref(html)).toBe(`/profile/edit?userId=${buyer.id}`);
    },
  );

  it.each(ESCAPES)("admin user delete, redirectTo %j: Cancel goes to /admin/users", async (bad) => {
    const admin = await insertUser({ role: "admin" });
    const buyer = await insertUser({ role: "buyer" });
    const res = await get(`/admin/users/${buyer.id}/delete?${q(bad)}`, { cookie: await signInAs(admin.id) });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(cancelHref(html)).toBe("/admin/users");
  });

  it.each(ESCAPES)("listing delete, redirectTo %j: Cancel goes back to the listing", async (bad) => {
    const listing = await insertListing();
    const res = await get(`/listing/${listing.id}/delete?${q(bad)}`, {
      cookie: await signInAs(listing.postedById),
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(cancelHref(html)).toBe(`/listing/${listing.id}`);
  });

  it("a same-site redirectTo is still the Cancel target", async () => {
    const admin = await insertUser({ role: "admin" });
    const buyer = await insertUser({ role: "buyer" });
    const res = await get(`/admin/users/${buyer.id}/delete?${q("/admin/users?role=buyer&page=2")}`, {
      cookie: await signInAs(admin.id),
    });
    expect(cancelHref(await res.text())).toBe("/admin/users?role=buyer&amp;page=2");
  });
});
