// "Request a call back" (docs/product.md#admin): name, mobile number and an optional message,
// posted to /quick-enquiry. Without JavaScript a plain form that comes back to this page with a
// confirmation toast; with it a fetcher keeps the visitor where they are.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";
import { Flex, Heading, Text } from "@radix-ui/themes";
import { useEffect } from "react";
import { Field, FormAlert, StatusButton, TextareaField, useIsPending, useSchemaForm } from "~/components/forms";
import { useToast } from "~/components/layout/toasts";
import { useHydrated } from "~/components/layout/use-hydrated";
import { useMessages } from "~/messages/use-messages";
import { HONEYPOT_FIELD, quickEnquirySchema } from "~/schemas/quick-enquiry";

export const QUICK_ENQUIRY_ACTION = "/quick-enquiry";

type Reply = { result: SubmissionResult<string[]>; sent?: boolean };

export function CallbackForm({
  id,
  redirectTo,
  defaultMessage,
  lastResult,
  title,
  intro,
}: {
  /** Unique on the page (the footer's and the listing's forms can both be there). */
  id: string;
  /** Where the visitor returns without JavaScript (default: this page). */
  redirectTo?: string;
  defaultMessage?: string;
  /** The action's answer when this form is on the action's own page. */
  lastResult?: SubmissionResult<string[]> | null;
  /** The heading, which also names the region: distinct when two forms share a page. */
  title?: string;
  intro?: string;
}) {
  const fetcher = useFetcher<Reply>();
  const location = useLocation();
  const hydrated = useHydrated();
  const toast = useToast();
  const t = useMessages("saved").callback;
  const [form, fields] = useSchemaForm(quickEnquirySchema, {
    id,
    lastResult: fetcher.data?.result ?? lastResult,
    defaultValue: defaultMessage ? { message: defaultMessage } : undefined,
  });
  const pending = useIsPending({ fetcher });

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.sent) toast.show("success", t.sent);
  }, [fetcher.state, fetcher.data, toast, t.sent]);

  const headingId = `${id}-heading`;
  return (
    <section className="callback-form" aria-labelledby={headingId}>
      <Heading as="h2" size="4" id={headingId} mb="1">
        {title ?? t.title}
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        {intro ?? t.intro}
      </Text>
      <fetcher.Form method="post" action={QUICK_ENQUIRY_ACTION} {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={redirectTo ?? `${location.pathname}${location.search}`} />
        {/* Tells the action a fetcher is waiting: answer with data, not a redirect. Browser tests
            read it as "this form runs with JavaScript". */}
        {hydrated ? <input type="hidden" name="stay" value="1" /> : null}
        {/* The honeypot: off screen and out of the tab order; people leave it empty. */}
        <div className="callback-form__trap" aria-hidden="true">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t.trap}</label>
          <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </div>
        <Flex direction="column" gap="3">
          <FormAlert id={form.errorId} messages={form.errors} />
          <Field meta={fields.name} label={t.name} autoComplete="name" size="2" />
          <Field meta={fields.phone} type="tel" label={t.phone} autoComplete="tel" inputMode="tel" size="2" />
          <TextareaField meta={fields.message} label={t.message} size="2" rows={2} />
          <div>
            <StatusButton size="2" pending={pending}>
              {t.submit}
            </StatusButton>
          </div>
        </Flex>
      </fetcher.Form>
    </section>
  );
}
