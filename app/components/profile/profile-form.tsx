import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { Button, Flex } from "@radix-ui/themes";
import type { ReactNode } from "react";
import {
  Field,
  FileField,
  FormAlert,
  PasswordField,
  RadioGroupField,
  type SelectOption,
  StatusButton,
  TextareaField,
  useSchemaForm,
} from "~/components/forms";
import { formatPhone } from "~/domain/format";
import { PROFILE_IMAGE_ACCEPT } from "~/domain/profile-image";
import { GENDER_OPTIONS, SIGNUP_ROLE_OPTIONS } from "~/schemas/options";
import { profileSchema } from "~/schemas/profile";
import { fill } from "~/messages/messages";
import { useMessages } from "~/messages/use-messages";
import { UserAvatar } from "../user-avatar";

export type ProfileFormDefaults = {
  id: string;
  fullName: string;
  bio: string;
  email: string;
  phone: string;
  gender: string | null;
  role: string;
  imageUrl: string | null;
  /** A new address waiting for confirmation, if any. */
  pendingEmail?: string | null;
};

type Props = {
  profile: ProfileFormDefaults;
  /** Whether to show the account type selector (hidden for admin accounts editing themselves). */
  showAccountType: boolean;
  /** The account types offered (buyer, seller, both unless the server allows more: a superadmin editing someone). */
  roleOptions?: readonly SelectOption[];
  /** When an admin edits someone else, their id travels in a hidden field. */
  editingOther?: boolean;
  /** Whether the one saving has a password (asked to change the e-mail); otherwise a recent sign-in is. */
  askPassword: boolean;
  /** Where an admin goes after saving someone else's profile (a same-site path from the page's URL). */
  redirectTo?: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** Form (own page, no JS) or fetcher.Form (side sheet). */
  FormComponent?: typeof Form;
  /** useIsPending() for the form's own page, useIsPending({ fetcher }) in the sheet. */
  pending: boolean;
  cancel?: ReactNode;
};

/**
 * The profile edit form, the same in the side sheet and on /profile/edit. Conform validates
 * in the browser with the shared schema; without JavaScript the browser's own constraint
 * checks and the server's reply do the job. The page sends the `account` messages.
 */
export function ProfileForm({
  profile,
  showAccountType,
  roleOptions = SIGNUP_ROLE_OPTIONS,
  editingOther,
  askPassword,
  redirectTo,
  lastResult,
  FormComponent = Form,
  pending,
  cancel,
}: Props) {
  const [form, fields] = useSchemaForm(profileSchema, {
    id: `profile-${profile.id}`,
    lastResult,
    defaultValue: {
      fullName: profile.fullName,
      bio: profile.bio,
      email: profile.email,
      phone: formatPhone(profile.phone),
      gender: profile.gender ?? undefined,
      role: profile.role,
    },
  });

  const { profile: labels, edit: t, roles, genders } = useMessages("account");
  const roleChoices = roleOptions.map((o) => ({ ...o, label: roles[o.value as keyof typeof roles] ?? o.label }));
  const genderChoices = GENDER_OPTIONS.map((o) => ({ ...o, label: genders[o.value] }));

  return (
    <FormComponent method="post" action="/profile/edit" encType="multipart/form-data" {...getFormProps(form)}>
      {editingOther && <input type="hidden" name="userId" value={profile.id} />}
      {editingOther && redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Flex direction="column" gap="4">
        <FormAlert id={form.errorId} messages={form.errors} />
        <Field meta={fields.fullName} label={labels.fullName} autoComplete="name" />
        <TextareaField meta={fields.bio} label={labels.bio} hint={t.bioHint} rows={4} />
        <Field
          meta={fields.email}
          type="email"
          label={labels.email}
          autoComplete="email"
          hint={
            profile.pendingEmail ? `${t.emailHint} ${fill(t.waiting, { email: profile.pendingEmail })}` : t.emailHint
          }
        />
        {askPassword ? (
          <PasswordField
            meta={fields.currentPassword}
            label={editingOther ? t.yourPassword : t.currentPassword}
            autoComplete="current-password"
            hint={t.passwordHint}
          />
        ) : null}
        <Field meta={fields.phone} type="tel" label={labels.phone} autoComplete="tel" placeholder="+91 98765 43210" />
        <RadioGroupField meta={fields.gender} label={labels.gender} options={genderChoices} />
        {showAccountType && <RadioGroupField meta={fields.role} label={labels.accountType} options={roleChoices} />}
        <FileField
          meta={fields.image}
          label={t.image}
          hint={t.imageHint}
          accept={PROFILE_IMAGE_ACCEPT}
          preview={<UserAvatar name={profile.fullName || profile.email} src={profile.imageUrl} size={56} />}
        />
        <Flex gap="3" justify="end" mt="2">
          {cancel}
          <StatusButton size="2" pending={pending}>
            {t.save}
          </StatusButton>
        </Flex>
      </Flex>
    </FormComponent>
  );
}

export function ProfileCancelLink({ to = "/profile" }: { to?: string }) {
  const t = useMessages("account").edit;
  return (
    <Button asChild variant="soft" color="gray">
      <Link to={to}>{t.cancel}</Link>
    </Button>
  );
}
