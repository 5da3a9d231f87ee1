// A listing's status as a badge (docs/product.md#listings), the same colour wherever it shows:
// the detail page, My Listings and the admin tables. High contrast so the small text passes AA.
import { Badge } from "@radix-ui/themes";
import type { ListingStatus } from "~/domain/catalog";
import { useSellShared } from "~/components/listing-form/sell-shared";

const STATUS_COLORS = { Pending: "amber", Rejected: "red", Sold: "gray", Approved: "green" } as const;

export function ListingStatusBadge({ status, size = "1" }: { status: ListingStatus; size?: "1" | "2" }) {
  // In the page's language where its loader sent `sell` (My Listings), else English.
  const words = useSellShared().status;
  return (
    <Badge size={size} color={STATUS_COLORS[status]} highContrast>
      {words[status] ?? status}
    </Badge>
  );
}
