// Profile image rules (doc 2 section 5: jpg/png/webp, "Max size is 100KB"). Pure: bytes in,
// verdict out. The server trusts the file's first bytes, never its name or declared type.

export const PROFILE_IMAGE_MAX_BYTES = 100 * 1024;
export const PROFILE_IMAGE_EXTENSIONS = ["jpg", "png", "webp"] as const;
export type ProfileImageExt = (typeof PROFILE_IMAGE_EXTENSIONS)[number];
export const PROFILE_IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";

export const PROFILE_IMAGE_CONTENT_TYPES: Record<ProfileImageExt, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((b, i) => bytes[at + i] === b);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

/** The image format named by the file's magic bytes, or null for anything else. */
export function sniffImageType(bytes: Uint8Array): ProfileImageExt | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}

export type ProfileImageVerdict =
  | { ok: true; ext: ProfileImageExt }
  | { ok: false; reason: "too-big" | "wrong-type" | "empty" };

export function checkProfileImage(bytes: Uint8Array): ProfileImageVerdict {
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  if (bytes.length > PROFILE_IMAGE_MAX_BYTES) return { ok: false, reason: "too-big" };
  const ext = sniffImageType(bytes);
  return ext ? { ok: true, ext } : { ok: false, reason: "wrong-type" };
}

/**
 * Drops metadata segments from a JPEG (APP1 = EXIF/XMP, which carries a phone's GPS position,
 * and APP13 = IPTC), keeping everything else byte for byte. Returns the input when the file
 * does not parse as expected, so a valid image is never lost.
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array {
  if (!startsWith(bytes, [0xff, 0xd8])) return bytes;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let i = 2;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return bytes;
    const marker = bytes[i + 1]!;
    // Start of scan: the rest is entropy-coded data up to the end.
    if (marker === 0xda) {
      kept.push(bytes.subarray(i));
      return concat(kept);
    }
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    if (length < 2 || i + 2 + length > bytes.length) return bytes;
    const segment = bytes.subarray(i, i + 2 + length);
    if (marker !== 0xe1 && marker !== 0xed) kept.push(segment);
    i += 2 + length;
  }
  return bytes;
}

/** Drops PNG text and EXIF chunks (tEXt, zTXt, iTXt, eXIf); returns the input if malformed. */
export function stripPngMetadata(bytes: Uint8Array): Uint8Array {
  if (!startsWith(bytes, PNG_SIGNATURE)) return bytes;
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let i = 8;
  while (i + 12 <= bytes.length) {
    const length = ((bytes[i]! << 24) | (bytes[i + 1]! << 16) | (bytes[i + 2]! << 8) | bytes[i + 3]!) >>> 0;
    const type = String.fromCharCode(bytes[i + 4]!, bytes[i + 5]!, bytes[i + 6]!, bytes[i + 7]!);
    const end = i + 12 + length;
    if (end > bytes.length) return bytes;
    if (!["tEXt", "zTXt", "iTXt", "eXIf"].includes(type)) kept.push(bytes.subarray(i, end));
    i = end;
    if (type === "IEND") return concat(kept);
  }
  return bytes;
}

export function stripImageMetadata(bytes: Uint8Array, ext: ProfileImageExt): Uint8Array {
  if (ext === "jpg") return stripJpegMetadata(bytes);
  if (ext === "png") return stripPngMetadata(bytes);
  return bytes;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
