// The card the account pages (login, sign-up, reset...) sit in. Their fields come from the
// form kit in ~/components/forms.
import { Box, Card, Flex, Heading, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";

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
