import { Avatar, Flex, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";

type Props = { username: string; fullName: string; profileImageUrl: string | null };

export function PostedBy({ username, fullName, profileImageUrl }: Props) {
  const name = fullName || username;
  return (
    <Flex gap="3" align="center">
      <Avatar size="3" radius="full" src={profileImageUrl ?? undefined} fallback={name.charAt(0).toUpperCase()} alt="" />
      <Text as="p" size="2">
        Posted by{" "}
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
