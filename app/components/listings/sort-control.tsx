import { Form, useLocation } from "@remix-run/react";
import { SORT_ORDERS } from "~/domain/sort";
import type { Filters } from "~/domain/filters";
import { stripTransient } from "~/domain/home-url";
import { useMessages } from "~/messages/use-messages";

/**
 * The list's order (docs/product.md#sorting): a GET form with a select and an Apply button, so it
 * works without JavaScript. It carries every other parameter of the page as hidden inputs (the
 * filters, the view, the AI search text), never the page number: a new order starts at page 1.
 */
export function SortControl({ sort }: { sort: Filters["sort"] }) {
  const { pathname, search } = useLocation();
  const t = useMessages("listings").sort;
  const rest = [...stripTransient(new URLSearchParams(search))].filter(([key]) => key !== "sort" && key !== "page");
  return (
    <Form method="get" action={pathname} preventScrollReset className="sort-control" aria-label={t.label}>
      {rest.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor="sort-select" className="sort-control__label">
        {t.by}
      </label>
      <select
        id="sort-select"
        name="sort"
        defaultValue={sort ?? "newest"}
        key={sort ?? "newest"}
        className="sort-control__select"
      >
        {SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {t[order]}
          </option>
        ))}
      </select>
      <button type="submit" className="sort-control__apply">
        {t.apply}
      </button>
    </Form>
  );
}
