import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Button, Flex, Text, TextField } from "@radix-ui/themes";
import { Form } from "@remix-run/react";
import { useRef } from "react";
import { ErrorList, Field, FormAlert, SelectField, StatusButton, SwitchField, useSchemaForm } from "~/components/forms";
import { withoutKey } from "~/components/forms/field-shell";
import { IDENTITY_LIMITS, identitySchema } from "~/schemas/identity";
import type { IdentityView } from "~/server/ai-search/identities.server";

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
      ? `The stored key ends in ${identity.keyLast4}. Leave this empty to keep it, unless the URL moves to another host.`
      : "The stored key cannot be read any more: enter it again."
    : "Stored encrypted and never shown again.";

  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="identity-form-title">
      <Flex direction="column" gap="4">
        <FormAlert id={form.errorId} messages={form.errors} />
        {identity ? <input {...withoutKey(getInputProps(fields.id, { type: "hidden" }))} /> : null}
        <Field meta={fields.name} label="Name" autoComplete="off" />
        <Field
          meta={fields.url}
          type="url"
          label="URL"
          hint="The provider's OpenAI-compatible base URL, e.g. https://api.openai.com/v1"
        />
        <Field
          meta={fields.apiKey}
          type="password"
          label="API key"
          hint={keyHint}
          autoComplete="new-password"
          required={!identity}
          minLength={IDENTITY_LIMITS.keyMin}
        />
        <fieldset className="admin-models" aria-describedby={fields.models.errorId}>
          <legend>
            <Text size="2" weight="medium">
              Models
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
                    aria-label={`Remove ${item.value ?? item.initialValue ?? "model"}`}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <Text as="p" size="2" color="gray" my="2">
              No models yet.
            </Text>
          )}
          <Flex gap="2" align="end" mt="2">
            <Flex direction="column" gap="1" flexGrow="1">
              <Text as="label" htmlFor={`${form.id}-new-model`} size="2">
                Add a model
              </Text>
              <TextField.Root
                ref={newModelRef}
                id={`${form.id}-new-model`}
                name="newModel"
                size="3"
                placeholder="e.g. gpt-4o-mini"
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
              Add model
            </Button>
          </Flex>
          <ErrorList id={fields.models.errorId} errors={fields.models.errors} />
        </fieldset>
        <SelectField
          meta={fields.selectedModel}
          label="Selected model"
          options={modelNames.map((name) => ({ value: name, label: name }))}
          placeholder={modelNames.length ? undefined : "Add a model first"}
        />
        <SwitchField
          meta={fields.inUse}
          label="In use"
          hint="AI search uses this identity. Only one can be in use: turning this on turns the others off."
        />
        <Flex gap="3">
          <StatusButton>{identity ? "Save changes" : "Create identity"}</StatusButton>
        </Flex>
      </Flex>
    </Form>
  );
}
