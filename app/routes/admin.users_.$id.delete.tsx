// Deleting a user from /admin/users (docs/product.md#admin): the confirm page (JavaScript off)
// and the action the table's dialog posts to. It does what deleting an account does
// (deleteAccount, decision 0003) plus an audit row in the same batch. With JavaScript the
// dialog posts reload=later and gets data back (the table reloads a second later); without,
// the post redirects to the table with the toast.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Box, Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { AdminNav } from "~/components/admin/admin-nav";
import { adminMeta, useAdminWords } from "~/components/admin/admin-words";
import { StatusButton } from "~/components/forms";
import { safeRedirect } from "~/domain/safe-redirect";
import { fill } from "~/messages/messages";
import { USER_DELETE_MESSAGES } from "~/schemas/admin-users";
import { getDb, getEnv } from "~/server/platform/context.server";
import { readForm } from "~/server/http/form.server";
import { adminMessages } from "~/server/admin/messages.server";
import { requireAdmin } from "~/server/accounts/permissions.server";
import { deleteAccount } from "~/server/accounts/account-deletion.server";
import { resolveTarget } from "~/server/accounts/profile.server";
import { forbidden, notFound } from "~/server/http/responses.server";
import { redirectWithToast, toastCookie } from "~/server/http/toast.server";

async function target(request: Request, context: LoaderFunctionArgs["context"], id: string | undefined) {
  const actor = await requireAdmin(request, context);
  // Your own account is deleted from /profile, never from the admin table.
  if (!id || id === actor.id) throw forbidden();
  const access = await resolveTarget(getDb(context), actor, id);
  if (!access.ok) throw access.status === 404 ? notFound() : forbidden();
  return { actor, target: access.target };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { target: user } = await target(request, context, params.id);
  // Back to the table as the admin left it (filter, sort, page), same site only.
  const back = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/admin/users");
  return {
    messages: adminMessages(request),
    id: user.id,
    name: user.fullName || user.username,
    username: user.username,
    back,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { actor, target: user } = await target(request, context, params.id);
  const form = await readForm(request);
  const back = safeRedirect(form.get("redirectTo"), "/admin/users");
  let ok = true;
  try {
    await deleteAccount(getDb(context), getEnv(context), actor, user);
  } catch (error) {
    console.error("[admin] user delete failed:", error instanceof Error ? error.message : error);
    ok = false;
  }
  const message = ok ? USER_DELETE_MESSAGES.deleted : USER_DELETE_MESSAGES.failed;
  const kind = ok ? "success" : "error";
  if (form.get("reload") === "later") {
    return data({ ok }, { headers: { "Set-Cookie": await toastCookie(context, kind, message) } });
  }
  return redirectWithToast(context, back, kind, message);
}

export default function DeleteUserPage() {
  const { name, username, back } = useLoaderData<typeof loader>();
  const words = useAdminWords();
  const t = words.deleteUser;
  return (
    <Box p={{ initial: "3", sm: "5" }} className="admin-page">
      <AdminNav />
      <Card size={{ initial: "2", sm: "3" }}>
        <Heading as="h1" size="6" mb="2">
          {fill(t.question, { name })}
        </Heading>
        <Text as="p" size="2" color="gray" mb="2">
          @{username}
        </Text>
        <Text as="p" size="2" mb="4">
          {t.warning}
        </Text>
        <Form method="post">
          <input type="hidden" name="redirectTo" value={back} />
          <Flex gap="3" wrap="wrap">
            <StatusButton color="red" size="2">
              {t.button}
            </StatusButton>
            <Button asChild variant="soft" color="gray">
              <Link to={back}>{words.common.cancel}</Link>
            </Button>
          </Flex>
        </Form>
      </Card>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data, (t) => t.deleteUser.title, "Delete user | Admin");
