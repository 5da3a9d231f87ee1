import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Box, Button, Card, Heading, Text } from "@radix-ui/themes";
import { SaveSearchForm } from "~/components/saved-searches/save-search-form";
import { SavedSearchChips } from "~/components/saved-searches/saved-search-chips";
import { safeRedirect } from "~/domain/safe-redirect";
import {
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_MESSAGES,
  savedSearchHref,
  savedSearchQueryOf,
  suggestedSearchName,
} from "~/domain/saved-search";
import { saveSearchSchema } from "~/schemas/saved-search";
import { getOptionalUser } from "~/server/accounts/session.server";
import { invalidForm, parseForm, readForm } from "~/server/http/form.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { getDb } from "~/server/platform/context.server";
import { fill } from "~/messages/messages";
import { messagesOf } from "~/server/http/language.server";
import { pendingSavedSearchCookie, saveSearch, saveState } from "~/server/saved-searches/saved-searches.server";

// The save page (docs/product.md#saved-searches): "Save this search" without JavaScript, and a
// visitor's: their Save keeps the search through sign-in, which saves it.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request, context);
  const messages = messagesOf(request, ["credits"]);
  const query = savedSearchQueryOf(new URL(request.url).searchParams);
  if (!query) return { messages, query, name: "", state: { kind: "empty" as const } };
  const name = suggestedSearchName(query);
  if (!user) return { messages, query, name, state: { kind: "visitor" as const } };
  return { messages, query, name, state: await saveState(getDb(context), user.id, query) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: saveSearchSchema });
  const posted = formData.get("query");
  const query = savedSearchQueryOf(new URLSearchParams(typeof posted === "string" ? posted : ""));
  const user = await getOptionalUser(request, context);
  if (submission.status !== "success") return invalidForm(submission.reply());
  if (!query) return invalidForm(submission.reply({ formErrors: [SAVED_SEARCH_MESSAGES.empty] }));
  // A visitor: the search is kept in a cookie, and the sign-in that follows saves it and comes
  // back to the search.
  if (!user) {
    const login = `/login?redirectTo=${encodeURIComponent(savedSearchHref(query))}`;
    throw redirect(login, {
      headers: { "Set-Cookie": pendingSavedSearchCookie(request, context, { name: submission.value.name, query }) },
    });
  }
  const result = await saveSearch(getDb(context), user.id, { name: submission.value.name, query });
  if (result.kind === "duplicate") {
    return invalidForm(submission.reply({ formErrors: [SAVED_SEARCH_MESSAGES.duplicate] }));
  }
  if (result.kind === "full") return invalidForm(submission.reply({ formErrors: [SAVED_SEARCH_MESSAGES.limit] }));
  const back = safeRedirect(submission.value.redirectTo, "/saved-searches");
  return redirectWithToast(context, back, "success", SAVED_SEARCH_MESSAGES.saved);
}

export default function SaveSearchPage() {
  const { query, name, state, messages } = useLoaderData<typeof loader>();
  const t = messages.credits.searches;
  const lastResult = useActionData<typeof action>()?.result;
  return (
    <Box p={{ initial: "3", sm: "5" }} maxWidth="560px" mx="auto">
      <Card size={{ initial: "2", sm: "3" }}>
        <Heading as="h1" size="6" mb="3">
          {t.newTitle}
        </Heading>
        {state.kind === "empty" ? (
          <Text as="p" size="2">
            {t.emptySearch} <Link to="/">{t.browse}</Link>
          </Text>
        ) : (
          <>
            <SavedSearchChips query={query} />
            {state.kind === "duplicate" ? (
              <Text as="p" size="2" mt="3">
                {fill(t.duplicate, { name: state.existing.name })}
                <Link to="/saved-searches">{t.seeAll}</Link>
              </Text>
            ) : state.kind === "full" ? (
              <Text as="p" size="2" mt="3">
                {fill(t.limit, { limit: SAVED_SEARCH_LIMIT })}
                <Link to="/saved-searches">{t.seeAll}</Link>
              </Text>
            ) : (
              <>
                <Text as="p" size="2" my="3">
                  {state.kind === "visitor" ? t.visitor : t.notYet}
                </Text>
                <SaveSearchForm query={query} defaultName={name} lastResult={lastResult} />
              </>
            )}
            <Button asChild variant="ghost" size="2" mt="4">
              <Link to={savedSearchHref(query)}>{t.back}</Link>
            </Button>
          </>
        )}
      </Card>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.messages.credits.searches.newTitle ?? "Save this search" },
  { name: "robots", content: "noindex" },
];
