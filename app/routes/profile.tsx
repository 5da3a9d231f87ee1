import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Badge, Box, Card, DataList, Flex, Heading, Text } from "@radix-ui/themes";
import { DeleteAccountDialog } from "~/components/profile/delete-account-dialog";
import { EditProfileSheet } from "~/components/profile/edit-profile-sheet";
import { UserAvatar } from "~/components/user-avatar";
import { formatPhone } from "~/domain/format";
import { formatDate, formatTamilDate } from "~/domain/dates";
import { showsAccountType } from "~/domain/permissions";
import { getDb } from "~/server/platform/context.server";
import { imageUrl } from "~/server/photos/urls.server";
import { getProfile, hasPassword } from "~/server/accounts/profile.server";
import { notFound } from "~/server/http/responses.server";
import { requireUser } from "~/server/accounts/permissions.server";
import { messagesOf } from "~/server/http/language.server";
import { fill } from "~/messages/messages";
import { useLang, useMessages } from "~/messages/use-messages";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const db = getDb(context);
  const profile = await getProfile(db, user.id);
  if (!profile) throw notFound();
  return {
    profile: { ...profile, imageUrl: profile.profileImage ? imageUrl(profile.profileImage) : null },
    showAccountType: showsAccountType(profile.role),
    askPassword: await hasPassword(db, user.id),
    messages: messagesOf(request, ["account"]),
  };
}

export default function ProfilePage() {
  const { profile, showAccountType, askPassword } = useLoaderData<typeof loader>();
  const name = profile.fullName || profile.username;
  const t = useMessages("account").profile;
  const { roles, genders } = useMessages("account");
  const lang = useLang();
  const notSet = <Muted>{t.notSet}</Muted>;
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
          <Item label={t.fullName}>{profile.fullName || notSet}</Item>
          <Item label={t.bio}>{profile.bio ? <span className="pre-line">{profile.bio}</span> : notSet}</Item>
          <Item label={t.email}>
            {profile.email}
            {profile.pendingEmail ? (
              <Text as="p" size="1" color="gray">
                {fill(t.changingTo, { email: profile.pendingEmail })}
              </Text>
            ) : null}
          </Item>
          <Item label={t.emailVerified}>
            <YesNo value={profile.emailVerified} />
          </Item>
          <Item label={t.phone}>{formatPhone(profile.phone) || notSet}</Item>
          <Item label={t.phoneVerified}>
            <YesNo value={profile.phoneVerified} />
          </Item>
          <Item label={t.credits}>{profile.credits}</Item>
          <Item label={t.accountType}>{roles[profile.role]}</Item>
          <Item label={t.gender}>{profile.gender ? genders[profile.gender] : notSet}</Item>
          <Item label={t.created}>
            {lang === "ta" ? formatTamilDate(profile.createdAt) : formatDate(profile.createdAt)}
          </Item>
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
  const t = useMessages("account").profile;
  return (
    <Badge color={value ? "green" : "gray"} variant="soft">
      {value ? t.yes : t.no}
    </Badge>
  );
}

function Muted({ children }: { children: React.ReactNode }) {
  return <Text color="gray">{children}</Text>;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...(data ? [{ title: data.messages.account.meta.profile }] : []),
  { name: "robots", content: "noindex" },
];
