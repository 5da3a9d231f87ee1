// "Report this listing" (docs/product.md#trust): a reason and an optional note, posted to
// /listing/:id/report. Without JavaScript a plain form that comes back to the listing with a
// toast (or, refused, shows its messages on the report page); with it a fetcher keeps the visitor
// on the listing. One schema (app/schemas/report.ts) checks it here and in the action.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { Flex } from "@radix-ui/themes";
import { useEffect, useRef } from "react";
import {
  FormAlert,
  RadioGroupField,
  StatusButton,
  TextareaField,
  useIsPending,
  useSchemaForm,
} from "~/components/forms";
import { useToast } from "~/components/layout/toasts";
import { useHydrated } from "~/components/layout/use-hydrated";
import { REPORT_REASONS } from "~/domain/catalog";
import { fill } from "~/messages/messages";
import { useMessages, useSay } from "~/messages/use-messages";
import { REPORT_NOTE_MAX, reportSchema } from "~/schemas/report";

export type ReportReply = { result: SubmissionResult<string[]>; message?: string; ok?: boolean };

export function reportAction(listingId: number): string {
  return `/listing/${listingId}/report`;
}

export function ReportForm({
  listingId,
  id,
  lastResult,
  onDone,
}: {
  listingId: number;
  /** Unique on the page; prefixes the field ids. */
  id: string;
  /** The action's answer when the form is on the report page itself. */
  lastResult?: SubmissionResult<string[]> | null;
  /** Called after a fetcher post was answered (to close the disclosure around the form). */
  onDone?: () => void;
}) {
  const fetcher = useFetcher<ReportReply>();
  const hydrated = useHydrated();
  const toast = useToast();
  const [form, fields] = useSchemaForm(reportSchema, { id, lastResult: fetcher.data?.result ?? lastResult });
  const pending = useIsPending({ fetcher });
  const handled = useRef<ReportReply | null>(null);
  const t = useMessages("trust").report;
  const say = useSay();
  const reasons = REPORT_REASONS.map((value) => ({ value, label: t.reasons[value] }));

  useEffect(() => {
    const reply = fetcher.data;
    if (fetcher.state !== "idle" || !reply?.message || handled.current === reply) return;
    handled.current = reply;
    toast.show(reply.ok ? "success" : "info", say(reply.message));
    onDone?.();
  }, [fetcher.state, fetcher.data, toast, onDone, say]);

  return (
    <fetcher.Form method="post" action={reportAction(listingId)} {...getFormProps(form)}>
      {hydrated ? <input type="hidden" name="stay" value="1" /> : null}
      <Flex direction="column" gap="3">
        <FormAlert id={form.errorId} messages={form.errors} />
        <RadioGroupField meta={fields.reason} label={t.reason} options={reasons} />
        <TextareaField
          meta={fields.note}
          label={t.note}
          hint={fill(t.hint, { max: REPORT_NOTE_MAX })}
          size="2"
          rows={3}
          maxLength={REPORT_NOTE_MAX}
        />
        <div>
          <StatusButton size="2" pending={pending} color="red" variant="soft">
            {t.send}
          </StatusButton>
        </div>
      </Flex>
    </fetcher.Form>
  );
}
