import { describe, expect, it } from "vitest";
import { pageItems } from "../../app/domain/pagination";
import { checkProfileImage, PROFILE_IMAGE_MAX_BYTES } from "../../app/domain/profile-image";

const bytes = (...b: number[]) => Uint8Array.from(b);

describe("profile image", () => {
  // SOI, then a baseline SOF0 frame header for a 16 x 16 picture.
  const header = [0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x10, 0x00, 0x10, 0x03];

  it("allows at most 100 KB", () => {
    const ok = new Uint8Array(PROFILE_IMAGE_MAX_BYTES);
    ok.set(header);
    expect(checkProfileImage(ok)).toEqual({ ok: true, ext: "jpg" });
    const big = new Uint8Array(PROFILE_IMAGE_MAX_BYTES + 1);
    big.set(header);
    expect(checkProfileImage(big)).toEqual({ ok: false, reason: "too-big" });
    expect(checkProfileImage(bytes(1, 2, 3))).toEqual({ ok: false, reason: "wrong-type" });
    expect(checkProfileImage(new Uint8Array())).toEqual({ ok: false, reason: "empty" });
  });

  it("refuses files whose headers do not parse or claim a huge picture (a compressed bomb)", () => {
    expect(checkProfileImage(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00))).toEqual({ ok: false, reason: "wrong-type" });
    const bomb = [0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0xff, 0xff, 0xff, 0xff, 0x03];
    expect(checkProfileImage(bytes(...bomb))).toEqual({ ok: false, reason: "wrong-type" });
  });
});

describe("pagination", () => {
  it("shows Previous, 1..current, an ellipsis while more exist, and Next", () => {
    expect(pageItems(1, true)).toEqual({ previous: null, pages: [1], ellipsis: false, next: null });
    expect(pageItems(1, false)).toEqual({ previous: null, pages: [1], ellipsis: true, next: 2 });
    expect(pageItems(3, false)).toEqual({ previous: 2, pages: [1, 2, 3], ellipsis: true, next: 4 });
    expect(pageItems(3, true)).toEqual({ previous: 2, pages: [1, 2, 3], ellipsis: false, next: null });
  });
});
