import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Flex } from "@radix-ui/themes";
import { FormAlert, SelectField, StatusButton, useIsPending, useSchemaForm } from "~/components/forms";
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, type AlertFrequency } from "~/domain/saved-search";
import { searchFrequencySchema } from "~/schemas/saved-search";

const OPTIONS = ALERT_FREQUENCIES.map((value) => ({ value, label: ALERT_FREQUENCY_LABELS[value] }));

/**
 * A saved search's alert frequency: a native select and Save (docs/product.md#saved-searches),
 * posting to the search's page, which redirects back to `redirectTo`.
 */
export function FrequencyForm({
  id,
  name,
  frequency,
  redirectTo,
  lastResult,
}: {
  id: number;
  name: string;
  frequency: AlertFrequency;
  redirectTo?: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const action = `/saved-searches/${id}`;
  const [form, fields] = useSchemaForm(searchFrequencySchema, {
    id: `frequency-${id}`,
    lastResult,
    defaultValue: { intent: "frequency", frequency },
  });
  const pending = useIsPending({ formAction: action, intent: "frequency" });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="saved-search__frequency">
      <FormAlert id={form.errorId} messages={form.errors} />
      <input type="hidden" name="intent" value="frequency" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Flex gap="2" align="end" wrap="wrap">
        <SelectField
          meta={fields.frequency}
          label="E-mail alerts"
          options={OPTIONS}
          aria-label={`E-mail alerts for ${name}`}
        />
        <StatusButton size="2" variant="soft" pending={pending}>
          Save
        </StatusButton>
      </Flex>
    </Form>
  );
}
