import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Flex } from "@radix-ui/themes";
import { Field, FormAlert, RadioGroupField, StatusButton, TextareaField, useSchemaForm } from "~/components/forms";
import { useAdminWords } from "~/components/admin/admin-words";
import { adjustCreditsSchema } from "~/schemas/admin-users";

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
  const t = useAdminWords().credits;
  const directions = [
    { value: "add", label: t.add },
    { value: "remove", label: t.remove },
  ];
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
        <RadioGroupField meta={fields.direction} label={t.change} options={directions} />
        <Field meta={fields.amount} type="number" label={t.amount} inputMode="numeric" min={1} step={1} />
        <TextareaField meta={fields.reason} label={t.reason} hint={t.reasonHint} rows={3} />
        <Flex justify="end">
          <StatusButton size="2">{t.save}</StatusButton>
        </Flex>
      </Flex>
    </Form>
  );
}
