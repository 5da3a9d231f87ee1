// POST /webhooks/razorpay: Razorpay's server-to-server notifications (docs/product.md#payments).
// The one route exempt from the same-origin rule (workers/app.ts): its signature proves it.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { getEnv } from "~/server/platform/context.server";
import { handleRazorpayWebhook } from "~/server/credits/payments/webhook.server";

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  return handleRazorpayWebhook(request, getEnv(context));
}

export async function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
