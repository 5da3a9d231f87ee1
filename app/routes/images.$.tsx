// Resource route: serves pictures from R2 at /images/<key> (see imageUrl()); pictures of listings
// that are not public, and uploads no listing took, only to their owner and admins.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getDb, getEnv } from "~/server/platform/context.server";
import { imageResponse } from "~/server/photos/image-response.server";
import { getOptionalUser } from "~/server/accounts/session.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return imageResponse(getEnv(context).IMAGES, params["*"] ?? "", request, {
    db: getDb(context),
    viewer: () => getOptionalUser(request, context),
  });
}
