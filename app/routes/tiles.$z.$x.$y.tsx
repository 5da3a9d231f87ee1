// Resource route: /tiles/<z>/<x>/<y>.<ext>, the street map's tiles from the PMTiles archive in
// R2 (app/server/tiles/pmtiles.server.ts; docs/deploy.md, "The street map"). MAP_TILE_URL
// points here when the site hosts its own city extract. Tiles are cached a week by browsers and
// the edge; a tile the archive lacks (or a malformed address) is a 404 cached for an hour.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { notFound } from "~/server/http/responses.server";
import { getEnv } from "~/server/platform/context.server";
import { readTile } from "~/server/tiles/pmtiles.server";

const missing = () => notFound("No such tile", { headers: { "Cache-Control": "public, max-age=3600" } });

export async function loader({ params, context }: LoaderFunctionArgs) {
  const match = /^(\d{1,2})\/(\d{1,8})\/(\d{1,8})\.([a-z]{3,4})$/.exec(`${params.z}/${params.x}/${params.y}`);
  const [z, x, y] = (match ?? []).slice(1, 4).map(Number) as [number, number, number];
  if (!match || z > 22 || x >= 2 ** z || y >= 2 ** z) return missing();
  const tile = await readTile(getEnv(context).IMAGES, z, x, y);
  if (!tile || tile.ext !== match[4]) return missing();
  return new Response(tile.bytes, {
    headers: { "Content-Type": tile.contentType, "Cache-Control": "public, max-age=604800" },
  });
}
