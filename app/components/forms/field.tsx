import { getInputProps, getTextareaProps } from "@conform-to/react";
import { TextArea, TextField } from "@radix-ui/themes";
import type { ComponentProps, ReactNode } from "react";
import { type AnyField, describedBy, FieldShell, withoutKey } from "./field-shell";

type TextFieldProps = ComponentProps<typeof TextField.Root>;
type InputType = "text" | "email" | "password" | "tel" | "url" | "number" | "search" | "date" | "time";

export type FieldProps = {
  /** The Conform field: `fields.email`. Gives id, name, default value, constraints and errors. */
  meta: AnyField;
  label: ReactNode;
  type?: InputType;
  /** Shown under the input and named by its aria-describedby. */
  hint?: ReactNode;
  /** Content at the input's right edge (a show/hide button, a unit). */
  slot?: ReactNode;
} & Omit<TextFieldProps, "id" | "name" | "type" | "defaultValue" | "value" | "children" | "slot">;

/** A labelled text input wired to a Conform field: id, name, aria-invalid, aria-describedby, errors. */
export function Field({ meta, label, type = "text", hint, slot, size = "3", ...props }: FieldProps) {
  const control = withoutKey(getInputProps(meta, { type, ...describedBy(meta, hint) }));
  return (
    <FieldShell meta={meta} label={label} hint={hint}>
      <TextField.Root size={size} {...(control as TextFieldProps)} {...props}>
        {slot}
      </TextField.Root>
    </FieldShell>
  );
}

export type TextareaFieldProps = {
  meta: AnyField;
  label: ReactNode;
  hint?: ReactNode;
} & Omit<ComponentProps<typeof TextArea>, "id" | "name" | "defaultValue" | "value">;

export function TextareaField({ meta, label, hint, size = "3", resize = "vertical", ...props }: TextareaFieldProps) {
  const control = withoutKey(getTextareaProps(meta, describedBy(meta, hint)));
  return (
    <FieldShell meta={meta} label={label} hint={hint}>
      <TextArea size={size} resize={resize} {...control} {...props} />
    </FieldShell>
  );
}
