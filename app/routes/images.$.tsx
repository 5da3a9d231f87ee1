// Resource route: serves public pictures from R2 at /images/<key> (see imageUrl()).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getEnv } from "~/server/context.server";
import { imageResponse } from "~/server/image-response.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return imageResponse(getEnv(context).IMAGES, params["*"] ?? "", request);
}
