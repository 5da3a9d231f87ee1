// The OAuth callback's outcome: a session and a redirect, or the login page with a reason.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { OAuth2RequestError } from "remix-auth-oauth2";
import { LANG_COOKIE, type Lang, langOfPath, localisedPath, parseLangCookie } from "~/domain/language";
import { safeRedirect } from "~/domain/safe-redirect";
import { getEnv, isLocal } from "../platform/context.server";
import { COOKIES, clearCookie, readCookie, setCookie } from "../http/cookies.server";
import { completePendingRequests } from "./pending-requests.server";
import { cookieSecure, createUserSession } from "./session.server";
import { redirectWithToast } from "../http/toast.server";
import {
  PROVIDER_NAMES,
  authenticatorFor,
  signInWithProvider,
  type Provider,
  type ProviderProfile,
} from "./oauth.server";

const REDIRECT_COOKIE = COOKIES.oauthRedirect.name;

/**
 * The language of the page a sign-in with a provider starts from: the start URL's (/ta/api/...),
 * else the page of ours that linked to it (its Referer: /ta/login).
 */
function startLang(request: Request): Lang {
  const url = new URL(request.url);
  if (langOfPath(url.pathname) === "ta") return "ta";
  try {
    const from = new URL(request.headers.get("Referer") ?? "");
    if (from.origin === url.origin) return langOfPath(from.pathname);
  } catch {
    // No Referer, or not a URL: no language of its own.
  }
  return "en";
}

/**
 * The page to come back to after the provider, in the language the sign-in started in: a Tamil
 * visitor comes back to the Tamil page (and a new account's mails are Tamil: `signUpLang`).
 */
export function redirectToCookie(request: Request, context: AppLoadContext, redirectTo: string): string {
  const secure = !isLocal(getEnv(context)) || new URL(request.url).protocol === "https:";
  const back = startLang(request) === "ta" ? localisedPath(redirectTo, "ta") : redirectTo;
  return setCookie(COOKIES.oauthRedirect, back, { secure });
}

/**
 * The language of an account the callback creates: Tamil when the way back is a Tamil page,
 * else the language the visitor chose with the switch (the `lang` cookie), else English.
 */
export function signUpLang(request: Request): Lang {
  const back = safeRedirect(readCookie(request, REDIRECT_COOKIE));
  if (langOfPath(new URL(back, "http://x").pathname) === "ta") return "ta";
  return parseLangCookie(readCookie(request, LANG_COOKIE)) ?? "en";
}

export async function completeOAuth(request: Request, context: AppLoadContext, provider: Provider): Promise<Response> {
  const authenticator = authenticatorFor(request, context, provider);
  if (!authenticator) return redirect("/login?error=ServerError");
  const clearRedirect = clearCookie(COOKIES.oauthRedirect, { secure: cookieSecure(request, context) });

  let profile: ProviderProfile;
  try {
    profile = await authenticator.authenticate(provider, request);
  } catch (thrown) {
    if (thrown instanceof OAuth2RequestError && thrown.code === "access_denied") {
      return redirectWithToast(context, "/login", "info", `${PROVIDER_NAMES[provider]} sign-in was cancelled.`, {
        headers: { "Set-Cookie": clearRedirect },
      });
    }
    // Missing/mismatched state or code: a forged or replayed callback.
    const invalid =
      thrown instanceof ReferenceError || thrown instanceof RangeError || thrown instanceof OAuth2RequestError;
    if (!invalid) console.error(`${provider} callback`, thrown);
    return redirect(`/login?error=${invalid ? "InvalidRequest" : "ServerError"}`, {
      headers: { "Set-Cookie": clearRedirect },
    });
  }

  const result = await signInWithProvider(context, provider, profile, signUpLang(request));
  if (!result.ok) {
    const message =
      result.code === "AccountDeleted"
        ? "This account has been deleted."
        : `Your ${PROVIDER_NAMES[provider]} account did not share a verified email. Please sign up with your email instead.`;
    return redirectWithToast(context, "/login", "error", message, { headers: { "Set-Cookie": clearRedirect } });
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await createUserSession(request, context, result.user.id));
  headers.append("Set-Cookie", clearRedirect);
  for (const line of await completePendingRequests(request, context, result.user.id)) {
    headers.append("Set-Cookie", line);
  }
  return redirect(safeRedirect(readCookie(request, REDIRECT_COOKIE)), { headers });
}
