// The listing page's contact card (docs/product.md#listing-detail): Enquire on WhatsApp, Share and
// the heart, who posted it, and the seller's mobile behind "Show Mobile Number"
// (docs/product.md#credits). On phones the same buttons also sit in the bottom action bar.
import type { ReactNode } from "react";
import { Box, Card, Flex } from "@radix-ui/themes";
import { RevealPhone, type PhoneView } from "~/components/credits/reveal-phone";
import { EnquiryLink } from "./enquiry-link";
import { PostedBy } from "./posted-by";
import { useMessages } from "~/messages/use-messages";

export function ContactCard({
  listingId,
  enquiryHref,
  share,
  favourite,
  postedBy,
  contact,
  viewer,
}: {
  listingId: number;
  enquiryHref: string;
  /** The wide Share button. */
  share: ReactNode;
  /** The favourite heart. */
  favourite: ReactNode;
  postedBy: { username: string; fullName: string; profileImageUrl: string | null };
  contact: PhoneView;
  /** Null for visitors. */
  viewer: { credits: number; emailVerified: boolean } | null;
}) {
  const t = useMessages("listing").contact;
  return (
    <aside className="listing-contact" aria-label={t.label}>
      <Card size="3">
        <Flex direction="column" gap="3">
          <Flex direction="column" gap="3" className="listing-contact__actions">
            <EnquiryLink href={enquiryHref} />
            <Flex gap="3" align="start">
              <Box flexGrow="1">{share}</Box>
              {favourite}
            </Flex>
          </Flex>
          <PostedBy {...postedBy} />
          <RevealPhone {...contact} viewer={viewer} listingId={listingId} />
        </Flex>
      </Card>
    </aside>
  );
}
