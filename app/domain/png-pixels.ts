// The pixels of a small PNG (decision 0040): the Images binding gives the photo hash its 9 x 8
// picture as a PNG (its raw "rgb" output does not run locally), and a PNG is a zlib stream of
// filtered rows. Inflating is the platform's DecompressionStream; this file only reads the
// chunks and undoes the row filters: a few hundred bytes of bundle instead of an image library.

export type Pixels = { width: number; height: number; channels: number; data: Uint8Array };

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
/** Channels per colour type (0 gray, 2 RGB, 3 palette, 4 gray + alpha, 6 RGBA). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Refused above this: the hash only ever asks for 9 x 8. */
const MAX_PIXELS = 4096;

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * Decodes an 8-bit, non-interlaced PNG of at most 4,096 pixels; palette pictures come back as
 * RGB. Null for anything else (or a damaged file).
 */
export async function decodeSmallPng(png: Uint8Array): Promise<Pixels | null> {
  if (png.length < 33 || SIGNATURE.some((b, i) => png[i] !== b)) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let width = 0;
  let height = 0;
  let colourType = -1;
  let palette: Uint8Array | null = null;
  const idat: Uint8Array[] = [];
  for (let at = 8; at + 12 <= png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      const depth = png[at + 16];
      colourType = png[at + 17]!;
      if (depth !== 8 || png[at + 20] !== 0 || !(colourType in CHANNELS)) return null;
    } else if (type === "PLTE") palette = body;
    else if (type === "IDAT") idat.push(body);
    else if (type === "IEND") break;
    at += 12 + length;
  }
  const channels = CHANNELS[colourType];
  if (!channels || !width || !height || width * height > MAX_PIXELS || !idat.length) return null;
  let raw: Uint8Array;
  try {
    const joined = new Uint8Array(idat.reduce((n, c) => n + c.length, 0));
    let offset = 0;
    for (const chunk of idat) {
      joined.set(chunk, offset);
      offset += chunk.length;
    }
    raw = await inflate(joined);
  } catch {
    return null;
  }
  const stride = width * channels;
  if (raw.length < height * (stride + 1)) return null;
  const data = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? data[y * stride + x - channels]! : 0;
      const b = y > 0 ? data[(y - 1) * stride + x]! : 0;
      const c = x >= channels && y > 0 ? data[(y - 1) * stride + x - channels]! : 0;
      const predictor =
        filter === 0 ? 0 : filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : paeth(a, b, c);
      if (filter! > 4) return null;
      data[y * stride + x] = (line[x]! + predictor) & 0xff;
    }
  }
  if (colourType !== 3) return { width, height, channels, data };
  if (!palette) return null;
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) rgb.set(palette.subarray(data[i]! * 3, data[i]! * 3 + 3), i * 3);
  return { width, height, channels: 3, data: rgb };
}
