// One small form per table row action (a status change, a delete) on /admin/listings
// (docs/product.md#admin). Without JavaScript it is a plain POST that redirects back with a
// toast. With it a fetcher posts, the answer becomes a toast, and the table reloads one second
// later (the route skips its immediate reload, which would unmount a row that left the view).
import { type FetcherWithComponents, useFetcher, useRevalidator } from "@remix-run/react";
import { type ReactNode, useEffect, useRef } from "react";
import { useToast } from "~/components/layout/toasts";
import { useHydrated } from "~/components/layout/use-hydrated";
import { useSay } from "~/messages/use-messages";

export type RowReply = { ok: boolean; message: string };

/** How long a changed or deleted row stays (with its toast) before the table reloads. */
export const RELOAD_DELAY_MS = 1000;

export function RowActionForm({
  intent,
  redirectTo,
  hidden,
  confirmMessage,
  className,
  children,
}: {
  intent: string;
  redirectTo: string;
  hidden: Record<string, string | number>;
  /** Asked before posting when JavaScript runs. */
  confirmMessage?: string;
  className?: string;
  children: (fetcher: FetcherWithComponents<RowReply>) => ReactNode;
}) {
  const fetcher = useFetcher<RowReply>();
  const hydrated = useHydrated();
  const toast = useToast();
  // The action says its toast in English; the page's catalogue says it in the page's language.
  const say = useSay();
  const { revalidate } = useRevalidator();
  const handled = useRef<RowReply | null>(null);

  useEffect(() => {
    const reply = fetcher.data;
    if (fetcher.state !== "idle" || !reply || handled.current === reply) return;
    handled.current = reply;
    toast.show(reply.ok ? "success" : "error", say(reply.message));
    window.setTimeout(revalidate, RELOAD_DELAY_MS);
  }, [fetcher.state, fetcher.data, toast, revalidate, say]);

  return (
    <fetcher.Form
      method="post"
      className={className}
      onSubmit={
        confirmMessage
          ? (event) => {
              if (!window.confirm(confirmMessage)) event.preventDefault();
            }
          : undefined
      }
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hydrated ? <input type="hidden" name="stay" value="1" /> : null}
      {children(fetcher)}
    </fetcher.Form>
  );
}

/**
 * A native select that posts its form on change with JavaScript; the Save button beside it works
 * without. It shows the row's stored value again when a change fails (the reload that follows
 * does not touch an uncontrolled select whose row did not change) or the row changes elsewhere.
 */
export function AutoSubmitSelect({
  label,
  name,
  value,
  options,
  fetcher,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  fetcher: FetcherWithComponents<RowReply>;
}) {
  const select = useRef<HTMLSelectElement>(null);
  const failed = fetcher.state === "idle" && fetcher.data?.ok === false ? fetcher.data : null;
  // Not on mount: a choice made before the page hydrated is being posted (React replays the
  // change), and putting the stored value back would post that instead.
  const shown = useRef(value);
  useEffect(() => {
    if (select.current && (failed || shown.current !== value)) select.current.value = value;
    shown.current = value;
  }, [value, failed]);
  return (
    <select
      ref={select}
      name={name}
      defaultValue={value}
      aria-label={label}
      className="form-select admin-row-select"
      onChange={(event) => fetcher.submit(event.currentTarget.form)}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
