import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Button, Flex, Text, TextField } from "@radix-ui/themes";
import { Form } from "@remix-run/react";
import { useRef } from "react";
import { ErrorList, Field, FormAlert, SelectField, StatusButton, SwitchField, useSchemaForm } from "~/components/forms";
import { withoutKey } from "~/components/forms/field-shell";
import { IDENTITY_LIMITS, identitySchema } from "~/schemas/identity";
import type { IdentityView } from "~/server/ai-search/identities.server";
import { fill } from "~/messages/messages";
import { useAdminWords } from "./admin-words";

/**
 * Create (no `identity`) or edit one AI identity. The API key field starts empty: on edit,
 * empty keeps the stored key (only its last four characters are known here). Models are a list
 * with Add and Remove: with JavaScript they change in the page; without it "Add model" and
 * "Remove" post the form, which comes back changed with the key typed still in its field
 * (nothing is saved until Save; decision 0028). The page keys this form so that a create
 * starts a fresh one.
 */
export function IdentityForm({
  identity,
  lastResult,
}: {
  identity: IdentityView | null;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useSchemaForm(identitySchema, {
    id: `identity-${identity?.id ?? "new"}`,
    lastResult,
    defaultValue: identity
      ? {
          id: String(identity.id),
          name: identity.name,
          url: identity.url,
          models: identity.models,
          selectedModel: identity.selectedModel,
          inUse: identity.inUse,
        }
      : { models: [] },
  });
  const t = useAdminWords().ai;
  const newModelRef = useRef<HTMLInputElement>(null);
  const models = fields.models.getFieldList();
  const modelNames = models.map((item) => item.value ?? item.initialValue).filter((m): m is string => Boolean(m));

  function addModel(event: React.SyntheticEvent) {
    event.preventDefault();
    const input = newModelRef.current;
    const name = input?.value.trim() ?? "";
    // Empty input is not added; neither is a model already in the list.
    if (name && !modelNames.includes(name)) form.insert({ name: fields.models.name, defaultValue: name });
    if (input) input.value = "";
    input?.focus();
  }

  const keyHint = identity
    ? identity.keyLast4
      ? fill(t.keyEndsIn, { last4: identity.keyLast4 })
      : t.keyUnreadable
    : t.keyNew;

  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="identity-form-title">
      <Flex direction="column" gap="4">
        <FormAlert id={form.errorId} messages={form.errors} />
        {identity ? <input {...withoutKey(getInputProps(fields.id, { type: "hidden" }))} /> : null}
        <Field meta={fields.name} label={t.name} autoComplete="off" />
        <Field meta={fields.url} type="url" label="URL" hint={t.urlHint} />
        <Field
          meta={fields.apiKey}
          type="password"
          label={t.apiKey}
          hint={keyHint}
          autoComplete="new-password"
          required={!identity}
          minLength={IDENTITY_LIMITS.keyMin}
        />
        <fieldset className="admin-models" aria-describedby={fields.models.errorId}>
          <legend>
            <Text size="2" weight="medium">
              {t.models}
            </Text>
          </legend>
          {models.length ? (
            <ul className="admin-models__list">
              {models.map((item, index) => (
                <li key={item.key ?? item.id} className="admin-models__item">
                  <input {...withoutKey(getInputProps(item, { type: "hidden" }))} />
                  <Text size="2" className="admin-models__name">
                    {item.value ?? item.initialValue}
                  </Text>
                  <Button
                    variant="ghost"
                    color="red"
                    size="1"
                    {...form.remove.getButtonProps({ name: fields.models.name, index })}
                    aria-label={fill(t.removeName, { name: item.value ?? item.initialValue ?? t.model })}
                  >
                    {t.remove}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <Text as="p" size="2" color="gray" my="2">
              {t.noModels}
            </Text>
          )}
          <Flex gap="2" align="end" mt="2">
            <Flex direction="column" gap="1" flexGrow="1">
              <Text as="label" htmlFor={`${form.id}-new-model`} size="2">
                {t.addModel}
              </Text>
              <TextField.Root
                ref={newModelRef}
                id={`${form.id}-new-model`}
                name="newModel"
                size="3"
                placeholder={t.modelPlaceholder}
                maxLength={IDENTITY_LIMITS.modelMax}
                autoComplete="off"
                onKeyDown={(event) => {
                  if (event.key === "Enter") addModel(event);
                }}
              />
            </Flex>
            <Button
              type="submit"
              name="intent"
              value="add-model"
              formNoValidate
              size="3"
              variant="soft"
              onClick={addModel}
            >
              {t.addModelButton}
            </Button>
          </Flex>
          <ErrorList id={fields.models.errorId} errors={fields.models.errors} />
        </fieldset>
        <SelectField
          meta={fields.selectedModel}
          label={t.selectedModel}
          options={modelNames.map((name) => ({ value: name, label: name }))}
          placeholder={modelNames.length ? undefined : t.addFirst}
        />
        <SwitchField meta={fields.inUse} label={t.inUse} hint={t.inUseHint} />
        <Flex gap="3">
          <StatusButton>{identity ? t.saveChanges : t.create}</StatusButton>
        </Flex>
      </Flex>
    </Form>
  );
}
