// POST /payments/callback/:id: where the provider's checkout sends the buyer back (a cross-site
// POST without our cookie). A resource route: Remix's Origin check for page actions would
// refuse the provider's origin; the signature is what proves the payment (docs/product.md#payments).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isLang, localisedPath } from "~/domain/language";
import { parseId } from "~/domain/listing-id";
import { getEnv } from "~/server/platform/context.server";
import { readForm } from "~/server/http/form.server";
import { handlePaymentCallback } from "~/server/credits/payments/callback.server";
import { notFound } from "~/server/http/responses.server";

export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = parseId(params.id);
  // A body over the form cap is refused unread (413); anything else odd from the provider's page
  // still takes the buyer to the order (docs/product.md#security).
  const form = await readForm(request).catch((refusal: unknown) => {
    if (refusal instanceof Response && refusal.status === 413) throw refusal;
    return new FormData();
  });
  const next = id === null ? null : await handlePaymentCallback(getEnv(context), id, form);
  if (!next) return notFound("Order not found");
  // Back in the language the buyer paid in (the checkout page's callback URL names it).
  const lang = new URL(request.url).searchParams.get("lang");
  // 303: the browser follows with a GET, so a reload never re-posts the payment.
  return redirect(isLang(lang) ? localisedPath(next, lang) : next, 303);
}

/** A GET here (a bookmark, a reload) just shows the order. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  return id === null ? notFound("Order not found") : redirect(`/payments/${id}`, 303);
}
