// First: zod must be configured before any schema is built (see zod-config.ts).
import "~/schemas/zod-config";
import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import type { z } from "zod";

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

export type SchemaFormOptions<Schema extends FormSchema> = {
  /** Stable and unique on the page: it prefixes every field id. */
  id: string;
  /** The action's answer: `useActionData<typeof action>()?.result` (or a fetcher's data). */
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<z.input<Schema>>;
};

/**
 * Conform's useForm set up the one way every form uses: the same zod schema as the action
 * (browser checks with the server's messages), constraints as HTML attributes (so the browser
 * checks too when JavaScript is off), validation on blur and again on input once shown.
 */
export function useSchemaForm<Schema extends FormSchema>(
  schema: Schema,
  { id, lastResult, defaultValue }: SchemaFormOptions<Schema>,
) {
  const constraint = useMemo(() => getZodConstraint(schema), [schema]);
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
