import { filterChips } from "~/domain/filter-chips";
import { readSavedQuery } from "~/domain/saved-search";
import { fill } from "~/messages/messages";
import { useLang, useMessages } from "~/messages/use-messages";

/**
 * A saved search's filters as chips (the home page's labels, without remove links), and the
 * words of the AI search it came from, if any.
 */
export function SavedSearchChips({ query }: { query: string }) {
  const { filters, ai } = readSavedQuery(query);
  const t = useMessages("credits").searches;
  const { types, chips } = useMessages("listings");
  const lang = useLang();
  // The home page's chips in the page's language (savedSearchChips's English when English).
  const labels = filterChips(filters, { words: { lang, types, chips } }).map((chip) => chip.label);
  return (
    <div className="saved-search-chips">
      {ai ? <p className="saved-search-chips__ai">{fill(t.youAsked, { ai })}</p> : null}
      <ul className="saved-search-chips__list" aria-label={t.filters}>
        {labels.map((label) => (
          <li key={label} className="saved-search-chip">
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
