// /admin/users/:id/credits (docs/product.md#admin): an admin adds or removes a user's credits
// with a reason. The change runs in the user's UserCredits Durable Object: balance, ledger row
// (shown in their /credit-history) and audit row in one batch, never below 0, once per form.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Box, Card, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { AdminNav } from "~/components/admin/admin-nav";
import { AdjustCreditsForm } from "~/components/admin-users/adjust-credits-form";
import { adminMeta, countText, useAdminWords } from "~/components/admin/admin-words";
import { CREDIT_MESSAGES } from "~/domain/credits";
import { canAdjustCredits } from "~/domain/permissions";
import { fill } from "~/messages/messages";
import { adjustCreditsSchema } from "~/schemas/admin-users";
import { adjustCredits, creditTarget } from "~/server/admin/users.server";
import { getDb, getEnv } from "~/server/platform/context.server";
import { randomToken } from "~/server/platform/crypto.server";
import { invalidForm, parseForm, readForm } from "~/server/http/form.server";
import { adminMessages } from "~/server/admin/messages.server";
import { requireAdmin } from "~/server/accounts/permissions.server";
import { forbidden, notFound } from "~/server/http/responses.server";
import { redirectWithToast } from "~/server/http/toast.server";

async function guard(request: Request, context: LoaderFunctionArgs["context"], id: string | undefined) {
  const actor = await requireAdmin(request, context);
  const user = id ? await creditTarget(getDb(context), id) : null;
  if (!user) throw notFound();
  if (!canAdjustCredits(actor, user)) throw forbidden();
  return { actor, user };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { user } = await guard(request, context, params.id);
  return { messages: adminMessages(request), user, token: randomToken(18) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { actor, user } = await guard(request, context, params.id);
  const submission = parseForm(await readForm(request), { schema: adjustCreditsSchema });
  if (submission.status !== "success") {
    return invalidForm(submission.reply({ formErrors: [CREDIT_MESSAGES.adjustFailed] }));
  }
  const result = await adjustCredits(getEnv(context), actor, user.id, submission.value);
  if (!result.ok) return invalidForm(submission.reply({ formErrors: [result.message] }));
  return redirectWithToast(
    context,
    `/admin/users/${encodeURIComponent(user.id)}/credits`,
    "success",
    CREDIT_MESSAGES.adjusted,
  );
}

export default function AdjustCreditsPage() {
  const { user, token } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const name = user.fullName || user.username;
  const words = useAdminWords();
  const t = words.credits;
  return (
    <Box p={{ initial: "3", sm: "5" }} className="admin-page">
      <AdminNav />
      <Card size={{ initial: "2", sm: "3" }}>
        <Heading as="h1" size="6" mb="1">
          {fill(t.heading, { name })}
        </Heading>
        <Text as="p" size="3" mb="4">
          @{user.username} · {t.balance} <strong>{countText(words, user.credits, "credit")}</strong>
        </Text>
        <AdjustCreditsForm key={token} token={token} lastResult={lastResult} />
      </Card>
      <Text as="p" size="2" mt="4">
        <RadixLink asChild>
          <Link to="/admin/users">{words.common.backToUsers}</Link>
        </RadixLink>
      </Text>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data, (t) => t.credits.title, "Adjust credits | Admin");
