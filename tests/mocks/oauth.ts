// Fake Google and Facebook: the authorisation step (the user's consent), the token endpoint
// (checks client credentials, the code, the redirect URI and the PKCE verifier) and the
// userinfo endpoint (Google OpenID / Facebook Graph /me shapes). Configure the app with
// OAUTH_ENV (pass `{ env: OAUTH_ENV }` to the http helpers), then:
//   const url = await start("google");             // the app's redirect to the provider
//   oauthMock.nextUser("google", { sub, email, email_verified: true });
//   const back = await oauthMock.consent(url);     // the callback path the provider sends back to
import { fetchMock } from "./fetch";

export type OAuthProvider = "google" | "facebook";
/** What the provider's userinfo endpoint answers (Google: sub/email/email_verified; Facebook: id/email). */
export type OAuthProfile = Record<string, unknown>;

export const OAUTH_ENDPOINTS: Record<OAuthProvider, { authorize: string; token: string; userinfo: string }> = {
  google: {
    authorize: "https://accounts.google.com/o/oauth2/v2/auth",
    token: "https://oauth2.googleapis.com/token",
    userinfo: "https://openidconnect.googleapis.com/v1/userinfo",
  },
  facebook: {
    authorize: "https://www.facebook.com/v19.0/dialog/oauth",
    token: "https://graph.facebook.com/v19.0/oauth/access_token",
    userinfo: "https://graph.facebook.com/v19.0/me",
  },
};

const CLIENTS: Record<OAuthProvider, { id: string; secret: string }> = {
  google: { id: "test-google-client", secret: "test-google-secret" },
  facebook: { id: "test-facebook-client", secret: "test-facebook-secret" },
};

/** Settings that make the app use the real providers' endpoints (answered by this fake). */
export const OAUTH_ENV = {
  GOOGLE_CLIENT_ID: CLIENTS.google.id,
  GOOGLE_CLIENT_SECRET: CLIENTS.google.secret,
  FACEBOOK_CLIENT_ID: CLIENTS.facebook.id,
  FACEBOOK_CLIENT_SECRET: CLIENTS.facebook.secret,
};

type Grant = { provider: OAuthProvider; challenge: string; redirectUri: string; profile: OAuthProfile };

const grants = new Map<string, Grant>();
const tokens = new Map<string, { provider: OAuthProvider; profile: OAuthProfile }>();
const next: Partial<Record<OAuthProvider, OAuthProfile>> = {};
let serial = 0;

function defaultProfile(provider: OAuthProvider): OAuthProfile {
  const n = ++serial;
  return provider === "google"
    ? {
        sub: `g-${n}`,
        email: `google-${n}-${crypto.randomUUID()}@example.test`,
        email_verified: true,
        name: "Google User",
      }
    : { id: `fb-${n}`, email: `facebook-${n}-${crypto.randomUUID()}@example.test`, name: "Facebook User" };
}

function b64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

const invalidGrant = () => Response.json({ error: "invalid_grant" }, { status: 400 });

async function token(provider: OAuthProvider, request: Request): Promise<Response> {
  const body = new URLSearchParams(await request.text());
  const basic = request.headers.get("Authorization")?.match(/^Basic (.+)$/)?.[1];
  const [id, secret] = basic
    ? atob(basic).split(":").map(decodeURIComponent)
    : [body.get("client_id"), body.get("client_secret")];
  if (id !== CLIENTS[provider].id || secret !== CLIENTS[provider].secret) {
    return Response.json({ error: "invalid_client" }, { status: 401 });
  }
  const code = body.get("code") ?? "";
  const grant = grants.get(code);
  if (!grant || grant.provider !== provider || body.get("redirect_uri") !== grant.redirectUri) return invalidGrant();
  const digest = b64url(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body.get("code_verifier") ?? "")),
  );
  if (digest !== grant.challenge) return invalidGrant();
  grants.delete(code);
  const accessToken = `at-${crypto.randomUUID()}`;
  tokens.set(accessToken, { provider, profile: grant.profile });
  return Response.json({ access_token: accessToken, token_type: "Bearer", expires_in: 3600 });
}

function userinfo(provider: OAuthProvider, request: Request): Response {
  const bearer = request.headers.get("Authorization")?.match(/^Bearer (.+)$/)?.[1] ?? "";
  const entry = tokens.get(bearer);
  if (!entry || entry.provider !== provider) return Response.json({ error: "invalid_token" }, { status: 401 });
  return Response.json(entry.profile);
}

function reset() {
  grants.clear();
  tokens.clear();
  delete next.google;
  delete next.facebook;
}

export const oauthMock = {
  /** Registers the token and userinfo endpoints of both providers. Call in beforeEach. */
  install() {
    fetchMock.install();
    fetchMock.onReset(reset);
    for (const provider of ["google", "facebook"] as const) {
      const { token: tokenUrl, userinfo: userinfoUrl } = OAUTH_ENDPOINTS[provider];
      fetchMock.register({
        name: `${provider} token`,
        match: (url, req) => req.method === "POST" && url.href === tokenUrl,
        handle: (req) => token(provider, req),
      });
      fetchMock.register({
        name: `${provider} userinfo`,
        match: (url) => url.origin + url.pathname === userinfoUrl,
        handle: (req) => userinfo(provider, req),
      });
    }
  },

  /** The profile the provider returns for the next consent (else a new verified user). */
  nextUser(provider: OAuthProvider, profile: OAuthProfile) {
    next[provider] = profile;
  },

  /**
   * The user approves on the provider's page: takes the app's redirect to the provider and
   * returns the callback path and query (code and state) the provider sends the browser back to.
   */
  consent(authorizeUrl: URL): string {
    const provider = providerOf(authorizeUrl);
    const code = `code-${crypto.randomUUID()}`;
    grants.set(code, {
      provider,
      challenge: authorizeUrl.searchParams.get("code_challenge") ?? "",
      redirectUri: authorizeUrl.searchParams.get("redirect_uri") ?? "",
      profile: next[provider] ?? defaultProfile(provider),
    });
    delete next[provider];
    return callbackPath(authorizeUrl, { code });
  },

  /** The user cancels on the provider's page. */
  deny(authorizeUrl: URL): string {
    return callbackPath(authorizeUrl, { error: "access_denied" });
  },
};

function providerOf(authorizeUrl: URL): OAuthProvider {
  const at = authorizeUrl.origin + authorizeUrl.pathname;
  const provider = (["google", "facebook"] as const).find((p) => OAUTH_ENDPOINTS[p].authorize === at);
  if (!provider) throw new Error(`oauthMock: ${at} is not a provider's authorisation page`);
  return provider;
}

function callbackPath(authorizeUrl: URL, params: Record<string, string>): string {
  const redirect = new URL(authorizeUrl.searchParams.get("redirect_uri") ?? "");
  const query = new URLSearchParams({ ...params, state: authorizeUrl.searchParams.get("state") ?? "" });
  return `${redirect.pathname}?${query}`;
}
