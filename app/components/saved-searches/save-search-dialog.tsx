// The "Save this search" dialog (docs/product.md#saved-searches), loaded on first use by
// save-search-button.tsx: Radix's Dialog, the form kit and zod are not part of the list view's
// first scripts (decision 0050).
import { useFetcher, useLocation } from "@remix-run/react";
import { Button, Dialog, Flex, IconButton, Text } from "@radix-ui/themes";
import { useIsPending } from "~/components/forms";
import { CloseIcon } from "~/components/icons";
import { suggestedSearchName } from "~/domain/saved-search";
import { useMessages } from "~/messages/use-messages";
import type { FormReply } from "~/server/http/form.server";
import { SaveSearchForm } from "./save-search-form";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: string;
  returnFocus: () => void;
};

/** The save form in a dialog, posting through a fetcher: errors stay in the dialog; once saved the action redirects back here with a toast. */
export default function SaveSearchDialog({ open, onOpenChange, query, returnFocus }: Props) {
  const fetcher = useFetcher<FormReply>({ key: "save-search" });
  const pending = useIsPending({ fetcher });
  const location = useLocation();
  const t = useMessages("saved").saveSearch;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        maxWidth="440px"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <Flex justify="between" align="center" mb="2">
          <Dialog.Title mb="0">{t.title}</Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label={t.close}>
              <CloseIcon size={18} />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2" mb="3">
          {t.intro} <Text color="gray">{t.later}</Text>
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
                  {t.cancel}
                </Button>
              </Dialog.Close>
            }
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
