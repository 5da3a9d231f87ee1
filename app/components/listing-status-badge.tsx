// A listing's status as a badge (docs/product.md#listings), the same colour wherever it shows:
// the detail page, My Listings and the admin tables. High contrast so the small text passes AA.
import { Badge } from "@radix-ui/themes";
import type { ListingStatus } from "~/domain/catalog";
import { useSellShared } from "~/components/listing-form/sell-shared";

const STATUS_COLORS = { Pending: "amber", Rejected: "red", Sold: "gray", Approved: "green" } as const;

/**
 * `label`: the status in the page's language when the page passes it (the admin pages); else the
 * seller's catalogue's word where the page sent it (My Listings, the listing page), else English.
 */
export function ListingStatusBadge({
  status,
  size = "1",
  label,
}: {
  status: ListingStatus;
  size?: "1" | "2";
  label?: string;
}) {
  const words = useSellShared().status;
  return (
    <Badge size={size} color={STATUS_COLORS[status]} highContrast>
      {label ?? words[status] ?? status}
    </Badge>
  );
}
