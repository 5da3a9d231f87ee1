import { Flex, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { MASKED_PHONE } from "~/domain/account";
import { REVEAL_COST } from "~/domain/credits";
import { formatIndianNumber, formatPhone, phoneHref } from "~/domain/format";
import { StatusButton, useIsPending } from "~/components/forms";
import { fill } from "~/messages/messages";
import { useMessages } from "~/messages/use-messages";
import { creditCount } from "./credit-count";

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
  const words = useMessages("trust");
  const t = words.reveal;

  if (phone) {
    return (
      <Flex direction="column" gap="1" className="reveal-phone">
        <Text size="1" color="gray">
          {t.mobile}
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
        {t.none}
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
            {t.show}
          </StatusButton>
        </fetcher.Form>
      ) : (
        <RadixLink asChild weight="medium">
          <Link to={`/login?redirectTo=${encodeURIComponent(here)}`}>{t.show}</Link>
        </RadixLink>
      )}
      <Text id="reveal-cost" size="1" color="gray" className="reveal-phone__cost">
        {viewer
          ? fill(t.uses, {
              cost: creditCount(REVEAL_COST, words.count),
              balance: formatIndianNumber(viewer.credits),
            })
          : t.login}
        {viewer && !viewer.emailVerified ? t.verify : null}
        {short ? (
          <>
            {" "}
            <Link to="/buy-credits">{t.buy}</Link>
          </>
        ) : null}
      </Text>
    </Flex>
  );
}
