import { Link } from "@remix-run/react";
import { useFilterParams } from "./use-home-params";
import { CloseIcon } from "~/components/icons";
import { filterChips } from "~/domain/filter-chips";
import { type Filters, withParams } from "~/domain/filters";
import { clearedSearch, stripTransient } from "~/domain/home-url";
import { homeHref } from "~/domain/locality-pages";
import { fill } from "~/messages/messages";
import { useLang, useMessages } from "~/messages/use-messages";

/**
 * The filters in use as removable chips, with Clear all (docs/product.md#filters), at every
 * width and types included: on a phone the pressed type toggle can scroll out of sight, and
 * "No listings found" must always show what to remove. After an AI search (`ai`) the list is
 * named for the filters the AI understood. Plain links: no JavaScript needed.
 */
export function FilterChips({ filters, ai }: { filters: Filters; ai: boolean }) {
  const params = useFilterParams();
  const { chips: words, types } = useMessages("listings");
  const lang = useLang();
  const chips = filterChips(filters, { words: { lang, types, chips: words } });
  if (!chips.length) return null;
  const base = stripTransient(params);
  return (
    <div className="filter-chips" data-ai={ai || undefined}>
      <ul className="filter-chips__list" aria-label={ai ? words.understood : words.inUse}>
        {chips.map((chip) => (
          <li key={chip.id} className="locality-chip filter-chip">
            <span>{chip.label}</span>
            <Link
              to={homeHref(withParams(base, chip.changes))}
              aria-label={fill(words.remove, { label: chip.label })}
              preventScrollReset
              className="locality-chip__remove"
            >
              <CloseIcon size={12} />
            </Link>
          </li>
        ))}
      </ul>
      <Link to={`/${clearedSearch(params)}`} className="filter-chips__clear" preventScrollReset>
        {words.clearAll}
      </Link>
    </div>
  );
}
