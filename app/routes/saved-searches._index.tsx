import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Box, Heading, Text } from "@radix-ui/themes";
import { SavedSearchItem } from "~/components/saved-searches/saved-search-item";
import { SAVED_SEARCH_LIMIT } from "~/domain/saved-search";
import { requireUser } from "~/server/accounts/permissions.server";
import { getDb } from "~/server/platform/context.server";
import { fill } from "~/messages/messages";
import { messagesOf } from "~/server/http/language.server";
import { listSavedSearches } from "~/server/saved-searches/saved-searches.server";

// A user's saved searches (docs/product.md#saved-searches), from the account menu.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return {
    messages: messagesOf(request, ["credits"]),
    searches: await listSavedSearches(getDb(context), user.id),
  };
}

export default function SavedSearchesPage() {
  const { searches, messages } = useLoaderData<typeof loader>();
  const t = messages.credits.searches;
  return (
    <Box p={{ initial: "3", sm: "5" }} maxWidth="720px" mx="auto">
      <Heading as="h1" size="6" mb="2">
        {t.heading}
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        {fill(t.intro, { limit: SAVED_SEARCH_LIMIT })}
      </Text>
      {searches.length ? (
        <ul className="saved-searches">
          {searches.map((search) => (
            <SavedSearchItem key={search.id} search={search} />
          ))}
        </ul>
      ) : (
        <Text as="p" size="2">
          {t.emptyBefore}
          <Link to="/">{t.emptyLink}</Link>
          {t.emptyAfter}
        </Text>
      )}
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.messages.credits.searches.title ?? "Saved searches" },
  { name: "robots", content: "noindex" },
];
