// The offline stand-in consent screen for Google/Facebook (local runs without a client id).
// A person picks an identity or cancels; the browser then goes to our real callback with a
// code (or error=access_denied), exactly as it would coming back from the provider.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Badge, Box, Flex, Text, TextField } from "@radix-ui/themes";
import { AuthCard } from "~/components/auth/auth-ui";
import { FormAlert, StatusButton } from "~/components/forms";
import { PROVIDER_NAMES, type Provider } from "~/server/accounts/oauth.server";
import {
  STAND_IN_IDENTITIES,
  identityFromEmail,
  issueStandInCode,
  requireStandIn,
} from "~/server/accounts/oauth-standin.server";
import { appOrigin, getEnv } from "~/server/platform/context.server";
import { readForm } from "~/server/http/form.server";
import { invariantResponse } from "~/server/http/responses.server";

/** Only our own callback may receive codes. */
function checkedParams(request: Request, env: Env, provider: Provider, params: URLSearchParams) {
  const redirectUri = params.get("redirect_uri") ?? "";
  const state = params.get("state") ?? "";
  const challenge = params.get("code_challenge") ?? "";
  const ok =
    redirectUri === `${appOrigin(env, request)}/api/auth/${provider}/callback` &&
    state.length > 0 &&
    challenge.length > 0 &&
    params.get("code_challenge_method") === "S256" &&
    params.get("response_type") === "code";
  return ok ? { redirectUri, state, challenge } : null;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const env = getEnv(context);
  const provider = requireStandIn(env, request, params.provider);
  const search = new URL(request.url).searchParams;
  return {
    provider,
    name: PROVIDER_NAMES[provider],
    valid: Boolean(checkedParams(request, env, provider, search)),
    query: search.toString(),
    identities: STAND_IN_IDENTITIES,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const env = getEnv(context);
  const provider = requireStandIn(env, request, params.provider);
  const checked = checkedParams(request, env, provider, new URL(request.url).searchParams);
  invariantResponse(checked, "Bad Request");
  const form = await readForm(request);
  const back = new URL(checked.redirectUri);
  back.searchParams.set("state", checked.state);
  const choice = String(form.get("identity") ?? "");
  if (form.get("intent") === "deny") {
    back.searchParams.set("error", "access_denied");
    return redirect(back.toString());
  }
  const email = String(form.get("email") ?? "").trim();
  const identity =
    STAND_IN_IDENTITIES.find((i) => i.sub === choice) ??
    (choice === "custom" && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
      ? identityFromEmail(email, String(form.get("name") ?? ""))
      : null);
  if (!identity) throw redirect(`${new URL(request.url).pathname}?${new URL(request.url).searchParams}`);
  back.searchParams.set("code", await issueStandInCode(env, provider, identity, checked.challenge));
  return redirect(back.toString());
}

export default function StandInConsent() {
  const { name, valid, query, identities } = useLoaderData<typeof loader>();
  return (
    <AuthCard title={`Sign in with ${name}`} subtitle={<>Offline stand-in for {name}: nothing leaves this machine.</>}>
      <Box>
        <Badge color="orange">development only</Badge>
      </Box>
      {!valid ? (
        <FormAlert messages={["This sign-in request is incomplete. Start again from the login page."]} />
      ) : (
        <>
          <Text size="2">Choose the {name} account to continue with:</Text>
          <Form method="post" action={`?${query}`}>
            <Flex direction="column" gap="2">
              {identities.map((i) => (
                <StatusButton key={i.sub} name="identity" value={i.sub} variant="surface" className="standin-identity">
                  <span>{i.name}</span>
                  <Text size="1" color="gray">
                    {i.email}
                  </Text>
                </StatusButton>
              ))}
            </Flex>
          </Form>
          <Form method="post" action={`?${query}`}>
            <Flex direction="column" gap="2">
              <input type="hidden" name="identity" value="custom" />
              <Text as="label" size="2" htmlFor="standin-email" weight="medium">
                Or another address
              </Text>
              <TextField.Root
                id="standin-email"
                name="email"
                type="email"
                required
                placeholder="you@example.com"
                size="3"
              />
              <TextField.Root name="name" aria-label="Name" placeholder="Your name (optional)" size="3" />
              <StatusButton>Continue</StatusButton>
            </Flex>
          </Form>
          <Form method="post" action={`?${query}`}>
            <StatusButton name="intent" value="deny" variant="ghost" color="gray" size="2">
              Cancel
            </StatusButton>
          </Form>
        </>
      )}
    </AuthCard>
  );
}

export const meta: MetaFunction = () => [{ title: "Stand-in sign-in" }, { name: "robots", content: "noindex" }];
