// /buy-credits (docs/product.md#credits, #payments): the three packs, the balance, and a
// "Buy N credits" button per pack. The browser sends only a pack id; the order is made here and
// the buyer goes on to the provider's checkout.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Box, Card, Flex, Grid, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { StatusButton } from "~/components/forms";
import { creditCount } from "~/components/credits/credit-count";
import { CREDIT_MESSAGES, CREDIT_PACKS, findPack, POST_COST, REVEAL_COST } from "~/domain/credits";
import { formatRupees } from "~/domain/format";
import { fill } from "~/messages/messages";
import { messagesOf } from "~/server/http/language.server";
import { buyCreditsSchema } from "~/schemas/credits";
import { hit } from "~/server/accounts/rate-limit.server";
import { getEnv } from "~/server/platform/context.server";
import { parseForm, readForm, refuseWithToast } from "~/server/http/form.server";
import { paymentConfig } from "~/server/credits/payments/config.server";
import { createPurchaseOrder } from "~/server/credits/payments/orders.server";
import { requireVerifiedUser } from "~/server/accounts/permissions.server";
import { invariantResponse } from "~/server/http/responses.server";
import { redirectWithToast } from "~/server/http/toast.server";

const ORDERS_PER_HOUR = 20;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireVerifiedUser(request, context);
  return {
    messages: messagesOf(request, ["credits"]),
    balance: user.credits,
    packs: CREDIT_PACKS,
    testMode: paymentConfig(getEnv(context)).provider === "local",
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireVerifiedUser(request, context);
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: buyCreditsSchema });
  if (submission.status !== "success") return refuseWithToast(context, "/buy-credits", submission);
  const pack = findPack(submission.value.packId);
  invariantResponse(pack, "Unknown credit pack");
  const env = getEnv(context);
  if (!(await hit(env, `orders:${user.id}`, ORDERS_PER_HOUR, 60 * 60 * 1000))) {
    return redirectWithToast(
      context,
      "/buy-credits",
      "error",
      "Too many payment attempts. Please try again in an hour.",
    );
  }
  const result = await createPurchaseOrder(env, user.id, pack);
  if (!result.ok) return redirectWithToast(context, "/buy-credits", "error", CREDIT_MESSAGES.orderFailed);
  return redirect(result.checkoutPath, 303);
}

export default function BuyCredits() {
  const { balance, packs, testMode, messages } = useLoaderData<typeof loader>();
  const words = messages.credits;
  const t = words.buy;
  return (
    <Box p={{ initial: "3", sm: "5" }} maxWidth="960px" mx="auto">
      <Heading as="h1" size="7" mb="2">
        {t.heading}
      </Heading>
      <Text as="p" size="3" mb="1">
        {t.balance} <strong>{creditCount(balance, words.count)}</strong>
      </Text>
      <Text as="p" size="2" color="gray" mb="5">
        {t.intro}{" "}
        <RadixLink asChild>
          <Link to="/credit-history">{t.history}</Link>
        </RadixLink>
      </Text>
      <Grid columns={{ initial: "1", sm: "3" }} gap="4" asChild>
        <ul className="credit-packs">
          {packs.map((pack) => (
            <li key={pack.id}>
              <Card size="3" className="credit-pack">
                <Flex direction="column" gap="3" height="100%">
                  <Heading as="h2" size="6">
                    {creditCount(pack.credits, words.count)}
                  </Heading>
                  <Text size="6" weight="bold">
                    {formatRupees(pack.amount)}
                  </Text>
                  <Box flexGrow="1">
                    <Text as="p" size="2" color="gray">
                      {fill(t.packLine, {
                        contacts: Math.floor(pack.credits / REVEAL_COST),
                        posts: Math.floor(pack.credits / POST_COST),
                      })}
                    </Text>
                  </Box>
                  <Form method="post">
                    <StatusButton fullWidth name="packId" value={pack.id}>
                      {fill(t.button, { credits: pack.credits })}
                    </StatusButton>
                  </Form>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      </Grid>
      <Text as="p" size="1" color="gray" mt="4">
        {testMode ? t.testMode : t.secure}
      </Text>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.messages.credits.buy.title ?? "Buy credits | Coimbatore Properties" },
  { name: "robots", content: "noindex" },
];
