import { Form, Link, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { CloseIcon, SearchIcon } from "~/components/icons";
import { parseFilters, toggle, withParams } from "~/domain/filters";
import { matchLocalities } from "~/domain/locality-match";
import { homeHref } from "~/domain/locality-pages";
import { placeName } from "~/domain/catalog";
import { fill } from "~/messages/messages";
import { useLang, useMessages } from "~/messages/use-messages";
import { useHomeParams } from "./use-home-params";

/** The compact bar shows at most this many localities (docs/product.md#filters). */
export const COMPACT_SEARCH_LIMIT = 5;

/**
 * Compact "Search..." bar for localities. With JavaScript its list opens on typing (or ArrowDown),
 * not on focus, so tabbing through the top bar passes one stop, not five; it closes on a click
 * outside, on Escape, when focus leaves the form and when the box is emptied. It lists up to 5
 * matching localities (any known spelling or a small misspelling: locality-match.ts) as checkboxes that toggle `location` in the URL. Without JavaScript it is a GET form: submitting `q` makes the home page list the
 * matches (see <CompactSearchResults>).
 *
 * Props: `className` (placement), `id` (for the input; give each instance its own when more
 * than one is on a page). It reads the current filters from the URL itself, so it can sit in
 * the top bar on any page.
 */
export function CompactSearch({ className, id }: { className?: string; id?: string }) {
  const base = useHomeParams();
  const navigate = useNavigate();
  const rootRef = useRef<HTMLFormElement>(null);
  const autoId = useId();
  const inputId = id ?? `compact-search-${autoId}`;
  const listId = `${inputId}-list`;
  // A toggle that lands on another page (the home page or a locality page, decision 0036) mounts
  // this box anew: the navigation carries its words so the list stays open where it was.
  const carried = carriedQuery(useLocation().state, inputId);
  const [open, setOpen] = useState(carried !== null);
  const [query, setQuery] = useState(carried ?? "");
  const inputRef = useRef<HTMLInputElement>(null);
  const t = useMessages("layout").search;
  const lang = useLang();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the mount that carried words.
  useEffect(() => {
    if (carried !== null) inputRef.current?.focus({ preventScroll: true });
  }, []);
  const selected = parseFilters(base).locations as string[];
  const matches = matchLocalities(query, COMPACT_SEARCH_LIMIT);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <Form
      ref={rootRef}
      method="get"
      action="/"
      role="search"
      className={`compact-search${className ? ` ${className}` : ""}`}
      onBlur={(event) => {
        // Focus moving to a control outside (Tab) closes the list. A press on the list's labels
        // blurs with no relatedTarget: that is not leaving (outside presses close it, above).
        const next = event.relatedTarget as Node | null;
        if (next && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      {[...base].map(([key, value]) =>
        key === "page" ? null : <input key={`${key}=${value}`} type="hidden" name={key} value={value} />,
      )}
      <label htmlFor={inputId} className="visually-hidden">
        {t.label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="q"
        type="search"
        className="compact-search__input"
        placeholder={t.placeholder}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(event.target.value.trim() !== "");
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        // A search box whose matches appear below it (checkboxes, not a listbox: no combobox role).
        aria-controls={open ? listId : undefined}
      />
      <button type="submit" className="compact-search__submit" aria-label={t.submit}>
        <SearchIcon size={16} />
      </button>
      {open ? (
        <ul id={listId} className="compact-search__menu" aria-label={t.matching}>
          {matches.map((name) => (
            <li key={name}>
              <label className="check">
                <input
                  type="checkbox"
                  checked={selected.includes(name)}
                  onChange={() =>
                    navigate(homeHref(withParams(base, { location: toggle(selected, name) })), {
                      preventScrollReset: true,
                      state: { compactSearch: { id: inputId, query } },
                    })
                  }
                />
                {placeName(name, lang)}
              </label>
            </li>
          ))}
          {matches.length ? null : <li className="check-list__empty">{t.none}</li>}
        </ul>
      ) : null}
    </Form>
  );
}

/**
 * What the compact bar's GET form lands on without JavaScript: up to 5 localities matching
 * `q`, each a link that toggles it in the filters (and drops `q`).
 */
export function CompactSearchResults({ query, selected }: { query: string; selected: readonly string[] }) {
  const base = useHomeParams();
  const matches = matchLocalities(query, COMPACT_SEARCH_LIMIT);
  const closeQs = base.toString().replace(/%2C/g, ",");
  const t = useMessages("layout").search;
  const lang = useLang();
  return (
    <section className="compact-results" aria-labelledby="compact-results-title">
      <div className="compact-results__head">
        <h2 id="compact-results-title">{fill(t.resultsFor, { query })}</h2>
        <Link to={homeHref(closeQs ? `?${closeQs}` : "")} aria-label={t.close}>
          <CloseIcon size={15} />
        </Link>
      </div>
      {matches.length ? (
        <ul className="compact-results__list">
          {matches.map((name) => {
            const active = selected.includes(name);
            return (
              <li key={name}>
                <Link
                  to={homeHref(withParams(base, { location: toggle(selected, name) }))}
                  className="locality-option"
                  data-active={active || undefined}
                >
                  <span className="locality-option__box" aria-hidden="true">
                    {active ? "✓" : ""}
                  </span>
                  {placeName(name, lang)}
                  {active ? <span className="visually-hidden">{t.selected}</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{t.none}</p>
      )}
    </section>
  );
}

/** The words a compact box with this id carried through a navigation's state, or null. */
function carriedQuery(state: unknown, id: string): string | null {
  const carried = (state as { compactSearch?: { id?: unknown; query?: unknown } } | null)?.compactSearch;
  return carried && carried.id === id && typeof carried.query === "string" && carried.query ? carried.query : null;
}
