import { Link, useNavigate } from "@remix-run/react";
import { useFilterParams } from "./use-home-params";
import { lazy, Suspense, useRef, useState } from "react";
import { FilterIcon } from "~/components/icons";
import type { Filters, ListFilters } from "~/domain/filters";
import { filterCount, stripTransient, withFilters } from "~/domain/home-url";
import { homeHref } from "~/domain/locality-pages";
import { useMessages } from "~/messages/use-messages";

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
  const params = useFilterParams();
  const navigate = useNavigate();
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const t = useMessages("listings").filterBar;
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const count = filterCount(filters);
  const base = stripTransient(params);
  base.set("filters", "open");

  function apply(filters: Filters) {
    setOpen(false);
    navigate(homeHref(withFilters(params, filters)), { preventScrollReset: true });
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
        {t.filters}
        {count ? (
          <span className="filter-trigger__badge">
            {count}
            <span className="visually-hidden">{t.selected}</span>
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
