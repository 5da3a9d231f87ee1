import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Flex } from "@radix-ui/themes";
import { FormAlert, SelectField, StatusButton, useIsPending, useSchemaForm } from "~/components/forms";
import { ALERT_FREQUENCIES, type AlertFrequency } from "~/domain/saved-search";
import { fill } from "~/messages/messages";
import { useMessages } from "~/messages/use-messages";
import { searchFrequencySchema } from "~/schemas/saved-search";

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
  const t = useMessages("credits").searches;
  const options = ALERT_FREQUENCIES.map((value) => ({ value, label: t.frequencies[value] }));
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="saved-search__frequency">
      <FormAlert id={form.errorId} messages={form.errors} />
      <input type="hidden" name="intent" value="frequency" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Flex gap="2" align="end" wrap="wrap">
        <SelectField
          meta={fields.frequency}
          label={t.alerts}
          options={options}
          aria-label={fill(t.alertsFor, { name })}
        />
        <StatusButton size="2" variant="soft" pending={pending}>
          {t.save}
        </StatusButton>
      </Flex>
    </Form>
  );
}
