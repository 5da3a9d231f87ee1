// Profile endpoint of the offline OAuth stand-in (see dev.oauth.$provider.tsx).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isProvider, providerConfig } from "~/server/auth/oauth.server";
import { standInUserinfo } from "~/server/auth/oauth-standin.server";
import { appOrigin, getEnv } from "~/server/context.server";
import { notFound } from "~/server/responses.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const env = getEnv(context);
  const provider = params.provider;
  if (!isProvider(provider) || !providerConfig(env, appOrigin(env, request), provider)?.standIn) {
    return notFound();
  }
  return standInUserinfo(env, provider, request);
}
