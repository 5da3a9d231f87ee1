// The listing page's tools for the people who manage a listing (docs/product.md#listing-detail):
// the superadmin's status select, and Edit and Delete for the poster, admins and superadmins.
import { Form, Link } from "@remix-run/react";
import { Callout, Flex, Link as RadixLink, Text } from "@radix-ui/themes";
import { StatusButton, useIsPending } from "~/components/forms";
import { LISTING_STATUSES, type ListingStatus } from "~/domain/catalog";

/** Pending, Approved, Rejected or Sold, in any order; posts without JavaScript. */
export function StatusControl({ listingId, status }: { listingId: number; status: ListingStatus }) {
  const action = `/listing/${listingId}/status`;
  const pending = useIsPending({ formAction: action });
  const selectId = `listing-status-${listingId}`;
  return (
    <Form method="post" action={action} className="listing-status-form">
      <Flex gap="2" align="center" wrap="wrap">
        <Text as="label" size="2" weight="medium" htmlFor={selectId}>
          Status
        </Text>
        <select id={selectId} name="status" defaultValue={status} className="form-select listing-status-select">
          {LISTING_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        <StatusButton size="2" variant="soft" pending={pending}>
          Update status
        </StatusButton>
      </Flex>
    </Form>
  );
}

export function ListingTools({ listingId, canDelete }: { listingId: number; canDelete: boolean }) {
  return (
    <Flex gap="3" align="center">
      <RadixLink asChild size="2" weight="medium">
        <Link to={`/listing/edit/${listingId}`}>Edit</Link>
      </RadixLink>
      {canDelete ? (
        <RadixLink asChild size="2" color="red">
          <Link to={`/listing/${listingId}/delete`}>Delete</Link>
        </RadixLink>
      ) : null}
    </Flex>
  );
}

/** For the poster and admins while a listing waits for a superadmin. */
export function PendingReviewNote() {
  return (
    <Callout.Root color="amber" size="1" mt="3" role="note">
      <Callout.Text>
        <strong>Pending review.</strong> Only you and the site's admins can see this listing until a superadmin approves
        it.
      </Callout.Text>
    </Callout.Root>
  );
}
