// /quick-enquiry: where both "Request a call back" forms post (docs/product.md#admin). Valid
// requests are stored as Open quick enquiries and the visitor goes back where they were with a
// toast (a fetcher gets data instead and stays put). Without JavaScript a refused form comes
// back on this page with its messages. A filled honeypot looks like success and stores nothing.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Box, Card } from "@radix-ui/themes";
import { CallbackForm } from "~/components/quick-enquiry/callback-form";
import { safeRedirect } from "~/domain/safe-redirect";
import { HONEYPOT_FIELD, QUICK_ENQUIRY_MESSAGES, quickEnquirySchema } from "~/schemas/quick-enquiry";
import { getDb, getEnv } from "~/server/platform/context.server";
import { invalidForm, parseForm, readForm } from "~/server/http/form.server";
import { allowQuickEnquiry, createQuickEnquiry } from "~/server/admin/quick-enquiries.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { messagesOf } from "~/server/http/language.server";

export function loader({ request }: LoaderFunctionArgs) {
  return { messages: messagesOf(request, ["credits"]) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const back = safeRedirect(formData.get("redirectTo"), "/");
  const submission = parseForm(formData, { schema: quickEnquirySchema });
  if (submission.status !== "success") return invalidForm(submission.reply());
  const done = () =>
    formData.get("stay") === "1"
      ? data({ result: submission.reply({ resetForm: true }), sent: true })
      : redirectWithToast(context, back, "success", QUICK_ENQUIRY_MESSAGES.sent);
  // A bot filled the hidden field: it sees what a person would, and nothing is kept.
  if (submission.value[HONEYPOT_FIELD]) return done();
  if (!(await allowQuickEnquiry(getEnv(context), request))) {
    return invalidForm(submission.reply({ formErrors: [QUICK_ENQUIRY_MESSAGES.tooMany] }), { status: 429 });
  }
  await createQuickEnquiry(getDb(context), submission.value);
  return done();
}

export default function QuickEnquiryPage() {
  const reply = useActionData<typeof action>();
  const t = useLoaderData<typeof loader>().messages.credits.callback;
  const result = reply && "result" in reply ? reply.result : null;
  const redirectTo = result?.initialValue?.redirectTo;
  return (
    <Box p={{ initial: "3", sm: "5" }} style={{ maxWidth: 640, margin: "0 auto" }}>
      <h1 className="visually-hidden">{t.heading}</h1>
      <Card size={{ initial: "2", sm: "3" }}>
        <CallbackForm
          id="callback-page"
          title={t.form}
          lastResult={result}
          redirectTo={typeof redirectTo === "string" ? safeRedirect(redirectTo, "/") : "/"}
        />
      </Card>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.messages.credits.callback.title ?? "Request a call back | Coimbatore Properties" },
  { name: "robots", content: "noindex" },
];
