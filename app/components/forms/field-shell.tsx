import type { FieldMetadata } from "@conform-to/react";
import { Flex, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { ErrorList } from "./error-list";

/** Any Conform field (`fields.email` from useSchemaForm); the kit reads its ids, errors and constraints. */
// biome-ignore lint/suspicious/noExplicitAny: a field of any form schema; the kit never reads its value type.
export type AnyField = FieldMetadata<any, any, string[]>;

/** Options for Conform's get*Props: the hint joins the error in aria-describedby. */
export function describedBy(meta: AnyField, hint: ReactNode) {
  return { ariaDescribedBy: hint ? meta.descriptionId : undefined };
}

/** Conform's props carry `key`, which React will not take through a spread. */
export function withoutKey<T extends { key?: string | undefined }>(props: T): Omit<T, "key"> {
  const { key: _key, ...rest } = props;
  return rest;
}

/** Label above, control, hint and errors below: the layout every field of the kit shares. */
export function FieldShell({
  meta,
  label,
  labelFor = meta.id,
  hint,
  children,
}: {
  meta: AnyField;
  label: ReactNode;
  labelFor?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={labelFor} size="2" weight="medium">
        {label}
      </Text>
      {children}
      <FieldHint meta={meta} hint={hint} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </Flex>
  );
}

export function FieldHint({ meta, hint }: { meta: AnyField; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <Text id={meta.descriptionId} size="1" color="gray">
      {hint}
    </Text>
  );
}
