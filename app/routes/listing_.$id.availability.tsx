// POST /listing/:id/availability (docs/product.md#trust): My Listings' "Still available" and "No
// longer available", for the listing's own seller. Back with a toast, JavaScript or not.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseListingId } from "~/domain/listing-id";
import { safeRedirect } from "~/domain/safe-redirect";
import { availabilitySchema } from "~/schemas/availability";
import { requireUser } from "~/server/accounts/permissions.server";
import { parseForm, readForm, refuseWithToast } from "~/server/http/form.server";
import { notFound } from "~/server/http/responses.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { getDb } from "~/server/platform/context.server";
import { FRESHNESS_MESSAGES, ownListing, setAvailability } from "~/server/trust/freshness.server";

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  const form = await readForm(request);
  const back = safeRedirect(form.get("redirectTo"), "/seller/listings");
  const submission = parseForm(form, { schema: availabilitySchema });
  if (submission.status !== "success") return refuseWithToast(context, back, submission);
  const db = getDb(context);
  // Only its seller answers for a listing; anyone else is told it does not exist.
  if (!(await ownListing(db, user.id, id))) throw notFound();
  const answer = submission.value.answer;
  const ok = await setAvailability(db, id, answer);
  if (!ok) return redirectWithToast(context, back, "error", FRESHNESS_MESSAGES.failed);
  return redirectWithToast(
    context,
    back,
    "success",
    answer === "available" ? FRESHNESS_MESSAGES.confirmed : FRESHNESS_MESSAGES.unavailable,
  );
}

export function loader() {
  throw notFound();
}
