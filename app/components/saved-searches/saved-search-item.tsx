import { Link } from "@remix-run/react";
import { Button, Card, Flex, Heading } from "@radix-ui/themes";
import { savedSearchHref } from "~/domain/saved-search";
import { fill } from "~/messages/messages";
import { useMessages } from "~/messages/use-messages";
import type { SavedSearch } from "~/server/saved-searches/saved-searches.server";
import { DeleteSavedSearch } from "./delete-saved-search";
import { FrequencyForm } from "./frequency-form";
import { SavedSearchChips } from "./saved-search-chips";

/** One saved search on /saved-searches: name, chips, open, alerts, rename and delete. */
export function SavedSearchItem({ search }: { search: SavedSearch }) {
  const t = useMessages("credits").searches;
  return (
    <Card asChild size="2">
      <li className="saved-search" id={`saved-search-${search.id}`}>
        <Heading as="h2" size="4" mb="2" className="saved-search__name">
          {search.name}
        </Heading>
        <SavedSearchChips query={search.query} />
        <Flex gap="4" align="center" wrap="wrap" mt="3">
          <Button asChild size="2">
            <Link to={savedSearchHref(search.query)} aria-label={fill(t.openFor, { name: search.name })}>
              {t.open}
            </Link>
          </Button>
          <Button asChild size="2" variant="ghost">
            <Link to={`/saved-searches/${search.id}`} aria-label={fill(t.renameFor, { name: search.name })}>
              {t.rename}
            </Link>
          </Button>
          <DeleteSavedSearch id={search.id} name={search.name} />
        </Flex>
        <FrequencyForm id={search.id} name={search.name} frequency={search.frequency} redirectTo="/saved-searches" />
      </li>
    </Card>
  );
}
