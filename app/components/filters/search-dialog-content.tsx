import { Button, Dialog, Tabs, TextField } from "@radix-ui/themes";
import { useEffect, useId, useState } from "react";
import { PROPERTY_TYPES, placeName, type Locality, type PropertyType } from "~/domain/catalog";
import { type Filters, toggle, type ListFilters } from "~/domain/filters";
import { matchLocalities } from "~/domain/locality-match";
import { useLang, useMessages } from "~/messages/use-messages";
import { MoreFilters, type MoreValues, NO_MORE_VALUES } from "./more-filters";

/** The Search dialog proper (loaded lazily by SearchDialog). Selections apply on Search only. */
export default function SearchDialogContent({
  open,
  onOpenChange,
  filters,
  onApply,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: ListFilters;
  onApply: (filters: Filters) => void;
  returnFocus: () => void;
}) {
  const [types, setTypes] = useState<PropertyType[]>(filters.types);
  const [locations, setLocations] = useState<Locality[]>(filters.locations);
  const [more, setMore] = useState<MoreValues>(moreOf(filters));
  // The More controls are uncontrolled: a new key remounts them from `more` (Clear All, reopening).
  const [moreKey, setMoreKey] = useState(0);
  const t = useMessages("listings").panel;
  // Each opening starts from the filters in the URL (an AI search's included).
  useEffect(() => {
    if (open) {
      setTypes(filters.types);
      setLocations(filters.locations);
      setMore(moreOf(filters));
      setMoreKey((k) => k + 1);
    }
  }, [open, filters]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        maxWidth="30rem"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <Dialog.Title>{t.title}</Dialog.Title>
        {/* Remounts on every open, so the first tab is always shown (the last tab is not remembered). */}
        <Tabs.Root defaultValue="filters">
          <Tabs.List>
            <Tabs.Trigger value="filters">{t.filters}</Tabs.Trigger>
            <Tabs.Trigger value="location">{t.location}</Tabs.Trigger>
            <Tabs.Trigger value="more">{t.more}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="filters" className="search-tab">
            <TypeChecks selected={types} onToggle={(t) => setTypes((list) => toggle(list, t))} />
          </Tabs.Content>
          <Tabs.Content value="location" className="search-tab">
            <LocationPicker selected={locations} onToggle={(l) => setLocations((list) => toggle(list, l))} />
          </Tabs.Content>
          <Tabs.Content value="more" className="search-tab">
            <MoreFilters
              key={moreKey}
              idPrefix="search-dialog"
              values={more}
              onChange={(changes) => setMore((current) => ({ ...current, ...changes }))}
            />
          </Tabs.Content>
        </Tabs.Root>
        <div className="search-footer">
          <Button
            type="button"
            variant="soft"
            color="gray"
            onClick={() => {
              setTypes([]);
              setLocations([]);
              setMore(NO_MORE_VALUES);
              setMoreKey((k) => k + 1);
            }}
          >
            {t.clearAll}
          </Button>
          <Button type="button" onClick={() => onApply({ ...more, types, locations })}>
            {t.search}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function moreOf({ types: _types, locations: _locations, ...more }: Filters): MoreValues {
  return more;
}

function TypeChecks({
  selected,
  onToggle,
}: {
  selected: readonly PropertyType[];
  onToggle: (type: PropertyType) => void;
}) {
  const { types, filterBar } = useMessages("listings");
  return (
    <ul className="check-list" aria-label={filterBar.types}>
      {PROPERTY_TYPES.map((type) => (
        <li key={type}>
          <label className="check">
            <input type="checkbox" checked={selected.includes(type)} onChange={() => onToggle(type)} />
            {types[type]}
          </label>
        </li>
      ))}
    </ul>
  );
}

function LocationPicker({ selected, onToggle }: { selected: readonly Locality[]; onToggle: (name: Locality) => void }) {
  const [query, setQuery] = useState("");
  const listId = useId();
  const matches = matchLocalities(query);
  const t = useMessages("listings").panel;
  const lang = useLang();
  return (
    <>
      <TextField.Root
        placeholder={t.searchLocation}
        aria-label={t.searchLocationLabel}
        aria-controls={listId}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ul id={listId} className="check-list check-list--scroll" aria-label={t.localities}>
        {matches.map((name) => (
          <li key={name}>
            <label className="check">
              <input type="checkbox" checked={selected.includes(name)} onChange={() => onToggle(name)} />
              {placeName(name, lang)}
            </label>
          </li>
        ))}
        {matches.length ? null : <li className="check-list__empty">{t.noMatch}</li>}
      </ul>
    </>
  );
}
