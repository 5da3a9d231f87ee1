// Pictures with structure for the perceptual hash (docs/product.md#trust): a flat colour hashes
// to nothing, so the duplicate tests draw scenes (a sky gradient, a house, a tree, a road) with
// jpeg-js, at any size, crop and JPEG quality.
import jpeg from "jpeg-js";

type Rgb = [number, number, number];
/** Paints the point (u, v) of the scene, both 0..1. */
type Scene = (u: number, v: number) => Rgb;

const inCircle = (u: number, v: number, cu: number, cv: number, r: number) => (u - cu) ** 2 + (v - cv) ** 2 < r * r;

/** A house with a red roof under a blue sky, a tree on the left, a road in front. */
export const houseScene: Scene = (u, v) => {
  if (v > 0.78) return Math.abs(u - 0.55) < 0.08 + (v - 0.78) * 0.6 ? [90, 90, 95] : [70, 140, 60];
  if (inCircle(u, v, 0.18, 0.45, 0.13)) return [30, 110, 40];
  if (u > 0.16 && u < 0.2 && v > 0.55) return [100, 70, 40];
  if (u > 0.4 && u < 0.85 && v > 0.5 && v <= 0.78) {
    if (u > 0.58 && u < 0.67 && v > 0.62) return [80, 50, 30];
    if ((u > 0.45 && u < 0.53) || (u > 0.72 && u < 0.8))
      return v > 0.56 && v < 0.66 ? [180, 210, 240] : [235, 225, 200];
    return [235, 225, 200];
  }
  if (v > 0.3 && v <= 0.5 && Math.abs(u - 0.625) < (v - 0.3) * 1.3) return [180, 50, 40];
  return [120 + v * 150, 170 + v * 70, 240];
};

/** Another property entirely: diagonal rows of a coconut grove beside a lake and a hill. */
export const groveScene: Scene = (u, v) => {
  if (v < 0.35 && v > 0.15 + 0.2 * Math.abs(u - 0.7)) return [110, 120, 90];
  if (v < 0.35) return [250 - v * 200, 200, 150];
  if (u < 0.35 && v > 0.5) return [40, 90, 160 + v * 60];
  const stripe = Math.floor((u * 6 + v * 4) % 2);
  return stripe ? [40, 120, 30] : [150, 130, 70];
};

/**
 * A scene of its own for each `seed` (a gradient and a dozen coloured blocks and discs): tests
 * share one database, so a test that must match only its own photos draws from a fresh seed.
 */
export function randomScene(seed: number): Scene {
  let state = seed * 2654435761 + 1;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const colour = (): Rgb => [next() * 255, next() * 255, next() * 255];
  const shapes = Array.from({ length: 12 }, () => ({
    disc: next() < 0.5,
    u: next(),
    v: next(),
    size: 0.08 + next() * 0.25,
    colour: colour(),
  }));
  const [top, bottom] = [colour(), colour()];
  return (u, v) => {
    for (let i = shapes.length - 1; i >= 0; i--) {
      const s = shapes[i]!;
      const inside = s.disc
        ? inCircle(u, v, s.u, s.v, s.size / 2)
        : Math.abs(u - s.u) < s.size / 2 && Math.abs(v - s.v) < s.size / 3;
      if (inside) return s.colour;
    }
    return [0, 1, 2].map((c) => top[c]! + (bottom[c]! - top[c]!) * v) as Rgb;
  };
}

/** A seed no other test in this run uses. */
export const freshSeed = () => Math.floor(Math.random() * 2 ** 30);

/**
 * `scene` as a `width` x `height` JPEG at `quality`; `crop` (a fraction) cuts that much off the
 * left and the top, as a phone's slightly different framing would.
 */
export function scenePhoto(scene: Scene, width: number, height: number, quality = 90, crop = 0): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = scene(crop + (x / width) * (1 - crop), crop + (y / height) * (1 - crop));
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return new Uint8Array(jpeg.encode({ width, height, data }, quality).data);
}
