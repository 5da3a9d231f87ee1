// The listing page's trust line (docs/product.md#trust): "Confirmed N days ago" while the listing
// is Approved and shown, or the notice saying why it is out of public view.
import { Callout, Text } from "@radix-ui/themes";
import { confirmedLabel } from "~/domain/trust";

export type FreshnessView = { confirmedDays: number | null; notice: string | null };

export function ListingFreshness({ freshness }: { freshness: FreshnessView }) {
  if (freshness.notice) {
    return (
      <Callout.Root color="amber" highContrast size="1" className="trust-notice" role="status">
        <Callout.Text>{freshness.notice}</Callout.Text>
      </Callout.Root>
    );
  }
  if (freshness.confirmedDays === null) return null;
  return (
    <Text as="p" size="2" mb="3" className="trust-confirmed">
      {confirmedLabel(freshness.confirmedDays)}
    </Text>
  );
}
