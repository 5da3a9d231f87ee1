import { Form, Link } from "@remix-run/react";
import { AlertDialog, Button, Flex } from "@radix-ui/themes";
import { useState } from "react";
import { StatusButton, useIsPending } from "~/components/forms";

/**
 * Delete a saved search: a link to its confirm page without JavaScript; with JavaScript the
 * click opens a confirm dialog posting to the same action (docs/product.md#saved-searches).
 */
export function DeleteSavedSearch({ id, name }: { id: number; name: string }) {
  const [open, setOpen] = useState(false);
  const action = `/saved-searches/${id}/delete`;
  const deleting = useIsPending({ formAction: action });
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <Button asChild size="2" variant="ghost" color="red">
        <Link
          to={action}
          aria-haspopup="dialog"
          aria-label={`Delete ${name}`}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          Delete
        </Link>
      </Button>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{`Delete “${name}”?`}</AlertDialog.Title>
        <AlertDialog.Description size="2">{DELETE_SAVED_SEARCH_WARNING}</AlertDialog.Description>
        <Form method="post" action={action}>
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button type="button" variant="soft" color="gray">
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <StatusButton color="red" size="2" pending={deleting}>
              Delete
            </StatusButton>
          </Flex>
        </Form>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

export const DELETE_SAVED_SEARCH_WARNING = "Its alerts stop too. The listings themselves stay where they are.";
