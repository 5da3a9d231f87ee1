// Picture fixtures made in the test: tiny JPEGs from jpeg-js, EXIF segments written by hand
// (orientation and a GPS position, like a phone's), and headers claiming huge sizes.
import jpeg from "jpeg-js";

type Rgb = [number, number, number];

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** A baseline JPEG (JFIF, no EXIF) of `width` x `height`, each pixel painted by `paint`. */
export function makeJpeg(width: number, height: number, paint: (x: number, y: number) => Rgb = () => [200, 80, 40]) {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return new Uint8Array(jpeg.encode({ width, height, data }, 90).data);
}

/** Left half red, right half blue: after a 90° turn clockwise, red is on top. */
export const redLeftBlueRight = (width: number) => (x: number) =>
  (x < width / 2 ? [230, 20, 20] : [20, 20, 230]) as Rgb;

export const GPS_MARKER = "GPS-COIMBATORE-11.0089N";

/**
 * A TIFF (little-endian) with IFD0 holding Orientation and a pointer to a GPS IFD with latitude
 * 11°0'32"N, plus an ImageDescription carrying GPS_MARKER so tests can look for it in the output.
 */
export function exifTiff(orientation: number): number[] {
  const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
  const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
  const entry = (tag: number, type: number, count: number, value: number[]) => [
    ...u16(tag),
    ...u16(type),
    ...u32(count),
    ...value,
  ];
  const description = [...ascii(GPS_MARKER), 0];
  // Layout: header 8, IFD0 (3 entries) at 8, GPS IFD (2 entries) after it, then the data.
  const ifd0Size = 2 + 3 * 12 + 4;
  const gpsAt = 8 + ifd0Size;
  const gpsSize = 2 + 2 * 12 + 4;
  const descriptionAt = gpsAt + gpsSize;
  const latitudeAt = descriptionAt + description.length;
  return [
    ...ascii("II"),
    ...u16(42),
    ...u32(8),
    ...u16(3),
    entry(0x010e, 2, description.length, u32(descriptionAt)),
    entry(0x0112, 3, 1, [...u16(orientation), 0, 0]),
    entry(0x8825, 4, 1, u32(gpsAt)),
    ...u32(0),
    ...u16(2),
    entry(0x0001, 2, 2, [...ascii("N"), 0, 0, 0]),
    entry(0x0002, 5, 3, u32(latitudeAt)),
    ...u32(0),
    ...description,
    ...[11, 1, 0, 1, 32, 1].flatMap(u32),
  ].flat();
}

/** `jpegBytes` with an APP1 EXIF segment (orientation + GPS) right after SOI, as phones write it. */
export function withExif(jpegBytes: Uint8Array, orientation = 6): Uint8Array {
  const payload = [...ascii("Exif"), 0, 0, ...exifTiff(orientation)];
  const length = payload.length + 2;
  const segment = [0xff, 0xe1, length >> 8, length & 0xff, ...payload];
  return Uint8Array.from([...jpegBytes.subarray(0, 2), ...segment, ...jpegBytes.subarray(2)]);
}

/** `jpegBytes` with an extra 0xFF fill byte before the SOF0 marker (legal, and a parser trap). */
export function withFillByteBeforeSof(jpegBytes: Uint8Array): Uint8Array {
  for (let i = 2; i + 1 < jpegBytes.length; i++) {
    if (jpegBytes[i] === 0xff && jpegBytes[i + 1] === 0xc0) {
      return Uint8Array.from([...jpegBytes.subarray(0, i), 0xff, ...jpegBytes.subarray(i)]);
    }
  }
  throw new Error("no SOF0 marker");
}

/** A PNG signature and IHDR claiming `width` x `height`, followed by junk: a header is all it takes. */
export function pngHeader(width: number, height: number): Uint8Array {
  const u32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...u32(13),
    ...ascii("IHDR"),
    ...u32(width),
    ...u32(height),
    8,
    2,
    0,
    0,
    0,
    ...u32(0),
    ...new Array(64).fill(7),
  ]);
}

function riffChunk(type: string, data: number[] | Uint8Array): number[] {
  const size = data.length;
  const bytes = [...ascii(type), size & 0xff, (size >> 8) & 0xff, (size >> 16) & 0xff, (size >>> 24) & 0xff, ...data];
  return size & 1 ? [...bytes, 0] : bytes;
}

/**
 * An extended WebP (VP8X) with an EXIF chunk (GPS) around the VP8/VP8L chunk of `simpleWebp`,
 * the way cameras and editors write them.
 */
export function webpWithExif(simpleWebp: Uint8Array, width: number, height: number): Uint8Array {
  const image = simpleWebp.subarray(12); // the chunk after "RIFF<size>WEBP"
  const w = width - 1;
  const h = height - 1;
  const vp8x = riffChunk("VP8X", [
    0x08,
    0,
    0,
    0,
    w & 0xff,
    (w >> 8) & 0xff,
    w >> 16,
    h & 0xff,
    (h >> 8) & 0xff,
    h >> 16,
  ]);
  const exif = riffChunk("EXIF", exifTiff(1));
  const body = [...ascii("WEBP"), ...vp8x, ...image, ...exif];
  const size = body.length;
  return Uint8Array.from([
    ...ascii("RIFF"),
    size & 0xff,
    (size >> 8) & 0xff,
    (size >> 16) & 0xff,
    size >>> 24,
    ...body,
  ]);
}

/** Whether `bytes` contains `text` (as ASCII). */
export function containsAscii(bytes: Uint8Array, text: string): boolean {
  const needle = ascii(text);
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** JPEG marker bytes present in the file's header segments (before SOS). */
export function jpegMarkers(bytes: Uint8Array): number[] {
  const markers: number[] = [];
  let i = 2;
  while (i + 4 <= bytes.length && bytes[i] === 0xff) {
    const marker = bytes[i + 1]!;
    markers.push(marker);
    if (marker === 0xda) break;
    i += 2 + ((bytes[i + 2]! << 8) | bytes[i + 3]!);
  }
  return markers;
}
