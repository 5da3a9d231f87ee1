import { Form, Link } from "@remix-run/react";
import { AlertDialog, Button, Flex } from "@radix-ui/themes";
import { useState } from "react";
import { StatusButton, useIsPending } from "~/components/forms";
import { useMessages } from "~/messages/use-messages";

/**
 * "Delete Account": a link to the confirm page /profile/delete without JavaScript; with
 * JavaScript the click opens a confirm dialog that posts to the same action. The page sends the
 * `account` messages.
 */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const deleting = useIsPending({ formAction: "/profile/delete" });
  const t = useMessages("account").delete;
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
          {t.button}
        </Link>
      </Button>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{t.title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{t.warning}</AlertDialog.Description>
        <Form method="post" action="/profile/delete">
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button type="button" variant="soft" color="gray">
                {t.cancel}
              </Button>
            </AlertDialog.Cancel>
            <StatusButton color="red" size="2" pending={deleting}>
              {t.button}
            </StatusButton>
          </Flex>
        </Form>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
