// Resource route: the small listing for the map popup (thumbnail, price, area, link).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseListingId } from "~/domain/listing-id";
import { getDb } from "~/server/platform/context.server";
import { getListingSummary } from "~/server/listings/browse.server";
import { notFound } from "~/server/http/responses.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = parseListingId(params.id);
  const summary = id === null ? null : await getListingSummary(getDb(context), id);
  if (!summary) throw notFound();
  return Response.json(summary, { headers: { "Cache-Control": "public, max-age=60" } });
}
