import { describe, expect, it } from "vitest";
import { pageItems } from "../../app/domain/pagination";
import {
  checkProfileImage,
  sniffImageType,
  stripJpegMetadata,
  stripPngMetadata,
  PROFILE_IMAGE_MAX_BYTES,
} from "../../app/domain/profile-image";

const bytes = (...b: number[]) => Uint8Array.from(b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

describe("profile image", () => {
  it("names jpg, png and webp by their magic bytes only", () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpg");
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("png");
    expect(sniffImageType(bytes(...ascii("RIFF"), 1, 2, 3, 4, ...ascii("WEBPVP8 ")))).toBe("webp");
    expect(sniffImageType(bytes(...ascii("RIFF"), 1, 2, 3, 4, ...ascii("WAVE")))).toBeNull();
    expect(sniffImageType(bytes(...ascii("GIF89a")))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it("allows at most 100 KB", () => {
    const ok = new Uint8Array(PROFILE_IMAGE_MAX_BYTES);
    ok.set([0xff, 0xd8, 0xff]);
    expect(checkProfileImage(ok)).toEqual({ ok: true, ext: "jpg" });
    const big = new Uint8Array(PROFILE_IMAGE_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(checkProfileImage(big)).toEqual({ ok: false, reason: "too-big" });
    expect(checkProfileImage(bytes(1, 2, 3))).toEqual({ ok: false, reason: "wrong-type" });
    expect(checkProfileImage(new Uint8Array())).toEqual({ ok: false, reason: "empty" });
  });

  it("drops EXIF (APP1) from JPEGs and keeps the rest byte for byte", () => {
    const app0 = [0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46];
    const exif = [0xff, 0xe1, 0x00, 0x06, ...ascii("GPS!")];
    const sos = [0xff, 0xda, 0x00, 0x02, 0x11, 0x22, 0xff, 0xd9];
    const input = bytes(0xff, 0xd8, ...app0, ...exif, ...sos);
    expect([...stripJpegMetadata(input)]).toEqual([0xff, 0xd8, ...app0, ...sos]);
    const broken = bytes(0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff);
    expect(stripJpegMetadata(broken)).toBe(broken);
  });

  it("drops text and eXIf chunks from PNGs", () => {
    const chunk = (type: string, data: number[]) => [0, 0, 0, data.length, ...ascii(type), ...data, 1, 2, 3, 4];
    const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const ihdr = chunk("IHDR", [9, 9]);
    const text = chunk("tEXt", ascii("GPS"));
    const iend = chunk("IEND", []);
    expect([...stripPngMetadata(bytes(...sig, ...ihdr, ...text, ...iend))]).toEqual([...sig, ...ihdr, ...iend]);
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
