// The card the account pages (login, sign-up, reset...) sit in. Their fields come from the
// form kit in ~/components/forms.
import { Box, Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { fill } from "~/messages/messages";
import { useMessages } from "~/messages/use-messages";
import { HeartIcon } from "../heart-icon";

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Flex justify="center" px="4" py={{ initial: "5", sm: "9" }}>
      <Box width="100%" maxWidth="26rem">
        <Card size={{ initial: "2", sm: "4" }}>
          <Flex direction="column" gap="4">
            <Box>
              <Heading as="h1" size="6">
                {title}
              </Heading>
              {subtitle ? (
                <Text as="p" size="2" color="gray" mt="1">
                  {subtitle}
                </Text>
              ) : null}
            </Box>
            {children}
          </Flex>
        </Card>
      </Box>
    </Flex>
  );
}

/**
 * On /login and /signup after a visitor tapped a heart: says what signing in will do (the
 * sign-in saves that listing, docs/product.md#top-bar). The page sends the `auth` messages.
 */
export function PendingFavouriteNote({ title }: { title: string | null }) {
  const note = useMessages("auth").pendingFavourite;
  if (!title) return null;
  return (
    <Callout.Root color="teal" size="1" role="status">
      <Callout.Icon>
        <HeartIcon filled size={16} />
      </Callout.Icon>
      <Callout.Text>{fill(note, { title })}</Callout.Text>
    </Callout.Root>
  );
}
