import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { Flex } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { Field, FormAlert, StatusButton, useSchemaForm } from "~/components/forms";
import { SAVED_SEARCH_MESSAGES, saveSearchHref } from "~/domain/saved-search";
import { saveSearchSchema } from "~/schemas/saved-search";
import { useMessages } from "~/messages/use-messages";

type Props = {
  /** The search, canonical (savedSearchQuery). */
  query: string;
  defaultName: string;
  /** Where to go once saved (the dialog: the page it was opened on). */
  redirectTo?: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** Form (the save page, no JavaScript) or fetcher.Form (the dialog). */
  FormComponent?: typeof Form;
  pending?: boolean;
  cancel?: ReactNode;
};

/**
 * The save form, the same on /saved-searches/new and in the dialog: a name (prefilled with the
 * search in words) and the search itself in a hidden field. A refusal (already saved, 20 kept)
 * comes back as the form's message with a link to the saved searches.
 */
export function SaveSearchForm({
  query,
  defaultName,
  redirectTo,
  lastResult,
  FormComponent = Form,
  pending,
  cancel,
}: Props) {
  const [form, fields] = useSchemaForm(saveSearchSchema, {
    id: "save-search",
    lastResult,
    defaultValue: { name: defaultName },
  });
  const t = useMessages("saved").saveSearch;
  const refused = (form.errors ?? []).some(
    (m) => m === SAVED_SEARCH_MESSAGES.duplicate || m === SAVED_SEARCH_MESSAGES.limit,
  );
  return (
    // Posts to the save page of this search: a refusal renders that page again, search and all.
    <FormComponent method="post" action={saveSearchHref(query)} {...getFormProps(form)}>
      <FormAlert id={form.errorId} messages={form.errors} />
      {refused ? (
        <p className="save-search__refused">
          <Link to="/saved-searches">{t.seeAll}</Link>
        </p>
      ) : null}
      <input type="hidden" name="query" value={query} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Field meta={fields.name} label={t.name} autoComplete="off" hint={t.hint} />
      <Flex gap="3" mt="4" wrap="wrap">
        <StatusButton size="2" pending={pending}>
          {t.save}
        </StatusButton>
        {cancel}
      </Flex>
    </FormComponent>
  );
}
