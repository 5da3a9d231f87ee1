// Token endpoint of the offline OAuth stand-in (see dev.oauth.$provider.tsx).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { isProvider, providerConfig } from "~/server/auth/oauth.server";
import { standInToken } from "~/server/auth/oauth-standin.server";
import { appOrigin, getEnv } from "~/server/context.server";
import { notFound } from "~/server/responses.server";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const env = getEnv(context);
  const provider = params.provider;
  if (!isProvider(provider) || !providerConfig(env, appOrigin(env, request), provider)?.standIn) {
    return notFound();
  }
  return standInToken(env, provider, request);
}
