// The listing form's pure rules: the shared schema (as the browser runs it), the video link,
// the post's ledger words and the land-area hint shown as the seller types.
import { describe, expect, it } from "vitest";
import { listingIdFromPostDescription, postDescription, postIdempotencyKey } from "~/domain/listing-post";
import { listingVideo, youtubeId } from "~/domain/video";
import { createListingSchema, editListingSchema, LISTING_MESSAGES, looksLikeImage } from "~/schemas/listing";
import { landAreaHint } from "~/components/listing-form/listing-form";

const valid = {
  title: "Corner plot",
  description: "A level corner plot.",
  poster: "owner",
  type: "plot",
  price: 2500000,
  landArea: 2178,
  facing: "east",
  latitude: "11.0089",
  longitude: "-76.95",
  street: "1 Park Road",
  area: "RS Puram",
  city: "Coimbatore",
  pincode: "641002",
  token: "abcdefghijklmnop",
  photoIds: ["0123456789abcdef0123456789abcdef"],
};

describe("the listing schema", () => {
  it("parses a valid form: coordinates to numbers, empty optional numbers to 0, lists to arrays", () => {
    const value = createListingSchema.parse(valid);
    expect(value).toMatchObject({ latitude: 11.0089, longitude: -76.95, bhk: 0, floors: 0, amenities: [] });
    expect(value.parkingAvailable).toBe(false);
  });

  it("needs a photo and a token on create, neither on edit", () => {
    const { token: _t, photoIds: _p, ...rest } = valid;
    const create = createListingSchema.safeParse(rest);
    const messages = create.success ? [] : create.error.issues.map((i) => i.message);
    expect(messages).toContain(LISTING_MESSAGES.photoRequired);
    expect(messages).toContain(LISTING_MESSAGES.token);
    expect(editListingSchema.safeParse(rest).success).toBe(true);
  });

  it("refuses more than 20 photos and duplicate ids count once", () => {
    const ids = Array.from({ length: 21 }, (_, i) => i.toString(16).padStart(32, "0"));
    expect(editListingSchema.safeParse({ ...valid, photoIds: ids }).success).toBe(false);
    const twice = editListingSchema.parse({ ...valid, photoIds: [ids[0], ids[0]] });
    expect(twice.photoIds).toEqual([ids[0]]);
  });

  it("a signed decimal within range for latitude and longitude", () => {
    for (const [latitude, ok] of [
      ["+11.5", true],
      ["-90", true],
      ["90.0001", false],
      ["11.", false],
      ["1e1", false],
    ] as const) {
      expect(createListingSchema.safeParse({ ...valid, latitude }).success, latitude).toBe(ok);
    }
  });

  it("judges a picked file by its type, or its name when the browser gives none", () => {
    expect(looksLikeImage({ name: "a.heic", type: "image/jpeg" })).toBe(true);
    expect(looksLikeImage({ name: "a.JPG", type: "" })).toBe(true);
    expect(looksLikeImage({ name: "a.pdf", type: "application/pdf" })).toBe(false);
    expect(looksLikeImage({ name: "a.gif", type: "image/gif" })).toBe(false);
  });
});

describe("video links", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?t=5", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/watch?v=short", null],
    ["https://evil.example/watch?v=dQw4w9WgXcQ", null],
    ["javascript:alert(1)", null],
  ])("%s -> %s", (link, id) => {
    expect(youtubeId(link)).toBe(id);
  });

  it("YouTube embeds without cookies; other links stay links; anything else shows nothing", () => {
    expect(listingVideo("https://youtu.be/dQw4w9WgXcQ")).toEqual({
      kind: "youtube",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
    expect(listingVideo("https://vimeo.com/1")).toEqual({ kind: "link", href: "https://vimeo.com/1" });
    expect(listingVideo("data:text/html,hi")).toBeNull();
    expect(listingVideo("")).toBeNull();
  });
});

describe("posting's ledger words and key", () => {
  it("the description names the listing, and reads back", () => {
    expect(postDescription(42)).toBe("Posted listing #42");
    expect(listingIdFromPostDescription("Posted listing #42")).toBe(42);
    expect(listingIdFromPostDescription("Viewed mobile number of @x")).toBeNull();
    expect(listingIdFromPostDescription(null)).toBeNull();
  });

  it("the key joins the user and the form token, so a token cannot replay someone else's post", () => {
    expect(postIdempotencyKey("u1", "tok")).not.toBe(postIdempotencyKey("u2", "tok"));
  });
});

describe("the land area hint", () => {
  it("shows cents and acres as the seller types, the unit otherwise", () => {
    expect(landAreaHint("43556")).toBe("= 100.00 cents (1.00 acres)");
    expect(landAreaHint("2178")).toBe("= 5.00 cents (0.05 acres)");
    expect(landAreaHint("")).toContain("square feet");
    expect(landAreaHint("abc")).toContain("square feet");
  });
});
