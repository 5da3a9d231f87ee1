import { Link, useLocation, useSearchParams } from "@remix-run/react";
import { pageSearch } from "~/domain/home-url";
import { compactPageItems, pageItems } from "~/domain/pagination";
import { fill } from "~/messages/messages";
import { useMessages } from "~/messages/use-messages";

/**
 * Previous, 1..current, an ellipsis while more pages exist, Next; plain links (no JS needed).
 * Phones get the compact list instead (first page, a window around the current one): both are
 * in the HTML and CSS shows one, so it works without JavaScript. Links keep the current path
 * and every other query parameter.
 */
export function Pagination({ page, isEnd, label }: { page: number; isEnd: boolean; label?: string }) {
  const [params] = useSearchParams();
  const t = useMessages("listings").pager;
  const { pathname } = useLocation();
  const model = pageItems(page, isEnd);
  if (page === 1 && isEnd) return null;
  const href = (p: number) => `${pathname}${pageSearch(params, p)}`;
  return (
    <nav className="pagination" aria-label={label ?? t.label}>
      {model.previous ? (
        <Link to={href(model.previous)} rel="prev" className="pagination__step">
          {t.previous}
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          {t.previous}
        </span>
      )}
      <ol className="pagination__pages pagination__pages--wide">
        {model.pages.map((p) => (
          <li key={p}>
            <Link
              to={href(p)}
              className="pagination__page"
              aria-current={p === page ? "page" : undefined}
              aria-label={fill(t.page, { page: p })}
            >
              {p}
            </Link>
          </li>
        ))}
        {model.ellipsis ? (
          <li className="pagination__ellipsis">
            <span aria-hidden="true">…</span>
            <span className="visually-hidden">{t.more}</span>
          </li>
        ) : null}
      </ol>
      <ol className="pagination__pages pagination__pages--compact">
        {compactPageItems(page, isEnd).map((p) =>
          p === "gap" ? (
            <li key="gap" className="pagination__ellipsis">
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{t.skipped}</span>
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                className="pagination__page"
                aria-current={p === page ? "page" : undefined}
                aria-label={fill(t.page, { page: p })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {model.next ? (
        <Link to={href(model.next)} rel="next" className="pagination__step">
          {t.next}
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          {t.next}
        </span>
      )}
    </nav>
  );
}
