// POST /payments/callback/:id: where the provider's checkout sends the buyer back (a cross-site
// POST without our cookie). A resource route: Remix's Origin check for page actions would
// refuse the provider's origin; the signature is what proves the payment (docs/product.md#payments).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getEnv } from "~/server/context.server";
import { handlePaymentCallback } from "~/server/payments/callback.server";

function orderId(value: string | undefined): number {
  return value && /^\d{1,15}$/.test(value) ? Number(value) : 0;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const next = await handlePaymentCallback(getEnv(context), orderId(params.id), form);
  if (!next) return new Response("Order not found", { status: 404 });
  // 303: the browser follows with a GET, so a reload never re-posts the payment.
  return redirect(next, 303);
}

/** A GET here (a bookmark, a reload) just shows the order. */
export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/payments/${orderId(params.id)}`, 303);
}
