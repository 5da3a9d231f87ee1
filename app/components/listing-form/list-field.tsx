// An add/remove list of short texts (Location features, Amenities). Without JavaScript "Add"
// and "Remove" are submit buttons the action answers with the list changed (Conform's list
// intents); with JavaScript they change the list in place. An empty box adds nothing.
import { type FieldMetadata, type FormMetadata, getInputProps } from "@conform-to/react";
import { Button, Flex, Text, TextField } from "@radix-ui/themes";
import type { KeyboardEvent } from "react";
import { ErrorList } from "~/components/forms";
import { withoutKey } from "~/components/forms/field-shell";
import { useHydrated } from "~/components/layout/use-hydrated";
import { fill } from "~/messages/messages";
import { useMessages } from "~/messages/use-messages";
import { LIST_ITEM_MAX, type ListFieldName } from "~/schemas/listing";

type Props = {
  // biome-ignore lint/suspicious/noExplicitAny: the listing form's metadata; only its list intents are used.
  form: FormMetadata<any, string[]>;
  list: FieldMetadata<string[] | undefined, Record<string, unknown>, string[]>;
  draft: FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
  name: ListFieldName;
};

export function ListField({ form, list, draft, name }: Props) {
  const hydrated = useHydrated();
  const words = useMessages("sell").lists;
  const { label, add: addLabel, addButton, remove } = words[name];
  // A list posted as one plain value (`amenities=x`: no page of ours sends that) comes back as
  // text, and Conform's getFieldList throws on it while rendering: shown as an empty list, the
  // form's own error above says it was not saved.
  const posted = list.initialValue;
  const items = posted == null || Array.isArray(posted) ? list.getFieldList() : [];

  function add() {
    const input = document.getElementById(draft.id) as HTMLInputElement | null;
    const value = input?.value.trim() ?? "";
    if (!value) {
      input?.focus();
      return;
    }
    form.insert({ name: list.name, defaultValue: value });
    form.update({ name: draft.name, value: "" });
    if (input) {
      input.value = "";
      input.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    // Enter in the box adds to the list instead of sending the whole form.
    event.preventDefault();
    add();
  }

  const headingId = `${list.id}-heading`;
  return (
    <fieldset className="form-fieldset listing-list" aria-labelledby={headingId}>
      <Text as="p" size="2" weight="medium" id={headingId}>
        {label}
      </Text>
      {items.length > 0 ? (
        <ul className="listing-list__items">
          {items.map((item, index) => {
            const text = String(item.value ?? item.initialValue ?? "");
            return (
              // Conform gives keys once it runs in the browser; the server render uses the position.
              <li key={item.key ?? `${list.name}-${index}`} className="listing-list__item">
                <input {...withoutKey(getInputProps(item, { type: "hidden" }))} />
                <span>{text}</span>
                <Button
                  size="1"
                  variant="ghost"
                  color="red"
                  {...form.remove.getButtonProps({ name: list.name, index })}
                  aria-label={fill(remove, { text })}
                >
                  {words.removeButton}
                </Button>
                <ErrorList id={item.errorId} errors={item.errors} />
              </li>
            );
          })}
        </ul>
      ) : (
        <Text as="p" size="1" color="gray">
          {words.none}
        </Text>
      )}
      <Flex gap="2" align="end" mt="2">
        <Flex direction="column" gap="1" flexGrow="1">
          <Text as="label" size="2" htmlFor={draft.id}>
            {addLabel}
          </Text>
          <TextField.Root
            size="3"
            id={draft.id}
            name={draft.name}
            defaultValue={draft.initialValue ?? ""}
            maxLength={LIST_ITEM_MAX}
            aria-invalid={draft.errors ? true : undefined}
            aria-describedby={draft.errors ? draft.errorId : undefined}
            onKeyDown={hydrated ? onKeyDown : undefined}
          />
        </Flex>
        {hydrated ? (
          <Button type="button" size="3" variant="soft" onClick={add} aria-label={addButton}>
            {words.addButton}
          </Button>
        ) : (
          // No JavaScript: the action adds the box's text and sends the form back.
          <Button
            type="submit"
            size="3"
            variant="soft"
            name="listAdd"
            value={name}
            formNoValidate
            aria-label={addButton}
          >
            {words.addButton}
          </Button>
        )}
      </Flex>
      <ErrorList id={draft.errorId} errors={draft.errors} />
      <ErrorList id={list.errorId} errors={list.errors} />
    </fieldset>
  );
}
