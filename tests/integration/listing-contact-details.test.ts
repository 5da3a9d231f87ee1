// Contact details in listing text (docs/product.md#the-listing-form): a phone number, an e-mail
// address or a link in the listing form is refused with one message, on create and on edit, with
// and without JavaScript, and nothing is written or charged.
import { describe, expect, it } from "vitest";
import { CONTACT_DETAILS_MESSAGE } from "~/domain/contact-details";
import { LISTING_MESSAGES } from "~/schemas/listing";
import { balanceOf } from "../helpers/credits";
import { postMultipart } from "../helpers/http";
import { listingRow, listingsBy, poster, postWithJavaScript, toFormData, readyToCreate } from "../helpers/listing-form";

const SLOW = 30_000;

const REFUSED: [string, Record<string, string | string[]>, string][] = [
  ["a mobile in the description", { description: "Corner plot, call 98450 12345 today" }, "description"],
  ["a +91 mobile in the title", { title: "Plot +91-98450-12345" }, "title"],
  ["a number in words", { description: "Ring nine eight four five zero one two three four five" }, "description"],
  ["a landline", { description: "Office 0422-2345678, open all days" }, "description"],
  ["an e-mail address", { description: "Write to raja at gmail dot com for the plan" }, "description"],
  ["a link", { description: "More photos on www.rajahomes.com" }, "description"],
  ["a phone in the video link", { video: "https://wa.me/919845012345" }, "video"],
  ["an amenity", { "amenities[0]": "Borewell, WhatsApp 9845012345" }, "amenities[0]"],
];

describe("contact details in the listing form", () => {
  it.each(REFUSED)(
    "create with %s: 400 with the message, no listing, no credit charged (JavaScript on)",
    async (_name, overrides, field) => {
      const { user, cookie } = await poster();
      const fields = await readyToCreate(cookie, overrides);
      const { status, reply } = await postWithJavaScript("/create-listing", toFormData(fields), cookie);
      expect(status).toBe(400);
      expect(reply?.result.error?.[field]).toContain(CONTACT_DETAILS_MESSAGE);
      expect(await listingsBy(user.id)).toEqual([]);
      expect(await balanceOf(user.id)).toBe(100);
    },
    SLOW,
  );

  it(
    "without JavaScript the page comes back with the message beside the description; nothing written",
    async () => {
      const { user, cookie } = await poster();
      const fields = await readyToCreate(cookie, { description: "Plot for sale, mobile 98450 12345" });
      const res = await postMultipart("/create-listing", toFormData(fields), { cookie });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain(CONTACT_DETAILS_MESSAGE);
      expect(await listingsBy(user.id)).toEqual([]);
      expect(await balanceOf(user.id)).toBe(100);
    },
    SLOW,
  );

  it(
    "ordinary figures pass: prices, areas, survey numbers, pincodes and years",
    async () => {
      const { user, cookie } = await poster();
      const fields = await readyToCreate(cookie, {
        title: "3 BHK villa, Rs 85 lakh",
        description: "2400 sq ft on 5 cents, S.F. No. 123/4A, 641035, built 2019, DTCP approval no 123/2021.",
        video: "https://youtu.be/dQw4w9WgXcQ",
      });
      const res = await postMultipart("/create-listing", toFormData(fields), { cookie });
      expect(res.status).toBe(302);
      expect(await listingsBy(user.id)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    "edit: a phone in the description is refused and the listing stays as it was",
    async () => {
      const { user, cookie } = await poster();
      const fields = await readyToCreate(cookie);
      expect((await postMultipart("/create-listing", toFormData(fields), { cookie })).status).toBe(302);
      const [listing] = await listingsBy(user.id);
      const path = `/listing/edit/${listing!.id}`;
      const description = "Now with a phone: 9845012345";

      const js = await postWithJavaScript(path, toFormData({ ...fields, token: "", description }), cookie);
      expect(js.status).toBe(400);
      expect(js.reply?.result.error?.description).toContain(CONTACT_DETAILS_MESSAGE);
      expect(js.reply?.result.error?.[""]).toContain(LISTING_MESSAGES.updateFailed);

      const plain = await postMultipart(path, toFormData({ ...fields, token: "", description }), { cookie });
      expect(plain.status).toBe(400);
      expect(await plain.text()).toContain(CONTACT_DETAILS_MESSAGE);

      const row = (await listingRow(listing!.id)) as unknown as { description: string; updated_at: number | null };
      expect(row.description).toBe(fields.description);
      expect(row.updated_at).toBeNull();
      expect(await balanceOf(user.id)).toBe(80);
    },
    SLOW,
  );
});
