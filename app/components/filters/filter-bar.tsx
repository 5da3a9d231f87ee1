import { Form, Link, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { PROPERTY_TYPES, type PropertyType } from "~/domain/catalog";
import { parseFilters, toggle, withParams, type ListFilters } from "~/domain/filters";
import { aiText, viewToggleSearch } from "~/domain/home-url";
import { AskAi } from "~/components/ai-search/ask-ai";
import { CheckIcon, ListIcon, MapIcon } from "~/components/icons";
import { SearchDialog } from "./search-dialog";
import { homeHref } from "~/domain/locality-pages";
import { useFilterParams, useHomeParams } from "./use-home-params";
import { useMessages } from "~/messages/use-messages";

/**
 * Filter trigger (opens the Search dialog), one toggle per property type in the product's order
 * (docs/product.md#filters),
 * and the list/map switch. The toggles are submit buttons of a GET form whose value is the
 * toggled list, and the switch is a link, so the bar works without JavaScript. The form carries
 * every other parameter (localities, budget, BHK, ..., the view, the AI search text) as hidden
 * inputs, so toggling a type never drops them. The Ask AI button sits after the trigger.
 */
export function FilterBar({ filters, view }: { filters: ListFilters; view: "list" | "map" }) {
  const params = useFilterParams();
  const navigate = useNavigate();
  const pending = useHomeParams();
  const types = parseFilters(pending).types;
  const t = useMessages("listings");
  // With JavaScript, go straight to the comma-joined URL (the form would encode the commas), or
  // to the locality page it names (without JavaScript the home page redirects there).
  const onToggle = (next: PropertyType[]) => (event: React.MouseEvent) => {
    event.preventDefault();
    const focusType = event.currentTarget.getAttribute("data-type");
    navigate(homeHref(withParams(pending, { type: next })), { preventScrollReset: true, state: { focusType } });
  };
  // Between the home page and a locality page the bar mounts anew: the pressed toggle keeps focus.
  const typesRef = useRef<HTMLFormElement>(null);
  const { state } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount.
  useEffect(() => {
    const focusType = (state as { focusType?: unknown } | null)?.focusType;
    if (typeof focusType !== "string" || document.activeElement !== document.body) return;
    typesRef.current
      ?.querySelector<HTMLElement>(`[data-type="${CSS.escape(focusType)}"]`)
      ?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="filter-bar">
      <SearchDialog filters={filters} />
      <AskAi defaultValue={aiText(params) ?? ""} />
      <Form
        ref={typesRef}
        method="get"
        action="/"
        preventScrollReset
        className="filter-bar__types"
        aria-label={t.filterBar.types}
      >
        {/* The URL is canonical here (the loader redirects otherwise): one value per key. */}
        {[...pending].map(([key, value]) =>
          key === "type" || key === "page" ? null : <input key={key} type="hidden" name={key} value={value} />,
        )}
        {PROPERTY_TYPES.map((type) => (
          <TypeToggle
            key={type}
            type={type}
            active={types.includes(type)}
            next={toggle(types, type)}
            onToggle={onToggle}
            name={t.types[type]}
          />
        ))}
      </Form>
      <Link
        to={homeHref(viewToggleSearch(params, view))}
        className="filter-bar__view"
        data-view={view}
        // From a page that runs scripts, the live map starts at once (docs/product.md#the-server-map).
        onClick={(event) => {
          if (view !== "list") return;
          event.preventDefault();
          navigate(homeHref(`${viewToggleSearch(params, view)}&live=1`));
        }}
      >
        {view === "list" ? <MapIcon /> : <ListIcon />}
        {view === "list" ? t.filterBar.viewOnMap : t.filterBar.viewOnList}
      </Link>
    </div>
  );
}

function TypeToggle({
  type,
  active,
  next,
  onToggle,
  name,
}: {
  name: string;
  type: PropertyType;
  active: boolean;
  next: PropertyType[];
  onToggle: (next: PropertyType[]) => (event: React.MouseEvent) => void;
}) {
  // Deselecting the last type sends no `type` at all rather than an empty one.
  return (
    <button
      type="submit"
      name={next.length ? "type" : undefined}
      value={next.length ? next.join(",") : undefined}
      className="type-toggle"
      aria-pressed={active}
      data-type={type}
      onClick={onToggle(next)}
    >
      {active ? <CheckIcon /> : null}
      {name}
    </button>
  );
}
