// A tiny PMTiles v3 writer for the tile route's tests (app/server/tiles/pmtiles.server.ts reads
// it): the 127-byte header, a gzipped root directory and, with `leaf`, one gzipped leaf
// directory holding the entries, then the tile data. Spec:
// https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md
import { env } from "cloudflare:test";
import { TILES_ARCHIVE_KEY, tileId } from "~/server/tiles/pmtiles.server";

export type TestTile = { z: number; x: number; y: number; bytes: Uint8Array };

function varints(values: number[]): number[] {
  const out: number[] = [];
  for (let value of values) {
    while (value >= 0x80) {
      out.push((value % 0x80) | 0x80);
      value = Math.floor(value / 0x80);
    }
    out.push(value);
  }
  return out;
}

type Entry = { tileId: number; offset: number; length: number; runLength: number };

function directory(entries: Entry[]): Uint8Array<ArrayBuffer> {
  let previous = 0;
  return Uint8Array.from([
    ...varints([entries.length]),
    ...varints(
      entries.map((e) => {
        const delta = e.tileId - previous;
        previous = e.tileId;
        return delta;
      }),
    ),
    ...varints(entries.map((e) => e.runLength)),
    ...varints(entries.map((e) => e.length)),
    ...varints(entries.map((e) => e.offset + 1)),
  ]);
}

async function gzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** An archive of PNG tiles (tile type 2, uncompressed tiles, gzipped directories). */
export async function pmtilesArchive(tiles: TestTile[], opts: { leaf?: boolean } = {}): Promise<Uint8Array> {
  const sorted = tiles.map((t) => ({ ...t, id: tileId(t.z, t.x, t.y) })).sort((a, b) => a.id - b.id);
  let offset = 0;
  const entries = sorted.map((t) => {
    const entry = { tileId: t.id, offset, length: t.bytes.length, runLength: 1 };
    offset += t.bytes.length;
    return entry;
  });
  const leaf = opts.leaf ? await gzip(directory(entries)) : new Uint8Array(0);
  const root = await gzip(
    directory(opts.leaf ? [{ tileId: sorted[0]!.id, offset: 0, length: leaf.length, runLength: 0 }] : entries),
  );
  const data = new Uint8Array(offset);
  sorted.forEach((t, i) => {
    data.set(t.bytes, entries[i]!.offset);
  });

  const header = new DataView(new ArrayBuffer(127));
  new TextEncoder().encodeInto("PMTiles", new Uint8Array(header.buffer));
  header.setUint8(7, 3);
  const u64 = (at: number, value: number) => header.setBigUint64(at, BigInt(value), true);
  const rootOffset = 127;
  const leafOffset = rootOffset + root.length;
  const dataOffset = leafOffset + leaf.length;
  u64(8, rootOffset);
  u64(16, root.length);
  u64(24, dataOffset); // metadata: none (length 0)
  u64(32, 0);
  u64(40, leafOffset);
  u64(48, leaf.length);
  u64(56, dataOffset);
  u64(64, data.length);
  u64(72, sorted.length);
  u64(80, sorted.length);
  u64(88, sorted.length);
  header.setUint8(96, 1); // clustered
  header.setUint8(97, 2); // directories gzipped
  header.setUint8(98, 1); // tiles uncompressed
  header.setUint8(99, 2); // png
  header.setUint8(100, Math.min(...sorted.map((t) => t.z)));
  header.setUint8(101, Math.max(...sorted.map((t) => t.z)));

  const out = new Uint8Array(dataOffset + data.length);
  out.set(new Uint8Array(header.buffer), 0);
  out.set(root, rootOffset);
  out.set(leaf, leafOffset);
  out.set(data, dataOffset);
  return out;
}

/** Puts an archive where the tile route reads it (the IMAGES bucket); null removes it. */
export async function putTilesArchive(bytes: Uint8Array | null): Promise<void> {
  if (bytes) await env.IMAGES.put(TILES_ARCHIVE_KEY, bytes);
  else await env.IMAGES.delete(TILES_ARCHIVE_KEY);
}
