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
import { formatIndianNumber } from "~/domain/format";
import { fill } from "~/messages/messages";
import { useMessages, useSay } from "~/messages/use-messages";
import { messagesOf, requestLang } from "~/server/http/language.server";
import { say } from "~/messages/catalogues.server";
import { refusalLines } from "~/components/listing-form/sell-shared";
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
const CANNOT_POST_DETAIL =
  "Sellers post listings. Change your account type to Seller or Both on your profile, then come back.";

async function requirePoster(request: Request, context: LoaderFunctionArgs["context"]) {
  const user = await requireVerifiedUser(request, context);
  if (!canPostListings(user.role)) {
    // In the page's language, heading and line (refusalLines).
    const lang = requestLang(request);
    throw forbidden(`${say(lang, CANNOT_POST)}\n${say(lang, CANNOT_POST_DETAIL)}`);
  }
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
    // The form's words and what its schema, action and photo queue say (decision 0052).
    messages: messagesOf(request, ["sell"]),
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
  const t = useMessages("sell").create;
  const say = useSay();
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
        {t.heading}
      </Heading>
      {created ? (
        <Callout.Root color="green" highContrast mb="4" role="status">
          <Callout.Text>
            {fill(t.waiting, { title: created.title })}{" "}
            <RadixLink asChild highContrast underline="always">
              <Link to={`/listing/${created.id}`}>{t.viewListing}</Link>
            </RadixLink>{" "}
            ·{" "}
            <RadixLink asChild highContrast underline="always">
              <Link to="/seller/listings">{t.myListings}</Link>
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
        <Callout.Root color="amber" highContrast role="alert">
          <Callout.Text>
            <Flex direction="column" gap="3" align="start">
              {/* A post refused for credits (sent from an older page, or credits spent meanwhile). */}
              {refusedForCredits ? <Text weight="bold">{say(LISTING_MESSAGES.createFailed)}</Text> : null}
              <Text>{say(LISTING_MESSAGES.needCredits)}</Text>
              <Text size="2">
                {fill(t.youHave, {
                  credits: fill(credits === 1 ? t.creditOne : t.creditMany, { count: formatIndianNumber(credits) }),
                })}
              </Text>
              <Button asChild>
                <Link to="/buy-credits">{t.buyCredits}</Link>
              </Button>
            </Flex>
          </Callout.Text>
        </Callout.Root>
      )}
    </Box>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.messages.sell.create.metaTitle ?? "Create New Listing | Coimbatore Properties" },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        403: ({ error }) => <ErrorMessage {...refusalLines(error.data, CANNOT_POST, CANNOT_POST_DETAIL)} />,
      }}
    />
  );
}
