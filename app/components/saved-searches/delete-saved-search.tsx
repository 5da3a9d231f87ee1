import { Form, Link } from "@remix-run/react";
import { AlertDialog, Button, Flex } from "@radix-ui/themes";
import { useState } from "react";
import { StatusButton, useIsPending } from "~/components/forms";
import { fill } from "~/messages/messages";
import { useMessages } from "~/messages/use-messages";

/**
 * Delete a saved search: a link to its confirm page without JavaScript; with JavaScript the
 * click opens a confirm dialog posting to the same action (docs/product.md#saved-searches).
 */
export function DeleteSavedSearch({ id, name }: { id: number; name: string }) {
  const [open, setOpen] = useState(false);
  const action = `/saved-searches/${id}/delete`;
  const deleting = useIsPending({ formAction: action });
  const t = useMessages("credits").searches;
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <Button asChild size="2" variant="ghost" color="red">
        <Link
          to={action}
          aria-haspopup="dialog"
          aria-label={fill(t.deleteFor, { name })}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {t.delete}
        </Link>
      </Button>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{fill(t.deleteTitle, { name })}</AlertDialog.Title>
        <AlertDialog.Description size="2">{t.warning}</AlertDialog.Description>
        <Form method="post" action={action}>
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button type="button" variant="soft" color="gray">
                {t.cancel}
              </Button>
            </AlertDialog.Cancel>
            <StatusButton color="red" size="2" pending={deleting}>
              {t.delete}
            </StatusButton>
          </Flex>
        </Form>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
