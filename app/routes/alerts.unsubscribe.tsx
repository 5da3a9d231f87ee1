// /alerts/unsubscribe?t=TOKEN (docs/product.md#alerts, decision 0048): the one-click unsubscribe
// of alert mails. No sign-in: the signed token names the saved searches and price alerts it turns
// off. GET shows what it will stop and a button; the button and a mail client's RFC 8058 POST
// ("List-Unsubscribe=One-Click", cross-origin, no cookie: workers/app.ts lets exactly this path
// through with a token) both turn them off.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Box, Button, Callout, Card, Heading, Text } from "@radix-ui/themes";
import { oneClickUnsubscribeSchema } from "~/schemas/alerts";
import {
  applyUnsubscribe,
  describeTarget,
  UNSUBSCRIBE_PARAM,
  verifyUnsubscribe,
} from "~/server/alerts/unsubscribe.server";
import { parseForm, readForm } from "~/server/http/form.server";
import { getConfig, getDb } from "~/server/platform/context.server";
import { fill } from "~/messages/messages";
import { useSay } from "~/messages/use-messages";
import { messagesOf } from "~/server/http/language.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
const INVALID = "This unsubscribe link does not work. Sign in to change your alerts under Saved searches.";
const DONE = "Done: you will get no more of these alerts.";
const GONE = "These alerts no longer exist: there is nothing to stop.";

function tokenOf(request: Request): string {
  return new URL(request.url).searchParams.get(UNSUBSCRIBE_PARAM) ?? "";
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const target = await verifyUnsubscribe(getConfig(context).appSecret, tokenOf(request));
  const messages = messagesOf(request, ["credits"]);
  if (!target) {
    return data({ messages, error: INVALID, searches: [], priceAlerts: [] }, { status: 400, headers: NO_STORE });
  }
  const { searches, priceAlerts } = await describeTarget(getDb(context), target);
  const error = searches.length + priceAlerts.length === 0 ? GONE : null;
  return data({ messages, error, searches, priceAlerts }, { headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const target = await verifyUnsubscribe(getConfig(context).appSecret, tokenOf(request));
  const submission = parseForm(await readForm(request), { schema: oneClickUnsubscribeSchema });
  if (!target || submission.status !== "success") {
    return data({ ok: false, message: INVALID }, { status: 400, headers: NO_STORE });
  }
  await applyUnsubscribe(getDb(context), target);
  return data({ ok: true, message: DONE }, { headers: NO_STORE });
}

export default function UnsubscribePage() {
  const { error, searches, priceAlerts, messages } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const say = useSay();
  const t = messages.credits.alerts;
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
      {!error && !done ? (
        <Card size={{ initial: "2", sm: "3" }}>
          <Text as="p" size="3" mb="2">
            {t.stopFor}
          </Text>
          <ul>
            {searches.map((s) => (
              <li key={`s${s.id}`}>
                <Text size="3">{fill(t.search, { name: s.name })}</Text>
              </li>
            ))}
            {priceAlerts.map((p) => (
              <li key={`p${p.id}`}>
                <Text size="3">{fill(t.price, { title: p.title })}</Text>
              </li>
            ))}
          </ul>
          <Form method="post">
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <Button type="submit" mt="3">
              {t.button}
            </Button>
          </Form>
        </Card>
      ) : null}
      <Text as="p" size="2" mt="4">
        <Link to="/">{t.browse}</Link>
      </Text>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.messages.credits.alerts.title ?? "Stop alerts | Coimbatore Properties" },
  { name: "robots", content: "noindex" },
];
