// A PMTiles v3 reader over R2 range reads (docs/product.md#operations, decision 0039): the
// street map's tiles from one archive file instead of a tile server. Spec:
// https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md. The 127-byte header and the
// root directory come in one read of the first 16 KiB; a leaf directory and the tile are one
// read each. Directories are varint lists, compressed as the header says (none or gzip).

/** Where the archive lives in the IMAGES bucket (docs/deploy.md, "The street map"). */
export const TILES_ARCHIVE_KEY = "tiles/map.pmtiles";

type Header = {
  rootOffset: number;
  rootLength: number;
  leafOffset: number;
  dataOffset: number;
  compression: number;
  tileCompression: number;
  tileType: number;
};
type Entry = { tileId: number; offset: number; length: number; runLength: number };

/** Tile types of the header (byte 99) and what they are served as. */
const TILE_TYPES: Record<number, [ext: string, contentType: string]> = {
  1: ["mvt", "application/vnd.mapbox-vector-tile"],
  2: ["png", "image/png"],
  3: ["jpg", "image/jpeg"],
  4: ["webp", "image/webp"],
  5: ["avif", "image/avif"],
};

const GZIP = 2;
const NONE = 1;

/** Not a PMTiles v3 archive, or one compressed (brotli, zstd) or typed in a way this reader lacks. */
const unsupported = () => new Error("The tile archive is not a PMTiles v3 file this reader supports");

/** The tile id of z/x/y: the tiles of the lower zooms, then the Hilbert index at this zoom. */
export function tileId(z: number, x: number, y: number): number {
  let id = (4 ** z - 1) / 3;
  let tx = x;
  let ty = y;
  for (let s = 2 ** (z - 1); s >= 1; s /= 2) {
    const rx = tx & s ? 1 : 0;
    const ry = ty & s ? 1 : 0;
    id += s * s * ((3 * rx) ^ ry);
    if (ry === 0) {
      if (rx === 1) {
        tx = s - 1 - tx;
        ty = s - 1 - ty;
      }
      [tx, ty] = [ty, tx];
    }
  }
  return id;
}

async function decompress(bytes: ArrayBuffer, compression: number): Promise<ArrayBuffer> {
  if (compression === NONE) return bytes;
  if (compression !== GZIP) throw unsupported();
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
}

/** The entries of one (decompressed) directory. */
export function readDirectory(bytes: Uint8Array): Entry[] {
  let at = 0;
  const varint = () => {
    let value = 0;
    for (let shift = 1; ; shift *= 128) {
      const byte = bytes[at++];
      if (byte === undefined) throw unsupported();
      value += (byte & 0x7f) * shift;
      if (byte < 0x80) return value;
    }
  };
  const entries: Entry[] = Array.from({ length: varint() }, () => ({ tileId: 0, offset: 0, length: 0, runLength: 0 }));
  let id = 0;
  for (const e of entries) e.tileId = id += varint();
  for (const e of entries) e.runLength = varint();
  for (const e of entries) e.length = varint();
  entries.forEach((e, i) => {
    const value = varint();
    const previous = entries[i - 1];
    e.offset = value === 0 && previous ? previous.offset + previous.length : value - 1;
  });
  return entries;
}

/** The entry holding `id` (a tile run, or a leaf directory to look in), if any. */
function findEntry(entries: Entry[], id: number): Entry | null {
  let low = 0;
  let high = entries.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const entry = entries[mid]!;
    if (entry.tileId === id) return entry;
    if (entry.tileId < id) low = mid + 1;
    else high = mid - 1;
  }
  const before = entries[high];
  return before && (before.runLength === 0 || id - before.tileId < before.runLength) ? before : null;
}

async function range(bucket: R2Bucket, offset: number, length: number): Promise<ArrayBuffer | null> {
  const object = await bucket.get(TILES_ARCHIVE_KEY, { range: { offset, length } });
  return object ? object.arrayBuffer() : null;
}

function readHeader(bytes: ArrayBuffer): Header {
  const view = new DataView(bytes);
  const magic = new TextDecoder().decode(bytes.slice(0, 7));
  if (magic !== "PMTiles" || view.getUint8(7) !== 3) throw unsupported();
  const u64 = (at: number) => Number(view.getBigUint64(at, true));
  return {
    rootOffset: u64(8),
    rootLength: u64(16),
    leafOffset: u64(40),
    dataOffset: u64(56),
    compression: view.getUint8(97),
    tileCompression: view.getUint8(98),
    tileType: view.getUint8(99),
  };
}

/** The tile's bytes and type, or null when the archive holds no such tile (or no archive exists). */
export async function readTile(
  bucket: R2Bucket,
  z: number,
  x: number,
  y: number,
): Promise<{ bytes: ArrayBuffer; ext: string; contentType: string } | null> {
  const start = await range(bucket, 0, 16_384);
  if (!start) return null;
  const header = readHeader(start);
  const type = TILE_TYPES[header.tileType];
  if (!type) throw unsupported();
  const id = tileId(z, x, y);
  let dir = start.slice(header.rootOffset, header.rootOffset + header.rootLength);
  // The root, then at most three levels of leaf directories (the spec's limit).
  for (let depth = 0; depth < 4; depth++) {
    const entry = findEntry(readDirectory(new Uint8Array(await decompress(dir, header.compression))), id);
    if (!entry) return null;
    if (entry.runLength > 0) {
      const tile = await range(bucket, header.dataOffset + entry.offset, entry.length);
      if (!tile) return null;
      return { bytes: await decompress(tile, header.tileCompression), ext: type[0], contentType: type[1] };
    }
    const leaf = await range(bucket, header.leafOffset + entry.offset, entry.length);
    if (!leaf) return null;
    dir = leaf;
  }
  return null;
}
