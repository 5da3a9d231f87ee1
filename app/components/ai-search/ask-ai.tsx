import { Form, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { useHomeParams } from "~/components/filters/use-home-params";
import { SparkIcon } from "~/components/icons";
import { useDropdownDismiss } from "~/components/ui/dropdown";
// Not ~/schemas/ai-search: that would bring zod into the list page; the server checks with it.
import { AI_TEXT_MAX } from "~/domain/home-url";
import { useMessages, useSay } from "~/messages/use-messages";

/**
 * The "Ask AI" button of the filter bar: a <details> disclosure (it opens without JavaScript)
 * holding the Ask AI form. `defaultValue`: the current AI search text, to refine it.
 */
export function AskAi({ defaultValue = "" }: { defaultValue?: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDropdownDismiss(ref);
  return (
    <details
      className="ask-ai"
      ref={ref}
      onToggle={(event) => {
        if (event.currentTarget.open) event.currentTarget.querySelector("input")?.focus();
      }}
    >
      <summary className="filter-trigger ask-ai__trigger">
        <SparkIcon />
        {useMessages("listings").filterBar.askAi}
      </summary>
      <div className="ask-ai__panel">
        {/* A new search text (after navigating) starts the box again from it. */}
        <AskAiForm key={defaultValue} id="ask-ai" defaultValue={defaultValue} />
      </div>
    </details>
  );
}

/**
 * `POST /ai-search` with `input` (plain form, works without JavaScript). `from` carries the home
 * query it was opened on, so a blank or failed search returns there. With JavaScript, blank
 * input is not sent at all.
 */
export function AskAiForm({
  id,
  defaultValue = "",
  error,
  from,
}: {
  id: string;
  defaultValue?: string;
  error?: string;
  from?: string;
}) {
  const home = useHomeParams();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === "/ai-search";
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const t = useMessages("browse").ai;
  const say = useSay();
  return (
    <Form
      method="post"
      action="/ai-search"
      className="ask-ai__form"
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem("input") as HTMLInputElement | null;
        if (!input?.value.trim()) event.preventDefault();
      }}
    >
      <input type="hidden" name="from" value={from ?? home.toString()} />
      <label htmlFor={inputId} className="ask-ai__label">
        {t.describe}
      </label>
      <div className="ask-ai__row">
        <input
          id={inputId}
          name="input"
          type="search"
          className="ask-ai__input"
          placeholder={t.placeholder}
          maxLength={AI_TEXT_MAX}
          defaultValue={defaultValue}
          autoComplete="off"
          enterKeyHint="search"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="plain-button" disabled={pending} data-pending={pending || undefined}>
          {pending ? t.asking : t.ask}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="ask-ai__error" role="alert">
          {say(error)}
        </p>
      ) : null}
    </Form>
  );
}
