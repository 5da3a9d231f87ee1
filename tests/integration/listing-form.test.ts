// The listing form through the built app in workerd (docs/product.md#listings): who may open it,
// every rule and message, posting with and without JavaScript, the 20-credit debit through the
// UserCredits Durable Object (once per form token, nothing written when it cannot pay), the
// add/remove lists without JavaScript, and editing (permissions, photos kept unless changed).
import { LOCALITIES } from "~/domain/catalog";
import { env, runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PHOTO_MESSAGES } from "~/domain/image-bytes";
import { postIdempotencyKey } from "~/domain/listing-post";
import { LISTING_MESSAGES, type ListingFields } from "~/schemas/listing";
import { BODY_TOO_LARGE } from "~/server/listings/listing-form-body.server";
import type { UserCredits } from "../../workers/user-credits";
import { balanceOf, ledgerOf } from "../helpers/credits";
import { insertUser, unique } from "../helpers/db";
import { get, location, ORIGIN, postMultipart, signInAs, toastOf } from "../helpers/http";
import {
  imagesOf,
  listingRow,
  listingsBy,
  poster,
  postWithJavaScript,
  smallJpeg,
  toFormData,
  tokenIn,
  uploadPhoto,
  validListing,
} from "../helpers/listing-form";

const SLOW = 30_000;

async function createPage(cookie: string): Promise<string> {
  const res = await get("/create-listing", { cookie });
  expect(res.status).toBe(200);
  return res.text();
}

/** A complete create form with a fresh token and one uploaded photo (the JavaScript path). */
async function readyToCreate(cookie: string, overrides: Record<string, string | string[]> = {}) {
  const token = tokenIn(await createPage(cookie));
  const photo = await uploadPhoto(cookie);
  return validListing({ token, photoIds: [photo.id], ...overrides });
}

/** The `<input>` tags named `name` (their attributes in whatever order React writes them). */
function inputs(html: string, name: string): string[] {
  return (html.match(/<input\b[^>]*>/g) ?? []).filter((tag) => tag.includes(` name="${name}"`));
}

/** Whether the page offers photo `id` as kept (a checked "Keep photo N" box without JavaScript). */
function keepsPhoto(html: string, id: string): boolean {
  return inputs(html, "photoIds").some((tag) => tag.includes(`value="${id}"`) && tag.includes("checked"));
}

async function photoUploadRows(ownerId: string) {
  const { results } = await env.DB.prepare("SELECT id, listing_id FROM photo_uploads WHERE owner_id = ?")
    .bind(ownerId)
    .all<{ id: string; listing_id: number | null }>();
  return results;
}

describe("who may open /create-listing", () => {
  it("visitors sign in first; unverified users verify their e-mail; buyers are refused", async () => {
    const visitor = await get("/create-listing");
    expect(visitor.status).toBe(302);
    expect(location(visitor)).toBe(`/login?redirectTo=${encodeURIComponent("/create-listing")}`);

    const unverified = await poster({ emailVerified: false });
    const res = await get("/create-listing", { cookie: unverified.cookie });
    expect(res.status).toBe(302);
    expect(location(res)).toMatch(/^\/verify-email\?redirectTo=/);

    const buyer = await poster({ role: "buyer" });
    const refused = await get("/create-listing", { cookie: buyer.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Your account type cannot post listings");
    const post = await postMultipart("/create-listing", toFormData(await validListing()), { cookie: buyer.cookie });
    expect(post.status).toBe(403);
    expect(await listingsBy(buyer.user.id)).toEqual([]);
  });

  it.each(["seller", "both", "admin", "superadmin"] as const)("a verified %s gets the form", async (role) => {
    const { cookie } = await poster({ role });
    const html = await createPage(cookie);
    expect(html).toContain("Create New Listing");
    expect(html).toContain("Create Listing (20 credits)");
    // Labels in the product's order.
    const order = [
      "Title",
      "Description",
      "Poster type",
      "Listing type",
      "Price (₹)",
      "Square feet",
      "Land area (sq ft)",
      "Property age (years)",
      "Floors",
      "Facing",
      "BHK",
      "Latitude",
      "Longitude",
      "Location features",
      "Amenities",
      "Street",
      "Area",
      "City",
      "State",
      "Country",
      "Pincode",
      "Parking available",
      "Parking type",
      "Parking spaces",
      "Ready to move",
      "Gated community",
      "DTCP approved",
      "Photos",
      "Video link",
    ];
    const positions = order.map((label) => html.indexOf(`>${label}<`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Area defaults to RS Puram among the localities; State and Country are fixed and disabled.
    expect(html).toMatch(/<option value="RS Puram" selected="">/);
    expect(html.match(/<select[^>]*name="area"[\s\S]*?<\/select>/)?.[0].match(/<option/g)).toHaveLength(
      LOCALITIES.length,
    );
    for (const value of ["Tamil Nadu", "India"]) {
      const fixed = (html.match(/<input\b[^>]*>/g) ?? []).find((tag) => tag.includes(`value="${value}"`)) ?? "";
      expect(fixed).toContain('disabled=""');
    }
    // Without JavaScript the photos travel with the form: a multipart form with a multiple file input.
    expect(/<form[^>]*enctype="multipart\/form-data"/i.test(html)).toBe(true);
    expect(inputs(html, "photos").some((tag) => tag.includes('type="file"') && tag.includes("multiple"))).toBe(true);
  });

  it("with fewer than 20 credits the page says so, links to /buy-credits and shows no form; a post writes nothing", async () => {
    const { user, cookie } = await poster({ credits: 19 });
    const html = await createPage(cookie);
    expect(html).toContain(LISTING_MESSAGES.needCredits);
    expect(html).toContain('href="/buy-credits"');
    // No form (its button's words travel in the page's data now, decision 0051: assert the markup).
    expect(/<form[^>]*enctype="multipart\/form-data"/i.test(html)).toBe(false);

    // Sent anyway (an old tab, a script): refused, no photo stored, nothing charged.
    const form = toFormData({
      ...validListing({ token: "a".repeat(24) }),
      photos: new File([smallJpeg() as Uint8Array<ArrayBuffer>], "a.jpg", { type: "image/jpeg" }),
    });
    const res = await postMultipart("/create-listing", form, { cookie });
    expect(res.status).toBe(402);
    expect(await res.text()).toContain(LISTING_MESSAGES.needCredits);
    expect(await listingsBy(user.id)).toEqual([]);
    expect(await photoUploadRows(user.id)).toEqual([]);
    expect(await balanceOf(user.id)).toBe(19);
  });
});

describe("every rule and message, on the server", () => {
  const cases: [string, Record<string, string | string[]>, string, string][] = [
    ["title too short", { title: "A" }, "title", LISTING_MESSAGES.title],
    ["title too long", { title: "x".repeat(51) }, "title", LISTING_MESSAGES.title],
    ["description too short", { description: "Short" }, "description", LISTING_MESSAGES.description],
    ["description too long", { description: "d".repeat(201) }, "description", LISTING_MESSAGES.description],
    ["poster not a poster type", { poster: "agent" }, "poster", LISTING_MESSAGES.poster],
    ["type not one of the six", { type: "castle" }, "type", LISTING_MESSAGES.type],
    ["price under 10000", { price: "9999" }, "price", LISTING_MESSAGES.price],
    ["price not a number", { price: "lots" }, "price", LISTING_MESSAGES.price],
    ["price missing", { price: "" }, "price", LISTING_MESSAGES.price],
    ["land area under 10 sq ft", { landArea: "9" }, "landArea", LISTING_MESSAGES.landArea],
    ["land area missing", { landArea: "" }, "landArea", LISTING_MESSAGES.landArea],
    ["BHK not a number", { bhk: "three" }, "bhk", LISTING_MESSAGES.number],
    ["floors negative", { floors: "-1" }, "floors", LISTING_MESSAGES.number],
    ["facing not a direction", { facing: "up" }, "facing", LISTING_MESSAGES.facing],
    ["latitude not a decimal", { latitude: "11,0N" }, "latitude", LISTING_MESSAGES.latitude],
    ["latitude out of range", { latitude: "91" }, "latitude", LISTING_MESSAGES.latitude],
    ["longitude missing", { longitude: "" }, "longitude", LISTING_MESSAGES.longitude],
    ["longitude out of range", { longitude: "-180.5" }, "longitude", LISTING_MESSAGES.longitude],
    ["street empty", { street: "  " }, "street", LISTING_MESSAGES.street],
    ["area not a locality", { area: "Gotham" }, "area", LISTING_MESSAGES.area],
    ["city empty", { city: "" }, "city", LISTING_MESSAGES.city],
    ["city elsewhere", { city: "Chennai" }, "city", LISTING_MESSAGES.city],
    ["pincode 5 digits", { pincode: "64100" }, "pincode", LISTING_MESSAGES.pincode],
    ["pincode with letters", { pincode: "64100A" }, "pincode", LISTING_MESSAGES.pincode],
    [
      "parking type unknown",
      { parkingAvailable: "on", parkingType: "valet" },
      "parkingType",
      LISTING_MESSAGES.parkingType,
    ],
    ["video not http(s)", { video: "javascript:alert(1)" }, "video", LISTING_MESSAGES.video],
    ["video not a link", { video: "my video" }, "video", LISTING_MESSAGES.video],
    ["no photo on create", { photoIds: [] }, "photoIds", LISTING_MESSAGES.photoRequired],
    ["a photo that is not an upload", { photoIds: ["../../etc/passwd"] }, "photoIds", PHOTO_MESSAGES.unavailable],
  ];

  it.each(cases)(
    "%s: 400 with the message, nothing written or charged (JavaScript on)",
    async (_name, overrides, field, message) => {
      const { user, cookie } = await poster();
      const fields = await readyToCreate(cookie, overrides);
      const { status, reply } = await postWithJavaScript("/create-listing", toFormData(fields), cookie);
      expect(status).toBe(400);
      expect(reply?.result.error?.[field]).toContain(message);
      expect(reply?.result.error?.[""]).toContain(LISTING_MESSAGES.createError);
      expect(await listingsBy(user.id)).toEqual([]);
      expect(await balanceOf(user.id)).toBe(100);
    },
    SLOW,
  );

  it(
    "without JavaScript the page comes back with the messages beside their fields",
    async () => {
      const { cookie } = await poster();
      const fields = await readyToCreate(cookie, { price: "500", pincode: "12", street: "" });
      const res = await postMultipart("/create-listing", toFormData(fields), { cookie });
      expect(res.status).toBe(400);
      const html = await res.text();
      for (const [field, message] of [
        ["price", LISTING_MESSAGES.price],
        ["pincode", LISTING_MESSAGES.pincode],
        ["street", LISTING_MESSAGES.street],
      ]) {
        const control = html.match(new RegExp(`<input[^>]*name="${field}"[^>]*>`))?.[0] ?? "";
        expect(control).toContain('aria-invalid="true"');
        const errorId = control.match(/aria-describedby="[^"]*?([^"\s]+-error)/)?.[1];
        expect(html).toMatch(new RegExp(`id="${errorId}"[^>]*>(?:<[^>]+>)*${message.replace(/[()]/g, "\\$&")}`));
      }
      expect(html).toContain(LISTING_MESSAGES.createError);
      expect(html).not.toContain(LISTING_MESSAGES.createFailed);
      // What was typed is kept.
      expect(html).toContain('value="Corner plot near the park"');
    },
    SLOW,
  );

  it(
    "photos that are not images: 'Please upload only image files', by type and by bytes",
    async () => {
      const { user, cookie } = await poster();
      const token = tokenIn(await createPage(cookie));
      const text = new File(["just some text"], "notes.txt", { type: "text/plain" });
      const disguised = new File(["this is not a jpeg"], "house.jpg", { type: "image/jpeg" });
      for (const file of [text, disguised]) {
        const res = await postMultipart("/create-listing", toFormData({ ...validListing({ token }), photos: file }), {
          cookie,
        });
        expect(res.status).toBe(400);
        expect(await res.text()).toContain(LISTING_MESSAGES.photoType);
      }
      expect(await listingsBy(user.id)).toEqual([]);
      expect(await balanceOf(user.id)).toBe(100);
    },
    SLOW,
  );

  it(
    "without JavaScript a photo over 15 MB is refused with its message; the others are kept",
    async () => {
      const { user, cookie } = await poster();
      const token = tokenIn(await createPage(cookie));
      const big = new Uint8Array(15 * 1024 * 1024 + 1);
      big.set(smallJpeg());
      const form = toFormData({
        ...validListing({ token }),
        photos: [
          new File([smallJpeg() as Uint8Array<ArrayBuffer>], "ok.jpg", { type: "image/jpeg" }),
          new File([big], "huge.jpg", { type: "image/jpeg" }),
        ],
      });
      const res = await postMultipart("/create-listing", form, { cookie });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain(PHOTO_MESSAGES.tooLarge);
      expect(await listingsBy(user.id)).toEqual([]);
      // The good photo was stored and comes back as a kept photo: it is not sent again.
      const [kept] = await photoUploadRows(user.id);
      expect(kept).toBeDefined();
      expect(keepsPhoto(html, kept!.id)).toBe(true);
    },
    SLOW,
  );

  it(
    "without JavaScript the whole body is capped: 413 with a clear message, nothing stored",
    async () => {
      const { user, cookie } = await poster();
      const boundary = "----cap-test";
      const head = new TextEncoder().encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      );
      const chunk = new Uint8Array(1024 * 1024);
      let sent = 0;
      // 47 MB with no Content-Length: the server counts as it reads.
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) controller.enqueue(head);
          if (sent >= 47) {
            controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
            controller.close();
            return;
          }
          sent += 1;
          controller.enqueue(chunk);
        },
      });
      const streamed = await fetchStream("/create-listing", body, boundary, cookie);
      expect(streamed.status).toBe(413);
      expect(await streamed.text()).toContain(BODY_TOO_LARGE.slice(0, 40));
      expect(await photoUploadRows(user.id)).toEqual([]);
    },
    SLOW,
  );
});

function fetchStream(path: string, body: ReadableStream<Uint8Array>, boundary: string, cookie: string) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    redirect: "manual",
    body,
    headers: {
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
      Origin: ORIGIN,
      Host: new URL(ORIGIN).host,
      "Sec-Fetch-Site": "same-origin",
      Cookie: cookie,
    },
    // @ts-expect-error: workerd's fetch takes a streamed body without duplex.
    duplex: "half",
  });
}

describe("creating a listing", () => {
  it(
    "with JavaScript: Pending, 20 credits, one ledger row naming it, the photos in order (main first)",
    async () => {
      const { user, cookie } = await poster({ credits: 45 });
      const token = tokenIn(await createPage(cookie));
      const first = await uploadPhoto(cookie);
      const second = await uploadPhoto(cookie);
      // The seller made the second photo main.
      const fields = validListing({
        token,
        photoIds: [second.id, first.id],
        parkingAvailable: "on",
        parkingType: "covered",
        parkingSpaces: "2",
        dtcpApproved: "on",
        video: "https://youtu.be/dQw4w9WgXcQ",
      });
      const { status, redirect } = await postWithJavaScript("/create-listing", toFormData(fields), cookie);
      expect(status).toBe(202);
      const [listing] = await listingsBy(user.id);
      expect(redirect).toBe(`/create-listing?created=${listing!.id}`);
      expect(listing).toMatchObject({
        title: "Corner plot near the park",
        status: "Pending",
        price: 2500000,
        land_area: 2178,
        parking_available: 1,
        parking_type: "covered",
        state: "Tamil Nadu",
        country: "India",
        video: "https://youtu.be/dQw4w9WgXcQ",
      });
      expect(JSON.parse(listing!.amenities)).toEqual(["Borewell", "Compound wall"]);
      expect(JSON.parse(listing!.location_features)).toEqual(["Near the bus stop"]);
      expect((await imagesOf(listing!.id)).map((i) => i.key_1000)).toEqual([
        `photos/${second.id}/1000.webp`,
        `photos/${first.id}/1000.webp`,
      ]);
      expect(await balanceOf(user.id)).toBe(25);
      expect(await ledgerOf(user.id)).toEqual([
        {
          amount: -20,
          description: `Posted listing #${listing!.id}`,
          key: postIdempotencyKey(user.id, token),
          balanceAfter: 25,
        },
      ]);
    },
    SLOW,
  );

  it(
    "without JavaScript: several photos in one field; the toast and a fresh form with a new token",
    async () => {
      const { user, cookie } = await poster();
      const token = tokenIn(await createPage(cookie));
      const jpeg = () => new File([smallJpeg() as Uint8Array<ArrayBuffer>], "phone.jpg", { type: "image/jpeg" });
      const res = await postMultipart(
        "/create-listing",
        toFormData({ ...validListing({ token }), photos: [jpeg(), jpeg()] }),
        {
          cookie,
        },
      );
      expect(res.status).toBe(302);
      expect(toastOf(res)).toMatchObject({ kind: "success", message: LISTING_MESSAGES.created });
      const [listing] = await listingsBy(user.id);
      expect(location(res)).toBe(`/create-listing?created=${listing!.id}`);
      expect(await imagesOf(listing!.id)).toHaveLength(2);
      expect(await balanceOf(user.id)).toBe(80);

      const after = await get(location(res), { cookie });
      const page = await after.text();
      expect(tokenIn(page)).not.toBe(token);
      expect(page.includes(`href="/listing/${listing!.id}"`)).toBe(true);
    },
    SLOW,
  );

  it(
    "20 parallel submits with the same token create one listing and charge once",
    async () => {
      const { user, cookie } = await poster({ credits: 100 });
      const fields = await readyToCreate(cookie);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => postMultipart("/create-listing", toFormData(fields), { cookie })),
      );
      const listings = await listingsBy(user.id);
      expect(listings).toHaveLength(1);
      // Every submit lands on the same listing, as a double click would expect.
      expect(new Set(answers.map((r) => `${r.status} ${location(r)}`))).toEqual(
        new Set([`302 /create-listing?created=${listings[0]!.id}`]),
      );
      expect(await balanceOf(user.id)).toBe(80);
      expect(await ledgerOf(user.id)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    "the same form sent again after its answer was lost (a dropped connection): the same listing, charged once, even with the balance now short",
    async () => {
      // 20 credits: the first post spends them all; the resend must not be refused for credits.
      const { user, cookie } = await poster({ credits: 20 });
      const fields = await readyToCreate(cookie);
      const first = await postWithJavaScript("/create-listing", toFormData(fields), cookie);
      const [listing] = await listingsBy(user.id);
      expect(first).toMatchObject({ status: 202, redirect: `/create-listing?created=${listing!.id}` });
      const again = await postWithJavaScript("/create-listing", toFormData(fields), cookie);
      expect(again).toMatchObject({ status: 202, redirect: `/create-listing?created=${listing!.id}` });
      // And once more without JavaScript, its photo left out (it belongs to the listing now).
      const nojs = await postMultipart("/create-listing", toFormData({ ...fields, photoIds: [] }), { cookie });
      expect(nojs.status).toBe(302);
      expect(location(nojs)).toBe(`/create-listing?created=${listing!.id}`);
      expect(await listingsBy(user.id)).toHaveLength(1);
      expect(await balanceOf(user.id)).toBe(0);
      expect(await ledgerOf(user.id)).toHaveLength(1);
      // A new form (another token) is refused for credits, writing nothing.
      const other = await postWithJavaScript(
        "/create-listing",
        toFormData({ ...fields, token: "b".repeat(24), title: "Another plot" }),
        cookie,
      );
      expect(other.status).toBe(402);
      expect(other.reply?.result.error?.[""]).toContain(LISTING_MESSAGES.createFailed);
      expect(await listingsBy(user.id)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    "two forms at once with credits for one: one listing; the other says 'Failed to create listing, Check your credits' and writes nothing",
    async () => {
      const { user, cookie } = await poster({ credits: 30 });
      const a = await readyToCreate(cookie);
      const b = await readyToCreate(cookie, { title: "Second plot" });
      const answers = await Promise.all(
        [a, b].map((f) => postWithJavaScript("/create-listing", toFormData(f), cookie)),
      );
      const refused = answers.filter((r) => r.status === 400);
      expect(answers.filter((r) => r.status === 202)).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]!.reply?.result.error?.[""]).toContain(LISTING_MESSAGES.createFailed);
      expect(await listingsBy(user.id)).toHaveLength(1);
      expect(await balanceOf(user.id)).toBe(10);
      expect(await ledgerOf(user.id)).toHaveLength(1);
      // The refused form's photo is still free for the seller's next try.
      const attached = (await photoUploadRows(user.id)).filter((r) => r.listing_id !== null);
      expect(attached).toHaveLength(1);
    },
    SLOW,
  );

  it(
    "UserCredits.postListing with too few credits writes nothing: no listing, no ledger, the upload stays free",
    async () => {
      const { user, cookie } = await poster({ credits: 15 });
      const photo = await uploadPhoto(cookie);
      const listing: ListingFields = {
        title: "Plot for too few credits",
        description: "A plot that is never posted.",
        poster: "owner",
        type: "plot",
        price: 2500000,
        squareFeet: 0,
        landArea: 2178,
        propertyAge: 0,
        floors: 0,
        facing: "east",
        bhk: 0,
        latitude: 11.0089,
        longitude: 76.9507,
        locationFeatures: [],
        amenities: [],
        street: "1 Test Street",
        area: "RS Puram",
        city: "Coimbatore",
        pincode: "641002",
        parkingAvailable: false,
        parkingType: undefined,
        parkingSpaces: 0,
        readyToMove: false,
        gatedCommunity: false,
        dtcpApproved: false,
        video: "",
      };
      const stub = env.CREDITS.get(env.CREDITS.idFromName(user.id));
      const result = await runInDurableObject(stub, (instance: UserCredits) =>
        instance.postListing({ posterId: user.id, listing, photoIds: [photo.id], idempotencyKey: unique("post:") }),
      );
      expect(result).toEqual({ ok: false, reason: "insufficient", balance: 15 });
      expect(await listingsBy(user.id)).toEqual([]);
      expect(await ledgerOf(user.id)).toEqual([]);
      expect(await balanceOf(user.id)).toBe(15);
      expect(await photoUploadRows(user.id)).toEqual([{ id: photo.id, listing_id: null }]);
    },
    SLOW,
  );

  it(
    "a photo another user uploaded cannot be attached: refused, nothing charged",
    async () => {
      const { user, cookie } = await poster();
      const other = await poster();
      const theirs = await uploadPhoto(other.cookie);
      const fields = await readyToCreate(cookie, { photoIds: [theirs.id] });
      const { status, reply } = await postWithJavaScript("/create-listing", toFormData(fields), cookie);
      expect(status).toBe(400);
      expect(reply?.result.error?.photoIds).toContain(PHOTO_MESSAGES.unavailable);
      expect(await listingsBy(user.id)).toEqual([]);
      expect(await balanceOf(user.id)).toBe(100);
    },
    SLOW,
  );

  it(
    "the new listing is Pending: its poster sees it with 'Pending review', admins see it, visitors get not found, the home page does not list it",
    async () => {
      const { user, cookie } = await poster();
      const fields = await readyToCreate(cookie, { title: `Pending ${unique()}` });
      await postMultipart("/create-listing", toFormData(fields), { cookie });
      const [listing] = await listingsBy(user.id);
      const own = await get(`/listing/${listing!.id}`, { cookie });
      expect(own.status).toBe(200);
      expect(await own.text()).toContain("Pending review");
      const admin = await insertUser({ role: "admin" });
      expect((await get(`/listing/${listing!.id}`, { cookie: await signInAs(admin.id) })).status).toBe(200);
      expect((await get(`/listing/${listing!.id}`)).status).toBe(404);
      const stranger = await insertUser({ role: "buyer" });
      expect((await get(`/listing/${listing!.id}`, { cookie: await signInAs(stranger.id) })).status).toBe(404);
      expect(await (await get("/")).text()).not.toContain(fields.title as string);
    },
    SLOW,
  );
});

describe("Location features and Amenities without JavaScript", () => {
  it(
    "Add puts the box's text on the list; an empty box adds nothing; Remove takes an entry off; nothing is saved",
    async () => {
      const { user, cookie } = await poster();
      const token = tokenIn(await createPage(cookie));
      const add = await postMultipart(
        "/create-listing",
        toFormData({ ...validListing({ token }), newAmenity: "  Gym  ", listAdd: "amenities" }),
        { cookie },
      );
      expect(add.status).toBe(200);
      const html = await add.text();
      expect(inputs(html, "amenities[2]")[0]).toContain('value="Gym"');
      expect(html).not.toContain(LISTING_MESSAGES.createFailed);

      const empty = await postWithJavaScript(
        "/create-listing",
        toFormData({ ...validListing({ token }), newAmenity: "   ", listAdd: "amenities" }),
        cookie,
      );
      expect(empty.status).toBe(200);
      expect(empty.reply?.result.initialValue?.amenities).toEqual(["Borewell", "Compound wall"]);

      const removed = await postWithJavaScript(
        "/create-listing",
        toFormData({
          ...validListing({ token }),
          __intent__: JSON.stringify({ type: "remove", payload: { name: "amenities", index: 0 } }),
        }),
        cookie,
      );
      expect(removed.status).toBe(200);
      expect(removed.reply?.result.initialValue?.amenities).toEqual(["Compound wall"]);
      expect(await listingsBy(user.id)).toEqual([]);
      expect(await balanceOf(user.id)).toBe(100);
    },
    SLOW,
  );
});

describe("editing a listing", () => {
  async function ownListing(credits = 100) {
    const owner = await poster({ credits });
    const fields = await readyToCreate(owner.cookie);
    const res = await postMultipart("/create-listing", toFormData(fields), { cookie: owner.cookie });
    expect(res.status).toBe(302);
    const [listing] = await listingsBy(owner.user.id);
    return { ...owner, listing: listing!, fields, photoIds: fields.photoIds as string[] };
  }

  it(
    "who may: the poster, admins and superadmins; another seller and a buyer get not found; visitors sign in",
    async () => {
      const { user: owner, listing, fields } = await ownListing();
      const path = `/listing/edit/${listing.id}`;
      expect(location(await get(path))).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
      for (const role of ["buyer", "seller", "both"] as const) {
        const other = await poster({ role });
        expect((await get(path, { cookie: other.cookie })).status).toBe(404);
        const post = await postMultipart(path, toFormData({ ...fields, title: "Hijacked" }), { cookie: other.cookie });
        expect(post.status).toBe(404);
      }
      expect((await listingRow(listing.id))?.title).toBe(listing.title);

      for (const role of ["admin", "superadmin"] as const) {
        const admin = await poster({ role, credits: 0 });
        const page = await get(path, { cookie: admin.cookie });
        expect(page.status).toBe(200);
        expect(await page.text()).toContain("Edit Listing");
        const title = `Fixed by ${role}`;
        const res = await postMultipart(path, toFormData({ ...fields, token: "", title }), { cookie: admin.cookie });
        expect(res.status).toBe(302);
        expect(toastOf(res)?.message).toBe(LISTING_MESSAGES.updated);
        expect((await listingRow(listing.id))?.title).toBe(title);
        // An admin's edit is audited with the fields it changed (docs/product.md#admin).
        const audit = await env.DB.prepare(
          "SELECT * FROM audit_log WHERE action = 'listing.edit' AND target_id = ? AND actor_id = ?",
        )
          .bind(String(listing.id), admin.user.id)
          .first<{ before: string; after: string }>();
        expect(JSON.parse(audit!.after)).toEqual({ title });
        expect(JSON.parse(audit!.before)).toHaveProperty("title");
      }
      // The poster's own edits are not admin actions.
      const own = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE target_id = ? AND actor_id = ?")
        .bind(String(listing.id), owner.id)
        .first<{ n: number }>();
      expect(own?.n).toBe(0);
    },
    SLOW,
  );

  it(
    "the poster updates it: 'Listing updated successfully', back to the listing, no credits, status kept",
    async () => {
      const { user, cookie, listing, fields } = await ownListing();
      await env.DB.prepare("UPDATE listings SET status = 'Approved' WHERE id = ?").bind(listing.id).run();
      const page = await (await get(`/listing/edit/${listing.id}`, { cookie })).text();
      expect(page).toContain('value="Corner plot near the park"');
      expect(page).toContain("Update Listing");
      const res = await postMultipart(
        `/listing/edit/${listing.id}`,
        toFormData({ ...fields, price: "3100000", "amenities[2]": "Gate" }),
        { cookie },
      );
      expect(res.status).toBe(302);
      expect(location(res)).toBe(`/listing/${listing.id}`);
      expect(toastOf(res)).toMatchObject({ kind: "success", message: LISTING_MESSAGES.updated });
      const row = await listingRow(listing.id);
      expect(row).toMatchObject({ price: 3100000, status: "Approved" });
      expect(JSON.parse(row!.amenities)).toEqual(["Borewell", "Compound wall", "Gate"]);
      expect(await balanceOf(user.id)).toBe(80);
    },
    SLOW,
  );

  it(
    "refused input: 'Failed to update listing' with the message, nothing changed",
    async () => {
      const { cookie, listing, fields } = await ownListing();
      const { status, reply } = await postWithJavaScript(
        `/listing/edit/${listing.id}`,
        toFormData({ ...fields, price: "10" }),
        cookie,
      );
      expect(status).toBe(400);
      expect(reply?.result.error?.price).toContain(LISTING_MESSAGES.price);
      expect(reply?.result.error?.[""]).toContain(LISTING_MESSAGES.updateFailed);
      expect((await listingRow(listing.id))?.price).toBe(2500000);
    },
    SLOW,
  );

  it(
    "photos change only when the seller changes them: kept, made main, added, removed",
    async () => {
      const { cookie, listing, fields, photoIds } = await ownListing();
      const [firstId] = photoIds;
      const keys = async () => (await imagesOf(listing.id)).map((i) => i.key_1000);

      // The edit page offers the listing's photos; sent back unchanged, nothing changes.
      const page = await (await get(`/listing/edit/${listing.id}`, { cookie })).text();
      expect(keepsPhoto(page, firstId!)).toBe(true);
      await postMultipart(`/listing/edit/${listing.id}`, toFormData({ ...fields, title: "Renamed" }), { cookie });
      expect(await keys()).toEqual([`photos/${firstId}/1000.webp`]);

      // A new photo, made main.
      const added = await uploadPhoto(cookie);
      await postMultipart(`/listing/edit/${listing.id}`, toFormData({ ...fields, photoIds: [added.id, firstId!] }), {
        cookie,
      });
      expect(await keys()).toEqual([`photos/${added.id}/1000.webp`, `photos/${firstId}/1000.webp`]);

      // The first one removed (without JavaScript: its "Keep" box unticked).
      await postMultipart(`/listing/edit/${listing.id}`, toFormData({ ...fields, photoIds: [added.id] }), { cookie });
      expect(await keys()).toEqual([`photos/${added.id}/1000.webp`]);
      const released = await env.DB.prepare("SELECT listing_id FROM photo_uploads WHERE id = ?")
        .bind(firstId)
        .first<{ listing_id: number | null }>();
      expect(released?.listing_id).toBeNull();
    },
    SLOW,
  );
});
