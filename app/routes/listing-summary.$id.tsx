// Resource route: the small listing for the map popup (thumbnail, price, area, link).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getDb } from "~/server/context.server";
import { getListingSummary } from "~/server/listings.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = Number(params.id);
  const summary = Number.isSafeInteger(id) && id > 0 ? await getListingSummary(getDb(context), id) : null;
  if (!summary) return Response.json({ error: "Not found" }, { status: 404 });
  return Response.json(summary, { headers: { "Cache-Control": "public, max-age=60" } });
}
