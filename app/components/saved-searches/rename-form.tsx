import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Flex } from "@radix-ui/themes";
import { Field, FormAlert, StatusButton, useIsPending, useSchemaForm } from "~/components/forms";
import { renameSearchSchema } from "~/schemas/saved-search";
import { useMessages } from "~/messages/use-messages";

/** Renames a saved search (docs/product.md#saved-searches): its name, 1 to 60 characters. */
export function RenameForm({
  id,
  name,
  lastResult,
}: {
  id: number;
  name: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useSchemaForm(renameSearchSchema, {
    id: `rename-${id}`,
    lastResult,
    defaultValue: { intent: "rename", name },
  });
  const pending = useIsPending({ intent: "rename" });
  const field = useMessages("saved").saveSearch;
  const t = useMessages("credits").searches;
  return (
    <Form method="post" {...getFormProps(form)}>
      <FormAlert id={form.errorId} messages={form.errors} />
      <input type="hidden" name="intent" value="rename" />
      <Field meta={fields.name} label={field.name} autoComplete="off" hint={field.hint} />
      <Flex gap="3" mt="3">
        <StatusButton size="2" pending={pending}>
          {t.rename}
        </StatusButton>
      </Flex>
    </Form>
  );
}
