// /robots.txt (docs/product.md#search-engines): public pages allowed, accounts, admin, payments
// and the app's data routes not, in both languages (the Tamil pages are the same routes under
// /ta: docs/product.md#languages), and where the sitemap is (it lists both languages).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { localisedPath } from "~/domain/language";
import { ROBOTS_DISALLOW, robotsTxt } from "~/domain/sitemap";
import { appOrigin, getEnv } from "~/server/platform/context.server";
import { SEO_TEXT_CACHE_CONTROL } from "~/server/seo/sitemap.server";

/** The Tamil forms of the closed paths ("/ta/login"); "/*.data$" already covers "/ta.data". */
const TAMIL_DISALLOW = ROBOTS_DISALLOW.filter((path) => !path.startsWith("/*")).map(
  (path) => `Disallow: ${localisedPath(path, "ta")}`,
);

/** The English rules, then the Tamil paths' in the same group (before the blank line and the sitemap). */
function withTamil(text: string): string {
  const lines = text.split("\n");
  let last = lines.length - 1;
  while (last >= 0 && !lines[last]?.startsWith("Disallow: ")) last--;
  lines.splice(last + 1, 0, ...TAMIL_DISALLOW);
  return lines.join("\n");
}

export function loader({ request, context }: LoaderFunctionArgs) {
  return new Response(withTamil(robotsTxt(appOrigin(getEnv(context), request))), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": SEO_TEXT_CACHE_CONTROL },
  });
}
