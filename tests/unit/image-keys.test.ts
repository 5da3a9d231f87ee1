import { describe, expect, it } from "vitest";
import {
  imageContentType,
  isPhotoUploadId,
  isServableImageKey,
  photoKey,
  photoUploadIdFromKey,
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
