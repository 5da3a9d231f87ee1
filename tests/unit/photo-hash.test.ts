// The photo hash's pure parts (docs/product.md#trust, decision 0040): grayscale, the difference
// hash and what counts as too plain, Hamming distance, the bands and their probes (every hash
// within 7 bits shares a probed band value), area shrinking, and reading a small PNG.
import { describe, expect, it } from "vitest";
import {
  bandProbes,
  DUPLICATE_PHOTO_DISTANCE,
  differenceHash,
  HASH_BANDS,
  hammingDistance,
  hashBands,
  shrinkGray,
  toGray,
} from "~/domain/photo-hash";
import { decodeSmallPng } from "~/domain/png-pixels";

/** 9 x 8 gray pixels from a function of (column, row). */
const picture = (paint: (x: number, y: number) => number) =>
  Uint8Array.from({ length: 72 }, (_, i) => paint(i % 9, Math.floor(i / 9)));

/** A 64-bit hash with random bits (deterministic). */
function randomHash(seed: number): string {
  let s = seed;
  const next = () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s;
  };
  return [next(), next()].map((n) => n.toString(16).padStart(8, "0")).join("");
}

function flipBits(hash: string, bits: number[]): string {
  let v = BigInt(`0x${hash}`);
  for (const b of bits) v ^= 1n << BigInt(b);
  return v.toString(16).padStart(16, "0");
}

describe("difference hash", () => {
  it("sets a bit where a pixel is brighter than its right neighbour (by more than noise)", () => {
    // Falling left to right in every row: every bit set.
    expect(differenceHash(picture((x) => 200 - x * 20))).toBe("ffffffffffffffff");
    // Rising: none set, yet every pair is decided.
    expect(differenceHash(picture((x) => 20 + x * 20))).toBe("0000000000000000");
    // Only row 0 falls: the low byte.
    expect(differenceHash(picture((x, y) => (y === 0 ? 200 - x * 20 : 20 + x * 20)))).toBe("00000000000000ff");
  });

  it("is null for a picture too plain to compare: flat, noise of a level or two, only vertical change", () => {
    expect(differenceHash(picture(() => 128))).toBeNull();
    expect(differenceHash(picture((x, y) => 128 + ((x + y) % 3)))).toBeNull();
    expect(differenceHash(picture((_x, y) => y * 30))).toBeNull();
  });

  it("wants exactly 9 x 8 pixels", () => {
    expect(() => differenceHash(new Uint8Array(64))).toThrow();
  });

  it("grayscale is Rec. 601 luma, from RGB, RGBA or gray", () => {
    expect([...toGray(Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255]), 3)]).toEqual([76, 150, 29]);
    expect([...toGray(Uint8Array.from([255, 255, 255, 0, 10, 20, 30, 255]), 4)]).toEqual([255, 18]);
    expect([...toGray(Uint8Array.from([7, 255, 9, 255]), 2)]).toEqual([7, 9]);
  });

  it("shrinks by area averaging, aspect ratio ignored", () => {
    const gray = Uint8Array.from({ length: 18 * 16 }, (_, i) => (i % 18 < 9 ? 0 : 200));
    const small = shrinkGray(gray, 18, 16);
    expect(small.length).toBe(72);
    expect(small[0]).toBe(0);
    expect(small[8]).toBe(200);
    expect(small[4]).toBe(100);
  });
});

describe("distance and bands", () => {
  it("Hamming distance counts differing bits", () => {
    expect(hammingDistance("0000000000000000", "0000000000000000")).toBe(0);
    expect(hammingDistance("0000000000000000", "ffffffffffffffff")).toBe(64);
    expect(hammingDistance("0123456789abcdef", flipBits("0123456789abcdef", [0, 17, 63]))).toBe(3);
  });

  it("four interleaved 16-bit bands: band k holds bits k, k + 4, ...", () => {
    expect(hashBands("0000000000000001")).toEqual([1, 0, 0, 0]);
    expect(hashBands("0000000000000002")).toEqual([0, 1, 0, 0]);
    expect(hashBands("0000000000000010")).toEqual([2, 0, 0, 0]);
    expect(hashBands("8000000000000000")).toEqual([0, 0, 0, 0x8000]);
    expect(hashBands("ffffffffffffffff")).toEqual([0xffff, 0xffff, 0xffff, 0xffff]);
  });

  it("every hash within the duplicate distance shares a probed band value (pigeonhole, 7 bits)", () => {
    expect(DUPLICATE_PHOTO_DISTANCE).toBeLessThanOrEqual(2 * HASH_BANDS - 1);
    for (let seed = 1; seed <= 300; seed++) {
      const hash = randomHash(seed);
      const probes = bandProbes(hash);
      expect(probes.every((p) => p.length === 17)).toBe(true);
      // Worst case: the flipped bits spread as evenly as possible over the bands.
      const bits = Array.from(
        { length: 7 },
        (_, k) => ((seed + k) % HASH_BANDS) + HASH_BANDS * ((seed * 7 + k * 3) % 16),
      );
      const near = flipBits(hash, [...new Set(bits)]);
      const shared = hashBands(near).some((value, band) => probes[band]!.includes(value));
      expect(shared, `${hash} ${near}`).toBe(true);
    }
  });
});

/** A PNG of `rows` (bytes per row already in the colour type's layout), each row with `filter`. */
async function makePng(width: number, height: number, colourType: number, rows: number[][], filter: number) {
  const channels = { 0: 1, 2: 3, 4: 2, 6: 4 }[colourType] ?? 1;
  const raw: number[] = [];
  rows.forEach((row, y) => {
    raw.push(filter);
    row.forEach((value, x) => {
      const a = x >= channels ? row[x - channels]! : 0;
      const b = y > 0 ? rows[y - 1]![x]! : 0;
      raw.push((value - (filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : 0)) & 0xff);
    });
  });
  const stream = new Blob([Uint8Array.from(raw)]).stream().pipeThrough(new CompressionStream("deflate"));
  const zlib = new Uint8Array(await new Response(stream).arrayBuffer());
  const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
  const chunk = (type: string, body: number[]) => [
    ...u32(body.length),
    ...[...type].map((c) => c.charCodeAt(0)),
    ...body,
    0,
    0,
    0,
    0,
  ];
  return Uint8Array.from([
    137,
    80,
    78,
    71,
    13,
    10,
    26,
    10,
    ...chunk("IHDR", [...u32(width), ...u32(height), 8, colourType, 0, 0, 0]),
    ...chunk("IDAT", [...zlib]),
    ...chunk("IEND", []),
  ]);
}

describe("small PNG", () => {
  const rgbRows = [
    [10, 20, 30, 40, 50, 60, 70, 80, 90],
    [15, 25, 35, 200, 150, 100, 0, 5, 255],
  ];
  it.each([0, 1, 2, 3])("reads 8-bit RGB rows with filter %i", async (filter) => {
    const pixels = await decodeSmallPng(await makePng(3, 2, 2, rgbRows, filter));
    expect(pixels).toMatchObject({ width: 3, height: 2, channels: 3 });
    expect([...pixels!.data]).toEqual(rgbRows.flat());
  });

  it("reads gray and RGBA", async () => {
    expect([...(await decodeSmallPng(await makePng(2, 1, 0, [[7, 9]], 1)))!.data]).toEqual([7, 9]);
    const rgba = await decodeSmallPng(await makePng(1, 1, 6, [[1, 2, 3, 4]], 0));
    expect(rgba?.channels).toBe(4);
  });

  it("refuses what is not a small 8-bit PNG", async () => {
    expect(await decodeSmallPng(Uint8Array.from([1, 2, 3]))).toBeNull();
    const big = await makePng(
      100,
      100,
      0,
      Array.from({ length: 100 }, () => new Array(100).fill(0)),
      0,
    );
    expect(await decodeSmallPng(big)).toBeNull();
  });
});
