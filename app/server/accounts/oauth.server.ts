// Google and Facebook sign-in through remix-auth's OAuth2 strategy (state + PKCE in a short
// cookie). With no client id configured and the app running locally, the strategy points at
// a stand-in provider served by this app (/dev/oauth/:provider), so the same callback code
// (state check, code exchange, profile fetch, account linking) runs offline.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, isNull } from "drizzle-orm";
import { Authenticator } from "remix-auth";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { OAUTH_PROVIDERS, type OAuthProvider } from "~/domain/catalog";
import type { Lang } from "~/domain/language";
import { appOrigin, getDb, getEnv, isLocal } from "../platform/context.server";
import { configOf } from "../platform/env.server";
import { isUniqueViolation } from "../db/unique.server";
import { authTokens, oauthAccounts, sessions, users } from "../db/schema.server";
import { createAccount, findActiveUserById, findUserByEmail, type AccountRow } from "./users.server";

export type Provider = OAuthProvider;
export const PROVIDER_NAMES: Record<Provider, string> = { google: "Google", facebook: "Facebook" };

export function isProvider(value: string | undefined): value is Provider {
  return (OAUTH_PROVIDERS as readonly string[]).includes(value ?? "");
}

export type ProviderProfile = { providerUserId: string; email: string | null; emailVerified: boolean; name: string };

type Endpoints = { authorization: string; token: string; userinfo: string; scopes: string[] };

const REAL: Record<Provider, Endpoints> = {
  google: {
    authorization: "https://accounts.google.com/o/oauth2/v2/auth",
    token: "https://oauth2.googleapis.com/token",
    userinfo: "https://openidconnect.googleapis.com/v1/userinfo",
    scopes: ["openid", "email", "profile"],
  },
  facebook: {
    authorization: "https://www.facebook.com/v19.0/dialog/oauth",
    token: "https://graph.facebook.com/v19.0/oauth/access_token",
    userinfo: "https://graph.facebook.com/v19.0/me?fields=id,name,email",
    scopes: ["email", "public_profile"],
  },
};

export type ProviderConfig = Endpoints & { clientId: string; clientSecret: string; standIn: boolean };

/** Null when the provider cannot be used here (production without credentials). */
export function providerConfig(env: Env, origin: string, provider: Provider): ProviderConfig | null {
  const client = configOf(env).oauth[provider];
  if (client) return { ...REAL[provider], ...client, standIn: false };
  if (!isLocal(env)) return null;
  const base = `${origin}/dev/oauth/${provider}`;
  return {
    authorization: base,
    token: `${base}/token`,
    userinfo: `${base}/userinfo`,
    scopes: REAL[provider].scopes,
    clientId: `local-${provider}`,
    clientSecret: "local-dev-secret",
    standIn: true,
  };
}

/** Reads the provider's profile answer (Google OpenID userinfo or Facebook Graph /me). */
export function parseProfile(provider: Provider, data: Record<string, unknown>): ProviderProfile {
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  if (provider === "google") {
    return {
      providerUserId: str(data.sub),
      email: str(data.email) || null,
      emailVerified: data.email_verified === true || data.email_verified === "true",
      name: str(data.name),
    };
  }
  // Facebook only returns an address its user has confirmed.
  return {
    providerUserId: str(data.id),
    email: str(data.email) || null,
    emailVerified: Boolean(data.email),
    name: str(data.name),
  };
}

async function fetchProfile(cfg: ProviderConfig, provider: Provider, accessToken: string): Promise<ProviderProfile> {
  const res = await fetch(cfg.userinfo, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
  });
  if (!res.ok) throw new Error(`${provider} profile request answered ${res.status}`);
  return parseProfile(provider, (await res.json()) as Record<string, unknown>);
}

export function authenticatorFor(request: Request, context: AppLoadContext, provider: Provider) {
  const env = getEnv(context);
  const origin = appOrigin(env, request);
  const cfg = providerConfig(env, origin, provider);
  if (!cfg) return null;
  const authenticator = new Authenticator<ProviderProfile>();
  authenticator.use(
    new OAuth2Strategy<ProviderProfile>(
      {
        cookie: {
          name: `oauth-${provider}`,
          sameSite: "Lax",
          path: "/",
          ...(!isLocal(env) || origin.startsWith("https:") ? { secure: true as const } : {}),
        },
        clientId: cfg.clientId,
        clientSecret: cfg.clientSecret,
        authorizationEndpoint: cfg.authorization,
        tokenEndpoint: cfg.token,
        redirectURI: `${origin}/api/auth/${provider}/callback`,
        scopes: cfg.scopes,
      },
      async ({ tokens }) => fetchProfile(cfg, provider, tokens.accessToken()),
    ),
    provider,
  );
  return authenticator;
}

export type OAuthSignIn =
  | { ok: true; user: AccountRow; created: boolean }
  | { ok: false; code: "NoVerifiedEmail" | "AccountDeleted" };

/**
 * A provider identity signs into the account already linked to it, else into the account with
 * the same (provider-verified) e-mail, else into a new buyer account. Linking requires a
 * verified e-mail so nobody can take over an account with an unconfirmed address; linking to
 * an account whose address was never verified clears its password and ends its sessions.
 */
export async function signInWithProvider(
  context: AppLoadContext,
  provider: Provider,
  profile: ProviderProfile,
  /** The language of a new account's mails (oauth-flow.server.ts `signUpLang`). */
  lang: Lang = "en",
): Promise<OAuthSignIn> {
  const db = getDb(context);
  if (!profile.providerUserId) return { ok: false, code: "NoVerifiedEmail" };
  const link = await db
    .select()
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, profile.providerUserId)))
    .get();
  if (link) {
    const user = await findActiveUserById(db, link.userId);
    return user ? { ok: true, user, created: false } : { ok: false, code: "AccountDeleted" };
  }
  if (!profile.email || !profile.emailVerified) return { ok: false, code: "NoVerifiedEmail" };

  let user = await findUserByEmail(db, profile.email);
  let created = false;
  if (!user) {
    try {
      user = await createAccount(db, {
        email: profile.email,
        role: "buyer",
        passwordHash: null,
        emailVerified: true,
        fullName: profile.name.slice(0, 50),
        lang,
      });
      created = true;
    } catch (e) {
      // Another tab's callback (or a sign-up) took the address meanwhile: that account it is.
      if (!isUniqueViolation(e, "users.email")) throw e;
      user = await findUserByEmail(db, profile.email);
      if (!user) throw e;
    }
  }
  if (user.deletedAt) return { ok: false, code: "AccountDeleted" };
  if (!user.emailVerified) {
    // An unverified account may have been created by someone else with this address and their
    // own password (pre-claim): the provider proved the address, so their password, sessions,
    // pending e-mail change and mailed links end before the owner gets the account
    // (docs/product.md#security).
    await db.batch([
      db
        .update(users)
        .set({ passwordHash: null, emailVerified: true, pendingEmail: null })
        .where(eq(users.id, user.id)),
      db.delete(sessions).where(eq(sessions.userId, user.id)),
      db
        .update(authTokens)
        .set({ usedAt: Date.now() })
        .where(and(eq(authTokens.userId, user.id), isNull(authTokens.usedAt))),
    ]);
    user = { ...user, passwordHash: null, pendingEmail: null };
  }
  await db
    .insert(oauthAccounts)
    .values({ provider, providerUserId: profile.providerUserId, userId: user.id })
    .onConflictDoNothing();
  return { ok: true, user: { ...user, emailVerified: true }, created };
}
