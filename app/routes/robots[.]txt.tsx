// /robots.txt (docs/product.md#search-engines): public pages allowed, accounts, admin, payments
// and the app's data routes not, and where the sitemap is.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { robotsTxt } from "~/domain/sitemap";
import { appOrigin, getEnv } from "~/server/platform/context.server";
import { SEO_TEXT_CACHE_CONTROL } from "~/server/seo/sitemap.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(appOrigin(getEnv(context), request)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": SEO_TEXT_CACHE_CONTROL },
  });
}
