import { describe, expect, it } from "vitest";
import {
  checkPhotoBytes,
  PHOTO_MESSAGES,
  PHOTO_RULES,
  readImageSize,
  sniffImageType,
  stripWebpMetadata,
} from "~/domain/image-bytes";
import { containsAscii, makeJpeg, pngHeader, withExif, withFillByteBeforeSof } from "../helpers/photos";

const bytes = (...b: number[]) => Uint8Array.from(b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24];

function riff(...chunks: number[][]) {
  const body = [...ascii("WEBP"), ...chunks.flat()];
  return bytes(...ascii("RIFF"), ...le32(body.length), ...body);
}
const chunk = (type: string, data: number[]) => [
  ...ascii(type),
  ...le32(data.length),
  ...data,
  ...(data.length & 1 ? [0] : []),
];
// A lossy VP8 frame header for 300 x 200: frame tag, start code, 14-bit sizes.
const vp8 = chunk("VP8 ", [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, 300 & 0xff, 300 >> 8, 200 & 0xff, 200 >> 8, 0, 0]);

describe("sniffImageType", () => {
  it("names jpg, png and webp by their magic bytes only", () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpg");
    expect(sniffImageType(pngHeader(1, 1))).toBe("png");
    expect(sniffImageType(riff(vp8))).toBe("webp");
    expect(sniffImageType(bytes(...ascii("RIFF"), 1, 2, 3, 4, ...ascii("WAVE")))).toBeNull();
    expect(sniffImageType(bytes(...ascii("GIF89a")))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it("refuses a text file named .jpg", () => {
    const text = new TextEncoder().encode("These are my plot's papers, not a photo.\n");
    expect(sniffImageType(text)).toBeNull();
    expect(checkPhotoBytes(text)).toMatchObject({
      ok: false,
      reason: "type",
      message: "Please upload only image files",
    });
  });
});

describe("readImageSize", () => {
  it("reads a JPEG's SOF, also after EXIF and with a fill byte before the marker", () => {
    const photo = makeJpeg(24, 10);
    expect(readImageSize(photo)).toEqual({ width: 24, height: 10 });
    expect(readImageSize(withExif(photo))).toEqual({ width: 24, height: 10 });
    expect(readImageSize(withFillByteBeforeSof(withExif(photo)))).toEqual({ width: 24, height: 10 });
    // Progressive (SOF2) headers count too; DHT (C4) is not a frame header.
    const sof2 = bytes(0xff, 0xd8, 0xff, 0xc4, 0x00, 0x03, 0x00, 0xff, 0xc2, 0x00, 0x11, 0x08, 0x01, 0x00, 0x02, 0x00);
    expect(readImageSize(sof2)).toEqual({ width: 512, height: 256 });
  });

  it("reads PNG IHDR and the three WebP headers", () => {
    expect(readImageSize(pngHeader(8000, 5125))).toEqual({ width: 8000, height: 5125 });
    expect(readImageSize(riff(vp8))).toEqual({ width: 300, height: 200 });
    // VP8L: signature 0x2F, then (width-1) and (height-1) in 14 bits each.
    const bits = (640 - 1) | ((480 - 1) << 14);
    expect(readImageSize(riff(chunk("VP8L", [0x2f, ...le32(bits), 0, 0, 0])))).toEqual({ width: 640, height: 480 });
    // VP8X: flags, 3 reserved bytes, then (width-1) and (height-1) in 24 bits each.
    const w = 9000 - 1;
    const h = 5000 - 1;
    const vp8x = chunk("VP8X", [0, 0, 0, 0, w & 0xff, (w >> 8) & 0xff, w >> 16, h & 0xff, (h >> 8) & 0xff, h >> 16]);
    expect(readImageSize(riff(vp8x, vp8))).toEqual({ width: 9000, height: 5000 });
  });

  it("gives null for headers it cannot read (truncated, garbage after SOI, zero sizes)", () => {
    const photo = makeJpeg(16, 16);
    expect(readImageSize(photo.subarray(0, 30))).toBeNull();
    expect(readImageSize(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00))).toBeNull();
    expect(readImageSize(bytes(0xff, 0xd8, 0x12, 0x34, 0x56, 0x78))).toBeNull();
    expect(readImageSize(bytes(0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x00, 0x00, 0x10, 0x03))).toBeNull();
    expect(readImageSize(pngHeader(0, 10))).toBeNull();
    expect(readImageSize(riff(chunk("ALPH", [1, 2, 3, 4])))).toBeNull();
  });
});

describe("checkPhotoBytes", () => {
  it("accepts jpg, png and webp within the limits", () => {
    expect(checkPhotoBytes(makeJpeg(40, 30))).toEqual({ ok: true, ext: "jpg", size: { width: 40, height: 30 } });
    expect(checkPhotoBytes(pngHeader(4000, 3000))).toMatchObject({ ok: true, ext: "png" });
    expect(checkPhotoBytes(riff(vp8))).toMatchObject({ ok: true, ext: "webp" });
  });

  it("refuses more than 40 megapixels from the header alone, and files over 15 MB", () => {
    expect(PHOTO_RULES.maxPixels).toBe(40_000_000);
    expect(checkPhotoBytes(pngHeader(8000, 5125))).toMatchObject({ ok: false, reason: "pixels" });
    expect(PHOTO_MESSAGES.tooManyPixels).toMatch(/40 megapixels/);
    const big = new Uint8Array(PHOTO_RULES.maxBytes + 1);
    big.set(makeJpeg(8, 8));
    expect(checkPhotoBytes(big)).toMatchObject({ ok: false, reason: "too-large", message: PHOTO_MESSAGES.tooLarge });
    expect(PHOTO_MESSAGES.tooLarge).toMatch(/15 MB/);
    expect(checkPhotoBytes(new Uint8Array())).toMatchObject({ ok: false, reason: "empty" });
  });
});

describe("stripWebpMetadata", () => {
  it("drops EXIF and XMP chunks, clears their VP8X flags and fixes the RIFF size", () => {
    const w = 300 - 1;
    const h = 200 - 1;
    const vp8x = chunk("VP8X", [0x0c, 0, 0, 0, w & 0xff, w >> 8, 0, h & 0xff, h >> 8, 0]);
    const input = riff(vp8x, vp8, chunk("EXIF", ascii("GPS 11N")), chunk("XMP ", ascii("<x:gps/>")));
    const out = stripWebpMetadata(input)!;
    expect(containsAscii(out, "EXIF")).toBe(false);
    expect(containsAscii(out, "GPS")).toBe(false);
    expect(containsAscii(out, "XMP")).toBe(false);
    expect(out[20]! & 0x0c).toBe(0);
    expect(out[4]! | (out[5]! << 8)).toBe(out.length - 8);
    expect(readImageSize(out)).toEqual({ width: 300, height: 200 });
    expect([...stripWebpMetadata(riff(vp8))!]).toEqual([...riff(vp8)]);
  });

  it("fails closed (null) on files it cannot parse", () => {
    expect(stripWebpMetadata(makeJpeg(8, 8))).toBeNull();
    const truncated = riff(vp8, chunk("EXIF", ascii("GPS 11N"))).subarray(0, 40);
    expect(stripWebpMetadata(truncated)).toBeNull();
    expect(stripWebpMetadata(riff(chunk("EXIF", ascii("GPS"))))).toBeNull();
  });
});
