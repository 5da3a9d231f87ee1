// The shared test helpers do what other tests rely on.
import { env } from "cloudflare:test";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { getListing } from "~/server/listings/browse.server";
import { getOptionalUser } from "~/server/accounts/session.server";
import { db, insertListing, insertUser } from "../helpers/db";
import { get, ORIGIN, signInAs, withResponseCookies } from "../helpers/http";

const context = { cloudflare: { env } } as unknown as AppLoadContext;
const requestWith = (cookie: string) => new Request(`${ORIGIN}/`, { headers: { Cookie: cookie } });

describe("signInAs", () => {
  it("gives a cookie the app's session lookup accepts", async () => {
    const user = await insertUser({ role: "seller", credits: 40 });
    const cookie = await signInAs(user.id);
    expect(cookie).toMatch(/^session-token=/);
    expect(await getOptionalUser(requestWith(cookie), context)).toMatchObject({
      id: user.id,
      role: "seller",
      credits: 40,
    });
  });

  it("an expired session is nobody", async () => {
    const user = await insertUser();
    const cookie = await signInAs(user.id, { expiresInMs: -1000 });
    expect(await getOptionalUser(requestWith(cookie), context)).toBeNull();
  });
});

describe("insertUser / insertListing", () => {
  it("make unique rows every time", async () => {
    const [a, b] = [await insertUser(), await insertUser()];
    expect(a.email).not.toBe(b.email);
    expect(a.username).not.toBe(b.username);
  });

  it("a listing with images is public and readable by the app", async () => {
    const listing = await insertListing(
      { type: "villa", area: "Peelamedu", price: 1_20_00_000 },
      { images: 3, putObjects: true },
    );
    const found = await getListing(db(), listing.id);
    expect(found).toMatchObject({ id: listing.id, type: "villa", area: "Peelamedu", isPublic: true });
    expect(found?.images).toHaveLength(3);
    expect(await env.IMAGES.head(listing.imageKeys[0]!)).not.toBeNull();
  });

  it("a Pending listing is not public", async () => {
    const listing = await insertListing({ status: "Pending" });
    expect(await getListing(db(), listing.id)).toBeNull();
  });
});

describe("get / cookies", () => {
  it("fetches the built app", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/text\/html/);
  });

  it("withResponseCookies folds Set-Cookie into the next Cookie header", () => {
    const res = new Response(null, {
      headers: [
        ["Set-Cookie", "a=1; Path=/"],
        ["Set-Cookie", "gone=; Path=/; Max-Age=0"],
        ["Set-Cookie", "viewed_listings=%5B1%2C2%5D; Path=/; Max-Age=100"],
      ],
    });
    expect(withResponseCookies("gone=x; keep=y", res)).toBe("keep=y; a=1; viewed_listings=%5B1%2C2%5D");
  });
});
