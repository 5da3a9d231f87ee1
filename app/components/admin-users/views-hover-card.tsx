import { Link } from "@remix-run/react";
import { HoverCard, Link as RadixLink, Text } from "@radix-ui/themes";
import { countText, useAdminWords } from "~/components/admin/admin-words";
import { formatIndianNumber } from "~/domain/format";
import { fill } from "~/messages/messages";

export type ViewedListing = { listingId: number; title: string; views: number };

/**
 * The total views of a user; hovering (or focusing) it shows the views per listing after 700 ms
 * and hides them 300 ms after leaving (docs/product.md#admin). The trigger is a link to the
 * analytics page, which is what a visitor without JavaScript (or a touch screen) gets.
 */
export function ViewsHoverCard({
  total,
  listings,
  analyticsHref,
  name,
}: {
  total: number;
  listings: ViewedListing[];
  analyticsHref: string;
  name: string;
}) {
  const words = useAdminWords();
  const label = fill(words.users.viewsBy, { views: countText(words, total, "view"), name });
  if (total === 0) return <Text aria-label={label}>0</Text>;
  return (
    <HoverCard.Root openDelay={700} closeDelay={300}>
      <HoverCard.Trigger>
        <RadixLink asChild>
          <Link to={analyticsHref} aria-label={fill(words.users.seePerListing, { label })}>
            {formatIndianNumber(total)}
          </Link>
        </RadixLink>
      </HoverCard.Trigger>
      <HoverCard.Content size="1" maxWidth="320px">
        <Text as="p" size="2" weight="bold" mb="1">
          {words.users.viewsPerListing}
        </Text>
        <ul className="admin-users__views">
          {listings.map((l) => (
            <li key={l.listingId}>
              <Link to={`/listing/${l.listingId}`}>{l.title}</Link>
              <Text color="gray">{formatIndianNumber(l.views)}</Text>
            </li>
          ))}
        </ul>
      </HoverCard.Content>
    </HoverCard.Root>
  );
}
