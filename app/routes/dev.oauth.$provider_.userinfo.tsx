// Profile endpoint of the offline OAuth stand-in (see dev.oauth.$provider.tsx).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireStandIn, standInUserinfo } from "~/server/accounts/oauth-standin.server";
import { getEnv } from "~/server/platform/context.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const env = getEnv(context);
  return standInUserinfo(env, requireStandIn(env, request, params.provider), request);
}
