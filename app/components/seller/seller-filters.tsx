import { Form, Link, useLocation, useNavigate } from "@remix-run/react";
import { Button, Flex, Text } from "@radix-ui/themes";
import { LOCALITIES, PROPERTY_TYPES, PROPERTY_TYPE_NAMES } from "~/domain/catalog";
import { toggle, withParams, type ListFilters } from "~/domain/filters";
import { useHydrated } from "~/components/layout/use-hydrated";

/**
 * Type and location filters for a seller's listings. A GET form of checkboxes: without
 * JavaScript (and on a slow phone until the page hydrates) "Apply filters" submits it (the
 * loader joins repeated params into the comma-joined form); once hydrated each change
 * navigates at once and the button is hidden.
 */
export function SellerFilters({ filters }: { filters: ListFilters }) {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const params = new URLSearchParams(location.search);
  const active = filters.types.length + filters.locations.length;

  function change(key: "type" | "location", value: string) {
    const list: readonly string[] = key === "type" ? filters.types : filters.locations;
    navigate(location.pathname + withParams(params, { [key]: toggle(list, value) }), { preventScrollReset: true });
  }

  return (
    <Form method="get" className="seller-filters" aria-label="Filter listings">
      <Flex direction="column" gap="3">
        <fieldset>
          <legend>
            <Text size="2" weight="medium">
              Property type
            </Text>
          </legend>
          <Flex gap="2" wrap="wrap">
            {PROPERTY_TYPES.map((t) => (
              <label key={t} className="seller-filter-chip">
                <input
                  type="checkbox"
                  name="type"
                  value={t}
                  checked={filters.types.includes(t)}
                  onChange={() => change("type", t)}
                />
                {PROPERTY_TYPE_NAMES[t]}
              </label>
            ))}
          </Flex>
        </fieldset>
        <details className="seller-locations" open={filters.locations.length > 0 || undefined}>
          <summary>Location{filters.locations.length ? ` (${filters.locations.length} selected)` : ""}</summary>
          <fieldset>
            <legend className="visually-hidden">Location</legend>
            <div className="seller-locations__grid">
              {LOCALITIES.map((name) => (
                <label key={name}>
                  <input
                    type="checkbox"
                    name="location"
                    value={name}
                    checked={filters.locations.includes(name)}
                    onChange={() => change("location", name)}
                  />
                  {name}
                </label>
              ))}
            </div>
          </fieldset>
        </details>
        <Flex gap="3" align="center">
          {active > 0 && (
            <Text size="2">
              <Link to={location.pathname} preventScrollReset>
                Clear filters
              </Link>
            </Text>
          )}
          {/* Once hydrated it is hidden, not removed: it keeps its room, so the listings below
              do not jump when the scripts arrive (docs/product.md#speed: nothing moves). */}
          <Button type="submit" size="2" className="seller-filters__apply" data-hydrated={hydrated || undefined}>
            Apply filters
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
