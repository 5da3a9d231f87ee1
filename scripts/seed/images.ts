// Procedural "photos" for the demo listings, drawn on the machine (no downloads): simple
// illustrations of each property type under a Coimbatore sky with the Western Ghats behind.
// Each scene is drawn once at 1000 px and shrunk by area averaging for 375 and 128 px.
import jpeg from "jpeg-js";
import { IMAGE_WIDTHS, type ImageWidth } from "../../app/domain/catalog";
import type { PoolImage } from "./data";
import { createRng, type Rng } from "./prng";

type RGB = readonly [number, number, number];
type Paint = RGB | ((x: number, y: number) => RGB);
type Pt = readonly [number, number];

const hex = (h: string): RGB => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
const mix = (a: RGB, b: RGB, t: number): RGB => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const shade = (c: RGB, f: number): RGB => [c[0] * f, c[1] * f, c[2] * f];

/** Cheap deterministic per-pixel noise in [-1, 1] for texture (grass, soil, plaster). */
function noise(x: number, y: number): number {
  let n = (Math.imul(x | 0, 374761393) + Math.imul(y | 0, 668265263)) | 0;
  n = Math.imul(n ^ (n >>> 13), 1274126177);
  return ((n ^ (n >>> 16)) & 0xffff) / 32767.5 - 1;
}
const textured =
  (c: RGB, amount: number) =>
  (x: number, y: number): RGB =>
    shade(c, 1 + noise(x, y) * amount);

/** An RGBA canvas addressed in fractions of its size: x and y both run 0..1. */
class Canvas {
  readonly data: Uint8ClampedArray;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.data = new Uint8ClampedArray(w * h * 4).fill(255);
  }
  private put(px: number, py: number, c: RGB) {
    const i = (py * this.w + px) * 4;
    this.data[i] = c[0];
    this.data[i + 1] = c[1];
    this.data[i + 2] = c[2];
  }
  rect(x0: number, y0: number, x1: number, y1: number, paint: Paint) {
    this.poly(
      [
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
      ],
      paint,
    );
  }
  /** Scanline fill (even-odd) of a polygon given in fractions. */
  poly(points: readonly Pt[], paint: Paint) {
    const pts = points.map(([x, y]) => [x * this.w, y * this.h] as const);
    const ys = pts.map((p) => p[1]);
    const top = Math.max(0, Math.floor(Math.min(...ys)));
    const bottom = Math.min(this.h - 1, Math.ceil(Math.max(...ys)));
    for (let py = top; py <= bottom; py++) {
      const sy = py + 0.5;
      const xs: number[] = [];
      for (let i = 0; i < pts.length; i++) {
        const [ax, ay] = pts[i];
        const [bx, by] = pts[(i + 1) % pts.length];
        if ((ay <= sy && by > sy) || (by <= sy && ay > sy)) xs.push(ax + ((sy - ay) / (by - ay)) * (bx - ax));
      }
      xs.sort((a, b) => a - b);
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const from = Math.max(0, Math.round(xs[k]));
        const to = Math.min(this.w - 1, Math.round(xs[k + 1]) - 1);
        for (let px = from; px <= to; px++)
          this.put(px, py, typeof paint === "function" ? paint(px / this.w, py / this.h) : paint);
      }
    }
  }
  /** Circle with radius as a fraction of the width (so it stays round on 4:3). */
  circle(cx: number, cy: number, r: number, paint: Paint) {
    const R = r * this.w;
    const x0 = Math.max(0, Math.floor(cx * this.w - R));
    const x1 = Math.min(this.w - 1, Math.ceil(cx * this.w + R));
    const y0 = Math.max(0, Math.floor(cy * this.h - R));
    const y1 = Math.min(this.h - 1, Math.ceil(cy * this.h + R));
    for (let py = y0; py <= y1; py++)
      for (let px = x0; px <= x1; px++) {
        const dx = px + 0.5 - cx * this.w;
        const dy = py + 0.5 - cy * this.h;
        if (dx * dx + dy * dy <= R * R)
          this.put(px, py, typeof paint === "function" ? paint(px / this.w, py / this.h) : paint);
      }
  }
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

const SKIES: [RGB, RGB][] = [
  [hex("#4f8fd6"), hex("#cfe4f7")], // clear morning
  [hex("#2f6fbf"), hex("#a9d0f5")], // bright noon
  [hex("#f0a35e"), hex("#fde7b0")], // evening
  [hex("#8fb3d9"), hex("#e9eef2")], // hazy monsoon
  [hex("#5c9ee0"), hex("#f2f7fb")],
  [hex("#7a86c9"), hex("#f7c9a3")], // dusk
];

function sky(c: Canvas, v: number, horizon: number, rng: Rng) {
  const [topC, bottomC] = SKIES[v % SKIES.length];
  c.rect(0, 0, 1, horizon + 0.01, (_x, y) => mix(topC, bottomC, Math.min(1, y / horizon)));
  if (v % 3 !== 1) {
    const sx = rng.range(0.1, 0.9);
    c.circle(sx, rng.range(0.08, 0.2), 0.035, v === 2 || v === 5 ? hex("#ffd27a") : hex("#fff6d6"));
  }
  for (let k = rng.int(1, 4); k > 0; k--) {
    const cx = rng.range(0, 1);
    const cy = rng.range(0.06, horizon * 0.5);
    for (let p = 0; p < 5; p++)
      c.circle(cx + (p - 2) * 0.025, cy + (p % 2 ? -0.012 : 0.004), rng.range(0.02, 0.035), hex("#fbfbfb"));
  }
  // The Western Ghats: two layers of hazy ridges.
  for (const [layer, colour] of [
    [0, hex("#8aa3b8")],
    [1, hex("#6f8f77")],
  ] as const) {
    const phase = rng.range(0, 6);
    const height = layer === 0 ? 0.13 : 0.07;
    const pts: Pt[] = [[0, horizon]];
    for (let i = 0; i <= 40; i++) {
      const x = i / 40;
      const y = horizon - height * (0.55 + 0.3 * Math.sin(x * 5 + phase) + 0.15 * Math.sin(x * 13 + phase * 2));
      pts.push([x, y]);
    }
    pts.push([1, horizon]);
    c.poly(pts, layer === 0 ? mix(colour, bottomOf(v), 0.35) : colour);
  }
}
const bottomOf = (v: number) => SKIES[v % SKIES.length][1];

function ground(c: Canvas, horizon: number, colour: RGB) {
  c.rect(0, horizon, 1, 1, (x, y) =>
    shade(mix(colour, shade(colour, 1.25), (y - horizon) / (1 - horizon)), 1 + noise(x * 997, y * 991) * 0.08),
  );
}

function palm(c: Canvas, x: number, base: number, height: number, lean: number) {
  const topX = x + lean;
  const topY = base - height;
  const w = height * 0.035;
  c.poly(
    [
      [x - w, base],
      [x + w, base],
      [topX + w * 0.6, topY],
      [topX - w * 0.6, topY],
    ],
    hex("#7a5a3a"),
  );
  const frond = hex("#2f6b2a");
  for (let k = 0; k < 9; k++) {
    const a = (k / 9) * Math.PI * 2 + 0.3;
    const len = height * 0.33;
    const ex = topX + Math.cos(a) * len * 0.75;
    const ey = topY + Math.sin(a) * len * 0.45 + len * 0.18;
    const nx = -Math.sin(a) * height * 0.03;
    const ny = Math.cos(a) * height * 0.03;
    c.poly(
      [
        [topX + nx, topY + ny],
        [topX - nx, topY - ny],
        [ex, ey],
      ],
      k % 2 ? frond : shade(frond, 1.25),
    );
  }
  c.circle(topX, topY + height * 0.03, height * 0.02, hex("#8a6a2a"));
}

function tree(c: Canvas, x: number, base: number, size: number, rng: Rng) {
  c.rect(x - size * 0.06, base - size * 0.5, x + size * 0.06, base, hex("#6b4a2f"));
  const green = rng.pick([hex("#3d7a35"), hex("#4a8a3a"), hex("#2f6a35")]);
  for (let k = 0; k < 6; k++)
    c.circle(
      x + rng.range(-0.35, 0.35) * size,
      base - size * rng.range(0.6, 1.0),
      size * rng.range(0.18, 0.28),
      shade(green, rng.range(0.85, 1.15)),
    );
}

function windowGrid(
  c: Canvas,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  cols: number,
  rows: number,
  glass: RGB,
  frame: RGB,
) {
  const cw = (x1 - x0) / cols;
  const rh = (y1 - y0) / rows;
  for (let r = 0; r < rows; r++)
    for (let k = 0; k < cols; k++) {
      const wx = x0 + k * cw;
      const wy = y0 + r * rh;
      c.rect(wx + cw * 0.2, wy + rh * 0.2, wx + cw * 0.8, wy + rh * 0.75, frame);
      c.rect(wx + cw * 0.25, wy + rh * 0.25, wx + cw * 0.75, wy + rh * 0.7, (_x, y) =>
        mix(glass, hex("#e8f1fb"), Math.max(0, 0.5 - (y - wy) / rh) * 0.8),
      );
    }
}

function compoundWall(c: Canvas, y: number, colour: RGB, gateFrom: number, gateTo: number) {
  c.rect(0, y, 1, y + 0.07, textured(colour, 0.04));
  c.rect(0, y - 0.008, 1, y, shade(colour, 0.85));
  c.rect(gateFrom, y - 0.01, gateTo, y + 0.07, hex("#2d2d2d"));
  for (let x = gateFrom + 0.01; x < gateTo; x += 0.015) c.rect(x, y, x + 0.004, y + 0.07, hex("#5a5a5a"));
}

// ---------------------------------------------------------------------------------------------
// Scenes

const PLASTER = ["#f3e3c3", "#e9d8f0", "#d8ecd9", "#f6d2b8", "#d6e6f5", "#f7efb0"].map(hex);
const HOUSE_PAINT = ["#f4d35e", "#f2a7b8", "#9fd8a8", "#8ecae6", "#f6bd60", "#c9b6e4"].map(hex);

function scenePlot(c: Canvas, v: number, rng: Rng) {
  const horizon = 0.5;
  sky(c, v, horizon, rng);
  ground(c, horizon, hex("#7f9a4a"));
  for (let k = 0; k < 7; k++)
    palm(c, rng.range(0, 1), horizon + rng.range(0.0, 0.04), rng.range(0.14, 0.24), rng.range(-0.02, 0.02));
  // The plot: red soil in perspective, with painted boundary stones at its corners and edges.
  const soil = hex(rng.pick(["#b0603a", "#a8573a", "#b8704a"]));
  const quad: Pt[] = [
    [0.28, 0.6],
    [0.72, 0.6],
    [0.92, 0.86],
    [0.08, 0.86],
  ];
  c.poly(quad, (x, y) => shade(soil, 1 + noise(x * 1013, y * 1009) * 0.12));
  const stones: Pt[] = [];
  for (let t = 0; t <= 1.0001; t += 0.25) {
    stones.push([0.28 + 0.44 * t, 0.6], [0.08 + 0.84 * t, 0.86]);
    stones.push([0.28 - 0.2 * t, 0.6 + 0.26 * t], [0.72 + 0.2 * t, 0.6 + 0.26 * t]);
  }
  for (const [sx, sy] of stones) {
    const s = 0.006 + (sy - 0.6) * 0.03;
    c.rect(sx - s, sy - s * 4, sx + s, sy, hex("#f4f1ea"));
    c.rect(sx - s, sy - s * 4, sx + s, sy - s * 3, hex("#c8322b"));
  }
  // "For sale" board.
  const bx = 0.62 + rng.range(-0.05, 0.05);
  c.rect(bx, 0.58, bx + 0.008, 0.72, hex("#555555"));
  c.rect(bx - 0.07, 0.55, bx + 0.08, 0.63, hex(rng.pick(["#1f4e9a", "#b3261e", "#0f7a3a"])));
  c.rect(bx - 0.055, 0.57, bx + 0.065, 0.585, hex("#ffffff"));
  c.rect(bx - 0.04, 0.6, bx + 0.05, 0.61, hex("#ffffff"));
  // Tar road in front.
  c.rect(0, 0.9, 1, 1, textured(hex("#4a4a4a"), 0.1));
  for (let x = 0.02; x < 1; x += 0.16) c.rect(x, 0.945, x + 0.07, 0.955, hex("#f0f0f0"));
}

function sceneAgri(c: Canvas, v: number, rng: Rng) {
  const horizon = 0.45;
  sky(c, v, horizon, rng);
  const a = hex(rng.pick(["#5f9a3a", "#6aa845", "#4f8a35"]));
  const b = hex(rng.pick(["#8b6a3a", "#a0763f", "#7a9a3a"]));
  const vx = rng.range(0.3, 0.7);
  // Crop rows converge on a vanishing point on the horizon.
  c.rect(0, horizon, 1, 1, (x, y) => {
    const d = (y - horizon) / (1 - horizon);
    const u = (x - vx) / Math.max(0.001, d);
    const stripe = Math.floor(u * 14) & 1;
    return shade(stripe ? a : b, (0.8 + 0.35 * d) * (1 + noise(x * 997, y * 991) * 0.1));
  });
  // Rows of coconut palms along the far edge.
  for (let k = 0; k < 14; k++)
    palm(c, k / 13 + rng.range(-0.02, 0.02), horizon + 0.01, rng.range(0.1, 0.16), rng.range(-0.015, 0.015));
  // Pump shed.
  const px = rng.range(0.05, 0.75);
  c.rect(px, horizon + 0.02, px + 0.1, horizon + 0.09, hex("#efe9dc"));
  c.poly(
    [
      [px - 0.01, horizon + 0.025],
      [px + 0.05, horizon - 0.01],
      [px + 0.11, horizon + 0.025],
    ],
    hex("#b5532f"),
  );
  c.rect(px + 0.04, horizon + 0.05, px + 0.06, horizon + 0.09, hex("#4a3a2a"));
  for (let k = 0; k < 3; k++)
    palm(c, rng.range(0, 1), rng.range(0.8, 0.98), rng.range(0.35, 0.5), rng.range(-0.03, 0.03));
}

function sceneApartment(c: Canvas, v: number, rng: Rng) {
  const horizon = 0.72;
  sky(c, v, horizon, rng);
  ground(c, horizon, hex("#6f9a4a"));
  const blocks = v % 3 === 0 ? 2 : 1;
  for (let b = 0; b < blocks; b++) {
    const facade = PLASTER[(v + b * 2) % PLASTER.length];
    const x0 = blocks === 2 ? (b === 0 ? 0.08 : 0.55) : rng.range(0.22, 0.32);
    const width = blocks === 2 ? 0.36 : 0.46;
    const top = rng.range(0.06, 0.18);
    const base = horizon + 0.06;
    c.rect(x0, top, x0 + width, base, textured(facade, 0.03));
    // Side face for depth.
    c.poly(
      [
        [x0 + width, top],
        [x0 + width + 0.06, top + 0.03],
        [x0 + width + 0.06, base],
        [x0 + width, base],
      ],
      shade(facade, 0.75),
    );
    c.rect(x0 - 0.01, top - 0.015, x0 + width + 0.01, top, shade(facade, 0.7));
    const floors = Math.round((base - top) / 0.065);
    windowGrid(
      c,
      x0 + 0.02,
      top + 0.02,
      x0 + width - 0.02,
      base - 0.06,
      blocks === 2 ? 4 : 5,
      floors,
      hex("#35557a"),
      hex("#f8f8f8"),
    );
    // Balcony slabs.
    for (let f = 1; f < floors; f++) {
      const y = top + 0.02 + ((base - 0.06 - top - 0.02) / floors) * f;
      c.rect(x0 - 0.005, y - 0.008, x0 + width + 0.005, y, hex("#ffffff"));
    }
    c.rect(x0 + width * 0.42, base - 0.06, x0 + width * 0.58, base, hex("#6b4a2f"));
  }
  compoundWall(c, horizon + 0.08, hex("#e8e2d6"), 0.44, 0.56);
  c.rect(0, horizon + 0.15, 1, 1, textured(hex("#9a9a95"), 0.06));
  for (let k = 0; k < 4; k++)
    tree(c, rng.pick([rng.range(0, 0.1), rng.range(0.9, 1)]), horizon + 0.12, rng.range(0.1, 0.16), rng);
}

function sceneVilla(c: Canvas, v: number, rng: Rng) {
  const horizon = 0.66;
  sky(c, v, horizon, rng);
  ground(c, horizon, hex("#5f9a40"));
  const wall = PLASTER[v % PLASTER.length];
  const roof = hex(rng.pick(["#a8442a", "#8c3a2a", "#5a5a66", "#b45a35"]));
  const x0 = rng.range(0.18, 0.26);
  const x1 = x0 + 0.56;
  // Ground floor, first floor (set back), sloping tiled roofs.
  c.rect(x0, 0.5, x1, 0.8, textured(wall, 0.03));
  c.poly(
    [
      [x0 - 0.04, 0.5],
      [x1 + 0.04, 0.5],
      [x1 - 0.02, 0.43],
      [x0 + 0.02, 0.43],
    ],
    roof,
  );
  const f0 = x0 + 0.08;
  const f1 = x1 - 0.12;
  c.rect(f0, 0.27, f1, 0.45, textured(shade(wall, 0.97), 0.03));
  c.poly(
    [
      [f0 - 0.05, 0.28],
      [f1 + 0.05, 0.28],
      [(f0 + f1) / 2, 0.14],
    ],
    roof,
  );
  for (let k = 0; k < 8; k++) c.rect(f0 - 0.05 + k * 0.01, 0.28, f0 - 0.045 + k * 0.01, 0.281, shade(roof, 0.7));
  windowGrid(c, f0 + 0.02, 0.3, f1 - 0.02, 0.43, 3, 1, hex("#2f4f6f"), hex("#ffffff"));
  windowGrid(c, x0 + 0.02, 0.56, x0 + 0.3, 0.74, 2, 1, hex("#2f4f6f"), hex("#ffffff"));
  c.rect(x1 - 0.18, 0.6, x1 - 0.08, 0.8, hex("#7a4a2a"));
  c.rect(x1 - 0.135, 0.69, x1 - 0.125, 0.7, hex("#e0c060"));
  // Lawn, wall and gate.
  compoundWall(c, 0.84, wall, 0.62, 0.78);
  c.rect(0, 0.91, 1, 1, textured(hex("#6aa845"), 0.1));
  palm(c, rng.range(0.03, 0.12), 0.85, 0.5, 0.03);
  tree(c, rng.range(0.86, 0.96), 0.85, 0.22, rng);
}

function sceneHouse(c: Canvas, v: number, rng: Rng) {
  const horizon = 0.64;
  sky(c, v, horizon, rng);
  ground(c, horizon, hex("#8a9a5a"));
  const paint = HOUSE_PAINT[v % HOUSE_PAINT.length];
  const storeys = v % 2 === 0 ? 2 : 1;
  const x0 = rng.range(0.15, 0.3);
  const x1 = x0 + rng.range(0.45, 0.55);
  const base = 0.82;
  const top = storeys === 2 ? 0.34 : 0.54;
  c.rect(x0, top, x1, base, textured(paint, 0.04));
  c.rect(x0 - 0.015, top - 0.03, x1 + 0.015, top, shade(paint, 0.8)); // parapet
  c.rect(x0 - 0.02, top - 0.005, x1 + 0.02, top + 0.01, hex("#f4f4f4")); // sunshade slab
  for (let s = 0; s < storeys; s++) {
    const sy = base - (s + 1) * 0.24;
    windowGrid(c, x0 + 0.02, sy + 0.04, x0 + (x1 - x0) * 0.55, sy + 0.18, 2, 1, hex("#2a5a3a"), hex("#f4f4f4"));
    if (s > 0) c.rect(x0 - 0.02, sy + 0.235, x1 + 0.02, sy + 0.245, hex("#f4f4f4"));
  }
  c.rect(x1 - 0.14, base - 0.18, x1 - 0.06, base, hex("#6a3a1f"));
  // The black water tank on the terrace every Coimbatore house has.
  const tx = x0 + (x1 - x0) * 0.7;
  c.rect(tx, top - 0.1, tx + 0.06, top - 0.03, hex("#1e1e1e"));
  c.circle(tx + 0.03, top - 0.1, 0.03, hex("#2a2a2a"));
  compoundWall(c, 0.84, shade(paint, 0.9), 0.7, 0.84);
  c.rect(0, 0.91, 1, 1, textured(hex("#555555"), 0.1));
  tree(c, rng.range(0.02, 0.1), 0.86, 0.28, rng);
  if (rng.chance(0.6)) palm(c, rng.range(0.88, 0.98), 0.84, 0.45, -0.03);
}

function sceneCommercial(c: Canvas, v: number, rng: Rng) {
  const horizon = 0.7;
  sky(c, v, horizon, rng);
  ground(c, horizon, hex("#8a8a80"));
  if (v >= 3) {
    // Glass office block.
    const x0 = rng.range(0.2, 0.3);
    const x1 = x0 + 0.5;
    c.rect(x0, 0.1, x1, 0.86, (x, y) => mix(hex("#2f5f8f"), hex("#9cc3e6"), Math.abs(Math.sin((x - y) * 6))));
    for (let y = 0.12; y < 0.86; y += 0.05) c.rect(x0, y, x1, y + 0.006, hex("#d8dde2"));
    for (let x = x0; x < x1; x += 0.1) c.rect(x, 0.1, x + 0.006, 0.86, hex("#d8dde2"));
    c.rect(x0 + 0.18, 0.74, x0 + 0.32, 0.86, hex("#1f2f3f"));
    c.rect(x0, 0.66, x1, 0.72, hex(rng.pick(["#c0392b", "#1f4e9a", "#0f7a3a"])));
  } else {
    // A row of shops with shutters and sign boards.
    const x0 = 0.05;
    const x1 = 0.95;
    const facade = PLASTER[(v + 3) % PLASTER.length];
    c.rect(x0, 0.28, x1, 0.86, textured(facade, 0.03));
    windowGrid(c, x0 + 0.02, 0.31, x1 - 0.02, 0.55, 6, 2, hex("#35557a"), hex("#ffffff"));
    const shops = 4;
    const sw = (x1 - x0) / shops;
    const signs = ["#c0392b", "#1f4e9a", "#f1c40f", "#0f7a3a", "#8e44ad", "#e67e22"].map(hex);
    for (let s = 0; s < shops; s++) {
      const sx = x0 + s * sw;
      c.rect(sx + 0.01, 0.58, sx + sw - 0.01, 0.64, signs[(s + v) % signs.length]);
      c.rect(sx + 0.03, 0.6, sx + sw - 0.03, 0.615, hex("#ffffff"));
      c.rect(sx + 0.015, 0.66, sx + sw - 0.015, 0.86, hex("#9aa0a6"));
      for (let y = 0.67; y < 0.86; y += 0.012) c.rect(sx + 0.015, y, sx + sw - 0.015, y + 0.003, hex("#7d838a"));
      if ((s + v) % 3 === 0) c.rect(sx + 0.015, 0.66, sx + sw - 0.015, 0.78, hex("#3a2f28")); // open shop
    }
  }
  c.rect(0, 0.86, 1, 0.9, hex("#c8c2b8"));
  c.rect(0, 0.9, 1, 1, textured(hex("#474747"), 0.1));
  for (let x = 0.02; x < 1; x += 0.16) c.rect(x, 0.945, x + 0.07, 0.955, hex("#f0f0f0"));
}

function sceneInterior(c: Canvas, v: number, rng: Rng) {
  const wall = PLASTER[(v + 1) % PLASTER.length];
  // Back wall in the middle, side walls, ceiling and a tiled floor in perspective.
  const bx0 = 0.22,
    bx1 = 0.78,
    by0 = 0.18,
    by1 = 0.66;
  c.rect(0, 0, 1, 1, shade(wall, 0.88));
  c.poly(
    [
      [0, 0],
      [1, 0],
      [bx1, by0],
      [bx0, by0],
    ],
    shade(wall, 1.05),
  );
  c.poly(
    [
      [0, 0],
      [bx0, by0],
      [bx0, by1],
      [0, 1],
    ],
    shade(wall, 0.82),
  );
  c.poly(
    [
      [1, 0],
      [bx1, by0],
      [bx1, by1],
      [1, 1],
    ],
    shade(wall, 0.9),
  );
  c.rect(bx0, by0, bx1, by1, textured(wall, 0.02));
  const tile = hex(rng.pick(["#e6dccb", "#d9d4cc", "#c9b79c", "#efe8dd"]));
  c.poly(
    [
      [bx0, by1],
      [bx1, by1],
      [1, 1],
      [0, 1],
    ],
    (x, y) => {
      const d = (y - by1) / (1 - by1);
      const u = (x - 0.5) / (0.28 + 0.22 * d);
      const row = Math.floor(Math.log(1 + d * 8) * 4);
      const checker = (Math.floor(u * 4) + row) & 1;
      return shade(tile, (checker ? 1 : 0.93) * (0.9 + 0.12 * d));
    },
  );
  // Window with a view of green and sky.
  const wx = rng.range(0.3, 0.55);
  c.rect(wx, 0.26, wx + 0.16, 0.46, hex("#ffffff"));
  c.rect(wx + 0.01, 0.27, wx + 0.15, 0.45, (_x, y) => mix(hex("#8cc4f0"), hex("#6aa845"), y > 0.4 ? 1 : 0));
  c.rect(wx + 0.077, 0.27, wx + 0.083, 0.45, hex("#ffffff"));
  const fabric = hex(rng.pick(["#7d5a44", "#3f5f7f", "#6a7a4a", "#9a4a4a", "#55555f", "#b08a5a"]));
  if (v % 3 === 2) {
    // Bedroom: bed with pillows.
    c.rect(0.3, 0.5, 0.7, 0.6, shade(fabric, 0.7));
    c.poly(
      [
        [0.3, 0.6],
        [0.7, 0.6],
        [0.78, 0.82],
        [0.22, 0.82],
      ],
      hex("#f2f0ea"),
    );
    c.rect(0.34, 0.56, 0.48, 0.62, hex("#ffffff"));
    c.rect(0.52, 0.56, 0.66, 0.62, hex("#ffffff"));
    c.poly(
      [
        [0.24, 0.7],
        [0.76, 0.7],
        [0.78, 0.82],
        [0.22, 0.82],
      ],
      fabric,
    );
  } else if (v % 3 === 1) {
    // Kitchen: counter with cabinets and a granite top.
    c.rect(bx0, 0.48, bx1, by1 + 0.02, hex("#8a5a3a"));
    c.rect(bx0, 0.46, bx1, 0.48, hex("#2a2a2a"));
    for (let x = bx0 + 0.02; x < bx1; x += 0.09) c.rect(x, 0.5, x + 0.07, by1, shade(hex("#8a5a3a"), 1.15));
    c.rect(bx0, 0.2, bx1, 0.3, hex("#9a6a4a"));
  } else {
    // Living room: sofa, rug and a lamp.
    c.poly(
      [
        [0.3, 0.74],
        [0.7, 0.74],
        [0.76, 0.86],
        [0.24, 0.86],
      ],
      hex(rng.pick(["#b5533f", "#3f6f8f", "#c9a04a"])),
    );
    c.rect(0.32, 0.5, 0.68, 0.6, shade(fabric, 0.85));
    c.rect(0.3, 0.58, 0.7, 0.68, fabric);
    c.rect(0.28, 0.54, 0.33, 0.68, shade(fabric, 0.8));
    c.rect(0.67, 0.54, 0.72, 0.68, shade(fabric, 0.8));
    c.rect(0.74, 0.38, 0.745, 0.66, hex("#333333"));
    c.poly(
      [
        [0.72, 0.38],
        [0.765, 0.38],
        [0.755, 0.33],
        [0.73, 0.33],
      ],
      hex("#f6e7b0"),
    );
  }
  c.circle(0.5, 0.04, 0.03, hex("#fff7d6"));
}

const SCENES: Record<PoolImage["scene"], (c: Canvas, v: number, rng: Rng) => void> = {
  plot: scenePlot,
  agriLand: sceneAgri,
  apartment: sceneApartment,
  villa: sceneVilla,
  house: sceneHouse,
  commercial: sceneCommercial,
  interior: sceneInterior,
};

// ---------------------------------------------------------------------------------------------

/** Area-averaging downscale of an RGBA buffer (smooth edges for the small sizes). */
function downscale(src: Uint8ClampedArray, sw: number, sh: number, dw: number, dh: number): Uint8ClampedArray {
  const out = new Uint8ClampedArray(dw * dh * 4);
  const fx = sw / dw;
  const fy = sh / dh;
  for (let y = 0; y < dh; y++) {
    const y0 = Math.floor(y * fy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * fy));
    for (let x = 0; x < dw; x++) {
      const x0 = Math.floor(x * fx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * fx));
      let r = 0,
        g = 0,
        b = 0;
      for (let yy = y0; yy < y1; yy++)
        for (let xx = x0; xx < x1; xx++) {
          const i = (yy * sw + xx) * 4;
          r += src[i];
          g += src[i + 1];
          b += src[i + 2];
        }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * dw + x) * 4;
      out[o] = r / n;
      out[o + 1] = g / n;
      out[o + 2] = b / n;
      out[o + 3] = 255;
    }
  }
  return out;
}

export const heightFor = (width: number) => Math.round((width * 3) / 4);

export type RenderedImage = { width: number; height: number; jpeg: Uint8Array };

/** One pool picture as JPEGs at every served width (4:3). Deterministic per scene and variant. */
export function renderPoolImage(image: PoolImage): Record<ImageWidth, RenderedImage> {
  const big = Math.max(...IMAGE_WIDTHS);
  const canvas = new Canvas(big, heightFor(big));
  const seed = image.variant * 7919 + Object.keys(SCENES).indexOf(image.scene) * 104729 + 17;
  SCENES[image.scene](canvas, image.variant, createRng(seed));
  const out = {} as Record<ImageWidth, RenderedImage>;
  for (const width of IMAGE_WIDTHS) {
    const height = heightFor(width);
    const data = width === big ? canvas.data : downscale(canvas.data, big, heightFor(big), width, height);
    const encoded = jpeg.encode({ data, width, height }, width >= 1000 ? 80 : 82);
    out[width] = { width, height, jpeg: new Uint8Array(encoded.data) }; // a copy: standalone bytes, not a view into a pooled Buffer
  }
  return out;
}
