import { Link, useFetcher, useRevalidator } from "@remix-run/react";
import { AlertDialog, Button, Flex, Link as RadixLink } from "@radix-ui/themes";
import { useEffect, useRef, useState } from "react";
import { useAdminWords } from "~/components/admin/admin-words";
import { StatusButton } from "~/components/forms";
import { fill } from "~/messages/messages";

/** How long the table waits after a delete before reloading (docs/product.md#admin). */
export const RELOAD_AFTER_MS = 1000;

/**
 * "Delete" in a users row: without JavaScript a link to the confirm page; with it a dialog that
 * posts to the same action, shows the toast, then reloads the table after a second.
 */
export function DeleteUserDialog({ userId, name, back }: { userId: string; name: string; back: string }) {
  const words = useAdminWords();
  const t = words.deleteUser;
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
          aria-label={fill(words.common.deleteName, { name })}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {words.common.delete}
        </Link>
      </RadixLink>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{fill(t.question, { name })}</AlertDialog.Title>
        <AlertDialog.Description size="2">{t.warning}</AlertDialog.Description>
        <fetcher.Form method="post" action={action}>
          <input type="hidden" name="reload" value="later" />
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button type="button" variant="soft" color="gray">
                {words.common.cancel}
              </Button>
            </AlertDialog.Cancel>
            <StatusButton color="red" size="2" pending={fetcher.state !== "idle"}>
              {t.button}
            </StatusButton>
          </Flex>
        </fetcher.Form>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
