// Plain elements with Radix Themes' classes: this and the error page load with every page (decision 0050).
import { buttonProps, Flex, Heading, Text } from "~/components/ui/text";
import { Link, useRouteLoaderData } from "@remix-run/react";
import type { MetaDescriptor } from "@remix-run/cloudflare";
import { metaMessages, type SentMessages } from "~/messages/use-messages";

export const NOT_FOUND_MESSAGE = "Sorry, we couldn't find this page.";

/** The error pages' words as the app has always said them: when the root's data is missing too. */
export const ERROR_WORDS_EN = {
  notFound: NOT_FOUND_MESSAGE,
  notFoundDetail: "The page may have moved, or the listing is no longer available.",
  notFoundTitle: "Page not found",
  home: "Back to homepage",
};

/**
 * The error pages' words in the page's language (the list catalogue the root sends). An error
 * page may have no root data at all (the root's loader failed): English then.
 */
export function useErrorWords(): typeof ERROR_WORDS_EN {
  const root = useRouteLoaderData("root") as { messages?: SentMessages } | undefined;
  return root?.messages?.listings?.errors ?? ERROR_WORDS_EN;
}

/** The not-found page (docs/product.md#browsing): shown for /not-found, unknown paths and hidden listings. */
export function NotFound() {
  const t = useErrorWords();
  return (
    <Flex
      direction="column"
      align="center"
      justify="center"
      gap="4"
      className="not-found rt-r-py-9 rt-r-px-4"
      style={{ minHeight: "50vh" }}
    >
      <Text size="8" weight="bold" color="gray" aria-hidden>
        404
      </Text>
      <Heading as="h1" size="6">
        {t.notFound}
      </Heading>
      <Text color="gray">{t.notFoundDetail}</Text>
      <Link to="/" {...buttonProps({ size: "3" })}>
        {t.home}
      </Link>
    </Flex>
  );
}

export const notFoundMeta = [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

/** The not-found page's tags in the page's language (a `meta` function's matches). */
export function notFoundMetaFor(matches: Parameters<typeof metaMessages>[0]): MetaDescriptor[] {
  const title = metaMessages(matches).messages.listings?.errors.notFoundTitle ?? ERROR_WORDS_EN.notFoundTitle;
  return [{ title }, { name: "robots", content: "noindex" }];
}
