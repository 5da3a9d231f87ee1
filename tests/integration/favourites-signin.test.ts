// A visitor's heart survives sign-in (docs/product.md#top-bar): the anonymous POST /favourites
// keeps the wish in a cookie and sends them to /login; the sign-in that follows (password, sign-up,
// Google) saves the listing once and lands back with a toast. Nothing but our own POST can start
// it.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { userByEmail } from "../helpers/auth";
import { insertListing, insertUser, uniqueEmail } from "../helpers/db";
import { Jar, get, location, postForm, postMultipart, setCookieLine, toastOf } from "../helpers/http";
import { favouriteCount } from "../helpers/profile";
import { fetchMock } from "../mocks/fetch";
import { OAUTH_ENV, oauthMock } from "../mocks/oauth";

const PASSWORD = "demo-password";
const CROSS_SITE = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };

/** A public listing and where its heart was tapped (a card on page 2 of the home list). */
async function listingOnPage2() {
  const listing = await insertListing({ title: `Heart plot ${crypto.randomUUID().slice(0, 6)}` });
  return { listing, back: `/?page=2#listing-${listing.id}` };
}

/** The visitor taps the heart: the form a card posts, in a browser holding `jar`. */
function tapHeart(jar: Jar, listingId: number, back: string, headers?: Record<string, string>) {
  return postMultipart(
    "/favourites",
    { listingId: String(listingId), intent: "add", redirectTo: back },
    {
      jar,
      headers,
    },
  );
}

describe("a visitor's heart, then sign-in", () => {
  it("the heart sends the visitor to /login with the wish kept; signing in saves it once", async () => {
    const { listing, back } = await listingOnPage2();
    const user = await insertUser({}, { password: PASSWORD });
    const jar = new Jar();

    const tapped = await tapHeart(jar, listing.id, back);
    expect(tapped.status).toBe(302);
    expect(location(tapped)).toBe(`/login?redirectTo=${encodeURIComponent(back)}`);
    const pending = setCookieLine(tapped, "pending-favourite")!;
    expect(pending).toMatch(new RegExp(`^pending-favourite=${listing.id};`));
    expect(pending).toMatch(/HttpOnly/);
    expect(pending).toMatch(/SameSite=Lax/);
    expect(await favouriteCount(user.id, listing.id)).toBe(0);
    // Tapped twice before signing in: still one wish.
    await tapHeart(jar, listing.id, back);

    // The login page says what signing in will do.
    const page = await (await get(`/login?redirectTo=${encodeURIComponent(back)}`, { jar })).text();
    expect(page).toContain(`Sign in or create an account to save “${listing.title}” to your favourites.`);

    const signedIn = await postForm("/login", { email: user.email, password: PASSWORD, redirectTo: back }, { jar });
    expect(signedIn.status).toBe(302);
    expect(location(signedIn)).toBe(back);
    expect(toastOf(signedIn)).toMatchObject({ kind: "success", message: "Saved to favourites" });
    expect(setCookieLine(signedIn, "pending-favourite")).toMatch(/Max-Age=0/);
    expect(jar.get("pending-favourite")).toBeUndefined();
    expect(await favouriteCount(user.id, listing.id)).toBe(1);

    // The wish is used up: signing in again saves nothing more and says nothing.
    await postForm("/logout", {}, { jar });
    const again = await postForm("/login", { email: user.email, password: PASSWORD, redirectTo: back }, { jar });
    expect(toastOf(again)).toBeNull();
    expect(await favouriteCount(user.id, listing.id)).toBe(1);
  });

  it("a new account made from the login page saves it too", async () => {
    const { listing, back } = await listingOnPage2();
    const jar = new Jar();
    await tapHeart(jar, listing.id, back);
    const signupPage = await (await get(`/signup?redirectTo=${encodeURIComponent(back)}`, { jar })).text();
    expect(signupPage).toContain(`save “${listing.title}” to your favourites`);

    const email = uniqueEmail("heart-signup");
    const res = await postForm(
      "/signup",
      { email, phone: "", password: PASSWORD, confirmPassword: PASSWORD, role: "buyer", redirectTo: back },
      { jar },
    );
    expect(res.status).toBe(302);
    expect(location(res)).toBe(`/verify-email?sent=1&redirectTo=${encodeURIComponent(back)}`);
    expect(toastOf(res)).toMatchObject({ kind: "success", message: "Saved to favourites" });
    const user = await userByEmail(email);
    expect(await favouriteCount(String(user!.id), listing.id)).toBe(1);
  });

  describe("Google", () => {
    beforeEach(() => oauthMock.install());
    afterEach(() => fetchMock.reset());

    it("signing in with Google saves it and comes back to the same place", async () => {
      const { listing, back } = await listingOnPage2();
      const user = await insertUser();
      const jar = new Jar();
      await tapHeart(jar, listing.id, back);
      const started = await get(`/api/auth/google/login?redirectTo=${encodeURIComponent(back)}`, {
        jar,
        env: OAUTH_ENV,
      });
      expect(started.status).toBe(302);
      oauthMock.nextUser("google", { sub: `g-${user.email}`, email: user.email, email_verified: true, name: "H" });
      const res = await get(oauthMock.consent(new URL(started.headers.get("Location")!)), { jar, env: OAUTH_ENV });
      expect(res.status).toBe(302);
      expect(location(res)).toBe(back);
      expect(toastOf(res)).toMatchObject({ kind: "success", message: "Saved to favourites" });
      expect(await favouriteCount(user.id, listing.id)).toBe(1);
    });
  });

  it("a listing that is not public any more is not saved, and the sign-in says so", async () => {
    const listing = await insertListing({ status: "Pending" });
    const user = await insertUser({}, { password: PASSWORD });
    const jar = new Jar();
    await tapHeart(jar, listing.id, "/");
    const res = await postForm("/login", { email: user.email, password: PASSWORD, redirectTo: "/" }, { jar });
    expect(toastOf(res)).toMatchObject({ kind: "error", message: "Failed to add to favourites" });
    expect(await favouriteCount(user.id, listing.id)).toBe(0);
  });
});

describe("nobody else can make a sign-in save a listing", () => {
  /** The control: our own page's heart and a sign-in do save it (so the refusals above mean something). */
  async function genuineTapSaves(jar: Jar, user: { id: string; email: string }, listingId: number, back: string) {
    await tapHeart(jar, listingId, back);
    const res = await postForm("/login", { email: user.email, password: PASSWORD, redirectTo: back }, { jar });
    expect(toastOf(res)?.message).toBe("Saved to favourites");
    expect(await favouriteCount(user.id, listingId)).toBe(1);
  }

  it("a cross-site heart post is refused and leaves no wish behind, signed out or in", async () => {
    const { listing, back } = await listingOnPage2();
    const user = await insertUser({}, { password: PASSWORD });
    const jar = new Jar();
    const forged = await tapHeart(jar, listing.id, back, CROSS_SITE);
    expect(forged.status).toBe(403);
    expect(setCookieLine(forged, "pending-favourite")).toBeUndefined();
    const res = await postForm("/login", { email: user.email, password: PASSWORD, redirectTo: back }, { jar });
    expect(res.status).toBe(302);
    expect(toastOf(res)).toBeNull();
    expect(await favouriteCount(user.id, listing.id)).toBe(0);

    // Signed in, a cross-site post saves nothing either.
    const forgedSignedIn = await tapHeart(jar, listing.id, back, CROSS_SITE);
    expect(forgedSignedIn.status).toBe(403);
    expect(await favouriteCount(user.id, listing.id)).toBe(0);

    await postForm("/logout", {}, { jar });
    await genuineTapSaves(jar, user, listing.id, back);
  });

  it("links (GETs) and a visitor's remove carry no wish: a crafted login or favourites URL saves nothing", async () => {
    const { listing, back } = await listingOnPage2();
    const user = await insertUser({}, { password: PASSWORD });
    const jar = new Jar();
    const id = String(listing.id);
    for (const path of [
      `/favourites?listingId=${id}&intent=add&redirectTo=${encodeURIComponent(back)}`,
      `/login?redirectTo=${encodeURIComponent(`/favourites?listingId=${id}&intent=add`)}&listingId=${id}`,
    ]) {
      const res = await get(path, { jar });
      expect(setCookieLine(res, "pending-favourite")).toBeUndefined();
    }
    const removed = await postMultipart("/favourites", { listingId: id, intent: "remove", redirectTo: back }, { jar });
    expect(location(removed)).toBe(`/login?redirectTo=${encodeURIComponent(back)}`);
    expect(setCookieLine(removed, "pending-favourite")).toBeUndefined();

    const res = await postForm(
      "/login",
      { email: user.email, password: PASSWORD, redirectTo: `/favourites?listingId=${id}&intent=add` },
      { jar },
    );
    expect(res.status).toBe(302);
    expect(toastOf(res)).toBeNull();
    expect(await favouriteCount(user.id, listing.id)).toBe(0);

    await postForm("/logout", {}, { jar });
    await genuineTapSaves(jar, user, listing.id, back);
  });
});
