// Before paying for a listing the seller already posted (docs/product.md#trust): a link to edit
// the earlier one, or "Post anyway", a submit button of the listing form (by its id), so it sends
// every field again, with or without JavaScript.
import { Link } from "@remix-run/react";
import { Button, Callout, Flex, Link as RadixLink } from "@radix-ui/themes";
import { fill } from "~/messages/messages";
import { useMessages } from "~/messages/use-messages";

export function DuplicateNotice({ listingId, formId }: { listingId: number; formId: string }) {
  // DUPLICATE_MESSAGE_PARTS (app/domain/trust.ts) in the page's language.
  const t = useMessages("sell").create;
  return (
    <Callout.Root color="amber" highContrast mb="4" role="alert">
      <Callout.Text>
        {fill(t.duplicateBefore, { id: listingId })}{" "}
        <RadixLink asChild>
          <Link to={`/listing/edit/${listingId}`}>{t.duplicateLink}</Link>
        </RadixLink>
      </Callout.Text>
      <Flex mt="2">
        <Button type="submit" form={formId} name="postAnyway" value="1" variant="soft" size="2">
          {t.postAnyway}
        </Button>
      </Flex>
    </Callout.Root>
  );
}
