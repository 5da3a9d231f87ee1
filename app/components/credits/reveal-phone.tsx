import { Flex, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { MASKED_PHONE } from "~/domain/account";
import { REVEAL_COST } from "~/domain/credits";
import { formatCount, formatIndianNumber, formatPhone, phoneHref } from "~/domain/format";
import { StatusButton, useIsPending } from "~/components/forms";

export type PhoneView = {
  /** The number, only once this viewer may see it; null means masked. */
  phone: string | null;
  hasPhone: boolean;
};

type Props = PhoneView & {
  /** Null for visitors (they get a link to /login and back). */
  viewer: { credits: number; emailVerified: boolean } | null;
  /** Sent with the reveal so the enquiry remembers the listing. */
  listingId?: number;
};

/**
 * '+91 XXXXX XXXXX' and "Show Mobile Number" (docs/product.md#credits). A plain POST to the page
 * without JavaScript (the action redirects back with a toast); with JavaScript a fetcher.
 */
export function RevealPhone({ phone, hasPhone, viewer, listingId }: Props) {
  const fetcher = useFetcher();
  const revealing = useIsPending({ fetcher });
  const location = useLocation();
  const here = location.pathname + location.search;

  if (phone) {
    return (
      <Flex direction="column" gap="1" className="reveal-phone">
        <Text size="1" color="gray">
          Mobile number
        </Text>
        <Text size="4" weight="bold" asChild>
          <a href={phoneHref(phone)} className="reveal-phone__number">
            {formatPhone(phone)}
          </a>
        </Text>
      </Flex>
    );
  }
  if (!hasPhone) {
    return (
      <Text size="2" color="gray" className="reveal-phone">
        No mobile number added yet.
      </Text>
    );
  }

  const short = viewer !== null && viewer.credits < REVEAL_COST;
  return (
    <Flex direction="column" gap="2" align="start" className="reveal-phone">
      <Text size="4" weight="bold">
        {MASKED_PHONE}
      </Text>
      {viewer ? (
        <fetcher.Form method="post" action={here} preventScrollReset>
          <input type="hidden" name="intent" value="reveal" />
          {listingId ? <input type="hidden" name="listingId" value={listingId} /> : null}
          <StatusButton size="2" pending={revealing} aria-describedby="reveal-cost">
            Show Mobile Number
          </StatusButton>
        </fetcher.Form>
      ) : (
        <RadixLink asChild weight="medium">
          <Link to={`/login?redirectTo=${encodeURIComponent(here)}`}>Show Mobile Number</Link>
        </RadixLink>
      )}
      <Text id="reveal-cost" size="1" color="gray" className="reveal-phone__cost">
        {viewer
          ? `Uses ${formatCount(REVEAL_COST, "credit")} once per seller; you have ${formatIndianNumber(viewer.credits)}.`
          : "Log in to view the seller's number."}
        {viewer && !viewer.emailVerified ? " Your email must be verified first." : null}
        {short ? (
          <>
            {" "}
            <Link to="/buy-credits">Buy credits</Link>
          </>
        ) : null}
      </Text>
    </Flex>
  );
}
