import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Box, Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { StatusButton } from "~/components/forms";
import { SAVED_SEARCH_MESSAGES } from "~/domain/saved-search";
import { fill } from "~/messages/messages";
import { messagesOf } from "~/server/http/language.server";
import { requireUser } from "~/server/accounts/permissions.server";
import { readForm } from "~/server/http/form.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { getDb } from "~/server/platform/context.server";
import { deleteSavedSearch, requireOwnSavedSearch } from "~/server/saved-searches/saved-searches.server";

// The confirm page of deleting a saved search (JavaScript off); with JavaScript the list shows a
// dialog posting here (docs/product.md#saved-searches).
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return {
    messages: messagesOf(request, ["credits"]),
    search: await requireOwnSavedSearch(getDb(context), user, params.id),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const db = getDb(context);
  const search = await requireOwnSavedSearch(db, user, params.id);
  await readForm(request);
  await deleteSavedSearch(db, user.id, search.id);
  return redirectWithToast(context, "/saved-searches", "success", SAVED_SEARCH_MESSAGES.deleted);
}

export default function DeleteSavedSearchPage() {
  const { search, messages } = useLoaderData<typeof loader>();
  const t = messages.credits.searches;
  return (
    <Box p={{ initial: "3", sm: "5" }} maxWidth="560px" mx="auto">
      <Card size={{ initial: "2", sm: "3" }}>
        <Heading as="h1" size="6" mb="2">
          {fill(t.deleteTitle, { name: search.name })}
        </Heading>
        <Text as="p" size="2" mb="4">
          {t.warning}
        </Text>
        <Form method="post">
          <Flex gap="3" wrap="wrap">
            <StatusButton color="red" size="2">
              {t.delete}
            </StatusButton>
            <Button asChild variant="soft" color="gray">
              <Link to="/saved-searches">{t.cancel}</Link>
            </Button>
          </Flex>
        </Form>
      </Card>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.messages.credits.searches.deletePage ?? "Delete saved search" },
  { name: "robots", content: "noindex" },
];
