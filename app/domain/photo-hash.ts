// Perceptual photo hashes for the duplicate check (docs/product.md#trust, decision 0040): a
// 64-bit difference hash (dHash) of a 9 x 8 grayscale version of the photo, compared by Hamming
// distance, and the banded index that finds near hashes without reading every photo. Pure: the
// server makes the 9 x 8 pixels with the Images binding, the demo seed from its own pictures.

/** dHash input: 9 columns so each of the 8 rows gives 8 comparisons of neighbours. */
export const HASH_WIDTH = 9;
export const HASH_HEIGHT = 8;

/**
 * Photos this close (bits that differ of 64) are the same picture: re-encoded, resized, slightly
 * cropped. 7 is the most the index below finds without fail (decision 0040).
 */
export const DUPLICATE_PHOTO_DISTANCE = 7;

/** The index: 4 bands of 16 bits each, every band probed at its value and its 16 one-bit neighbours. */
export const HASH_BANDS = 4;
const BAND_BITS = 16;

/**
 * Two neighbours differing by at most this many gray levels are equal: JPEG blocks and WebP
 * smoothing move a flat area's 9 x 8 pixels by a level or two, which would flip plain dHash's
 * bits at random. A photo with fewer than MIN_DECISIVE pairs that differ by more (a flat colour,
 * a blank, only vertical bands) has a hash that says nothing about the picture: not compared.
 */
const NOISE_LEVELS = 2;
const MIN_DECISIVE = 8;

/** Rec. 601 luma of interleaved pixels with `channels` (3 RGB, 4 RGBA, 1 or 2 gray) per pixel. */
export function toGray(pixels: Uint8Array, channels: number): Uint8Array {
  const n = Math.floor(pixels.length / channels);
  const gray = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const p = i * channels;
    gray[i] =
      channels >= 3 ? Math.round(0.299 * pixels[p]! + 0.587 * pixels[p + 1]! + 0.114 * pixels[p + 2]!) : pixels[p]!;
  }
  return gray;
}

/**
 * `gray` (width x height) shrunk to `toWidth` x `toHeight` by area averaging, aspect ratio
 * ignored (what the Images binding's fit "squeeze" does): for pictures decoded outside the
 * binding (the demo seed's).
 */
export function shrinkGray(
  gray: Uint8Array,
  width: number,
  height: number,
  toWidth = HASH_WIDTH,
  toHeight = HASH_HEIGHT,
) {
  const out = new Uint8Array(toWidth * toHeight);
  for (let ty = 0; ty < toHeight; ty++) {
    const y0 = Math.floor((ty * height) / toHeight);
    const y1 = Math.max(y0 + 1, Math.floor(((ty + 1) * height) / toHeight));
    for (let tx = 0; tx < toWidth; tx++) {
      const x0 = Math.floor((tx * width) / toWidth);
      const x1 = Math.max(x0 + 1, Math.floor(((tx + 1) * width) / toWidth));
      let sum = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += gray[y * width + x]!;
      out[ty * toWidth + tx] = Math.round(sum / ((y1 - y0) * (x1 - x0)));
    }
  }
  return out;
}

/**
 * The dHash of a 9 x 8 grayscale picture as 16 hex digits: bit (row * 8 + column) is set when a
 * pixel is brighter than its right neighbour by more than NOISE_LEVELS. Null when the picture is
 * too plain to compare.
 */
export function differenceHash(gray: Uint8Array): string | null {
  if (gray.length !== HASH_WIDTH * HASH_HEIGHT) throw new Error("differenceHash wants 9 x 8 pixels");
  let hash = 0n;
  let decisive = 0;
  for (let row = 0; row < HASH_HEIGHT; row++) {
    for (let col = 0; col < HASH_WIDTH - 1; col++) {
      const left = gray[row * HASH_WIDTH + col]!;
      const right = gray[row * HASH_WIDTH + col + 1]!;
      if (Math.abs(left - right) > NOISE_LEVELS) decisive++;
      if (left > right + NOISE_LEVELS) hash |= 1n << BigInt(row * 8 + col);
    }
  }
  return decisive < MIN_DECISIVE ? null : hash.toString(16).padStart(16, "0");
}

/** True for 16 lower-case hex digits (a stored hash). */
export function isPhotoHash(value: string): boolean {
  return /^[0-9a-f]{16}$/.test(value);
}

function popcount32(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** A hash as its two 32-bit halves, for distances measured many times (thousands of candidates). */
export function hashHalves(hash: string): [number, number] {
  return [Number.parseInt(hash.slice(0, 8), 16), Number.parseInt(hash.slice(8), 16)];
}

/** How many of the 64 bits differ between two hashes' halves. */
export function halvesDistance(a: readonly [number, number], b: readonly [number, number]): number {
  return popcount32((a[0] ^ b[0]) >>> 0) + popcount32((a[1] ^ b[1]) >>> 0);
}

/** How many of the 64 bits differ. */
export function hammingDistance(a: string, b: string): number {
  return halvesDistance(hashHalves(a), hashHalves(b));
}

/**
 * The hash cut into HASH_BANDS values of 16 bits, interleaved: band k takes bits k, k + 4, k + 8,
 * ..., so every band samples every row of the picture (a plain sky on top does not make one
 * band the same for most photos). Any partition keeps the pigeonhole argument of decision 0040.
 */
export function hashBands(hash: string): number[] {
  const value = BigInt(`0x${hash}`);
  const bands = new Array<number>(HASH_BANDS).fill(0);
  for (let bit = 0; bit < 64; bit++) {
    if ((value >> BigInt(bit)) & 1n) bands[bit % HASH_BANDS]! |= 1 << Math.floor(bit / HASH_BANDS);
  }
  return bands;
}

/**
 * The band values to look up for `hash`, per band: its own and the 16 at one bit from it. A hash
 * within 2 x HASH_BANDS - 1 = 7 bits differs in some band by at most one bit (pigeonhole), so
 * every photo within DUPLICATE_PHOTO_DISTANCE shares a probed value.
 */
export function bandProbes(hash: string): number[][] {
  return hashBands(hash).map((value) => [value, ...Array.from({ length: BAND_BITS }, (_, bit) => value ^ (1 << bit))]);
}
