// The listing page's trust line (docs/product.md#trust): "Confirmed N days ago" while the listing
// is Approved and shown, or the notice saying why it is out of public view.
import { Callout, Text } from "@radix-ui/themes";
import { confirmedLabel } from "~/domain/trust";
import { useSay } from "~/messages/use-messages";

export type FreshnessView = { confirmedDays: number | null; notice: string | null };

/** Why the listing is out of public view, at the top of its page; nothing while it is shown. */
export function FreshnessNotice({ freshness }: { freshness: FreshnessView }) {
  // The domain says it in English; the page's language where its loader sent `sell` (decision 0052).
  const say = useSay();
  if (!freshness.notice) return null;
  return (
    <Callout.Root color="amber" highContrast size="1" className="trust-notice" role="status">
      <Callout.Text>{say(freshness.notice)}</Callout.Text>
    </Callout.Root>
  );
}

/** "Confirmed N days ago", beside "Report this listing" (the page's trust block), while it is shown. */
export function ConfirmedLine({ freshness }: { freshness: FreshnessView }) {
  const say = useSay();
  if (freshness.notice || freshness.confirmedDays === null) return null;
  return (
    <Text as="p" size="2" mb="3" className="trust-confirmed">
      {say(confirmedLabel(freshness.confirmedDays))}
    </Text>
  );
}
