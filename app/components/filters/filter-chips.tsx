import { Link, useSearchParams } from "@remix-run/react";
import { filterChips } from "~/domain/filter-chips";
import { type Filters, withParams } from "~/domain/filters";
import { clearedSearch, stripTransient } from "~/domain/home-url";

/**
 * The filters in use as removable chips, with Clear all (docs/product.md#filters). After an AI
 * search (`ai`) every understood filter is a chip, types included, at every width. Otherwise the
 * type bar shows the types, and locality chips keep the spec's tablet-and-up rule while the
 * other filters (budget, BHK, ...) show at every width. Plain links: no JavaScript needed.
 */
export function FilterChips({ filters, ai }: { filters: Filters; ai: boolean }) {
  const [params] = useSearchParams();
  const chips = filterChips(filters, { types: ai });
  if (!chips.length) return null;
  const base = stripTransient(params);
  return (
    <div className="filter-chips" data-ai={ai || undefined}>
      <ul className="filter-chips__list" aria-label={ai ? "Understood filters" : "Filters in use"}>
        {chips.map((chip) => (
          <li
            key={chip.id}
            className="locality-chip filter-chip"
            data-locality={!ai && chip.id.startsWith("location:") ? true : undefined}
          >
            <span>{chip.label}</span>
            <Link
              to={`/${withParams(base, chip.changes)}`}
              aria-label={`Remove ${chip.label}`}
              preventScrollReset
              className="locality-chip__remove"
            >
              <svg width="12" height="12" viewBox="0 0 15 15" aria-hidden="true">
                <path d="M4 4l7 7M11 4l-7 7" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
      {ai || chips.length > 1 ? (
        <Link to={`/${clearedSearch(params)}`} className="filter-chips__clear" preventScrollReset>
          Clear all
        </Link>
      ) : null}
    </div>
  );
}
