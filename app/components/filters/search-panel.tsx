import { Form, Link } from "@remix-run/react";
import { useFilterParams } from "./use-home-params";
import { CloseIcon } from "~/components/icons";
import { LOCALITIES, PROPERTY_TYPE_NAMES, PROPERTY_TYPES } from "~/domain/catalog";
import type { ListFilters } from "~/domain/filters";
import { AI_PARAM, stripTransient } from "~/domain/home-url";
import { homeHref } from "~/domain/locality-pages";
import { MoreFilters } from "./more-filters";

/**
 * The Search dialog without JavaScript: rendered in the page when the URL has `filters=open`.
 * One GET form with the same choices (types, localities, More); the loader joins repeated
 * `type`/`location` values and drops the empty ones. The view and the AI search text ride along.
 */
export function SearchPanel({ filters, view }: { filters: ListFilters; view: string | null }) {
  const params = useFilterParams();
  const base = stripTransient(params);
  const closeHref = homeHref(base.size ? `?${base.toString().replace(/%2C/g, ",")}` : "");
  const ai = base.get(AI_PARAM);
  const clearHref = `/?${new URLSearchParams({ ...(view ? { view } : {}), filters: "open" }).toString()}`;
  return (
    <section className="search-panel" aria-labelledby="search-panel-title">
      <Form method="get" action="/">
        <div className="search-panel__head">
          <h2 id="search-panel-title">Search</h2>
          <Link to={closeHref} className="search-panel__close" aria-label="Close">
            <CloseIcon size={15} />
          </Link>
        </div>
        {view ? <input type="hidden" name="view" value={view} /> : null}
        {ai ? <input type="hidden" name={AI_PARAM} value={ai} /> : null}
        <div className="search-panel__cols">
          <fieldset>
            <legend>Filters</legend>
            <ul className="check-list">
              {PROPERTY_TYPES.map((type) => (
                <li key={type}>
                  <label className="check">
                    <input type="checkbox" name="type" value={type} defaultChecked={filters.types.includes(type)} />
                    {PROPERTY_TYPE_NAMES[type]}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <fieldset>
            <legend>Location</legend>
            <ul className="check-list check-list--scroll">
              {LOCALITIES.map((name) => (
                <li key={name}>
                  <label className="check">
                    <input
                      type="checkbox"
                      name="location"
                      value={name}
                      defaultChecked={filters.locations.includes(name)}
                    />
                    {name}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <fieldset>
            <legend>More</legend>
            <MoreFilters idPrefix="search-panel" values={filters} />
          </fieldset>
        </div>
        <div className="search-footer">
          <Link to={clearHref} className="plain-button plain-button--soft">
            Clear All
          </Link>
          <button type="submit" className="plain-button">
            Search
          </button>
        </div>
      </Form>
    </section>
  );
}
