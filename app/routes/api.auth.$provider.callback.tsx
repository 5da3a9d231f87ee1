// The provider sends the browser back here with ?code&state (or ?error). remix-auth-oauth2
// checks the state against its cookie, exchanges the code with the PKCE verifier and our verify
// callback fetches the profile; then the verified e-mail signs in or creates the account.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isProvider } from "~/server/accounts/oauth.server";
import { completeOAuth } from "~/server/accounts/oauth-flow.server";
import { notFound } from "~/server/http/responses.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const provider = params.provider;
  if (!isProvider(provider)) throw notFound();
  return completeOAuth(request, context, provider);
}
