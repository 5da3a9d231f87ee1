import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Box, Card, Flex, Heading, Separator, Text } from "@radix-ui/themes";
import { DeleteSavedSearch } from "~/components/saved-searches/delete-saved-search";
import { FrequencyForm } from "~/components/saved-searches/frequency-form";
import { RenameForm } from "~/components/saved-searches/rename-form";
import { SavedSearchChips } from "~/components/saved-searches/saved-search-chips";
import { safeRedirect } from "~/domain/safe-redirect";
import { SAVED_SEARCH_MESSAGES, savedSearchHref } from "~/domain/saved-search";
import { savedSearchEditSchema } from "~/schemas/saved-search";
import { requireUser } from "~/server/accounts/permissions.server";
import { invalidForm, parseForm, readForm } from "~/server/http/form.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { getDb } from "~/server/platform/context.server";
import { fill } from "~/messages/messages";
import { messagesOf } from "~/server/http/language.server";
import {
  renameSavedSearch,
  requireOwnSavedSearch,
  setSavedSearchFrequency,
} from "~/server/saved-searches/saved-searches.server";

// One saved search (docs/product.md#saved-searches): rename it and set its alerts; the owner's
// only (another user's id answers the not-found page).
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
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: savedSearchEditSchema });
  if (submission.status !== "success") return invalidForm(submission.reply());
  const back = safeRedirect(formData.get("redirectTo"), "/saved-searches");
  if (submission.value.intent === "rename") {
    await renameSavedSearch(db, user.id, search.id, submission.value.name);
    return redirectWithToast(context, back, "success", SAVED_SEARCH_MESSAGES.renamed);
  }
  await setSavedSearchFrequency(db, user.id, search, submission.value.frequency);
  return redirectWithToast(context, back, "success", SAVED_SEARCH_MESSAGES.frequencySaved);
}

export default function SavedSearchPage() {
  const { search, messages } = useLoaderData<typeof loader>();
  const t = messages.credits.searches;
  const result = useActionData<typeof action>()?.result;
  const intent = (result?.initialValue as { intent?: unknown } | null | undefined)?.intent;
  return (
    <Box p={{ initial: "3", sm: "5" }} maxWidth="560px" mx="auto">
      <Card size={{ initial: "2", sm: "3" }}>
        <Heading as="h1" size="6" mb="3">
          {search.name}
        </Heading>
        <SavedSearchChips query={search.query} />
        <Text as="p" size="2" mt="3" mb="4">
          <Link to={savedSearchHref(search.query)}>{t.open}</Link>
        </Text>
        <RenameForm id={search.id} name={search.name} lastResult={intent === "frequency" ? null : result} />
        <Separator size="4" my="4" />
        <FrequencyForm
          id={search.id}
          name={search.name}
          frequency={search.frequency}
          lastResult={intent === "frequency" ? result : null}
        />
        <Flex gap="4" mt="4" align="center" wrap="wrap">
          <DeleteSavedSearch id={search.id} name={search.name} />
          <Link to="/saved-searches">{t.all}</Link>
        </Flex>
      </Card>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? fill(data.messages.credits.searches.oneTitle, { name: data.search.name }) : "Saved search" },
  { name: "robots", content: "noindex" },
];
