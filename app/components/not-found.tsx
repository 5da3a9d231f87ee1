import { Button, Flex, Heading, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";

export const NOT_FOUND_MESSAGE = "Sorry, we couldn't find this page.";

/** The not-found page (docs/product.md#browsing): shown for /not-found, unknown paths and hidden listings. */
export function NotFound() {
  return (
    <Flex
      direction="column"
      align="center"
      justify="center"
      gap="4"
      py="9"
      px="4"
      minHeight="50vh"
      className="not-found"
    >
      <Text size="8" weight="bold" color="gray" aria-hidden>
        404
      </Text>
      <Heading as="h1" size="6">
        {NOT_FOUND_MESSAGE}
      </Heading>
      <Text color="gray">The page may have moved, or the listing is no longer available.</Text>
      <Button asChild size="3">
        <Link to="/">Back to homepage</Link>
      </Button>
    </Flex>
  );
}

export const notFoundMeta = [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
