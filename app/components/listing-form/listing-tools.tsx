// The listing page's tools for the people who manage a listing (docs/product.md#listing-detail):
// the superadmin's status select, Edit and Delete for the poster, admins and superadmins, and the
// notes on its moderation: pending review, or rejected with the reason and, for the poster,
// "Resubmit for review" (docs/product.md#my-listings-and-deleting).
import { Form, Link } from "@remix-run/react";
import { Callout, Flex, Link as RadixLink, Text } from "@radix-ui/themes";
import { StatusButton, useIsPending } from "~/components/forms";
import { LISTING_STATUSES, type ListingStatus } from "~/domain/catalog";
import { formatDate, formatTamilDate } from "~/domain/dates";
import { fill } from "~/messages/messages";
import { useLang } from "~/messages/use-messages";
import { SELL_SHARED_EN, useSellShared } from "./sell-shared";

/** Pending, Approved, Rejected or Sold, in any order; posts without JavaScript. */
export function StatusControl({ listingId, status }: { listingId: number; status: ListingStatus }) {
  const action = `/listing/${listingId}/status`;
  const pending = useIsPending({ formAction: action });
  const selectId = `listing-status-${listingId}`;
  const shared = useSellShared();
  return (
    <Form method="post" action={action} className="listing-status-form">
      <Flex gap="2" align="center" wrap="wrap">
        <Text as="label" size="2" weight="medium" htmlFor={selectId}>
          {shared.tools.status}
        </Text>
        <select id={selectId} name="status" defaultValue={status} className="form-select listing-status-select">
          {LISTING_STATUSES.map((value) => (
            <option key={value} value={value}>
              {shared.status[value] ?? value}
            </option>
          ))}
        </select>
        <StatusButton size="2" variant="soft" pending={pending}>
          {shared.tools.updateStatus}
        </StatusButton>
      </Flex>
    </Form>
  );
}

export function ListingTools({ listingId, canDelete }: { listingId: number; canDelete: boolean }) {
  const t = useSellShared().tools;
  return (
    <Flex gap="3" align="center">
      <RadixLink asChild size="2" weight="medium">
        <Link to={`/listing/edit/${listingId}`}>{t.edit}</Link>
      </RadixLink>
      {canDelete ? (
        <RadixLink asChild size="2" color="red">
          <Link to={`/listing/${listingId}/delete`}>{t.delete}</Link>
        </RadixLink>
      ) : null}
    </Flex>
  );
}

/**
 * "Resubmit for review": the poster's button while a Rejected listing awaits it (once per
 * rejection). A plain form, so it works without JavaScript; back to `redirectTo` with a toast.
 */
export function ResubmitButton({
  listingId,
  redirectTo,
  label,
}: {
  listingId: number;
  redirectTo: string;
  /** The accessible name, when the page shows several (My Listings: "Resubmit for review: {title}"). */
  label?: string;
}) {
  const action = `/listing/${listingId}/resubmit`;
  const pending = useIsPending({ formAction: action });
  const t = useSellShared().tools;
  return (
    <Form method="post" action={action} className="listing-resubmit-form">
      <input type="hidden" name="intent" value="resubmit" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <StatusButton size="2" variant="soft" pending={pending} aria-label={label}>
        {t.resubmit}
      </StatusButton>
    </Form>
  );
}

/** For the poster and admins while a listing is Rejected: the reason, and the poster's way back. */
export function RejectedNote({
  listingId,
  reason,
  canResubmit,
}: {
  listingId: number;
  reason: string | null;
  canResubmit: boolean;
}) {
  const t = useSellShared().tools;
  return (
    <Callout.Root color="red" size="1" mt="3" role="note" className="listing-rejected-note">
      <Callout.Text>
        <strong>{t.rejected}</strong> {reason ? fill(t.reason, { reason }) : t.noReason}
      </Callout.Text>
      {canResubmit ? (
        <>
          <Callout.Text>{t.fixThenResubmit}</Callout.Text>
          <ResubmitButton listingId={listingId} redirectTo={`/listing/${listingId}`} />
        </>
      ) : null}
    </Callout.Root>
  );
}

/** For the poster and admins while a listing waits for a superadmin (after a resubmission: when, and why it was rejected). */
export function PendingReviewNote({ resubmitted }: { resubmitted?: { at: number; reason: string | null } | null }) {
  const t = useSellShared().tools;
  const lang = useLang();
  return (
    <Callout.Root color="amber" highContrast size="1" mt="3" role="note">
      <Callout.Text>
        <strong>{t.pendingReview}</strong> {t.pendingOnly}
      </Callout.Text>
      {resubmitted ? (
        <Callout.Text>
          {fill(resubmitted.reason ? t.resubmittedOnReason : t.resubmittedOn, {
            // The shared words are English unless the page sent `sell`: the date follows them.
            date:
              lang === "ta" && t !== SELL_SHARED_EN.tools
                ? formatTamilDate(resubmitted.at)
                : formatDate(resubmitted.at),
            reason: resubmitted.reason ?? "",
          })}
        </Callout.Text>
      ) : null}
    </Callout.Root>
  );
}
