// Resource route: JSON price markers for the map view, for the current filters (a `bbox` among
// them, docs/product.md#search-this-area) and the live map's visible box
// (`visible=west,south,east,north`).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseFilters } from "~/domain/filters";
import { getDb } from "~/server/platform/context.server";
import { mapListings, parseBbox } from "~/server/listings/browse.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const result = await mapListings(getDb(context), parseFilters(params), parseBbox(params.get("visible")));
  return Response.json(result, { headers: { "Cache-Control": "public, max-age=60" } });
}
