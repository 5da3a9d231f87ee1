// /listing/:id/delete: the confirmation before a listing is deleted (docs/product.md#listings),
// a page of its own so it works without JavaScript. The poster, admins and superadmins.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Box, Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { StatusButton } from "~/components/forms";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { notFoundMeta } from "~/components/not-found";
import { parseListingId } from "~/domain/listing-id";
import { canPostListings } from "~/domain/permissions";
import { safeRedirect } from "~/domain/safe-redirect";
import { readForm } from "~/server/http/form.server";
import { getDb, getEnv } from "~/server/platform/context.server";
import { deletableListing, deleteListing, LISTING_ADMIN_MESSAGES } from "~/server/listings/manage.server";
import { requireUser } from "~/server/accounts/permissions.server";
import { forbidden, notFound } from "~/server/http/responses.server";
import type { SessionUser } from "~/server/accounts/session.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { messagesOf } from "~/server/http/language.server";
import { useMessages } from "~/messages/use-messages";

/** Where to go after deleting (or on Cancel): never the deleted listing's own pages. */
function backTo(raw: FormDataEntryValue | string | null, id: number, user: SessionUser): string {
  const fallback = canPostListings(user.role) ? "/seller/listings" : "/";
  const to = safeRedirect(raw, fallback);
  return to.startsWith(`/listing/${id}`) || to.startsWith(`/listing/edit/${id}`) ? fallback : to;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseListingId(params.id);
  const listing = id === null ? null : await deletableListing(getDb(context), user, id);
  if (!listing) throw notFound();
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return {
    listing: { id: listing.id, title: listing.title },
    redirectTo: backTo(redirectTo, listing.id, user),
    cancelTo: safeRedirect(redirectTo, `/listing/${listing.id}`),
    messages: messagesOf(request, ["sell"]),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseListingId(params.id);
  if (id === null) throw notFound();
  const to = backTo((await readForm(request)).get("redirectTo"), id, user);
  const result = await deleteListing(getEnv(context), getDb(context), user, id);
  if (result.ok) return redirectWithToast(context, to, "success", LISTING_ADMIN_MESSAGES.deleted);
  if (result.reason === "not-found") throw notFound();
  if (result.reason === "forbidden") throw forbidden();
  return redirectWithToast(context, to, "error", LISTING_ADMIN_MESSAGES.deleteFailed);
}

export default function DeleteListingPage() {
  const { listing, redirectTo, cancelTo } = useLoaderData<typeof loader>();
  const t = useMessages("sell").remove;
  return (
    <Box p={{ initial: "3", sm: "5" }} style={{ maxWidth: 640, margin: "0 auto" }}>
      <Card size={{ initial: "2", sm: "3" }}>
        <Heading as="h1" size="6" mb="2">
          {t.heading}
        </Heading>
        <Text as="p" size="3" mb="2" weight="medium">
          {listing.title}
        </Text>
        <Text as="p" size="2" mb="4" color="gray">
          {t.warning}
        </Text>
        <Form method="post">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Flex gap="3" wrap="wrap">
            <StatusButton color="red" size="2">
              {t.confirm}
            </StatusButton>
            <Button asChild variant="soft" color="gray">
              <Link to={cancelTo}>{t.cancel}</Link>
            </Button>
          </Flex>
        </Form>
      </Card>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.messages.sell.remove.metaTitle }, { name: "robots", content: "noindex" }] : notFoundMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
