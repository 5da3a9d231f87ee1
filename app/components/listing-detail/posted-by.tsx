import { Flex, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { useMessages } from "~/messages/use-messages";

type Props = { username: string; fullName: string; profileImageUrl: string | null };

export function PostedBy({ username, fullName, profileImageUrl }: Props) {
  const name = fullName || username;
  const t = useMessages("listing");
  return (
    <Flex gap="3" align="center">
      {/* A plain avatar (not Radix Avatar, which only shows anything once JavaScript runs). */}
      <span className="listing-avatar" aria-hidden>
        {profileImageUrl ? (
          <img src={profileImageUrl} alt="" width={40} height={40} loading="lazy" />
        ) : (
          name.charAt(0).toUpperCase()
        )}
      </span>
      <Text as="p" size="2">
        {t.postedBy}{" "}
        <RadixLink asChild weight="medium">
          <Link to={`/seller/${encodeURIComponent(username)}`}>{name}</Link>
        </RadixLink>
        {fullName && fullName !== username ? (
          <Text as="span" color="gray">
            {" "}
            (@{username})
          </Text>
        ) : null}
      </Text>
    </Flex>
  );
}
