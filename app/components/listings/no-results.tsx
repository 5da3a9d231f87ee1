import { Link } from "@remix-run/react";
import { SaveSearchButton } from "~/components/saved-searches/save-search-button";
import { type Filters, filtersSearch, isEmptyFilters } from "~/domain/filters";
import { homeHref } from "~/domain/locality-pages";
import { describeSearch } from "~/domain/ways-out";
import type { WayOut } from "~/server/listings/ways-out.server";
import { fill } from "~/messages/messages";
import { useLang, useMessages } from "~/messages/use-messages";

/**
 * A search with no results (docs/product.md#never-a-dead-end): what was searched, in words, the
 * nearest searches that have listings, each a link with its count, and "Tell me when one is
 * posted" (save the search: docs/product.md#saved-searches; `saveQuery` is "" for no filter).
 */
export function NoResults({
  filters,
  waysOut,
  saveQuery = "",
}: {
  filters: Filters;
  waysOut: WayOut[];
  saveQuery?: string;
}) {
  const { empty: t, types, chips, plurals, describe } = useMessages("listings");
  const lang = useLang();
  // The search in words, in the page's language (Tamil word order: app/domain/ways-out.ts).
  const searched = isEmptyFilters(filters)
    ? null
    : describeSearch(filters, null, lang === "en" ? undefined : { lang, types, chips, plurals, describe });
  return (
    <div className="no-results" role="status">
      <p className="no-results__why">{searched ? fill(t.noneFor, { search: searched }) : t.none}</p>
      {waysOut.length ? (
        <>
          <p className="no-results__lead">{t.nearest}</p>
          <ul className="no-results__ways">
            {waysOut.map((way) => (
              <li key={filtersSearch(way.filters)}>
                <Link to={homeHref(filtersSearch(way.filters))}>{way.label}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {saveQuery ? (
        <p className="no-results__tell-me">
          <SaveSearchButton query={saveQuery} label={t.tellMe} />
        </p>
      ) : null}
    </div>
  );
}
