import { Form, Link } from "@remix-run/react";
import { AlertDialog, Button, Flex } from "@radix-ui/themes";
import { useState } from "react";
import { StatusButton, useIsPending } from "~/components/forms";

export const DELETE_ACCOUNT_WARNING =
  "Your profile, sign-ins and favourites will be removed and your listings taken off the site. This cannot be undone.";

/**
 * "Delete Account": a link to the confirm page /profile/delete without JavaScript; with
 * JavaScript the click opens a confirm dialog that posts to the same action.
 */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const deleting = useIsPending({ formAction: "/profile/delete" });
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <Button asChild color="red" variant="soft">
        <Link
          to="/profile/delete"
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          Delete Account
        </Link>
      </Button>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>Delete your account?</AlertDialog.Title>
        <AlertDialog.Description size="2">{DELETE_ACCOUNT_WARNING}</AlertDialog.Description>
        <Form method="post" action="/profile/delete">
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button type="button" variant="soft" color="gray">
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <StatusButton color="red" size="2" pending={deleting}>
              Delete Account
            </StatusButton>
          </Flex>
        </Form>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
