// /dev/pay/:id: the local test provider's checkout page (local and test runs only, never in
// production): "Pay successfully", "Authorize only" (manual capture: the app captures it),
// "Fail payment" or "Cancel". Paying signs the callback like
// Razorpay and fires the webhooks in the background, so the whole flow runs on one machine.
import {
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, type ShouldRevalidateFunction, useActionData, useLoaderData } from "@remix-run/react";
import { Box, Button, Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useEffect, useRef } from "react";
import { StatusButton } from "~/components/forms";
import { formatCount, formatRupees } from "~/domain/format";
import { parseId } from "~/domain/listing-id";
import { localPaySchema } from "~/schemas/credits";
import { getEnv, isLocal } from "~/server/platform/context.server";
import { parseForm, readForm, refuseWithToast } from "~/server/http/form.server";
import { paymentConfig } from "~/server/credits/payments/config.server";
import { payLocally } from "~/server/credits/payments/local-checkout.server";
import { getOrder, hasProviderOrder } from "~/server/credits/payments/orders.server";
import { requireUser } from "~/server/accounts/permissions.server";
import { notFound } from "~/server/http/responses.server";

async function localOrder(request: Request, params: { id?: string }, context: AppLoadContext) {
  const env = getEnv(context);
  if (!isLocal(env) || paymentConfig(env).provider !== "local") throw notFound();
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  const order = id === null ? null : await getOrder(env, id);
  if (!order || order.userId !== user.id || !hasProviderOrder(order)) throw notFound();
  return { env, order };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { order } = await localOrder(request, params, context);
  return {
    order: {
      id: order.id,
      credits: order.credits,
      amount: order.amount,
      providerOrderId: order.providerOrderId,
      paid: order.status === "paid",
    },
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { env, order } = await localOrder(request, params, context);
  if (order.status === "paid") return redirect(`/payments/${order.id}`, 303);
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: localPaySchema });
  if (submission.status !== "success") return refuseWithToast(context, `/dev/pay/${order.id}`, submission);
  return { post: await payLocally(env, context.cloudflare.ctx, order, submission.value.outcome) };
}

// The page must stay put after paying (the webhook may credit the order before the callback).
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult?.post ? false : defaultShouldRevalidate;

export default function LocalCheckout() {
  const { order } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const returnForm = useRef<HTMLFormElement>(null);

  // Like the provider's page: with JavaScript the browser goes back on its own.
  useEffect(() => {
    if (data?.post) returnForm.current?.submit();
  }, [data]);

  return (
    <Box p={{ initial: "3", sm: "5" }} maxWidth="560px" mx="auto">
      <Card size="3">
        <Flex direction="column" gap="4">
          <Callout.Root color="amber">
            <Callout.Text>Local test payment page. No real money is involved.</Callout.Text>
          </Callout.Root>
          <Heading as="h1" size="6">
            Test checkout
          </Heading>
          <Text as="p" size="3">
            {formatCount(order.credits, "credit")} for <strong>{formatRupees(order.amount)}</strong>
          </Text>
          <Text as="p" size="1" color="gray">
            Order {order.providerOrderId}
          </Text>
          {data?.post ? (
            <form ref={returnForm} method="post" action={data.post.action}>
              {data.post.fields.map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <Text as="p" size="2" mb="3">
                Payment processed. Returning to Coimbatore Properties…
              </Text>
              <StatusButton>Continue</StatusButton>
            </form>
          ) : order.paid ? (
            <Text as="p" size="3">
              This order is paid. <Link to={`/payments/${order.id}`}>See the result</Link>
            </Text>
          ) : (
            <Flex gap="3" wrap="wrap">
              <Form method="post">
                <StatusButton color="green" name="outcome" value="success">
                  Pay successfully
                </StatusButton>
              </Form>
              <Form method="post">
                <StatusButton variant="soft" name="outcome" value="authorize">
                  Authorize only (not captured)
                </StatusButton>
              </Form>
              <Form method="post">
                <StatusButton color="red" variant="soft" name="outcome" value="fail">
                  Fail payment
                </StatusButton>
              </Form>
              <Button asChild size="3" variant="outline" color="gray">
                <a href={`/payments/${order.id}?outcome=cancelled`}>Cancel</a>
              </Button>
            </Flex>
          )}
        </Flex>
      </Card>
    </Box>
  );
}

export const meta: MetaFunction = () => [{ title: "Test checkout" }, { name: "robots", content: "noindex" }];
