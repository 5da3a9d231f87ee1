import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link } from "@remix-run/react";
import { Box, Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { StatusButton } from "~/components/forms";
import { safeRedirect } from "~/domain/safe-redirect";
import { PROFILE_MESSAGES } from "~/schemas/profile";
import { getDb, getEnv, isLocal } from "~/server/platform/context.server";
import { COOKIES, clearCookie } from "~/server/http/cookies.server";
import { readForm } from "~/server/http/form.server";
import { deleteAccount } from "~/server/accounts/account-deletion.server";
import { resolveTarget } from "~/server/accounts/profile.server";
import { forbidden, notFound } from "~/server/http/responses.server";
import { requireUser } from "~/server/accounts/permissions.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { messagesOf } from "~/server/http/language.server";
import { useMessages } from "~/messages/use-messages";

// The confirm page (JavaScript off); with JavaScript /profile shows a dialog posting here.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return { messages: messagesOf(request, ["account"]) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireUser(request, context);
  const form = await readForm(request);
  const requested = form.get("userId");
  const db = getDb(context);
  const access = await resolveTarget(db, actor, typeof requested === "string" ? requested : undefined);
  if (!access.ok) throw access.status === 404 ? notFound() : forbidden();
  const env = getEnv(context);
  await deleteAccount(db, env, actor, access.target);

  if (access.target.id !== actor.id) {
    // An admin goes back where they came from (same site only); the account's own pages are gone.
    return redirectWithToast(
      context,
      safeRedirect(form.get("redirectTo"), "/"),
      "success",
      PROFILE_MESSAGES.userDeleted,
    );
  }
  // Own account: the sessions rows are gone already; clear the cookie as well.
  const clear = clearCookie(COOKIES.session, { secure: !isLocal(env) });
  return redirectWithToast(context, "/", "success", PROFILE_MESSAGES.deleted, { headers: { "Set-Cookie": clear } });
}

export default function DeleteAccountPage() {
  const t = useMessages("account").delete;
  return (
    <Box p={{ initial: "3", sm: "5" }} className="profile-page">
      <Card size={{ initial: "2", sm: "3" }}>
        <Heading as="h1" size="6" mb="2">
          {t.title}
        </Heading>
        <Text as="p" size="2" mb="4">
          {t.warning}
        </Text>
        <Form method="post">
          <Flex gap="3" wrap="wrap">
            <StatusButton color="red" size="2">
              {t.button}
            </StatusButton>
            <Button asChild variant="soft" color="gray">
              <Link to="/profile">{t.cancel}</Link>
            </Button>
          </Flex>
        </Form>
      </Card>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...(data ? [{ title: data.messages.account.meta.delete }] : []),
  { name: "robots", content: "noindex" },
];
