import { Link, useSearchParams } from "@remix-run/react";
import { pageSearch, paginationModel } from "~/domain/home-url";

/** Previous, 1..current, an ellipsis while more pages exist, Next; plain links (no JS needed). */
export function Pagination({ page, isEnd }: { page: number; isEnd: boolean }) {
  const [params] = useSearchParams();
  const model = paginationModel(page, isEnd);
  if (page === 1 && isEnd) return null;
  const href = (p: number) => `/${pageSearch(params, p)}` || "/";
  return (
    <nav className="pagination" aria-label="Pagination">
      {model.previous ? (
        <Link to={href(model.previous)} rel="prev" className="pagination__step">
          Previous
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          Previous
        </span>
      )}
      <ol className="pagination__pages">
        {model.pages.map((p) => (
          <li key={p}>
            <Link
              to={href(p)}
              className="pagination__page"
              aria-current={p === page ? "page" : undefined}
              aria-label={`Page ${p}`}
            >
              {p}
            </Link>
          </li>
        ))}
        {model.ellipsis ? (
          <li className="pagination__ellipsis">
            <span aria-hidden="true">…</span>
            <span className="visually-hidden">More pages</span>
          </li>
        ) : null}
      </ol>
      {model.next ? (
        <Link to={href(model.next)} rel="next" className="pagination__step">
          Next
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
