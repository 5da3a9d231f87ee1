import { getSelectProps } from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import { type AnyField, describedBy, FieldShell, withoutKey } from "./field-shell";

export type SelectOption = { value: string; label: string };

/**
 * A native <select> (it posts without JavaScript, unlike Radix's Select), styled like the
 * kit's size-3 text fields. `placeholder` adds an empty first option.
 */
export function SelectField({
  meta,
  label,
  options,
  hint,
  placeholder,
  ...props
}: {
  meta: AnyField;
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  placeholder?: string;
} & Omit<ComponentProps<"select">, "id" | "name" | "defaultValue" | "value" | "children">) {
  const control = withoutKey(getSelectProps(meta, describedBy(meta, hint)));
  return (
    <FieldShell meta={meta} label={label} hint={hint}>
      <select className="form-select" {...control} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
