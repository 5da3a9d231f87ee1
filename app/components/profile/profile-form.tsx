import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "@remix-run/react";
import { Button, Callout, Flex, Radio, Text, TextArea, TextField } from "@radix-ui/themes";
import type { ComponentProps, ReactNode } from "react";
import { ROLE_LABELS } from "~/domain/account";
import { GENDERS, SIGNUP_ROLES } from "~/domain/catalog";
import { PROFILE_IMAGE_ACCEPT } from "~/domain/profile-image";
import { PROFILE_MESSAGES, profileSchema } from "~/schemas/profile";
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
};

type Props = {
  profile: ProfileFormDefaults;
  /** Whether to show the buyer/seller/both selector (hidden for admin accounts). */
  showAccountType: boolean;
  /** When an admin edits someone else, their id travels in a hidden field. */
  editingOther?: boolean;
  lastResult?: SubmissionResult<string[]> | null;
  /** Form (own page, no JS) or fetcher.Form (side sheet). */
  FormComponent?: typeof Form;
  pending?: boolean;
  cancel?: ReactNode;
};

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { male: "Male", female: "Female", other: "Other" };

/**
 * The profile edit form, the same in the side sheet and on /profile/edit. Conform validates
 * in the browser with the shared schema; without JavaScript the browser's own constraint
 * checks and the server's reply do the job.
 */
export function ProfileForm({
  profile,
  showAccountType,
  editingOther,
  lastResult,
  FormComponent = Form,
  pending,
  cancel,
}: Props) {
  const [form, fields] = useForm({
    id: `profile-${profile.id}`,
    lastResult,
    constraint: getZodConstraint(profileSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      fullName: profile.fullName,
      bio: profile.bio,
      email: profile.email,
      phone: profile.phone,
      gender: profile.gender ?? undefined,
      role: profile.role,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });

  return (
    <FormComponent method="post" action="/profile/edit" encType="multipart/form-data" {...getFormProps(form)}>
      {editingOther && <input type="hidden" name="userId" value={profile.id} />}
      <Flex direction="column" gap="4">
        {form.errors?.length ? (
          <Callout.Root color="red" role="alert" id={form.errorId}>
            <Callout.Text>{form.errors.join(" ")}</Callout.Text>
          </Callout.Root>
        ) : null}

        <Field
          label="Full name"
          htmlFor={fields.fullName.id}
          errors={fields.fullName.errors}
          errorId={fields.fullName.errorId}
        >
          <TextField.Root {...inputProps(getInputProps(fields.fullName, { type: "text" }))} autoComplete="name" />
        </Field>

        <Field
          label="Bio"
          htmlFor={fields.bio.id}
          errors={fields.bio.errors}
          errorId={fields.bio.errorId}
          hint="Up to 300 characters."
        >
          <TextArea {...withoutKey(getTextareaProps(fields.bio))} rows={4} resize="vertical" />
        </Field>

        <Field
          label="Email"
          htmlFor={fields.email.id}
          errors={fields.email.errors}
          errorId={fields.email.errorId}
          hint="Changing your e-mail means verifying the new address."
        >
          <TextField.Root {...inputProps(getInputProps(fields.email, { type: "email" }))} autoComplete="email" />
        </Field>

        <Field label="Phone" htmlFor={fields.phone.id} errors={fields.phone.errors} errorId={fields.phone.errorId}>
          <TextField.Root
            {...inputProps(getInputProps(fields.phone, { type: "tel" }))}
            autoComplete="tel"
            placeholder="+91 98765 43210"
          />
        </Field>

        <fieldset
          className="profile-fieldset"
          aria-describedby={fields.gender.errors ? fields.gender.errorId : undefined}
        >
          <legend>
            <Text size="2" weight="medium">
              Gender
            </Text>
          </legend>
          <Flex gap="4" wrap="wrap" mt="1">
            {GENDERS.map((g) => (
              <Text as="label" size="2" key={g}>
                <Flex gap="2" align="center">
                  <Radio
                    name={fields.gender.name}
                    value={g}
                    defaultChecked={fields.gender.initialValue === g}
                    required
                    aria-invalid={fields.gender.errors ? true : undefined}
                  />
                  {GENDER_LABELS[g]}
                </Flex>
              </Text>
            ))}
          </Flex>
          <ErrorText id={fields.gender.errorId} errors={fields.gender.errors} />
        </fieldset>

        {showAccountType && (
          <fieldset
            className="profile-fieldset"
            aria-describedby={fields.role.errors ? fields.role.errorId : undefined}
          >
            <legend>
              <Text size="2" weight="medium">
                Account type
              </Text>
            </legend>
            <Flex gap="4" wrap="wrap" mt="1">
              {SIGNUP_ROLES.map((r) => (
                <Text as="label" size="2" key={r}>
                  <Flex gap="2" align="center">
                    <Radio name={fields.role.name} value={r} defaultChecked={fields.role.initialValue === r} />
                    {ROLE_LABELS[r]}
                  </Flex>
                </Text>
              ))}
            </Flex>
            <ErrorText id={fields.role.errorId} errors={fields.role.errors} />
          </fieldset>
        )}

        <Field
          label="Profile image"
          htmlFor={fields.image.id}
          errors={fields.image.errors}
          errorId={fields.image.errorId}
          hint={PROFILE_MESSAGES.imageHint}
        >
          <Flex gap="3" align="center">
            <UserAvatar name={profile.fullName || profile.email} src={profile.imageUrl} size={56} />
            <input
              {...withoutKey(getInputProps(fields.image, { type: "file" }))}
              accept={PROFILE_IMAGE_ACCEPT}
              className="profile-file"
            />
          </Flex>
        </Field>

        <Flex gap="3" justify="end" mt="2">
          {cancel}
          <Button type="submit" loading={pending}>
            Save changes
          </Button>
        </Flex>
      </Flex>
    </FormComponent>
  );
}

// Conform's props include `key`, which React will not take through a spread.
function withoutKey<T extends { key?: string | undefined }>(props: T): Omit<T, "key"> {
  const { key: _key, ...rest } = props;
  return rest;
}

function inputProps<T extends { key?: string | undefined }>(props: T) {
  return withoutKey(props) as Omit<T, "key"> & ComponentProps<typeof TextField.Root>;
}

function Field(props: {
  label: string;
  htmlFor: string;
  errors?: string[];
  errorId: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={props.htmlFor}>
        {props.label}
      </Text>
      {props.children}
      {props.hint && (
        <Text size="1" color="gray">
          {props.hint}
        </Text>
      )}
      <ErrorText id={props.errorId} errors={props.errors} />
    </Flex>
  );
}

function ErrorText({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <Text id={id} size="1" color="red" role="alert">
      {errors.join(" ")}
    </Text>
  );
}

export function ProfileCancelLink({ to = "/profile" }: { to?: string }) {
  return (
    <Button asChild variant="soft" color="gray">
      <Link to={to}>Cancel</Link>
    </Button>
  );
}
