import { useState } from "react";
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { Button, Dialog, Flex, IconButton } from "@radix-ui/themes";
import { useIsPending } from "~/components/forms";
import { CloseIcon } from "~/components/icons";
import { useMessages } from "~/messages/use-messages";
import type { FormReply } from "~/server/http/form.server";
import { ProfileForm, type ProfileFormDefaults } from "./profile-form";

/**
 * "Edit" on /profile. It is a link to /profile/edit, so without JavaScript it opens the form
 * as a page; with JavaScript the click opens the same form in a side sheet that posts through
 * a fetcher (errors stay in the sheet; success redirects back and the sheet closes).
 */
export function EditProfileSheet({
  profile,
  showAccountType,
  askPassword,
}: {
  profile: ProfileFormDefaults;
  showAccountType: boolean;
  askPassword: boolean;
}) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<FormReply>({ key: "profile-edit" });
  const pending = useIsPending({ fetcher });
  const location = useLocation();
  const t = useMessages("account").edit;
  // The action redirects to /profile on success: a new location means the save went through.
  const [shownAt, setShownAt] = useState(location.key);
  if (shownAt !== location.key) {
    setShownAt(location.key);
    setOpen(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Button asChild>
        <Link
          to="/profile/edit"
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {t.title}
        </Link>
      </Button>
      <Dialog.Content className="profile-sheet" aria-describedby={undefined}>
        <Flex justify="between" align="center" mb="4">
          <Dialog.Title mb="0">{t.title}</Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label={t.close}>
              <CloseIcon size={18} />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <ProfileForm
          profile={profile}
          showAccountType={showAccountType}
          askPassword={askPassword}
          FormComponent={fetcher.Form}
          lastResult={fetcher.data?.result}
          pending={pending}
          cancel={
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                {t.cancel}
              </Button>
            </Dialog.Close>
          }
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
