// The cheap duplicate check through the built app (docs/product.md#trust): the same seller (or
// seller phone) posting the same locality, type and price is asked before paying and may post
// anyway; another seller's listing with the same locality, type, price and land area marks the
// new one "Possible duplicate of #N" in the admin queue and on the admin listing page.
import { describe, expect, it } from "vitest";
import { insertListing, insertUser } from "../helpers/db";
import { get, postMultipart, signInAs } from "../helpers/http";
import { listingsBy, poster, tokenIn, toFormData, uploadPhoto, validListing } from "../helpers/listing-form";
import { db } from "../helpers/db";
import { users } from "~/server/db/schema.server";
import { eq } from "drizzle-orm";

/** A price no other test uses, so matches are this test's own. */
const price = () => String(30_00_000 + Math.floor(Math.random() * 60_00_000));

async function createForm(cookie: string, overrides: Record<string, string>) {
  const token = tokenIn(await (await get("/create-listing", { cookie })).text());
  const photo = await uploadPhoto(cookie);
  return toFormData(validListing({ token, photoIds: [photo.id], ...overrides }));
}

describe("posting the same property again", () => {
  it("the same seller is asked before paying, with a link to edit; posting anyway is allowed", async () => {
    const { user, cookie } = await poster({ phone: `+9198${Math.floor(10_000_000 + Math.random() * 89_999_999)}` });
    const p = price();
    const first = await insertListing({ postedById: user.id, price: Number(p), area: "Peelamedu", type: "plot" });
    const asked = await postMultipart("/create-listing", await createForm(cookie, { price: p, area: "Peelamedu" }), {
      cookie,
    });
    expect(asked.status).toBe(409);
    const html = await asked.text();
    expect(html).toContain(`You already listed this property (#${first.id}).`);
    expect(html).toContain(`href="/listing/edit/${first.id}"`);
    expect(html).toContain("Post anyway");
    expect(await listingsBy(user.id)).toHaveLength(1);

    const form = await createForm(cookie, { price: p, area: "Peelamedu" });
    form.set("postAnyway", "1");
    const posted = await postMultipart("/create-listing", form, { cookie });
    expect(posted.status).toBe(302);
    expect(await listingsBy(user.id)).toHaveLength(2);
  });

  it("another account with the same phone counts as the same seller", async () => {
    const phone = `+9197${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
    const other = await insertUser({ role: "seller", phone });
    const p = price();
    const first = await insertListing({ postedById: other.id, price: Number(p), area: "Saibaba Colony" });
    const { cookie } = await poster({ phone });
    const asked = await postMultipart(
      "/create-listing",
      await createForm(cookie, { price: p, area: "Saibaba Colony" }),
      {
        cookie,
      },
    );
    expect(asked.status).toBe(409);
    expect(await asked.text()).toContain(`(#${first.id})`);
  });

  it("another seller's match (same land area too) marks the new listing for the moderators", async () => {
    const p = price();
    const theirs = await insertListing({ price: Number(p), area: "Kalapatti", landArea: 2178 });
    const { user, cookie } = await poster();
    await db().update(users).set({ phone: "" }).where(eq(users.id, user.id));
    const posted = await postMultipart("/create-listing", await createForm(cookie, { price: p, area: "Kalapatti" }), {
      cookie,
    });
    expect(posted.status).toBe(302);
    const [mine] = await listingsBy(user.id);
    const superadmin = await signInAs((await insertUser({ role: "superadmin" })).id);
    const page = await (await get(`/admin/listing/${mine!.id}`, { cookie: superadmin })).text();
    expect(page).toContain(`Possible duplicate of #<!-- -->${theirs.id}`);
    const queue = await (await get("/admin/listings?area=Kalapatti&status=Pending", { cookie: superadmin })).text();
    expect(queue).toContain(`href="/admin/listing/${theirs.id}"`);
  });
});
