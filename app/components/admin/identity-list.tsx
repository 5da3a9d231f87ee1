import { Badge, Button, Card, Flex, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { Form, Link } from "@remix-run/react";
import { useIsPending } from "~/components/forms";
import { fill } from "~/messages/messages";
import { useSay } from "~/messages/use-messages";
import type { IdentityView } from "~/server/ai-search/identities.server";
import type { IdentityTestResult } from "~/server/ai-search/identity-test.server";
import { useAdminWords } from "./admin-words";

/**
 * The identities, newest first: name, URL, models (the selected one marked), the key's last four
 * characters, whether it is in use; Edit, Test and Delete each. Delete asks first (a disclosure,
 * so it works without JavaScript). `test`: the last Test's answer, shown under its identity.
 */
export function IdentityList({
  identities,
  editingId,
  test,
}: {
  identities: IdentityView[];
  editingId: number | null;
  test?: IdentityTestResult;
}) {
  const t = useAdminWords().ai;
  if (!identities.length) {
    return (
      <Text as="p" color="gray">
        {t.none}
      </Text>
    );
  }
  return (
    <ul className="admin-identities" aria-label={t.list}>
      {identities.map((identity) => (
        <li key={identity.id}>
          <IdentityCard
            identity={identity}
            editing={identity.id === editingId}
            test={test?.id === identity.id ? test : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

function IdentityCard({
  identity,
  editing,
  test,
}: {
  identity: IdentityView;
  editing: boolean;
  test?: IdentityTestResult;
}) {
  const testing = useIsPending({ intent: "test" });
  const words = useAdminWords();
  const t = words.ai;
  const headingId = `identity-card-${identity.id}-title`;
  return (
    <Card size="2" data-editing={editing || undefined} aria-labelledby={headingId}>
      <Flex direction="column" gap="2">
        <Flex gap="2" align="center" wrap="wrap">
          <Heading as="h2" size="4" id={headingId}>
            {identity.name}
          </Heading>
          {identity.inUse ? (
            <Badge color="green" highContrast>
              {t.inUse}
            </Badge>
          ) : null}
        </Flex>
        <dl className="admin-identity__facts">
          <dt>URL</dt>
          <dd className="admin-identity__url">{identity.url}</dd>
          <dt>{t.apiKey}</dt>
          <dd>{identity.keyLast4 ? `•••• ${identity.keyLast4}` : t.unreadableKey}</dd>
          <dt>{t.models}</dt>
          <dd>
            {identity.models.map((model) => (
              <Badge key={model} color={model === identity.selectedModel ? undefined : "gray"} mr="1">
                {model}
                {model === identity.selectedModel ? <span className="visually-hidden">{t.selected}</span> : null}
              </Badge>
            ))}
          </dd>
        </dl>
        <Flex gap="3" align="center" wrap="wrap">
          <RadixLink asChild size="2">
            <Link to={`/admin?edit=${identity.id}`} aria-label={fill(t.editName, { name: identity.name })}>
              {words.common.edit}
            </Link>
          </RadixLink>
          <Form method="post">
            <input type="hidden" name="id" value={identity.id} />
            <Button
              type="submit"
              name="intent"
              value="test"
              variant="soft"
              size="1"
              disabled={testing}
              aria-label={fill(t.testName, { name: identity.name })}
            >
              {testing ? t.testing : t.test}
            </Button>
          </Form>
          <details className="admin-identity__delete">
            <summary aria-label={fill(words.common.deleteName, { name: identity.name })}>{words.common.delete}</summary>
            <Form method="post" className="admin-identity__confirm">
              <Text size="2">{fill(t.confirmDelete, { name: identity.name })}</Text>
              <input type="hidden" name="id" value={identity.id} />
              <Button type="submit" name="intent" value="delete" color="red" size="1">
                {t.yesDelete}
              </Button>
            </Form>
          </details>
        </Flex>
        {test ? <TestResult result={test} /> : null}
      </Flex>
    </Card>
  );
}

function TestResult({ result }: { result: IdentityTestResult }) {
  const t = useAdminWords().ai;
  const say = useSay();
  return (
    <div className="admin-identity__test" role="status" data-ok={result.ok || undefined}>
      {result.query ? (
        <Text as="p" size="2" color="gray">
          {fill(t.asked, { query: result.query })}
        </Text>
      ) : null}
      {result.ok ? (
        result.understood.length ? (
          <Text as="p" size="2">
            {fill(t.understood, { fields: result.understood.join(", ") })}
          </Text>
        ) : (
          <Text as="p" size="2">
            {t.understoodNothing}
          </Text>
        )
      ) : (
        <Text as="p" size="2" color="red">
          {fill(t.testFailed, { error: say(result.error) })}
        </Text>
      )}
    </div>
  );
}
