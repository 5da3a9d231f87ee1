// The listing page's trust line (docs/product.md#trust): "Confirmed N days ago" while the listing
// is Approved and shown, or the notice saying why it is out of public view.
import { Callout, Text } from "@radix-ui/themes";
import { confirmedLabel } from "~/domain/trust";

export type FreshnessView = { confirmedDays: number | null; notice: string | null };

/** Why the listing is out of public view, at the top of its page; nothing while it is shown. */
export function FreshnessNotice({ freshness }: { freshness: FreshnessView }) {
  if (!freshness.notice) return null;
  return (
    <Callout.Root color="amber" highContrast size="1" className="trust-notice" role="status">
      <Callout.Text>{freshness.notice}</Callout.Text>
    </Callout.Root>
  );
}

/** "Confirmed N days ago", beside "Report this listing" (the page's trust block), while it is shown. */
export function ConfirmedLine({ freshness }: { freshness: FreshnessView }) {
  if (freshness.notice || freshness.confirmedDays === null) return null;
  return (
    <Text as="p" size="2" mb="3" className="trust-confirmed">
      {confirmedLabel(freshness.confirmedDays)}
    </Text>
  );
}
