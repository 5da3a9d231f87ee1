// POST /listing/:id/resubmit: the poster sends a Rejected listing back for review
// (docs/product.md#my-listings-and-deleting): Pending again, no charge, once per rejection.
// From My Listings or the listing page; answers with a redirect back and a toast, JavaScript or not.
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { parseListingId } from "~/domain/listing-id";
import { RESUBMIT_MESSAGES } from "~/domain/listing-moderation";
import { safeRedirect } from "~/domain/safe-redirect";
import { resubmitSchema } from "~/schemas/listing";
import { getDb } from "~/server/platform/context.server";
import { parseForm, readForm } from "~/server/http/form.server";
import { resubmitListing } from "~/server/listings/manage.server";
import { requireUser } from "~/server/accounts/permissions.server";
import { forbidden, notFound } from "~/server/http/responses.server";
import { redirectWithToast } from "~/server/http/toast.server";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  const form = await readForm(request);
  const back = safeRedirect(form.get("redirectTo"), "/seller/listings");
  const submission = parseForm(form, { schema: resubmitSchema });
  if (submission.status !== "success") return redirectWithToast(context, back, "error", RESUBMIT_MESSAGES.failed);
  const result = await resubmitListing(getDb(context), user, id);
  if (result.ok) return redirectWithToast(context, back, "success", RESUBMIT_MESSAGES.resubmitted);
  if (result.reason === "not-found") throw notFound();
  if (result.reason === "forbidden") throw forbidden();
  return redirectWithToast(context, back, "error", RESUBMIT_MESSAGES.failed);
}

// A GET (someone opened the address) shows the listing.
export function loader({ params }: LoaderFunctionArgs) {
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  return redirect(`/listing/${id}`);
}
