// The orders of the listing list (docs/product.md#sorting): newest first by default, price low to
// high, price high to low, and price per unit low to high (₹ per cent for land, ₹ per sq ft for
// built property). Pure: the URL's `sort=` value, its label and the rules of ties.

export const SORT_ORDERS = ["newest", "price-asc", "price-desc", "unit-price"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const SORT_LABELS: Record<SortOrder, string> = {
  newest: "Newest first",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  "unit-price": "Price per cent / sq ft: low to high",
};

export function isSortOrder(value: string): value is SortOrder {
  return (SORT_ORDERS as readonly string[]).includes(value);
}

/**
 * The canonical URL text of a `sort=` value, or null when it is not one (the page then redirects
 * without it). The default, "newest", is never written: "?sort=newest" is the bare list.
 */
export function canonicalSortValue(raw: string): Exclude<SortOrder, "newest"> | null {
  const value = raw.trim().toLowerCase();
  return isSortOrder(value) && value !== "newest" ? value : null;
}
