import { getInputProps } from "@conform-to/react";
import { Flex, Text } from "@radix-ui/themes";
import type { ComponentProps, ReactNode } from "react";
import { ErrorList } from "./error-list";
import { type AnyField, describedBy, FieldHint, withoutKey } from "./field-shell";

type Props = {
  meta: AnyField;
  label: ReactNode;
  hint?: ReactNode;
} & Omit<ComponentProps<"input">, "id" | "name" | "type" | "defaultChecked" | "checked" | "value">;

/**
 * A native checkbox (Radix's Checkbox is a button that posts nothing without JavaScript).
 * Checked posts "on", which the zod schema reads as true (Conform coerces it).
 */
export function CheckboxField(props: Props) {
  return <Toggle {...props} className="form-checkbox" />;
}

/** The same native checkbox, drawn and announced as an on/off switch. */
export function SwitchField(props: Props) {
  return <Toggle {...props} className="form-switch" role="switch" />;
}

function Toggle({ meta, label, hint, className, ...props }: Props) {
  const control = withoutKey(getInputProps(meta, { type: "checkbox", ...describedBy(meta, hint) }));
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" htmlFor={meta.id}>
        <Flex gap="2" align="center">
          <input className={className} {...control} {...props} />
          {label}
        </Flex>
      </Text>
      <FieldHint meta={meta} hint={hint} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </Flex>
  );
}
