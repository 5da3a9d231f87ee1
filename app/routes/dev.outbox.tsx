// /dev/outbox: the latest mails written by the local e-mail sender, with clickable links, so a
// newcomer can finish sign-up and password reset on one machine, each with its delivery state
// through the mail queue (decision 0044). 404 outside local/test.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Badge, Box, Card, Flex, Heading, Link, Text } from "@radix-ui/themes";
import { Fragment } from "react";
import { getDb, getEnv, isLocal } from "~/server/platform/context.server";
import { latestOutbox } from "~/server/mail/email.server";
import { notFound } from "~/server/http/responses.server";

export async function loader({ context }: LoaderFunctionArgs) {
  if (!isLocal(getEnv(context))) throw notFound();
  const mails = await latestOutbox(getDb(context), 30);
  return {
    mails: mails.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      createdAt: m.createdAt,
      state: m.state,
      attempts: m.attempts,
    })),
  };
}

const STATES = {
  queued: { label: "Queued", color: "gray" },
  retrying: { label: "Retrying", color: "orange" },
  sent: { label: "Delivered", color: "green" },
  dead: { label: "Failed for good", color: "red" },
} as const;

/** Plain text with its URLs turned into links. */
function Linkified({ text }: { text: string }) {
  // Each piece keyed by where it starts in the text.
  const pieces: { at: number; text: string; url: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s]+/g)) {
    if (match.index > at) pieces.push({ at, text: text.slice(at, match.index), url: false });
    pieces.push({ at: match.index, text: match[0], url: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ at, text: text.slice(at), url: false });
  return (
    <Text as="p" size="2" className="pre-wrap">
      {pieces.map((piece) =>
        piece.url ? (
          <Link key={piece.at} href={piece.text}>
            {piece.text}
          </Link>
        ) : (
          <Fragment key={piece.at}>{piece.text}</Fragment>
        ),
      )}
    </Text>
  );
}

export default function DevOutbox() {
  const { mails } = useLoaderData<typeof loader>();
  return (
    <Box px="4" py="6" mx="auto" maxWidth="48rem">
      <Flex align="center" gap="3" mb="2">
        <Heading as="h1" size="6">
          Local outbox
        </Heading>
        <Badge color="orange" highContrast>
          development only
        </Badge>
      </Flex>
      <Text as="p" size="2" color="gray" mb="4">
        E-mails the app would have sent, newest first. This page does not exist in production.
      </Text>
      {mails.length === 0 ? <Text>No e-mails yet.</Text> : null}
      <Flex direction="column" gap="3">
        {mails.map((m) => (
          <Card key={m.id} asChild>
            <article aria-label={m.subject}>
              <Flex justify="between" gap="3" wrap="wrap">
                <Heading as="h2" size="3">
                  {m.subject}
                </Heading>
                <Text size="1" color="gray">
                  {new Date(m.createdAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })}
                </Text>
              </Flex>
              <Text as="p" size="2" color="gray" mb="2">
                To: {m.to}
                {m.state ? (
                  <>
                    {" · "}
                    <Badge color={STATES[m.state].color}>{STATES[m.state].label}</Badge>
                    {(m.attempts ?? 0) > 1 ? ` after ${m.attempts} tries` : null}
                  </>
                ) : null}
              </Text>
              <Linkified text={m.text} />
            </article>
          </Card>
        ))}
      </Flex>
    </Box>
  );
}

export const meta: MetaFunction = () => [{ title: "Local outbox" }, { name: "robots", content: "noindex" }];
