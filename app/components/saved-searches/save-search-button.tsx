import { Link, useFetcher, useLocation } from "@remix-run/react";
import { Button, Dialog, Flex, IconButton, Text } from "@radix-ui/themes";
import { useState } from "react";
import { useIsPending } from "~/components/forms";
import { CloseIcon } from "~/components/icons";
import { useRootData } from "~/components/layout/use-root-data";
import { saveSearchHref, suggestedSearchName } from "~/domain/saved-search";
import type { FormReply } from "~/server/http/form.server";
import { SaveSearchForm } from "./save-search-form";

/**
 * "Save this search" (docs/product.md#saved-searches). A link to the save page, so without
 * JavaScript it opens the form as a page, and a visitor is sent to sign in and back to it. With
 * JavaScript a signed-in user gets the same form in a small dialog, posting through a fetcher:
 * errors stay in the dialog; once saved the action redirects back here with a toast.
 */
export function SaveSearchButton({ query, label = "Save this search" }: { query: string; label?: string }) {
  const { user } = useRootData();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<FormReply>({ key: "save-search" });
  const pending = useIsPending({ fetcher });
  const location = useLocation();
  const [shownAt, setShownAt] = useState(location.key);
  if (shownAt !== location.key) {
    setShownAt(location.key);
    setOpen(false);
  }
  if (!query) return null;
  const href = saveSearchHref(query);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Link
        to={href}
        className="save-search__link"
        aria-haspopup={user ? "dialog" : undefined}
        onClick={(event) => {
          // A visitor follows the link: the save page sends them to sign in first.
          if (!user) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <BellIcon />
        {label}
      </Link>
      <Dialog.Content maxWidth="440px">
        <Flex justify="between" align="center" mb="2">
          <Dialog.Title mb="0">Save this search</Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label="Close">
              <CloseIcon size={18} />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2" mb="3">
          We will e-mail you when new listings match it. <Text color="gray">You can change that later.</Text>
        </Dialog.Description>
        {open ? (
          <SaveSearchForm
            query={query}
            defaultName={suggestedSearchName(query)}
            redirectTo={location.pathname + location.search}
            FormComponent={fetcher.Form}
            lastResult={fetcher.data?.result}
            pending={pending}
            cancel={
              <Dialog.Close>
                <Button type="button" size="2" variant="soft" color="gray">
                  Cancel
                </Button>
              </Dialog.Close>
            }
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function BellIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
