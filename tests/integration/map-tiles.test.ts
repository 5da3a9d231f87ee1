// /tiles/<z>/<x>/<y>.<ext> (docs/product.md#operations, decision 0039): tiles read from a
// PMTiles v3 archive in R2 with range reads, through a root directory or a leaf directory;
// long caching for a tile, 404 for a tile the archive lacks and for a malformed address.
import { afterAll, describe, expect, it } from "vitest";
import { readDirectory, tileId } from "~/server/tiles/pmtiles.server";
import { PNG_1x1 } from "../helpers/db";
import { get } from "../helpers/http";
import { pmtilesArchive, putTilesArchive } from "../helpers/pmtiles";

// Coimbatore's centre at zoom 12 and 14, and the world at zoom 0.
const TILES = [
  { z: 0, x: 0, y: 0, bytes: PNG_1x1 },
  { z: 12, x: 2922, y: 1874, bytes: Uint8Array.from([...PNG_1x1, 1]) },
  { z: 14, x: 11690, y: 7497, bytes: Uint8Array.from([...PNG_1x1, 2, 2]) },
];

afterAll(() => putTilesArchive(null));

describe("tile ids", () => {
  it("follow the spec's Hilbert order", () => {
    // Values from the PMTiles v3 spec's reference implementation.
    expect(tileId(0, 0, 0)).toBe(0);
    expect([tileId(1, 0, 0), tileId(1, 0, 1), tileId(1, 1, 1), tileId(1, 1, 0)]).toEqual([1, 2, 3, 4]);
    expect(tileId(2, 0, 0)).toBe(5);
    expect(tileId(3, 7, 0)).toBe(84);
    expect(tileId(20, 0, 0)).toBe(366503875925);
  });

  it("read a directory's contiguous offsets (0 means right after the previous tile)", () => {
    // 2 entries: ids 5, 6; run lengths 1, 1; lengths 10, 20; offsets 0 (stored 1), contiguous (0).
    expect(readDirectory(Uint8Array.from([2, 5, 1, 1, 1, 10, 20, 1, 0]))).toEqual([
      { tileId: 5, offset: 0, length: 10, runLength: 1 },
      { tileId: 6, offset: 10, length: 20, runLength: 1 },
    ]);
  });
});

describe.each([
  ["root directory", false],
  ["leaf directory", true],
])("/tiles from an archive with a %s", (_name, leaf) => {
  it("serves each tile with its type and a week of caching, 404 for the others", async () => {
    await putTilesArchive(await pmtilesArchive(TILES, { leaf }));
    for (const tile of TILES) {
      const res = await get(`/tiles/${tile.z}/${tile.x}/${tile.y}.png`);
      expect(res.status, `${tile.z}/${tile.x}/${tile.y}`).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("image/png");
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=604800");
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(tile.bytes);
    }
    // Missing tiles: a neighbour, another zoom, and the right tile asked as another format.
    for (const path of ["/tiles/14/11691/7497.png", "/tiles/13/5845/3748.png", "/tiles/12/2922/1874.webp"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    }
  });
});

describe("/tiles", () => {
  it("answers 404 for malformed or impossible addresses", async () => {
    await putTilesArchive(await pmtilesArchive(TILES));
    for (const path of [
      "/tiles/1/2/0.png", // x outside zoom 1
      "/tiles/0/0/1.png", // y outside zoom 0
      "/tiles/23/0/0.png", // past the deepest zoom
      "/tiles/a/0/0.png",
      "/tiles/0/0/0",
      "/tiles/0/-1/0.png",
      "/tiles/0/0/0.png.exe",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("answers 404 when no archive is uploaded", async () => {
    await putTilesArchive(null);
    expect((await get("/tiles/0/0/0.png")).status).toBe(404);
  });
});
