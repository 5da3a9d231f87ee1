// A seller writes in Tamil (docs/product.md#listings): every free-text field of the listing form
// takes Tamil script as it takes English, keeps it letter for letter (NFC, combining marks and
// all), and the listing page shows it as written, with and without JavaScript.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { get, postMultipart } from "../helpers/http";
import { listingsBy, poster, postWithJavaScript, toFormData, readyToCreate } from "../helpers/listing-form";

const SLOW = 30_000;

const TAMIL = {
  title: "வடவள்ளியில் 5 சென்ட் DTCP மனை",
  description: "கிழக்கு பார்த்த சதுரமான மனை. தெளிவான பட்டா, போர்வெல் உண்டு.",
  street: "12, பாரதி பார்க் சாலை",
  "locationFeatures[0]": "பேருந்து நிறுத்தம் அருகில்",
  "amenities[0]": "போர்வெல்",
  "amenities[1]": "சுற்றுச்சுவர்",
};

async function storedText(id: number) {
  return env.DB.prepare("SELECT title, description, street, amenities, location_features FROM listings WHERE id = ?")
    .bind(id)
    .first<{ title: string; description: string; street: string; amenities: string; location_features: string }>();
}

describe("a listing written in Tamil", () => {
  it(
    "is kept letter for letter and shown as written (JavaScript on)",
    async () => {
      const { user, cookie } = await poster();
      const { status } = await postWithJavaScript(
        "/create-listing",
        toFormData(await readyToCreate(cookie, { area: "Vadavalli", ...TAMIL })),
        cookie,
      );
      expect(status).toBe(202);
      const [listing] = await listingsBy(user.id);
      expect(await storedText(listing!.id)).toEqual({
        title: TAMIL.title,
        description: TAMIL.description,
        street: TAMIL.street,
        amenities: JSON.stringify([TAMIL["amenities[0]"], TAMIL["amenities[1]"]]),
        location_features: JSON.stringify([TAMIL["locationFeatures[0]"]]),
      });
      const html = await (await get(`/listing/${listing!.id}`, { cookie })).text();
      for (const text of [TAMIL.title, TAMIL.description, TAMIL["amenities[1]"], TAMIL["locationFeatures[0]"]]) {
        expect(html).toContain(text);
      }
    },
    SLOW,
  );

  it(
    "is kept when the form comes back with a message (no JavaScript), and saved once corrected",
    async () => {
      const { user, cookie } = await poster();
      const fields = await readyToCreate(cookie, { area: "Vadavalli", ...TAMIL });
      const refused = await postMultipart("/create-listing", toFormData({ ...fields, price: "500" }), { cookie });
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(html).toContain(`value="${TAMIL.title}"`);
      expect(html).toContain(TAMIL.description);
      const saved = await postMultipart("/create-listing", toFormData(fields), { cookie });
      expect(saved.status).toBe(302);
      const [listing] = await listingsBy(user.id);
      expect((await storedText(listing!.id))?.title).toBe(TAMIL.title);
    },
    SLOW,
  );
});
