// What My Listings shows about a listing's trust (docs/product.md#trust): the reasons of its open
// reports (never who sent them), how long ago it was confirmed or why it is hidden, and the two
// buttons "Still available" / "No longer available" (plain forms: they work without JavaScript).
import { Form } from "@remix-run/react";
import { Button, Text } from "@radix-ui/themes";
import type { ReportReason } from "~/domain/catalog";
import { confirmedLabel } from "~/domain/trust";
import { fill } from "~/messages/messages";
import { useMessages, useSay } from "~/messages/use-messages";

export function OpenReports({ reasons }: { reasons: readonly ReportReason[] }) {
  const t = useMessages("sell").mine;
  if (reasons.length === 0) return null;
  return (
    <Text as="p" size="1" my="1" className="trust-reports">
      {fill(t.reported, { reasons: reasons.map((reason) => t.reasons[reason] ?? reason).join(", ") })}
    </Text>
  );
}

export type ConfirmView = {
  /** Days since the last confirmation, while it is shown; null when hidden or not Approved. */
  confirmedDays: number | null;
  /** Why it is hidden, when it is. */
  notice: string | null;
  /** Whether the buttons apply (Approved, not hidden by reporters). */
  canConfirm: boolean;
};

export function AvailabilityButtons({
  listingId,
  title,
  view,
  back,
}: {
  listingId: number;
  title: string;
  view: ConfirmView;
  back: string;
}) {
  const t = useMessages("sell").mine;
  const say = useSay();
  return (
    <>
      {view.notice ? (
        <Text as="p" size="1" my="1" color="amber">
          {say(view.notice)}
        </Text>
      ) : view.confirmedDays !== null ? (
        <Text as="p" size="1" my="1" color="gray">
          {say(confirmedLabel(view.confirmedDays))}
        </Text>
      ) : null}
      {view.canConfirm ? (
        <Form method="post" action={`/listing/${listingId}/availability`} className="trust-confirm-buttons">
          <input type="hidden" name="redirectTo" value={back} />
          <Button
            type="submit"
            name="answer"
            value="available"
            size="1"
            variant="soft"
            aria-label={fill(t.stillAvailableOf, { title })}
          >
            {t.stillAvailable}
          </Button>
          <Button
            type="submit"
            name="answer"
            value="unavailable"
            size="1"
            variant="soft"
            color="gray"
            aria-label={fill(t.noLongerOf, { title })}
          >
            {t.noLonger}
          </Button>
        </Form>
      ) : null}
    </>
  );
}
