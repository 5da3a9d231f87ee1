import { Form, Link, useLocation, useNavigate } from "@remix-run/react";
import { Button, Flex, Text } from "@radix-ui/themes";
import { LOCALITIES, PROPERTY_TYPES, placeName } from "~/domain/catalog";
import { toggle, withParams, type ListFilters } from "~/domain/filters";
import { useHydrated } from "~/components/layout/use-hydrated";
import { fill } from "~/messages/messages";
import { useLang, useMessages } from "~/messages/use-messages";

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
  const lang = useLang();
  const t = useMessages("browse").seller;
  const { types } = useMessages("listings");

  function change(key: "type" | "location", value: string) {
    const list: readonly string[] = key === "type" ? filters.types : filters.locations;
    navigate(location.pathname + withParams(params, { [key]: toggle(list, value) }), { preventScrollReset: true });
  }

  return (
    <Form method="get" className="seller-filters" aria-label={t.filter}>
      <Flex direction="column" gap="3">
        <fieldset>
          <legend>
            <Text size="2" weight="medium">
              {t.type}
            </Text>
          </legend>
          <Flex gap="2" wrap="wrap">
            {PROPERTY_TYPES.map((type) => (
              <label key={type} className="seller-filter-chip">
                <input
                  type="checkbox"
                  name="type"
                  value={type}
                  checked={filters.types.includes(type)}
                  onChange={() => change("type", type)}
                />
                {types[type]}
              </label>
            ))}
          </Flex>
        </fieldset>
        <details className="seller-locations" open={filters.locations.length > 0 || undefined}>
          <summary>
            {t.location}
            {filters.locations.length ? fill(t.selected, { count: filters.locations.length }) : ""}
          </summary>
          <fieldset>
            <legend className="visually-hidden">{t.location}</legend>
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
                  {placeName(name, lang)}
                </label>
              ))}
            </div>
          </fieldset>
        </details>
        <Flex gap="3" align="center">
          {active > 0 && (
            <Text size="2">
              <Link to={location.pathname} preventScrollReset>
                {t.clear}
              </Link>
            </Text>
          )}
          {/* Once hydrated it is hidden, not removed: it keeps its room, so the listings below
              do not jump when the scripts arrive (docs/product.md#speed: nothing moves). */}
          <Button type="submit" size="2" className="seller-filters__apply" data-hydrated={hydrated || undefined}>
            {t.apply}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
