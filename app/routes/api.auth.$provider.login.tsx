// /api/auth/google/login and /api/auth/facebook/login (docs/product.md#accounts): start the OAuth2
// flow. remix-auth-oauth2 answers with a redirect to the provider carrying state and the PKCE
// challenge, and sets the cookie that the callback checks.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { safeRedirect } from "~/domain/safe-redirect";
import { authenticatorFor, isProvider } from "~/server/accounts/oauth.server";
import { redirectToCookie } from "~/server/accounts/oauth-flow.server";
import { requireAnonymous } from "~/server/accounts/permissions.server";
import { notFound } from "~/server/http/responses.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const provider = params.provider;
  if (!isProvider(provider)) throw notFound();
  await requireAnonymous(request, context);
  const authenticator = authenticatorFor(request, context, provider);
  if (!authenticator) return redirect("/login?error=ServerError");
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  try {
    await authenticator.authenticate(provider, request);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      const response = new Response(null, thrown);
      response.headers.append("Set-Cookie", redirectToCookie(request, context, redirectTo));
      return response;
    }
    console.error(`${provider} login`, thrown);
    return redirect("/login?error=ServerError");
  }
  return redirect("/login?error=InvalidRequest");
}
