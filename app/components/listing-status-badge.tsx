// A listing's status as a badge (docs/product.md#listings), the same colour wherever it shows:
// the detail page, My Listings and the admin tables. High contrast so the small text passes AA.
import { Badge } from "@radix-ui/themes";
import type { ListingStatus } from "~/domain/catalog";

const STATUS_COLORS = { Pending: "amber", Rejected: "red", Sold: "gray", Approved: "green" } as const;

/** `label`: the status in the page's language (the admin pages pass theirs); the stored status otherwise. */
export function ListingStatusBadge({
  status,
  size = "1",
  label,
}: {
  status: ListingStatus;
  size?: "1" | "2";
  label?: string;
}) {
  return (
    <Badge size={size} color={STATUS_COLORS[status]} highContrast>
      {label ?? status}
    </Badge>
  );
}
