// /listing/:id/report (docs/product.md#trust): where "Report this listing" posts, signed in or
// not. A report sent (or one this reporter already has open) goes back to the listing with a
// toast; a fetcher gets data instead and stays put. Without JavaScript a refused form comes back
// on this page with its messages; the page also serves a direct visit.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Box, Card, Heading, Text } from "@radix-ui/themes";
import { ReportForm } from "~/components/trust/report-form";
import { parseListingId } from "~/domain/listing-id";
import { REPORT_MESSAGES, reportSchema } from "~/schemas/report";
import { getOptionalUser } from "~/server/accounts/session.server";
import { invalidForm, parseForm, readForm } from "~/server/http/form.server";
import { notFound } from "~/server/http/responses.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { getListing } from "~/server/listings/browse.server";
import { getDb, getEnv } from "~/server/platform/context.server";
import { reportListing } from "~/server/trust/reports.server";
import { messagesOf } from "~/server/http/language.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  const viewer = await getOptionalUser(request, context);
  const listing = await getListing(getDb(context), id, viewer);
  if (!listing) throw notFound();
  return { messages: messagesOf(request, ["trust"]), listing: { id: listing.id, title: listing.title } };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  const viewer = await getOptionalUser(request, context);
  const formData = await readForm(request);
  const stay = formData.get("stay") === "1";
  const submission = parseForm(formData, { schema: reportSchema });
  if (submission.status !== "success") return invalidForm(submission.reply());
  const outcome = await reportListing(getEnv(context), getDb(context), request, viewer, id, submission.value);
  if (outcome === "not-found") throw notFound();
  if (outcome === "too-many") {
    return invalidForm(submission.reply({ formErrors: [REPORT_MESSAGES.tooMany] }), { status: 429 });
  }
  const ok = outcome === "sent";
  const message = ok ? REPORT_MESSAGES.sent : REPORT_MESSAGES.already;
  return stay
    ? data({ result: submission.reply({ resetForm: true }), ok, message })
    : redirectWithToast(context, `/listing/${id}`, ok ? "success" : "info", message);
}

export default function ReportListingPage() {
  const { listing, messages } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <Box p={{ initial: "3", sm: "5" }} maxWidth="640px" mx="auto">
      <Heading as="h1" size="6" mb="2">
        {messages.trust.report.heading}
      </Heading>
      <Text as="p" size="2" mb="4">
        <Link to={`/listing/${listing.id}`}>
          #{listing.id}: {listing.title}
        </Link>
      </Text>
      <Card size={{ initial: "2", sm: "3" }}>
        <ReportForm listingId={listing.id} id="report-page" lastResult={reply?.result ?? null} />
      </Card>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.messages.trust.report.title ?? "Report this listing | Coimbatore Properties" },
  { name: "robots", content: "noindex" },
];
