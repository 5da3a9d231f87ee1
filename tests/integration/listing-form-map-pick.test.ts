// The listing form's map without JavaScript through the built app in workerd
// (docs/product.md#picking-the-location-without-javascript): the page draws it round the spot or
// the locality, a click (mapPick.x/y) sets Latitude and Longitude and brings every field and
// photo back without saving, a click at (0, 0) or outside Coimbatore sets nothing, + and − change
// the zoom, and Enter still presses the Location features' Add.
import { describe, expect, it } from "vitest";
import { LOCALITY_CENTRES } from "~/domain/locality-geo";
import { PICK_MESSAGES } from "~/domain/location-pick";
import { pointAtOffset } from "~/domain/mercator";
import { balanceOf } from "../helpers/credits";
import { insertListing } from "../helpers/db";
import { get, postMultipart } from "../helpers/http";
import { listingsBy, poster, toFormData, tokenIn, uploadPhoto, validListing } from "../helpers/listing-form";

const SLOW = 30_000;
const RS_PURAM = LOCALITY_CENTRES["RS Puram"];

/** The `<input>` tags named `name`. */
function inputs(html: string, name: string): string[] {
  return (html.match(/<input\b[^>]*>/g) ?? []).filter((tag) => tag.includes(` name="${name}"`));
}
const fieldValue = (html: string, name: string) => inputs(html, name)[0]?.match(/ value="([^"]*)"/)?.[1];
/** The map's view as the page draws it (its hidden fields). */
const viewIn = (html: string) => ({
  latitude: Number(fieldValue(html, "mapLat")),
  longitude: Number(fieldValue(html, "mapLng")),
  zoom: Number(fieldValue(html, "mapZoom")),
});
const mapFields = (c: { latitude: number; longitude: number }, zoom: number) => ({
  mapLat: String(c.latitude),
  mapLng: String(c.longitude),
  mapZoom: String(zoom),
});

/** The listing form's submit buttons in page order (a `<button>` with no type submits too). */
function submitButtons(html: string): string[] {
  const form = html.slice(html.lastIndexOf("<form", html.indexOf('class="listing-form"')));
  return (form.match(/<(button|input)\b[^>]*>/g) ?? []).filter((tag) =>
    tag.startsWith("<button") ? !/ type="(button|reset)"/.test(tag) : / type="(submit|image)"/.test(tag),
  );
}

async function createForm() {
  const seller = await poster();
  const res = await get("/create-listing", { cookie: seller.cookie });
  expect(res.status).toBe(200);
  const html = await res.text();
  return { ...seller, html, token: tokenIn(html) };
}

async function post(cookie: string, fields: Record<string, string | string[]>) {
  const res = await postMultipart("/create-listing", toFormData(fields), { cookie });
  return { status: res.status, html: await res.text() };
}

describe("the map without JavaScript", () => {
  it(
    "is an image button over tiles round the locality (or the listing's spot), after the form's Enter button",
    async () => {
      const { html, user, cookie } = await createForm();
      const image = inputs(html, "mapPick")[0] ?? "";
      expect(image).toContain('type="image"');
      expect(image).toContain('width="300"');
      expect(image).toContain('height="256"');
      // No spot yet: the default locality's centre, a locality's zoom.
      expect(viewIn(html)).toEqual({ ...RS_PURAM, zoom: 13 });
      expect(html).toMatch(/<img[^>]+class="map-pick__tile"[^>]+src="https:\/\/tile\.openstreetmap\.org\/14\//);
      // Enter presses the first submit button: the Location features' Add, as before the map.
      const submits = submitButtons(html);
      expect(submits[0]).toContain('name="listAdd"');
      expect(submits[0]).toContain('value="locationFeatures"');
      expect(submits.findIndex((t) => t.includes('name="mapPick"'))).toBeGreaterThan(0);

      // Editing: round the listing's own spot, closer.
      const listing = await insertListing({ postedById: user.id, latitude: 11.0301, longitude: 76.9402 });
      const own = await (await get(`/listing/edit/${listing.id}`, { cookie })).text();
      expect(viewIn(own)).toEqual({ latitude: 11.0301, longitude: 76.9402, zoom: 15 });
    },
    SLOW,
  );

  it(
    "a click sets Latitude and Longitude from its pixels, keeps every field and photo, saves nothing",
    async () => {
      const { user, cookie, token } = await createForm();
      const photo = await uploadPhoto(cookie);
      // 100 px right of and 50 px above the middle of the 300 x 256 map.
      const { status, html } = await post(cookie, {
        ...validListing({ token, photoIds: [photo.id] }),
        newLocationFeature: "Half typed",
        ...mapFields(RS_PURAM, 13),
        "mapPick.x": "250",
        "mapPick.y": "78",
      });
      expect(status).toBe(200);
      const spot = pointAtOffset(RS_PURAM, 13, 100, -50);
      const latitude = spot.latitude.toFixed(6);
      const longitude = spot.longitude.toFixed(6);
      expect(spot.latitude).toBeGreaterThan(RS_PURAM.latitude);
      expect(spot.longitude).toBeGreaterThan(RS_PURAM.longitude);
      expect(fieldValue(html, "latitude")).toBe(latitude);
      expect(fieldValue(html, "longitude")).toBe(longitude);
      expect(html).toContain(`Location set to ${latitude}, ${longitude}.`);
      // The map now centres on the spot, at the same zoom.
      expect(viewIn(html)).toEqual({ latitude: Number(latitude), longitude: Number(longitude), zoom: 13 });
      // Everything else as it was posted.
      const fields = validListing();
      for (const name of ["title", "price", "landArea", "street", "pincode", "amenities[1]"]) {
        expect(fieldValue(html, name), name).toBe(fields[name]);
      }
      expect(html).toContain(`>${fields.description}</textarea>`);
      expect(fieldValue(html, "locationFeatures[0]")).toBe("Near the bus stop");
      expect(fieldValue(html, "newLocationFeature")).toBe("Half typed");
      expect(html).toContain('<option value="RS Puram" selected="">');
      expect(inputs(html, "photoIds").some((t) => t.includes(`value="${photo.id}"`) && t.includes("checked"))).toBe(
        true,
      );
      expect(await listingsBy(user.id)).toEqual([]);
      expect(await balanceOf(user.id)).toBe(100);
    },
    SLOW,
  );

  it(
    "a click at (0, 0), outside Coimbatore, or on a view it could not have drawn sets nothing and saves nothing",
    async () => {
      const { user, cookie, token } = await createForm();
      const base = validListing({ token });
      // (0, 0): a keyboard's Enter on the image button, not a place.
      const corner = await post(cookie, { ...base, ...mapFields(RS_PURAM, 13), "mapPick.x": "0", "mapPick.y": "0" });
      expect(corner.status).toBe(200);
      expect(fieldValue(corner.html, "latitude")).toBe("11.0089");
      expect(corner.html).not.toContain("Location set to");

      // The top of a zoomed-out map near the area's northern edge lies outside it.
      const north = { latitude: 11.45, longitude: 77 };
      const outside = await post(cookie, { ...base, ...mapFields(north, 9), "mapPick.x": "150", "mapPick.y": "1" });
      expect(outside.status).toBe(200);
      expect(outside.html).toContain(PICK_MESSAGES.outside);
      expect(fieldValue(outside.html, "latitude")).toBe("11.0089");
      expect(fieldValue(outside.html, "longitude")).toBe("76.9507");
      // Its map stays where it was.
      expect(viewIn(outside.html)).toEqual({ latitude: 11.0089, longitude: 76.9507, zoom: 9 });

      // A view outside the area (not one the page drew): the click is no pick, and still no save.
      const forged = await post(cookie, {
        ...base,
        ...mapFields({ latitude: 0, longitude: 0 }, 13),
        "mapPick.x": "150",
        "mapPick.y": "100",
      });
      expect(forged.status).toBe(200);
      expect(fieldValue(forged.html, "latitude")).toBe("11.0089");
      expect(await listingsBy(user.id)).toEqual([]);
      expect(await balanceOf(user.id)).toBe(100);
    },
    SLOW,
  );

  it(
    "+ and − bring the form back one zoom closer or further, within 9 to 18; Enter's Add still adds",
    async () => {
      const { user, cookie, token } = await createForm();
      const base = validListing({ token });
      const closer = await post(cookie, { ...base, ...mapFields(RS_PURAM, 13), mapAction: "in" });
      expect(closer.status).toBe(200);
      expect(viewIn(closer.html).zoom).toBe(14);
      expect(fieldValue(closer.html, "title")).toBe(base.title);
      const further = await post(cookie, { ...base, ...mapFields(RS_PURAM, 13), mapAction: "out" });
      expect(viewIn(further.html).zoom).toBe(12);
      const most = await post(cookie, { ...base, ...mapFields(RS_PURAM, 18), mapAction: "in" });
      expect(viewIn(most.html).zoom).toBe(18);
      expect(most.html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Zoom the map in"/);

      // Any other post keeps the map's zoom; Enter (the hidden first button) adds the typed feature.
      const enter = await post(cookie, {
        ...base,
        newLocationFeature: "Corner plot",
        listAdd: "locationFeatures",
        ...mapFields(RS_PURAM, 16),
      });
      expect(enter.status).toBe(200);
      expect(fieldValue(enter.html, "locationFeatures[1]")).toBe("Corner plot");
      // With entries on the list, their Remove buttons come after it: Enter removes nothing.
      const submits = submitButtons(enter.html);
      expect(submits[0]).toContain('value="locationFeatures"');
      expect(submits.some((t) => t.includes("Remove location feature"))).toBe(true);
      expect(viewIn(enter.html)).toEqual({ latitude: 11.0089, longitude: 76.9507, zoom: 16 });
      expect(await listingsBy(user.id)).toEqual([]);
    },
    SLOW,
  );
});
