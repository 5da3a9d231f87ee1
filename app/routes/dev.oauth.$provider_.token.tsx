// Token endpoint of the offline OAuth stand-in (see dev.oauth.$provider.tsx).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireStandIn, standInToken } from "~/server/accounts/oauth-standin.server";
import { getEnv } from "~/server/platform/context.server";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const env = getEnv(context);
  return standInToken(env, requireStandIn(env, request, params.provider), request);
}
