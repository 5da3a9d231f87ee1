import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Flex } from "@radix-ui/themes";
import { Field, FormAlert, RadioGroupField, StatusButton, TextareaField, useSchemaForm } from "~/components/forms";
import { adjustCreditsSchema } from "~/schemas/admin-users";

const DIRECTIONS = [
  { value: "add", label: "Add credits" },
  { value: "remove", label: "Remove credits" },
] as const;

/**
 * Add or remove credits with a reason (docs/product.md#admin). The hidden token is new on every
 * page load: sending the same form twice applies the change once.
 */
export function AdjustCreditsForm({
  token,
  lastResult,
}: {
  token: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useSchemaForm(adjustCreditsSchema, {
    id: `adjust-${token}`,
    lastResult,
    defaultValue: { direction: "add", token },
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name={fields.token.name} value={token} />
      <Flex direction="column" gap="4">
        <FormAlert id={form.errorId} messages={form.errors} />
        <RadioGroupField meta={fields.direction} label="Change" options={DIRECTIONS} />
        <Field meta={fields.amount} type="number" label="Credits" inputMode="numeric" min={1} step={1} />
        <TextareaField
          meta={fields.reason}
          label="Reason"
          hint="Shown in the user's credit history and kept in the audit trail."
          rows={3}
        />
        <Flex justify="end">
          <StatusButton size="2">Save adjustment</StatusButton>
        </Flex>
      </Flex>
    </Form>
  );
}
