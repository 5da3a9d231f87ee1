// /create-listing ("Create New Listing", docs/product.md#listings): sellers, "both", admins and
// superadmins with a verified e-mail post a listing for 20 credits. It starts Pending.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  type ClientActionFunctionArgs,
  Link,
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
} from "@remix-run/react";
import { DuplicateNotice } from "~/components/trust/duplicate-notice";
import { Box, Button, Callout, Card, Flex, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { isUnsent, revalidateUnlessUnsent, sendOrKeep } from "~/components/forms/unsent";
import { ErrorMessage, GeneralErrorBoundary } from "~/components/general-error-boundary";
import { useRootData } from "~/components/layout/use-root-data";
import { ListingForm } from "~/components/listing-form/listing-form";
import { formatCount } from "~/domain/format";
import { parseListingId } from "~/domain/listing-id";
import { canPostListings } from "~/domain/permissions";
import { LISTING_MESSAGES } from "~/schemas/listing";
import { getDb } from "~/server/platform/context.server";
import { listingFormAction } from "~/server/listings/listing-form.server";
import { hasCreditsToPost, newFormToken } from "~/server/listings/listing-form-values.server";
import { replyMapPick, replyPhotos } from "~/components/listing-form/listing-form";
import { myListing } from "~/server/listings/manage.server";
import { requireVerifiedUser } from "~/server/accounts/permissions.server";
import { forbidden } from "~/server/http/responses.server";

const CANNOT_POST = "Your account type cannot post listings";

async function requirePoster(request: Request, context: LoaderFunctionArgs["context"]) {
  const user = await requireVerifiedUser(request, context);
  if (!canPostListings(user.role)) throw forbidden(CANNOT_POST);
  return user;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePoster(request, context);
  const createdId = parseListingId(new URL(request.url).searchParams.get("created"));
  const created = createdId ? await myListing(getDb(context), user.id, createdId) : null;
  return {
    // A fresh token per page: the form it is in may be sent twice, but charges once.
    token: newFormToken(),
    canAfford: hasCreditsToPost(user),
    credits: user.credits,
    created,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePoster(request, context);
  return listingFormAction({ request, context, user, mode: "create" });
}

// With JavaScript a post that cannot reach the server comes back to the form, kept, with Retry.
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => sendOrKeep(serverAction<typeof action>);

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessUnsent;

export default function CreateListingPage() {
  const { token, canAfford, credits, created } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof clientAction>();
  const unsent = isUnsent(answer) ? answer.unsent : null;
  const reply = isUnsent(answer) ? undefined : answer;
  // The seller's own listing this one repeats (docs/product.md#trust).
  const ownDuplicate = reply && "ownDuplicate" in reply ? Number(reply.ownDuplicate) : null;
  const { settings } = useRootData();
  const refusedForCredits = reply?.result.error?.[""]?.includes(LISTING_MESSAGES.createFailed) ?? false;
  return (
    <Box p={{ initial: "3", sm: "5" }} className="listing-form-page">
      <Heading as="h1" size="7" mb="4">
        Create New Listing
      </Heading>
      {created ? (
        <Callout.Root color="green" mb="4" role="status">
          <Callout.Text>
            "{created.title}" is waiting for review: it shows on the site once it is approved.{" "}
            <RadixLink asChild>
              <Link to={`/listing/${created.id}`}>View listing</Link>
            </RadixLink>{" "}
            ·{" "}
            <RadixLink asChild>
              <Link to="/seller/listings">My Listings</Link>
            </RadixLink>
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {ownDuplicate ? <DuplicateNotice listingId={ownDuplicate} formId="create-listing" /> : null}
      {canAfford ? (
        <Card size={{ initial: "2", sm: "3" }}>
          <ListingForm
            // A new token (after a listing was created) means a new, empty form.
            key={token}
            mode="create"
            token={token}
            photos={replyPhotos(reply)}
            lastResult={reply?.result}
            unsent={unsent}
            tileUrl={settings.mapTileUrl}
            mapPick={replyMapPick(reply)}
          />
        </Card>
      ) : (
        <Callout.Root color="amber" role="alert">
          <Callout.Text>
            <Flex direction="column" gap="3" align="start">
              {/* A post refused for credits (sent from an older page, or credits spent meanwhile). */}
              {refusedForCredits ? <Text weight="bold">{LISTING_MESSAGES.createFailed}</Text> : null}
              <Text>{LISTING_MESSAGES.needCredits}</Text>
              <Text size="2">You have {formatCount(credits, "credit")}. Posting a listing costs 20.</Text>
              <Button asChild>
                <Link to="/buy-credits">Buy credits</Link>
              </Button>
            </Flex>
          </Callout.Text>
        </Callout.Root>
      )}
    </Box>
  );
}

export const meta: MetaFunction = () => [
  { title: "Create New Listing | Coimbatore Properties" },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        403: () => (
          <ErrorMessage
            title={CANNOT_POST}
            detail="Sellers post listings. Change your account type to Seller or Both on your profile, then come back."
          />
        ),
      }}
    />
  );
}
