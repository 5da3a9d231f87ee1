// /payments/checkout/:id (Razorpay): the order summary and the pay button. Without JavaScript the
// button posts a plain form to Razorpay's Hosted Checkout; with JavaScript it opens Standard
// Checkout (checkout.js). Both come back to /payments/callback/:id (docs/product.md#payments).
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Box, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useEffect, useRef } from "react";
import { StatusButton } from "~/components/forms";
import { purchaseDescription, rupeesToPaise } from "~/domain/credits";
import { creditCount } from "~/components/credits/credit-count";
import { formatRupees } from "~/domain/format";
import { fill } from "~/messages/messages";
import { messagesOf, requestLang } from "~/server/http/language.server";
import { localisedPath } from "~/domain/language";
import { parseId } from "~/domain/listing-id";
import { notFound } from "~/server/http/responses.server";
import { appOrigin, getDb, getEnv } from "~/server/platform/context.server";
import { paymentConfig } from "~/server/credits/payments/config.server";
import { getOrder, hasProviderOrder } from "~/server/credits/payments/orders.server";
import {
  type CheckoutDetails,
  hostedCheckoutFields,
  RAZORPAY_CHECKOUT_JS,
  RAZORPAY_HOSTED_CHECKOUT,
  standardCheckoutOptions,
} from "~/server/credits/payments/razorpay.server";
import { getProfile } from "~/server/accounts/profile.server";
import { requireVerifiedUser } from "~/server/accounts/permissions.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireVerifiedUser(request, context);
  const env = getEnv(context);
  const id = parseId(params.id);
  const order = id === null ? null : await getOrder(env, id);
  if (!order || order.userId !== user.id) throw notFound();
  if (order.status !== "created" || !hasProviderOrder(order)) throw redirect(`/payments/${order.id}`);
  const config = paymentConfig(env);
  if (config.provider !== "razorpay") throw notFound();

  const origin = appOrigin(env, request);
  const lang = requestLang(request);
  const profile = await getProfile(getDb(context), user.id);
  const details: CheckoutDetails = {
    keyId: config.keyId,
    providerOrderId: order.providerOrderId,
    amountPaise: rupeesToPaise(order.amount),
    description: purchaseDescription(order),
    // The buyer comes back in the page's language: the callback's path stays the one the Worker
    // lets through cross-site, with the language in its query (payments.callback.$id.tsx).
    callbackUrl: `${origin}/payments/callback/${order.id}${lang === "en" ? "" : `?lang=${lang}`}`,
    cancelUrl: `${origin}${localisedPath(`/payments/${order.id}`, lang)}?outcome=cancelled`,
    prefill: { name: user.fullName, email: user.email, contact: profile?.phone ?? "" },
  };
  return {
    messages: messagesOf(request, ["credits"]),
    order: { id: order.id, credits: order.credits, amount: order.amount },
    hostedAction: RAZORPAY_HOSTED_CHECKOUT,
    checkoutScript: RAZORPAY_CHECKOUT_JS,
    hostedFields: hostedCheckoutFields(details),
    standard: standardCheckoutOptions(details),
  };
}

type RazorpayCtor = new (options: unknown) => { open(): void };

export default function RazorpayCheckout() {
  const { order, hostedAction, checkoutScript, hostedFields, standard, messages } = useLoaderData<typeof loader>();
  const t = messages.credits.checkout;
  const ready = useRef<RazorpayCtor | null>(null);

  useEffect(() => {
    const script = document.createElement("script");
    script.src = checkoutScript;
    script.async = true;
    script.onload = () => {
      ready.current = (window as unknown as { Razorpay?: RazorpayCtor }).Razorpay ?? null;
    };
    document.body.appendChild(script);
    return () => {
      script.remove();
    };
  }, [checkoutScript]);

  // Standard Checkout when its script loaded; otherwise the plain form goes to Hosted Checkout.
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const Razorpay = ready.current;
    if (!Razorpay) return;
    event.preventDefault();
    new Razorpay(standard).open();
  }

  return (
    <Box p={{ initial: "3", sm: "5" }} maxWidth="560px" mx="auto">
      <Card size="3">
        <Flex direction="column" gap="4">
          <Heading as="h1" size="6">
            {fill(t.heading, { count: creditCount(order.credits, messages.credits.count) })}
          </Heading>
          <Text size="6" weight="bold">
            {formatRupees(order.amount)}
          </Text>
          <Text as="p" size="2" color="gray">
            {t.note}
          </Text>
          <form method="post" action={hostedAction} onSubmit={onSubmit}>
            {hostedFields.map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {/* A plain form that leaves for Razorpay: the browser shows its progress, never pending here. */}
            <StatusButton fullWidth>{fill(t.pay, { amount: formatRupees(order.amount) })}</StatusButton>
          </form>
          <Text size="2">
            <Link to="/buy-credits">{t.another}</Link>
          </Text>
        </Flex>
      </Card>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.messages.credits.checkout.title ?? "Checkout | Coimbatore Properties" },
  { name: "robots", content: "noindex" },
];
