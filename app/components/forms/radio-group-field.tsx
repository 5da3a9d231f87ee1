import { getCollectionProps } from "@conform-to/react";
import { Flex, Radio, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { ErrorList } from "./error-list";
import { type AnyField, describedBy, FieldHint } from "./field-shell";
import type { SelectOption } from "./select-field";

/**
 * One choice out of a few, as a fieldset of Radix radios (native inputs, so it posts without
 * JavaScript). The legend is the group's label; `required` comes from the schema; each radio
 * carries aria-invalid and names the errors in aria-describedby.
 */
export function RadioGroupField({
  meta,
  label,
  options,
  hint,
}: {
  meta: AnyField;
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
}) {
  const labels = new Map(options.map((option) => [option.value, option.label]));
  const radios = getCollectionProps(meta, {
    type: "radio",
    options: options.map((option) => option.value),
    ...describedBy(meta, hint),
  });
  return (
    <fieldset className="form-fieldset">
      <legend>
        <Text size="2" weight="medium">
          {label}
        </Text>
      </legend>
      <Flex gap="4" wrap="wrap" mt="1">
        {radios.map(({ key, ...radio }) => (
          <Text as="label" size="2" key={key}>
            <Flex gap="2" align="center">
              <Radio {...radio} />
              {labels.get(radio.value)}
            </Flex>
          </Text>
        ))}
      </Flex>
      <FieldHint meta={meta} hint={hint} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
