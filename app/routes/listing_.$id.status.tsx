// POST /listing/:id/status: a superadmin sets a listing's status from the detail page's header
// (docs/product.md#listing-detail). Answers with a redirect back and a toast, JavaScript or not.
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { parseListingId } from "~/domain/listing-id";
import { canChangeListingStatus } from "~/domain/permissions";
import { listingStatusSchema } from "~/schemas/listing";
import { readForm } from "~/server/http/form.server";
import { mailPosterAboutStatus } from "~/server/admin/listings.server";
import { appOrigin, getDb, getEnv } from "~/server/platform/context.server";
import { LISTING_ADMIN_MESSAGES, setListingStatus } from "~/server/listings/manage.server";
import { requireUser } from "~/server/accounts/permissions.server";
import { forbidden, notFound } from "~/server/http/responses.server";
import { redirectWithToast } from "~/server/http/toast.server";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  if (!canChangeListingStatus(user)) throw forbidden();
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  const back = `/listing/${id}`;
  const parsed = listingStatusSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return redirectWithToast(context, back, "error", LISTING_ADMIN_MESSAGES.statusFailed);
  const result = await setListingStatus(getDb(context), user, id, parsed.data.status);
  if (!result.ok && result.reason === "not-found") throw notFound();
  if (result.ok) {
    await mailPosterAboutStatus(context, appOrigin(getEnv(context), request), {
      ...result,
      status: parsed.data.status,
    });
  }
  return result.ok
    ? redirectWithToast(context, back, "success", LISTING_ADMIN_MESSAGES.statusUpdated)
    : redirectWithToast(context, back, "error", LISTING_ADMIN_MESSAGES.statusFailed);
}

// A GET (someone opened the address) shows the listing.
export function loader({ params }: LoaderFunctionArgs) {
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  return redirect(`/listing/${id}`);
}
