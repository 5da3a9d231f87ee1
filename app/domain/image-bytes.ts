// Reading uploaded pictures by their bytes, never by their name or declared type
// (docs/product.md#listings, #security). Pure: safe in the browser, the Worker and unit tests.
// Nothing here decodes pixels: the size comes from the headers, so a huge image is refused
// before anything spends memory on it.

export type ImageExt = "jpg" | "png" | "webp";
export type ImageSize = { width: number; height: number };

export const IMAGE_CONTENT_TYPES: Record<ImageExt, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

/** Listing photos (docs/product.md#listings). */
export const PHOTO_RULES = {
  maxPhotos: 20,
  maxBytes: 15 * 1024 * 1024,
  maxPixels: 40_000_000,
  accept: "image/jpeg,image/png,image/webp",
} as const;

export const PHOTO_MESSAGES = {
  type: "Please upload only image files",
  tooLarge: "Each photo must be at most 15 MB",
  tooManyPixels: "Each photo must be at most 40 megapixels",
  tooMany: "You can add at most 20 photos",
  unreadable: "This photo could not be read, please try another one",
  missing: "Please choose a photo to upload",
  unavailable: "A photo is no longer available, please add it again",
} as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((b, i) => bytes[at + i] === b);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

function fourCC(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const u32le = (b: Uint8Array, i: number) => (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;

/** The image format named by the file's magic bytes, or null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageExt | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}

/**
 * Width and height from the file's headers (JPEG SOFn, PNG IHDR, WebP VP8/VP8L/VP8X), as stored
 * (before any EXIF rotation: the pixel count is the same). Null when the headers do not parse.
 */
export function readImageSize(bytes: Uint8Array): ImageSize | null {
  const type = sniffImageType(bytes);
  const size =
    type === "jpg" ? jpegSize(bytes) : type === "png" ? pngSize(bytes) : type === "webp" ? webpSize(bytes) : null;
  return size && size.width > 0 && size.height > 0 ? size : null;
}

// SOF0-SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(bytes: Uint8Array): ImageSize | null {
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    // Any number of 0xFF fill bytes may precede a marker.
    while (bytes[i] === 0xff) i++;
    if (i >= bytes.length) return null;
    const marker = bytes[i]!;
    i++;
    // Markers without a length: TEM and RST0-7 (SOI/EOI do not belong here).
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda || marker === 0x00) return null;
    if (i + 2 > bytes.length) return null;
    const length = u16be(bytes, i);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (length < 7 || i + 7 > bytes.length) return null;
      return { height: u16be(bytes, i + 3), width: u16be(bytes, i + 5) };
    }
    i += length;
  }
  return null;
}

function pngSize(bytes: Uint8Array): ImageSize | null {
  // The first chunk must be IHDR: length 13 at 8, type at 12, width and height at 16 and 20.
  if (bytes.length < 24 || u32be(bytes, 8) !== 13 || fourCC(bytes, 12) !== "IHDR") return null;
  return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
}

function webpSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 20) return null;
  const chunk = fourCC(bytes, 12);
  const data = 20;
  const need = chunk === "VP8L" ? 5 : 10;
  if (bytes.length < data + need) return null;
  if (chunk === "VP8 ") {
    // Lossy: a 3-byte frame tag, the start code 9D 01 2A, then 14-bit width and height.
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], data + 3)) return null;
    return { width: u16le(bytes, data + 6) & 0x3fff, height: u16le(bytes, data + 8) & 0x3fff };
  }
  if (chunk === "VP8L") {
    // Lossless: signature 0x2F, then width-1 and height-1 in 14 bits each.
    if (bytes[data] !== 0x2f) return null;
    const bits = u32le(bytes, data + 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    // Extended: 4 bytes of flags, then canvas width-1 and height-1 in 24 bits each.
    return { width: u24le(bytes, data + 4) + 1, height: u24le(bytes, data + 7) + 1 };
  }
  return null;
}

export type PhotoVerdict =
  | { ok: true; ext: ImageExt; size: ImageSize }
  | { ok: false; reason: "empty" | "too-large" | "type" | "pixels"; message: string };

/** The checks made on every uploaded photo before anything decodes it. */
export function checkPhotoBytes(
  bytes: Uint8Array,
  rules: { maxBytes: number; maxPixels: number } = PHOTO_RULES,
): PhotoVerdict {
  if (bytes.length === 0) return { ok: false, reason: "empty", message: PHOTO_MESSAGES.missing };
  if (bytes.length > rules.maxBytes) return { ok: false, reason: "too-large", message: PHOTO_MESSAGES.tooLarge };
  const ext = sniffImageType(bytes);
  if (!ext) return { ok: false, reason: "type", message: PHOTO_MESSAGES.type };
  const size = readImageSize(bytes);
  // Headers we cannot read are refused: nothing unparsed goes to the decoder.
  if (!size) return { ok: false, reason: "type", message: PHOTO_MESSAGES.type };
  if (size.width * size.height > rules.maxPixels) {
    return { ok: false, reason: "pixels", message: PHOTO_MESSAGES.tooManyPixels };
  }
  return { ok: true, ext, size };
}

/**
 * A WebP without its metadata chunks (EXIF, XMP), with the VP8X flags and RIFF size fixed up.
 * Null when the file does not parse, so callers fail closed instead of storing it unchecked.
 */
export function stripWebpMetadata(bytes: Uint8Array): Uint8Array<ArrayBuffer> | null {
  if (sniffImageType(bytes) !== "webp" || bytes.length < 20) return null;
  const riffEnd = 8 + u32le(bytes, 4);
  if (riffEnd > bytes.length || riffEnd < 20) return null;
  const kept: Uint8Array[] = [];
  let hasImage = false;
  let i = 12;
  while (i < riffEnd) {
    if (i + 8 > riffEnd) return null;
    const type = fourCC(bytes, i);
    const size = u32le(bytes, i + 4);
    // Chunks are padded to an even length.
    const end = i + 8 + size + (size & 1);
    if (end > riffEnd) return null;
    if (type === "VP8 " || type === "VP8L" || type === "ANMF") hasImage = true;
    if (type !== "EXIF" && type !== "XMP ") {
      const chunk = bytes.slice(i, end);
      // VP8X flags: bit 3 EXIF, bit 2 XMP.
      if (type === "VP8X" && size >= 10) chunk[8] = chunk[8]! & ~(0x08 | 0x04);
      kept.push(chunk);
    }
    i = end;
  }
  if (!hasImage) return null;
  const body = kept.reduce((n, c) => n + c.length, 0);
  const out = new Uint8Array(12 + body);
  out.set(bytes.subarray(0, 12));
  const riffSize = 4 + body;
  out[4] = riffSize & 0xff;
  out[5] = (riffSize >>> 8) & 0xff;
  out[6] = (riffSize >>> 16) & 0xff;
  out[7] = (riffSize >>> 24) & 0xff;
  let at = 12;
  for (const c of kept) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
