import { describe, expect, it } from "vitest";
import { insertListing, insertUser } from "../helpers/db";
import { get, postMultipart, signInAs, toastOf } from "../helpers/http";
import { favouriteCount } from "../helpers/profile";

describe("POST /favourites", () => {
  it("sends visitors to /login and back to where they were", async () => {
    const seller = await insertUser({ role: "seller" });
    const { id } = await insertListing({ postedById: seller.id });
    const res = await postMultipart("/favourites", {
      listingId: String(id),
      intent: "add",
      redirectTo: `/listing/${id}`,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(`/listing/${id}`)}`);
  });

  it("adds a public listing (idempotently) and removes it, with the product's toasts", async () => {
    const seller = await insertUser({ role: "seller" });
    const buyer = await insertUser();
    const cookie = await signInAs(buyer.id);
    const { id, images } = await insertListing({ postedById: seller.id });

    const added = await postMultipart(
      "/favourites",
      { listingId: String(id), intent: "add", redirectTo: "/?page=2" },
      { cookie },
    );
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe("/?page=2");
    expect(toastOf(added)).toMatchObject({ kind: "success", message: "Added to favourites" });
    expect(await favouriteCount(buyer.id, id)).toBe(1);

    const again = await postMultipart(
      "/favourites",
      { listingId: String(id), intent: "add", redirectTo: "/" },
      { cookie },
    );
    expect(toastOf(again)?.message).toBe("Added to favourites");
    expect(await favouriteCount(buyer.id, id)).toBe(1);

    // The dropdown's data: the /favourites page lists it with the seller's username.
    const page = await get("/favourites", { cookie });
    const html = await page.text();
    expect(html).toContain(seller.username);
    expect(html).toContain(`/images/${images[0]!.key128}`);

    const removed = await postMultipart(
      "/favourites",
      { listingId: String(id), intent: "remove", redirectTo: "/" },
      { cookie },
    );
    expect(toastOf(removed)).toMatchObject({ kind: "success", message: "Removed from favourites" });
    expect(await favouriteCount(buyer.id, id)).toBe(0);

    const empty = await (await get("/favourites", { cookie })).text();
    expect(empty).toContain("No favorites yet");
  });

  it("refuses listings that are not public or do not exist", async () => {
    const seller = await insertUser({ role: "seller" });
    const buyer = await insertUser();
    const cookie = await signInAs(buyer.id);
    for (const status of ["Pending", "Rejected"] as const) {
      const { id } = await insertListing({ postedById: seller.id, status });
      const res = await postMultipart(
        "/favourites",
        { listingId: String(id), intent: "add", redirectTo: "/" },
        { cookie },
      );
      expect(toastOf(res)).toMatchObject({ kind: "error", message: "Failed to add to favourites" });
      expect(await favouriteCount(buyer.id, id)).toBe(0);
    }
    const bad = await postMultipart(
      "/favourites",
      { listingId: "not-a-number", intent: "add", redirectTo: "/" },
      { cookie },
    );
    expect(toastOf(bad)?.message).toBe("Failed to add to favourites");
    const gone = await postMultipart(
      "/favourites",
      { listingId: "999999999", intent: "remove", redirectTo: "/" },
      { cookie },
    );
    expect(toastOf(gone)).toMatchObject({ kind: "error", message: "Failed to remove from favourites" });
  });

  it("never redirects off-site", async () => {
    const buyer = await insertUser();
    const cookie = await signInAs(buyer.id);
    const res = await postMultipart(
      "/favourites",
      { listingId: "1", intent: "add", redirectTo: "//evil.example/x" },
      { cookie },
    );
    expect(res.headers.get("Location")).toBe("/favourites");
  });

  it("keeps sold listings' favourites but hides listings that stopped being public", async () => {
    const seller = await insertUser({ role: "seller" });
    const buyer = await insertUser();
    const cookie = await signInAs(buyer.id);
    const title = `Hidden later ${crypto.randomUUID().slice(0, 6)}`;
    const { id } = await insertListing({ postedById: seller.id, title });
    await postMultipart("/favourites", { listingId: String(id), intent: "add", redirectTo: "/" }, { cookie });
    expect(await (await get("/favourites", { cookie })).text()).toContain(title);
    const { env } = await import("cloudflare:test");
    await env.DB.prepare(`UPDATE listings SET status = 'Rejected' WHERE id = ?`).bind(id).run();
    expect(await (await get("/favourites", { cookie })).text()).not.toContain(title);
  });

  it("the /favourites page needs sign-in", async () => {
    const res = await get("/favourites");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login?redirectTo=%2Ffavourites");
  });
});
