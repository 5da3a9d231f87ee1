// The seller's pages in Tamil (docs/product.md#languages, decision 0051): the listing form (create and
// edit, as it renders without JavaScript), My Listings, the delete and confirm pages, titles
// included; a refused post's zod messages; the toasts after posting, editing, deleting and
// answering "Still available"; and what the photo queue and upload route say. No English entry
// of the `sell` catalogue shows on them.
import { describe, expect, it } from "vitest";
import { QUEUE_MESSAGES } from "~/components/photos/upload-queue";
import { PHOTO_MESSAGES } from "~/domain/image-bytes";
import { RESUBMIT_MESSAGES } from "~/domain/listing-moderation";
import { PICK_MESSAGES } from "~/domain/location-pick";
import { PHOTO_LIMIT_MESSAGES } from "~/domain/photo-limits";
import { confirmedLabel, hiddenNotice } from "~/domain/trust";
import { sayFrom } from "~/messages/messages";
import { sell } from "~/messages/sell.server";
import { LISTING_MESSAGES } from "~/schemas/listing";
import { BODY_TOO_LARGE, LISTING_PHOTOS_NOT_STORED } from "~/server/listings/listing-form-body.server";
import { LISTING_ADMIN_MESSAGES } from "~/server/listings/manage.server";
import { FRESHNESS_MESSAGES } from "~/server/trust/freshness.server";
import { insertListing, insertUser } from "../helpers/db";
import { get, location, postForm, postMultipart, signInAs, toastOf, withResponseCookies } from "../helpers/http";
import { poster, readyToCreate, toFormData, validListing } from "../helpers/listing-form";
const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** What a person reads or hears on the page: its text and readable attributes, scripts left out. */
function shown(html: string): string {
  const body = html.replace(/<script\b[\s\S]*?<\/script>/gi, " ").replace(/<style\b[\s\S]*?<\/style>/gi, " ");
  const attrs = [...body.matchAll(/\s(?:aria-label|alt|placeholder|title)="([^"]*)"/g)].map((m) => m[1]);
  const title = titleOf(html) ?? "";
  const text = body.replace(/<[^>]*>/g, "\n");
  return decode([title, text, ...attrs].join("\n"));
}

/** Every English text of the catalogue but `said` (the pages' own words). */
function englishEntries(tree: object = sell.en, skip = new Set(["said"])): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    skip.has(key) ? [] : typeof value === "string" ? [value] : englishEntries(value as object, new Set()),
  );
}

/** Fails with the English entries of `sell` (and the `extra` English) the Tamil page still shows. */
function expectNoEnglish(html: string, extra: string[] = []) {
  const page = shown(html);
  const left: string[] = [];
  for (const english of [...englishEntries(), ...Object.keys(sell.en.said), ...extra]) {
    // A text with placeholders: each of its fixed parts of more than one word.
    const parts = english
      .split(/\{\w+\}/)
      .map((p) => p.trim())
      .filter((p) => /[A-Za-z]{2,}/.test(p));
    for (const part of parts) {
      const re = new RegExp(`(^|[^A-Za-z])${part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^A-Za-z])`);
      if (re.test(page)) left.push(part);
    }
  }
  expect(left).toEqual([]);
}

const ta = sell.ta;

describe("the seller's pages in Tamil", () => {
  it("/ta/create-listing: title, sections, labels, choices, map and photo picker, nothing in English", async () => {
    const { cookie } = await poster();
    const res = await get("/ta/create-listing", { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(htmlLang(html)).toBe("ta");
    expect(titleOf(html)).toBe(ta.create.metaTitle);
    for (const text of [
      ta.create.heading,
      ta.form.sections.about,
      ta.form.sections.photos,
      ta.form.title,
      ta.form.landAreaHint,
      ta.form.create,
      ta.options.poster.owner,
      ta.options.facing.east,
      ta.options.parking.covered,
      "அடுக்குமாடி வீடு", // the listing types, from the list's catalogue
      ta.lists.locationFeatures.label,
      ta.lists.none,
      ta.location.legend,
      ta.location.zoomIn,
      ta.photos.legend,
      ta.photos.add,
    ])
      expect(shown(html), text).toContain(text);
    expect(html).toContain(`value="${ta.form.stateValue}"`);
    expect(html).toMatch(/<option value="Saravanampatti"[^>]*>Saravanampatti \(சரவணம்பட்டி\)<\/option>/);
    expectNoEnglish(html);
  });

  it("the English page is as it was", async () => {
    const { cookie } = await poster();
    const html = await (await get("/create-listing", { cookie })).text();
    expect(htmlLang(html)).toBe("en-IN");
    expect(titleOf(html)).toBe("Create New Listing | Coimbatore Properties");
    for (const text of [
      "Create New Listing",
      "About the property",
      "In square feet (1 cent = 435.56 sq ft).",
      "Create Listing (20 credits)",
      ">Owner</option>",
      ">Saravanampatti</option>",
      "None added yet.",
      "Up to 20 photos, JPG, PNG or WebP, at most 15 MB each. The first photo is the main photo.",
      'alt="Map: click the listing&#x27;s spot to set Latitude and Longitude"',
    ])
      expect(html, text).toContain(text);
    // English pages are sent no `said` table.
    expect(html).not.toContain(ta.said[LISTING_MESSAGES.title]);
    // Posted: the toast and the note as they always read.
    const created = await postMultipart("/create-listing", toFormData(await readyToCreate(cookie)), { cookie });
    expect(location(created)).toMatch(/^\/create-listing\?created=\d+$/);
    const after = shown(await (await get(location(created), { cookie: withResponseCookies(cookie, created) })).text());
    expect(after).toContain(LISTING_MESSAGES.created);
    expect(after).toContain(
      '"Corner plot near the park" is waiting for review: it shows on the site once it is approved.',
    );
  });

  it("a bad post on /ta comes back with the zod messages in Tamil, without and with JavaScript's words", async () => {
    const { cookie } = await poster();
    const form = toFormData(validListing({ title: "", price: "", pincode: "12", token: "t".repeat(20) }));
    const res = await postMultipart("/ta/create-listing", form, { cookie });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(htmlLang(html)).toBe("ta");
    const page = shown(html);
    expect(page).toContain(ta.said[LISTING_MESSAGES.title]);
    expect(page).toContain(ta.said[LISTING_MESSAGES.price]);
    expect(page).toContain(ta.said[LISTING_MESSAGES.pincode]);
    expect(page).toContain(ta.said[LISTING_MESSAGES.createError]);
    expect(page).toContain(ta.said[LISTING_MESSAGES.photoRequired]);
    expectNoEnglish(html);

    // The same post in English says what it always said.
    const english = await (await postMultipart("/create-listing", form, { cookie })).text();
    expect(english).toContain(LISTING_MESSAGES.title);
    expect(english).toContain(LISTING_MESSAGES.price);
  });

  it("a buyer is refused in Tamil", async () => {
    const buyer = await poster({ role: "buyer" });
    const res = await get("/ta/create-listing", { cookie: buyer.cookie });
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(shown(html)).toContain(ta.said["Your account type cannot post listings"]);
    const mine = await get("/ta/seller/listings", { cookie: buyer.cookie });
    expect(mine.status).toBe(403);
    expect(shown(await mine.text())).toContain(ta.said["My Listings is for seller accounts"]);
    // English, as before.
    const english = await (await get("/create-listing", { cookie: buyer.cookie })).text();
    expect(english).toContain("Your account type cannot post listings");
    expect(english).toContain("Sellers post listings. Change your account type to Seller or Both on your profile");
  });

  it("posting, editing and deleting on /ta: the toasts read in Tamil, the pages stay in Tamil", async () => {
    const { cookie } = await poster();
    const created = await postMultipart("/ta/create-listing", toFormData(await readyToCreate(cookie)), { cookie });
    expect(created.status).toBe(302);
    expect(location(created)).toMatch(/^\/ta\/create-listing\?created=\d+$/);
    expect(toastOf(created)?.message).toBe(LISTING_MESSAGES.created);
    const after = await (await get(location(created), { cookie: withResponseCookies(cookie, created) })).text();
    expect(after).toContain(ta.said[LISTING_MESSAGES.created]);
    expect(shown(after)).toContain(ta.create.viewListing);
    expect(shown(after)).not.toContain(LISTING_MESSAGES.created);
    const id = Number(/created=(\d+)/.exec(location(created))![1]);

    // Edit: the form in Tamil with its photo, then saved.
    const edit = await get(`/ta/listing/edit/${id}`, { cookie });
    const editHtml = await edit.text();
    expect(htmlLang(editHtml)).toBe("ta");
    expect(titleOf(editHtml)).toBe(ta.edit.metaTitle);
    expect(shown(editHtml)).toContain(ta.edit.heading);
    expect(shown(editHtml)).toContain(ta.form.update);
    expect(shown(editHtml)).toContain(ta.photos.mainPhoto);
    expect(shown(editHtml)).toContain("படம் 1 வைத்திரு");
    expectNoEnglish(editHtml);
    const keep = /<input[^>]*name="photoIds"[^>]*>/.exec(editHtml)![0];
    const photoId = /value="([^"]+)"/.exec(keep)![1]!;
    const saved = await postMultipart(
      `/ta/listing/edit/${id}`,
      toFormData(validListing({ title: "சரவணம்பட்டியில் மனை", photoIds: [photoId] })),
      { cookie },
    );
    expect(saved.status).toBe(302);
    expect(location(saved)).toBe(`/ta/listing/${id}`);
    const listingPage = await (await get(location(saved), { cookie: withResponseCookies(cookie, saved) })).text();
    expect(listingPage).toContain(ta.said[LISTING_MESSAGES.updated]);

    // Delete: the confirmation page, then the toast on My Listings.
    const confirm = await (await get(`/ta/listing/${id}/delete?redirectTo=/seller/listings`, { cookie })).text();
    expect(htmlLang(confirm)).toBe("ta");
    expect(titleOf(confirm)).toBe(ta.remove.metaTitle);
    for (const text of [ta.remove.heading, ta.remove.warning, ta.remove.confirm, ta.remove.cancel])
      expect(shown(confirm)).toContain(text);
    expectNoEnglish(confirm);
    const deleted = await postForm(`/ta/listing/${id}/delete`, { redirectTo: "/seller/listings" }, { cookie });
    expect(deleted.status).toBe(302);
    expect(location(deleted)).toBe("/ta/seller/listings");
    const mine = await (await get(location(deleted), { cookie: withResponseCookies(cookie, deleted) })).text();
    expect(mine).toContain(ta.said[LISTING_ADMIN_MESSAGES.deleted]);
    expect(shown(mine)).toContain(ta.mine.none);
  });

  it("/ta/seller/listings: the table, statuses, reasons, confirmation and buttons in Tamil; its toasts too", async () => {
    const seller = await insertUser({ role: "seller", credits: 100 });
    const cookie = await signInAs(seller.id);
    const day = 24 * 60 * 60 * 1000;
    const approved = await insertListing({
      postedById: seller.id,
      title: "வடவள்ளியில் வீடு",
      type: "house",
      confirmedAt: Date.now() - 3 * day,
    });
    await insertListing({
      postedById: seller.id,
      title: "நிராகரிக்கப்பட்ட மனை",
      status: "Rejected",
      rejectionReason: "படங்கள் தெளிவாக இல்லை",
    });
    await insertListing({
      postedById: seller.id,
      title: "மீண்டும் அனுப்பிய மனை",
      status: "Pending",
      resubmittedAt: Date.now() - day,
    });
    const res = await get("/ta/seller/listings", { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(htmlLang(html)).toBe("ta");
    expect(titleOf(html)).toBe(ta.mine.metaTitle);
    const page = shown(html);
    for (const text of [
      ta.mine.heading,
      ta.mine.create,
      ta.mine.columns.enquiries,
      ta.shared.status.Approved,
      ta.shared.status.Rejected,
      ta.shared.status.Pending,
      "காரணம்: படங்கள் தெளிவாக இல்லை",
      ta.shared.tools.resubmit,
      ta.shared.tools.edit,
      ta.mine.stillAvailable,
      ta.mine.noLonger,
      "3 நாட்கள் முன்பு உறுதிசெய்யப்பட்டது",
      "தனி வீடு",
      `திருத்து: வடவள்ளியில் வீடு`,
    ])
      expect(page, text).toContain(text);
    expect(page).toMatch(/\d{1,2} (ஜனவரி|பிப்ரவரி|மார்ச்|ஏப்ரல்|மே|ஜூன்|ஜூலை|ஆகஸ்ட்|செப்டம்பர்|அக்டோபர்|நவம்பர்|டிசம்பர்) \d{4}/);
    expectNoEnglish(html);

    // "Still available": back to the Tamil page with a Tamil toast.
    const answered = await postForm(
      `/ta/listing/${approved.id}/availability`,
      { answer: "available", redirectTo: "/seller/listings" },
      { cookie },
    );
    expect(answered.status).toBe(302);
    expect(location(answered)).toBe("/ta/seller/listings");
    const back = await (await get(location(answered), { cookie: withResponseCookies(cookie, answered) })).text();
    expect(back).toContain(ta.said[FRESHNESS_MESSAGES.confirmed]);

    // The English page, as before.
    const english = await (await get("/seller/listings", { cookie })).text();
    for (const text of ["My Listings", "Create listing", "Still available", "Resubmit for review", ">Approved<"])
      expect(english, text).toContain(text);
  });

  it("/ta/listing/ID: the freshness line and the owner's tools read in Tamil, without the whole form's words", async () => {
    const seller = await insertUser({ role: "seller", credits: 100 });
    const day = 24 * 60 * 60 * 1000;
    const { id } = await insertListing({ postedById: seller.id, confirmedAt: Date.now() - 3 * day });
    const publicHtml = await (await get(`/ta/listing/${id}`)).text();
    expect(publicHtml).toContain("3 நாட்கள் முன்பு உறுதிசெய்யப்பட்டது");
    expect(publicHtml).not.toContain("Confirmed 3 days ago");
    // Only the shared part and the freshness texts travel, not the listing form's.
    expect(publicHtml).not.toContain(sell.ta.said["Your account type cannot post listings"]);
    const ownerHtml = await (await get(`/ta/listing/${id}`, { cookie: await signInAs(seller.id) })).text();
    expect(ownerHtml).toContain(`>${sell.ta.shared.tools.edit}<`);
    expect(ownerHtml).not.toMatch(/>Edit</);
    const english = await (await get(`/listing/${id}`)).text();
    expect(english).toContain("Confirmed 3 days ago");
  });

  it("/ta/confirm-listing: the page and its answer in Tamil", async () => {
    const html = await (await get("/ta/confirm-listing?token=not-a-token")).text();
    expect(htmlLang(html)).toBe("ta");
    expect(titleOf(html)).toBe(ta.confirm.metaTitle);
    expect(shown(html)).toContain(ta.confirm.heading);
    expect(shown(html)).toContain(ta.said[FRESHNESS_MESSAGES.tokenInvalid]);
    expectNoEnglish(html);
    const answer = await postForm("/ta/confirm-listing", { token: "not-a-token", answer: "available" });
    expect(shown(await answer.text())).toContain(ta.said[FRESHNESS_MESSAGES.tokenInvalid]);
    expect(await (await get("/confirm-listing?token=not-a-token")).text()).toContain(FRESHNESS_MESSAGES.tokenInvalid);
  });

  it("what the photo queue, the upload route and the form's actions say has Tamil, and /ta pages carry it", async () => {
    const said = [
      ...Object.values(LISTING_MESSAGES),
      ...Object.values(PHOTO_MESSAGES),
      ...Object.values(PHOTO_LIMIT_MESSAGES),
      ...Object.values(QUEUE_MESSAGES),
      BODY_TOO_LARGE,
      LISTING_PHOTOS_NOT_STORED,
      PICK_MESSAGES.outside,
      PICK_MESSAGES.set({ latitude: 11.0089, longitude: 76.9507 }),
      ...Object.values(LISTING_ADMIN_MESSAGES),
      ...Object.values(RESUBMIT_MESSAGES),
      ...Object.values(FRESHNESS_MESSAGES),
      confirmedLabel(0),
      confirmedLabel(1),
      confirmedLabel(12),
      hiddenNotice("stale")!,
      hiddenNotice("seller_unavailable")!,
      hiddenNotice("reported_sold")!,
    ];
    expect(said.filter((text) => sayFrom(text, [ta.said]) === text)).toEqual([]);
    expect(sayFrom(PICK_MESSAGES.set({ latitude: 11.0089, longitude: 76.9507 }), [ta.said])).toBe(
      "இருப்பிடம் 11.008900, 76.950700 எனக் குறிக்கப்பட்டது.",
    );

    // The upload route answers in English (the picker says it in the page's language): a refusal
    // the picker shows, and the Tamil create page carries its Tamil for the picker to use.
    const { cookie } = await poster();
    const refused = await postMultipart("/uploads/photos", { nothing: "here" }, { cookie });
    const body = (await refused.json()) as { ok: boolean; message: string };
    expect(body.ok).toBe(false);
    const page = await (await get("/ta/create-listing", { cookie })).text();
    for (const english of [body.message, QUEUE_MESSAGES.offline, QUEUE_MESSAGES.unfinished, PHOTO_MESSAGES.tooLarge])
      expect(page, english).toContain(sayFrom(english, [ta.said]));
  });
});
