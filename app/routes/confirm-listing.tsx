// /confirm-listing?token=... (docs/product.md#trust): the page the confirmation reminder links
// to. No sign-in: the mailed token (single-use, 14 days) is the proof. GET shows the listing and
// two buttons; each POSTs the token with its answer, which uses the token up.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Box, Button, Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { confirmTokenSchema } from "~/schemas/availability";
import { parseForm, readForm } from "~/server/http/form.server";
import { messagesOf } from "~/server/http/language.server";
import { useMessages, useSay } from "~/messages/use-messages";
import { getDb } from "~/server/platform/context.server";
import {
  answerWithToken,
  checkConfirmToken,
  FRESHNESS_MESSAGES,
  type TokenCheck,
} from "~/server/trust/freshness.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

function problem(check: TokenCheck | { status: "failed" }): string {
  switch (check.status) {
    case "used":
      return FRESHNESS_MESSAGES.tokenUsed;
    case "expired":
      return FRESHNESS_MESSAGES.tokenExpired;
    case "failed":
      return FRESHNESS_MESSAGES.failed;
    default:
      return FRESHNESS_MESSAGES.tokenInvalid;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const check = await checkConfirmToken(getDb(context), token, Date.now());
  const messages = messagesOf(request, ["sell"]);
  return data(
    check.status === "ok"
      ? { token, listing: check.listing, error: null, messages }
      : { token: "", listing: null, error: problem(check), messages },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await readForm(request), { schema: confirmTokenSchema });
  if (submission.status !== "success") {
    return data({ ok: false, message: FRESHNESS_MESSAGES.tokenInvalid }, { status: 400, headers: NO_STORE });
  }
  const { token, answer } = submission.value;
  const result = await answerWithToken(getDb(context), token, answer, Date.now());
  if (result.status !== "ok") return data({ ok: false, message: problem(result) }, { status: 400, headers: NO_STORE });
  return data(
    { ok: true, message: answer === "available" ? FRESHNESS_MESSAGES.confirmed : FRESHNESS_MESSAGES.unavailable },
    { headers: NO_STORE },
  );
}

export default function ConfirmListingPage() {
  const { token, listing, error } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const t = useMessages("sell").confirm;
  const say = useSay();
  const message = done?.message ?? error;
  return (
    <Box p={{ initial: "3", sm: "5" }} maxWidth="640px" mx="auto">
      <Heading as="h1" size="6" mb="4">
        {t.heading}
      </Heading>
      {message ? (
        <Callout.Root color={done?.ok ? "green" : "amber"} highContrast role="status" mb="4">
          <Callout.Text>{say(message)}</Callout.Text>
        </Callout.Root>
      ) : null}
      {listing && !done ? (
        <Card size={{ initial: "2", sm: "3" }}>
          <Text as="p" size="3" mb="4">
            <Link to={`/listing/${listing.id}`}>
              #{listing.id}: {listing.title}
            </Link>
          </Text>
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <Flex gap="3" wrap="wrap">
              <Button type="submit" name="answer" value="available">
                {t.stillAvailable}
              </Button>
              <Button type="submit" name="answer" value="unavailable" variant="soft" color="gray">
                {t.noLonger}
              </Button>
            </Flex>
          </Form>
        </Card>
      ) : null}
      <Text as="p" size="2" mt="4">
        <Link to="/seller/listings">{t.myListings}</Link>
      </Text>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.messages.sell.confirm.metaTitle ?? "Confirm your listing | Coimbatore Properties" },
  { name: "robots", content: "noindex" },
];
