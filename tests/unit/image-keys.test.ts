import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ROLES } from "~/domain/catalog";
import {
  imageContentType,
  isPhotoUploadId,
  isServableImageKey,
  maySeePicture,
  photoKey,
  photoUploadIdFromKey,
  pictureOwner,
} from "~/domain/image-keys";

describe("isServableImageKey", () => {
  it("accepts listing and profile pictures", () => {
    expect(isServableImageKey("listings/12/ab12cd34ef56-375.jpg")).toBe(true);
    expect(isServableImageKey("profiles/3f2a/avatar-128.png")).toBe(true);
  });

  it("rejects other folders, traversal and odd characters", () => {
    for (const key of [
      "",
      "listings/",
      "secret/x.jpg",
      "listings/../secret.jpg",
      "listings/./x.jpg",
      "listings//x.jpg",
      "/listings/1/x.jpg",
      "listings/1/x y.jpg",
      "listings\\1\\x.jpg",
      "x.jpg",
      `listings/${"a".repeat(600)}.jpg`,
    ]) {
      expect(isServableImageKey(key), key).toBe(false);
    }
  });
});

describe("imageContentType", () => {
  it("maps picture extensions", () => {
    expect(imageContentType("listings/1/a-128.jpg")).toBe("image/jpeg");
    expect(imageContentType("profiles/a.PNG")).toBe("image/png");
    expect(imageContentType("profiles/a.webp")).toBe("image/webp");
    expect(imageContentType("profiles/a.bin")).toBe("application/octet-stream");
  });
});

describe("photo keys", () => {
  it("keeps each upload's versions under photos/<id>/ and serves them", () => {
    const id = "0123456789abcdef0123456789abcdef";
    expect(isPhotoUploadId(id)).toBe(true);
    expect(isPhotoUploadId("img-12")).toBe(false);
    expect(photoKey(id, 375)).toBe(`photos/${id}/375.webp`);
    expect(isServableImageKey(photoKey(id, 1000))).toBe(true);
    expect(photoUploadIdFromKey(photoKey(id, 128))).toBe(id);
    expect(photoUploadIdFromKey("listings/12/ab12cd34ef56-375.jpg")).toBeNull();
    expect(imageContentType(photoKey(id, 128))).toBe("image/webp");
  });
});

describe("pictureOwner", () => {
  it("names what a key belongs to: a listing, an upload, a profile; null for anything else", () => {
    const id = "0123456789abcdef0123456789abcdef";
    expect(pictureOwner("listings/12/ab12cd34ef56-375.jpg")).toEqual({ kind: "listing", listingId: 12 });
    expect(pictureOwner(photoKey(id, 128))).toEqual({ kind: "upload", uploadId: id });
    expect(pictureOwner("profiles/3f2a/avatar-128.png")).toEqual({ kind: "profile" });
    for (const key of [
      "listings/0/a.jpg",
      "listings/012/a.jpg",
      "listings/abc/a.jpg",
      "listings/12345678901234567/a.jpg",
      "photos/nothex/128.webp",
      `photos/${id}/extra/128.webp`,
      "secret/x.jpg",
      "listings/../x.jpg",
    ]) {
      expect(pictureOwner(key), key).toBeNull();
    }
  });

  it("property: every key it accepts is servable, and no key outside the folders gets an owner", () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._-]{1,12}$/);
    const key = fc.oneof(
      fc
        .tuple(fc.constantFrom("listings", "photos", "profiles", "other", ""), segment, segment)
        .map((p) => p.join("/")),
      fc.string({ maxLength: 80 }),
    );
    fc.assert(
      fc.property(key, (k) => {
        const owner = pictureOwner(k);
        if (owner) expect(isServableImageKey(k)).toBe(true);
        if (!/^(listings|photos|profiles)\//.test(k)) expect(owner).toBeNull();
      }),
      { numRuns: 3000 },
    );
  });
});

describe("maySeePicture (docs/product.md#security, Pictures)", () => {
  const actor = fc.record({ id: fc.constantFrom("u1", "u2", "u3"), role: fc.constantFrom(...ROLES) });
  const owners = fc.array(fc.option(fc.constantFrom("u1", "u2", "u3"), { nil: null }), { maxLength: 2 });

  it("public pictures are anyone's; the others only their owners' and admins'", () => {
    expect(maySeePicture(null, { isPublic: true, owners: [] })).toBe(true);
    expect(maySeePicture(null, { isPublic: false, owners: ["u1"] })).toBe(false);
    expect(maySeePicture({ id: "u1", role: "seller" }, { isPublic: false, owners: ["u1", null] })).toBe(true);
    expect(maySeePicture({ id: "u2", role: "seller" }, { isPublic: false, owners: ["u1", null] })).toBe(false);
    expect(maySeePicture({ id: "u2", role: "admin" }, { isPublic: false, owners: ["u1"] })).toBe(true);
    expect(maySeePicture({ id: "u2", role: "superadmin" }, { isPublic: false, owners: [] })).toBe(true);
  });

  it("property: a private picture is shown exactly to an owner or an admin; visitors never", () => {
    fc.assert(
      fc.property(fc.option(actor, { nil: null }), owners, fc.boolean(), (viewer, who, isPublic) => {
        const allowed = maySeePicture(viewer, { isPublic, owners: who });
        const expected =
          isPublic ||
          (viewer !== null && (viewer.role === "admin" || viewer.role === "superadmin" || who.includes(viewer.id)));
        expect(allowed).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
