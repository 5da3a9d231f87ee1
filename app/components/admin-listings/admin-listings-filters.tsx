// The tabs and filters of /admin/listings (docs/product.md#admin): plain links and GET forms,
// so every view is a URL and works without JavaScript.
import { Form, Link } from "@remix-run/react";
import { Button, Flex, Link as RadixLink, Text, TextField } from "@radix-ui/themes";
import { useAdminWords } from "~/components/admin/admin-words";
import { LISTING_STATUSES, PROPERTY_TYPES } from "~/domain/catalog";
import { useMessages } from "~/messages/use-messages";
import type { AdminListingsQuery, AdminTab } from "~/schemas/admin-listings";

const TABS: { tab: AdminTab; label: "tabListings" | "tabEnquiries"; href: string }[] = [
  { tab: "listings", label: "tabListings", href: "/admin/listings" },
  { tab: "quick-enquiries", label: "tabEnquiries", href: "/admin/listings?tab=quick-enquiries" },
];

export function AdminTabs({ current }: { current: AdminTab }) {
  const t = useAdminWords().listings;
  return (
    <nav aria-label={t.tabsLabel} className="admin-tabs">
      {TABS.map((tab) => (
        <Link
          key={tab.tab}
          to={tab.href}
          className="admin-tabs__tab"
          aria-current={tab.tab === current ? "page" : undefined}
          data-active={tab.tab === current || undefined}
        >
          {t[tab.label]}
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
  const all = useAdminWords().common.all;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={id}>
        {label}
      </Text>
      <select id={id} name={name} defaultValue={value ?? ""} className="form-select">
        <option value="">{all}</option>
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
  const words = useAdminWords();
  const t = words.listings;
  const types = useMessages("listings").types;
  return (
    <Form method="get" className="admin-filters" aria-label={t.filterListings}>
      {query.sort ? (
        <>
          <input type="hidden" name="sort" value={query.sort} />
          <input type="hidden" name="order" value={query.order} />
        </>
      ) : null}
      <TextFilter name="area" label={t.area} value={query.area} />
      <TextFilter name="city" label={t.city} value={query.city} />
      <SelectFilter
        name="status"
        label={t.status}
        value={query.status}
        options={LISTING_STATUSES.map((s) => ({ value: s, label: words.statuses[s] }))}
      />
      <SelectFilter
        name="review"
        label={t.review}
        value={query.review}
        options={[{ value: "edited", label: words.review.edited }]}
      />
      <SelectFilter
        name="type"
        label={t.type}
        value={query.type}
        options={PROPERTY_TYPES.map((type) => ({ value: type, label: types[type] }))}
      />
      <Flex gap="3" align="end">
        <Button type="submit" size="2">
          {words.common.filter}
        </Button>
        <RadixLink asChild size="2">
          <Link to="/admin/listings">{words.common.clear}</Link>
        </RadixLink>
      </Flex>
    </Form>
  );
}

export function EnquiryFilters({ query }: { query: AdminListingsQuery }) {
  const words = useAdminWords();
  return (
    <Form method="get" className="admin-filters" aria-label={words.listings.filterEnquiries}>
      <input type="hidden" name="tab" value="quick-enquiries" />
      <TextFilter name="name" label={words.listings.name} value={query.name} />
      <Flex gap="3" align="end">
        <Button type="submit" size="2">
          {words.common.filter}
        </Button>
        <RadixLink asChild size="2">
          <Link to="/admin/listings?tab=quick-enquiries">{words.common.clear}</Link>
        </RadixLink>
      </Flex>
    </Form>
  );
}
