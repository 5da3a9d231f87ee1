// The tabs and filters of /admin/listings (docs/product.md#admin): plain links and GET forms,
// so every view is a URL and works without JavaScript.
import { Form, Link } from "@remix-run/react";
import { Button, Flex, Link as RadixLink, Text, TextField } from "@radix-ui/themes";
import { LISTING_STATUSES, PROPERTY_TYPE_NAMES, PROPERTY_TYPES } from "~/domain/catalog";
import { EDITED_SINCE_APPROVAL } from "~/domain/listing-review";
import type { AdminListingsQuery, AdminTab } from "~/schemas/admin-listings";

const TABS: { tab: AdminTab; label: string; href: string }[] = [
  { tab: "listings", label: "Listings", href: "/admin/listings" },
  { tab: "quick-enquiries", label: "Quick enquiries", href: "/admin/listings?tab=quick-enquiries" },
];

export function AdminTabs({ current }: { current: AdminTab }) {
  return (
    <nav aria-label="Listings and enquiries" className="admin-tabs">
      {TABS.map((t) => (
        <Link
          key={t.tab}
          to={t.href}
          className="admin-tabs__tab"
          aria-current={t.tab === current ? "page" : undefined}
          data-active={t.tab === current || undefined}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}

function TextFilter({ name, label, value }: { name: string; label: string; value: string | undefined }) {
  const id = `filter-${name}`;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={id}>
        {label}
      </Text>
      <TextField.Root id={id} name={name} defaultValue={value ?? ""} size="2" maxLength={60} type="search" />
    </Flex>
  );
}

export function SelectFilter({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
}) {
  const id = `filter-${name}`;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={id}>
        {label}
      </Text>
      <select id={id} name={name} defaultValue={value ?? ""} className="form-select">
        <option value="">All</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Flex>
  );
}

/** Area, city, status, review and type; the sort is kept, the page starts again at 1. */
export function ListingFilters({ query }: { query: AdminListingsQuery }) {
  return (
    <Form method="get" className="admin-filters" aria-label="Filter listings">
      {query.sort ? (
        <>
          <input type="hidden" name="sort" value={query.sort} />
          <input type="hidden" name="order" value={query.order} />
        </>
      ) : null}
      <TextFilter name="area" label="Area" value={query.area} />
      <TextFilter name="city" label="City" value={query.city} />
      <SelectFilter
        name="status"
        label="Status"
        value={query.status}
        options={LISTING_STATUSES.map((s) => ({ value: s, label: s }))}
      />
      <SelectFilter
        name="review"
        label="Review"
        value={query.review}
        options={[{ value: "edited", label: EDITED_SINCE_APPROVAL }]}
      />
      <SelectFilter
        name="type"
        label="Type"
        value={query.type}
        options={PROPERTY_TYPES.map((t) => ({ value: t, label: PROPERTY_TYPE_NAMES[t] }))}
      />
      <Flex gap="3" align="end">
        <Button type="submit" size="2">
          Filter
        </Button>
        <RadixLink asChild size="2">
          <Link to="/admin/listings">Clear</Link>
        </RadixLink>
      </Flex>
    </Form>
  );
}

export function EnquiryFilters({ query }: { query: AdminListingsQuery }) {
  return (
    <Form method="get" className="admin-filters" aria-label="Filter quick enquiries">
      <input type="hidden" name="tab" value="quick-enquiries" />
      <TextFilter name="name" label="Name" value={query.name} />
      <Flex gap="3" align="end">
        <Button type="submit" size="2">
          Filter
        </Button>
        <RadixLink asChild size="2">
          <Link to="/admin/listings?tab=quick-enquiries">Clear</Link>
        </RadixLink>
      </Flex>
    </Form>
  );
}
