import { readSavedQuery, savedSearchChips } from "~/domain/saved-search";

/**
 * A saved search's filters as chips (the home page's labels, without remove links), and the
 * words of the AI search it came from, if any.
 */
export function SavedSearchChips({ query }: { query: string }) {
  const { ai } = readSavedQuery(query);
  return (
    <div className="saved-search-chips">
      {ai ? <p className="saved-search-chips__ai">{`You asked: “${ai}”`}</p> : null}
      <ul className="saved-search-chips__list" aria-label="Filters">
        {savedSearchChips(query).map((label) => (
          <li key={label} className="saved-search-chip">
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
