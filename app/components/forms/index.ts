// The form kit: every form is a zod schema in app/schemas, an action answering with
// invalidForm() from ~/server/http/form.server, and a component built from these. See README.md.
export { CheckboxField, SwitchField } from "./checkbox-field";
export { ErrorList, FormAlert, type ListOfErrors } from "./error-list";
export { Field, type FieldProps, TextareaField } from "./field";
export type { AnyField } from "./field-shell";
export { FileField } from "./file-field";
export { PasswordField } from "./password-field";
export { RadioGroupField } from "./radio-group-field";
export { SelectField, type SelectOption } from "./select-field";
export { StatusButton } from "./status-button";
export { type PendingOptions, useIsPending } from "./use-is-pending";
export { type SchemaFormOptions, useSchemaForm } from "./use-schema-form";
export { isUnsent, revalidateUnlessUnsent, sendOrKeep, type Unsent } from "./unsent";
