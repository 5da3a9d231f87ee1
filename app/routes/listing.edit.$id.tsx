// /listing/edit/:id ("Edit Listing", docs/product.md#listings): the poster, admins and
// superadmins; anyone else gets the not-found page. The same form and action as create.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  type ClientActionFunctionArgs,
  Link,
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
} from "@remix-run/react";
import { Box, Card, Flex, Heading, Link as RadixLink } from "@radix-ui/themes";
import { isUnsent, revalidateUnlessUnsent, sendOrKeep } from "~/components/forms/unsent";
import { ErrorMessage, GeneralErrorBoundary } from "~/components/general-error-boundary";
import { useRootData } from "~/components/layout/use-root-data";
import { ListingForm, replyMapPick, replyPhotos } from "~/components/listing-form/listing-form";
import { notFoundMeta } from "~/components/not-found";
import { parseListingId } from "~/domain/listing-id";
import { getDb } from "~/server/platform/context.server";
import { listingFormAction } from "~/server/listings/listing-form.server";
import { editableListing, formValues } from "~/server/listings/listing-form-values.server";
import { listingPhotos } from "~/server/photos/photos.server";
import { requireUser } from "~/server/accounts/permissions.server";
import { notFound } from "~/server/http/responses.server";
import { messagesOf } from "~/server/http/language.server";
import { fill } from "~/messages/messages";
import { useMessages } from "~/messages/use-messages";

async function loadEditable(request: Request, context: LoaderFunctionArgs["context"], rawId: string | undefined) {
  const user = await requireUser(request, context);
  const id = parseListingId(rawId);
  const listing = id === null ? null : await editableListing(getDb(context), user, id);
  if (!listing) throw notFound();
  return { user, listing };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { listing } = await loadEditable(request, context, params.id);
  return {
    id: listing.id,
    title: listing.title,
    defaults: formValues(listing),
    photos: await listingPhotos(getDb(context), listing.id),
    // The form's words and what its schema, action and photo queue say (decision 0052).
    messages: messagesOf(request, ["sell"]),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { user, listing } = await loadEditable(request, context, params.id);
  return listingFormAction({ request, context, user, mode: "edit", listing });
}

// With JavaScript a post that cannot reach the server comes back to the form, kept, with Retry.
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => sendOrKeep(serverAction<typeof action>);

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessUnsent;

export default function EditListingPage() {
  const { id, title, defaults, photos } = useLoaderData<typeof loader>();
  const t = useMessages("sell").edit;
  const answer = useActionData<typeof clientAction>();
  const unsent = isUnsent(answer) ? answer.unsent : null;
  const reply = isUnsent(answer) ? undefined : answer;
  const { settings } = useRootData();
  const shown = reply && "photos" in reply ? replyPhotos(reply) : photos;
  return (
    <Box p={{ initial: "3", sm: "5" }} className="listing-form-page">
      <Flex justify="between" align="baseline" wrap="wrap" gap="3" mb="4">
        <Heading as="h1" size="7">
          {t.heading}
        </Heading>
        <RadixLink asChild size="2">
          <Link to={`/listing/${id}`}>{fill(t.back, { title })}</Link>
        </RadixLink>
      </Flex>
      <Card size={{ initial: "2", sm: "3" }}>
        <ListingForm
          mode="edit"
          listingId={id}
          defaultValue={defaults}
          photos={shown}
          lastResult={reply?.result}
          unsent={unsent}
          tileUrl={settings.mapTileUrl}
          mapPick={replyMapPick(reply)}
        />
      </Card>
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.messages.sell.edit.metaTitle }, { name: "robots", content: "noindex" }] : notFoundMeta;

/** Said in the page's language by ErrorMessage (the root's `listings` catalogue). */
const FETCH_FAILED = "Failed to fetch listing";

export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorMessage title={FETCH_FAILED} />} />;
}
