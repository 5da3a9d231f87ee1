import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Badge, Box, Card, DataList, Flex, Heading, Text } from "@radix-ui/themes";
import { DeleteAccountDialog } from "~/components/profile/delete-account-dialog";
import { EditProfileSheet } from "~/components/profile/edit-profile-sheet";
import { UserAvatar } from "~/components/user-avatar";
import { ROLE_LABELS } from "~/domain/account";
import { capitalise, formatPhone } from "~/domain/format";
import { formatDate } from "~/domain/dates";
import { showsAccountType } from "~/domain/permissions";
import { getDb } from "~/server/platform/context.server";
import { imageUrl } from "~/server/photos/urls.server";
import { getProfile, hasPassword } from "~/server/accounts/profile.server";
import { notFound } from "~/server/http/responses.server";
import { requireUser } from "~/server/accounts/permissions.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const db = getDb(context);
  const profile = await getProfile(db, user.id);
  if (!profile) throw notFound();
  return {
    profile: { ...profile, imageUrl: profile.profileImage ? imageUrl(profile.profileImage) : null },
    showAccountType: showsAccountType(profile.role),
    askPassword: await hasPassword(db, user.id),
  };
}

export default function ProfilePage() {
  const { profile, showAccountType, askPassword } = useLoaderData<typeof loader>();
  const name = profile.fullName || profile.username;
  return (
    <Box p={{ initial: "3", sm: "5" }} className="profile-page">
      <Card size={{ initial: "2", sm: "3" }}>
        <Flex gap="4" align="center" wrap="wrap" mb="5">
          <UserAvatar name={name} src={profile.imageUrl} size={80} />
          <Box flexGrow="1" flexShrink="1" flexBasis="180px" minWidth="0">
            <Heading as="h1" size="6">
              {name}
            </Heading>
            <Text as="p" color="gray" size="2">
              @{profile.username}
            </Text>
          </Box>
          <Flex gap="3" wrap="wrap">
            <EditProfileSheet profile={profile} showAccountType={showAccountType} askPassword={askPassword} />
            <DeleteAccountDialog />
          </Flex>
        </Flex>

        <DataList.Root orientation={{ initial: "vertical", sm: "horizontal" }} size="2">
          <Item label="Full name">{profile.fullName || <Muted>Not set</Muted>}</Item>
          <Item label="Bio">
            {profile.bio ? <span className="pre-line">{profile.bio}</span> : <Muted>Not set</Muted>}
          </Item>
          <Item label="Email">
            {profile.email}
            {profile.pendingEmail ? (
              <Text as="p" size="1" color="gray">
                {`Changing to ${profile.pendingEmail}: open the link we sent there to confirm.`}
              </Text>
            ) : null}
          </Item>
          <Item label="Email verified">
            <YesNo value={profile.emailVerified} />
          </Item>
          <Item label="Phone">{formatPhone(profile.phone) || <Muted>Not set</Muted>}</Item>
          <Item label="Phone verified">
            <YesNo value={profile.phoneVerified} />
          </Item>
          <Item label="Credits">{profile.credits}</Item>
          <Item label="Account type">{ROLE_LABELS[profile.role]}</Item>
          <Item label="Gender">{profile.gender ? capitalise(profile.gender) : <Muted>Not set</Muted>}</Item>
          <Item label="Account created">{formatDate(profile.createdAt)}</Item>
        </DataList.Root>
      </Card>
    </Box>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="140px">{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  );
}

function YesNo({ value }: { value: boolean }) {
  return (
    <Badge color={value ? "green" : "gray"} variant="soft">
      {value ? "Yes" : "No"}
    </Badge>
  );
}

function Muted({ children }: { children: React.ReactNode }) {
  return <Text color="gray">{children}</Text>;
}

export const meta: MetaFunction = () => [{ title: "My Profile" }, { name: "robots", content: "noindex" }];
