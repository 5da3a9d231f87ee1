import { Form, Link } from "@remix-run/react";
import { useFilterParams } from "./use-home-params";
import { CloseIcon } from "~/components/icons";
import { LOCALITIES, PROPERTY_TYPES, placeName } from "~/domain/catalog";
import type { ListFilters } from "~/domain/filters";
import { AI_PARAM, stripTransient } from "~/domain/home-url";
import { homeHref } from "~/domain/locality-pages";
import { MoreFilters } from "./more-filters";
import { useLang, useMessages } from "~/messages/use-messages";

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
  const { panel: t, types } = useMessages("listings");
  const lang = useLang();
  const clearHref = `/?${new URLSearchParams({ ...(view ? { view } : {}), filters: "open" }).toString()}`;
  return (
    <section className="search-panel" aria-labelledby="search-panel-title">
      <Form method="get" action="/">
        <div className="search-panel__head">
          <h2 id="search-panel-title">{t.title}</h2>
          <Link to={closeHref} className="search-panel__close" aria-label={t.close}>
            <CloseIcon size={15} />
          </Link>
        </div>
        {view ? <input type="hidden" name="view" value={view} /> : null}
        {ai ? <input type="hidden" name={AI_PARAM} value={ai} /> : null}
        <div className="search-panel__cols">
          <fieldset>
            <legend>{t.filters}</legend>
            <ul className="check-list">
              {PROPERTY_TYPES.map((type) => (
                <li key={type}>
                  <label className="check">
                    <input type="checkbox" name="type" value={type} defaultChecked={filters.types.includes(type)} />
                    {types[type]}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <fieldset>
            <legend>{t.location}</legend>
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
                    {placeName(name, lang)}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <fieldset>
            <legend>{t.more}</legend>
            <MoreFilters idPrefix="search-panel" values={filters} />
          </fieldset>
        </div>
        <div className="search-footer">
          <Link to={clearHref} className="plain-button plain-button--soft">
            {t.clearAll}
          </Link>
          <button type="submit" className="plain-button">
            {t.search}
          </button>
        </div>
      </Form>
    </section>
  );
}
