// A stand-in for an OpenStreetMap tile (the bench machine has no internet): a 256 px PNG of
// streets and a park, about the size of a real city tile (22 KB), served from the bench's
// static folder for every {z}/{x}/{y}, so Lighthouse sees the map page load tiles as it does in
// production instead of logging a failed request for each one.
import { crc32, deflateSync } from "node:zlib";

const LAND = [242, 239, 233];
const PARK = [205, 235, 176];
const STREET = [255, 255, 255];
const MAIN_ROAD = [247, 250, 191];

/** The colour at (x, y) of a 256 px tile; a 512 px tile asks with halved coordinates. */
function colourAt(x: number, y: number): number[] {
  if (Math.abs(x - y * 0.7 - 30) < 4) return MAIN_ROAD;
  if (x % 64 < 5 || y % 48 < 4) return STREET;
  if (x > 150 && x < 220 && y > 20 && y < 90) return PARK;
  return LAND;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The stand-in tile at 256 px, or at 512 px (`scale` 2) for a provider's high-density `@2x` twin. */
export function benchTilePng(scale: 1 | 2 = 1): Uint8Array {
  const SIZE = 256 * scale;
  // A little fixed noise, as a rendered tile has (text, buildings), so it compresses like one.
  let seed = 42;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed % 5) - 2;
  };
  const row = SIZE * 3 + 1;
  const raw = Buffer.alloc(SIZE * row);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const n = noise();
      colourAt(x / scale, y / scale).forEach((c, i) => {
        raw[y * row + 1 + x * 3 + i] = Math.min(255, Math.max(0, c + n));
      });
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const png = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return new Uint8Array(png);
}
