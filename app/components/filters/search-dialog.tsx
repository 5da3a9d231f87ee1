import { Link, useNavigate, useSearchParams } from "@remix-run/react";
import { lazy, Suspense, useRef, useState } from "react";
import type { Filters, ListFilters } from "~/domain/filters";
import { filterCount, stripTransient, withFilters } from "~/domain/home-url";

// The Radix dialog (Dialog, Tabs, TextField) is about 30 KB gzipped: it loads on first use
// (or when the pointer/focus reaches the trigger), not with the list page.
const loadContent = () => import("./search-dialog-content");
const SearchDialogContent = lazy(loadContent);

/**
 * The filter trigger with its count badge, and the Search dialog it opens.
 * The trigger is a link to `?filters=open`: without JavaScript the page then renders
 * <SearchPanel> (a plain GET form); with JavaScript the click opens the Radix dialog instead.
 */
export function SearchDialog({ filters }: { filters: ListFilters }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const count = filterCount(filters);
  const base = stripTransient(params);
  base.set("filters", "open");

  function apply(filters: Filters) {
    setOpen(false);
    navigate(`/${withFilters(params, filters)}`, { preventScrollReset: true });
  }

  return (
    <>
      <Link
        ref={triggerRef}
        to={`/?${base.toString().replace(/%2C/g, ",")}`}
        onClick={(event) => {
          event.preventDefault();
          setMounted(true);
          setOpen(true);
        }}
        onPointerEnter={loadContent}
        onFocus={loadContent}
        className="filter-trigger"
        aria-haspopup="dialog"
        preventScrollReset
      >
        <FilterIcon />
        {/* Named by its text: "Filters 2 selected" (the badge shows the number). */}
        Filters
        {count ? (
          <span className="filter-trigger__badge">
            {count}
            <span className="visually-hidden"> selected</span>
          </span>
        ) : null}
      </Link>
      {mounted ? (
        <Suspense fallback={null}>
          <SearchDialogContent
            open={open}
            onOpenChange={setOpen}
            filters={filters}
            onApply={apply}
            returnFocus={() => triggerRef.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function FilterIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
    </svg>
  );
}
