import { Link, useFetcher, useRevalidator } from "@remix-run/react";
import { AlertDialog, Button, Flex, Link as RadixLink } from "@radix-ui/themes";
import { useEffect, useRef, useState } from "react";
import { StatusButton } from "~/components/forms";

/** How long the table waits after a delete before reloading (docs/product.md#admin). */
export const RELOAD_AFTER_MS = 1000;

export const DELETE_USER_WARNING =
  "Their profile, sign-ins and favourites will be removed and their listings taken off the site. This cannot be undone.";

/**
 * "Delete" in a users row: without JavaScript a link to the confirm page; with it a dialog that
 * posts to the same action, shows the toast, then reloads the table after a second.
 */
export function DeleteUserDialog({ userId, name, back }: { userId: string; name: string; back: string }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<{ ok: boolean }>();
  const revalidator = useRevalidator();
  const action = `/admin/users/${userId}/delete`;
  // The answer of the last delete (the toast comes with it); kept until the next submission.
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    if (!result) return;
    setOpen(false);
    const timer = setTimeout(() => revalidate.current(), RELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [result]);

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <RadixLink asChild color="red">
        <Link
          to={`${action}?redirectTo=${encodeURIComponent(back)}`}
          aria-haspopup="dialog"
          aria-label={`Delete ${name}`}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          Delete
        </Link>
      </RadixLink>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{`Delete ${name}?`}</AlertDialog.Title>
        <AlertDialog.Description size="2">{DELETE_USER_WARNING}</AlertDialog.Description>
        <fetcher.Form method="post" action={action}>
          <input type="hidden" name="reload" value="later" />
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button type="button" variant="soft" color="gray">
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <StatusButton color="red" size="2" pending={fetcher.state !== "idle"}>
              Delete user
            </StatusButton>
          </Flex>
        </fetcher.Form>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
