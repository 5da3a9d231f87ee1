// /payments/:id: the result of a purchase, reached by a GET after the checkout callback (303) or
// the provider's cancel link. Only the buyer who placed the order sees it.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { Box, Button, Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useEffect } from "react";
import { CREDIT_MESSAGES, paymentFailureText } from "~/domain/credits";
import { creditCount } from "~/components/credits/credit-count";
import { formatRupees } from "~/domain/format";
import { fill } from "~/messages/messages";
import { useSay } from "~/messages/use-messages";
import { messagesOf } from "~/server/http/language.server";
import { parseId } from "~/domain/listing-id";
import { notFound } from "~/server/http/responses.server";
import { getEnv } from "~/server/platform/context.server";
import { getOrder } from "~/server/credits/payments/orders.server";
import { requireUser } from "~/server/accounts/permissions.server";

type Result =
  | { kind: "success"; message: string }
  | { kind: "pending"; message: string }
  | { kind: "failed"; message: string }
  | { kind: "cancelled"; message: string };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  const order = id === null ? null : await getOrder(getEnv(context), id);
  if (!order || order.userId !== user.id) throw notFound();

  const search = new URL(request.url).searchParams;
  const outcome = search.get("outcome");
  const reason = search.get("reason") ?? "";
  let result: Result;
  if (order.status === "paid") result = { kind: "success", message: CREDIT_MESSAGES.paymentSuccess };
  else if (order.status === "failed") {
    result = { kind: "failed", message: order.failureReason ?? CREDIT_MESSAGES.paymentFailed };
  } else if (outcome === "cancelled") result = { kind: "cancelled", message: CREDIT_MESSAGES.paymentCancelled };
  else if (outcome === "failed") {
    result = { kind: "failed", message: paymentFailureText(reason) };
  } else if (outcome === "unverified") {
    result = {
      kind: "pending",
      message:
        "We could not confirm this payment yet. If money was taken, your credits are added automatically within 30 minutes.",
    };
  } else if (outcome === "mismatch") {
    result = { kind: "failed", message: CREDIT_MESSAGES.paymentMismatch };
  } else result = { kind: "pending", message: CREDIT_MESSAGES.paymentPending };

  return {
    messages: messagesOf(request, ["credits"]),
    order: { id: order.id, credits: order.credits, amount: order.amount, createdAt: order.createdAt },
    result,
    balance: user.credits,
  };
}

const POLL_MS = 3000;
const POLL_TIMES = 20;

export default function PaymentResult() {
  const { order, result, balance, messages } = useLoaderData<typeof loader>();
  const t = messages.credits.payment;
  const say = useSay();
  const revalidator = useRevalidator();
  // With JavaScript a pending order is checked again for a minute; without, "Check again" does it.
  useEffect(() => {
    if (result.kind !== "pending") return;
    let left = POLL_TIMES;
    const timer = setInterval(() => {
      left -= 1;
      if (left <= 0) clearInterval(timer);
      revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [result.kind, revalidator.revalidate]);

  const color = result.kind === "success" ? "green" : result.kind === "pending" ? "blue" : "red";
  return (
    <Box p={{ initial: "3", sm: "5" }} maxWidth="640px" mx="auto">
      <Card size="3">
        <Flex direction="column" gap="4">
          <Heading as="h1" size="6">
            {t[result.kind]}
          </Heading>
          <Callout.Root color={color} role={result.kind === "failed" ? "alert" : "status"}>
            <Callout.Text>{say(result.message)}</Callout.Text>
          </Callout.Root>
          <Text as="p" size="2" color="gray">
            {fill(t.order, {
              id: order.id,
              count: creditCount(order.credits, messages.credits.count),
              amount: formatRupees(order.amount),
            })}
          </Text>
          <Text as="p" size="3">
            {t.balance} <strong>{creditCount(balance, messages.credits.count)}</strong>
          </Text>
          <Flex gap="3" wrap="wrap">
            {result.kind === "success" ? (
              <>
                <Button asChild>
                  <Link to="/credit-history">{t.viewHistory}</Link>
                </Button>
                <Button asChild variant="soft">
                  <Link to="/">{t.browse}</Link>
                </Button>
              </>
            ) : result.kind === "pending" ? (
              <Button asChild variant="soft">
                <Link to={`/payments/${order.id}`}>{t.checkAgain}</Link>
              </Button>
            ) : (
              <Button asChild>
                <Link to="/buy-credits">{t.tryAgain}</Link>
              </Button>
            )}
          </Flex>
        </Flex>
      </Card>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.messages.credits.payment.title ?? "Payment | Coimbatore Properties" },
  { name: "robots", content: "noindex" },
];
