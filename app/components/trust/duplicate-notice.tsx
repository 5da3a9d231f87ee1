// Before paying for a listing the seller already posted (docs/product.md#trust): a link to edit
// the earlier one, or "Post anyway", a submit button of the listing form (by its id), so it sends
// every field again, with or without JavaScript.
import { Link } from "@remix-run/react";
import { Button, Callout, Flex, Link as RadixLink } from "@radix-ui/themes";
import { DUPLICATE_MESSAGE_PARTS } from "~/domain/trust";

export function DuplicateNotice({ listingId, formId }: { listingId: number; formId: string }) {
  return (
    <Callout.Root color="amber" highContrast mb="4" role="alert">
      <Callout.Text>
        {DUPLICATE_MESSAGE_PARTS.before(listingId)}{" "}
        <RadixLink asChild>
          <Link to={`/listing/edit/${listingId}`}>{DUPLICATE_MESSAGE_PARTS.link}</Link>
        </RadixLink>
      </Callout.Text>
      <Flex mt="2">
        <Button type="submit" form={formId} name="postAnyway" value="1" variant="soft" size="2">
          Post anyway
        </Button>
      </Flex>
    </Callout.Root>
  );
}
