import { getInputProps } from "@conform-to/react";
import { Flex } from "@radix-ui/themes";
import type { ComponentProps, ReactNode } from "react";
import { type AnyField, describedBy, FieldShell, withoutKey } from "./field-shell";

/**
 * A native file input (posts with the form's multipart body, JavaScript or not). `preview`
 * sits beside it (the current avatar, a thumbnail). The form needs encType="multipart/form-data".
 */
export function FileField({
  meta,
  label,
  hint,
  preview,
  ...props
}: {
  meta: AnyField;
  label: ReactNode;
  hint?: ReactNode;
  preview?: ReactNode;
} & Omit<ComponentProps<"input">, "id" | "name" | "type" | "defaultValue" | "value">) {
  const control = withoutKey(getInputProps(meta, { type: "file", ...describedBy(meta, hint) }));
  return (
    <FieldShell meta={meta} label={label} hint={hint}>
      <Flex gap="3" align="center">
        {preview}
        <input className="form-file" {...control} {...props} />
      </Flex>
    </FieldShell>
  );
}
