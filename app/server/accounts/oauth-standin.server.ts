// The offline stand-in for Google and Facebook (local runs only, no client id configured).
// It plays the provider's three parts: a consent page that issues a code bound to the PKCE
// challenge, a token endpoint that checks the code_verifier, and a userinfo endpoint answering
// in the real provider's shape. Codes and tokens are HMAC-signed so they cannot be forged.
import { configOf } from "../platform/env.server";
import { appOrigin } from "../platform/context.server";
import { base64Url, fromBase64Url } from "../platform/crypto.server";
import { notFound } from "../http/responses.server";
import { isProvider, type Provider, providerConfig } from "./oauth.server";
import { readForm } from "../http/form.server";

export type StandInIdentity = { sub: string; email: string; name: string };

export const STAND_IN_IDENTITIES: StandInIdentity[] = [
  { sub: "standin-priya", email: "priya.standin@example.com", name: "Priya Raman" },
  { sub: "standin-arun", email: "arun.standin@example.com", name: "Arun Kumar" },
];

const TTL_MS = 5 * 60 * 1000;

/** The provider named in a /dev/oauth URL while its stand-in is in use; otherwise the page does not exist. */
export function requireStandIn(env: Env, request: Request, provider: string | undefined): Provider {
  if (!isProvider(provider) || !providerConfig(env, appOrigin(env, request), provider)?.standIn) throw notFound();
  return provider;
}

async function hmac(secret: string, data: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return base64Url(new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(data))));
}

function secretOf(env: Env): string {
  return `standin:${configOf(env).appSecret}`;
}

async function seal(env: Env, payload: object): Promise<string> {
  const body = base64Url(new TextEncoder().encode(JSON.stringify(payload)));
  return `${body}.${await hmac(secretOf(env), body)}`;
}

async function unseal<T extends { exp: number }>(env: Env, value: string): Promise<T | null> {
  const [body, sig] = value.split(".");
  if (!body || !sig || sig !== (await hmac(secretOf(env), body))) return null;
  try {
    const payload = JSON.parse(fromBase64Url(body)) as T;
    return payload.exp > Date.now() ? payload : null;
  } catch {
    return null;
  }
}

type CodePayload = StandInIdentity & { provider: Provider; challenge: string; exp: number };
type TokenPayload = StandInIdentity & { provider: Provider; exp: number };

export async function issueStandInCode(
  env: Env,
  provider: Provider,
  identity: StandInIdentity,
  challenge: string,
): Promise<string> {
  return seal(env, { ...identity, provider, challenge, exp: Date.now() + TTL_MS } satisfies CodePayload);
}

function json(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), { status, headers: { "Content-Type": "application/json" } });
}

/** POST /dev/oauth/:provider/token (grant_type=authorization_code with code_verifier). */
export async function standInToken(env: Env, provider: Provider, request: Request): Promise<Response> {
  const body = await readForm(request);
  const code = await unseal<CodePayload>(env, String(body.get("code") ?? ""));
  if (!code || code.provider !== provider || body.get("grant_type") !== "authorization_code") {
    return json({ error: "invalid_grant", error_description: "Unknown or expired code" }, 400);
  }
  const verifier = String(body.get("code_verifier") ?? "");
  const digest = base64Url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
  if (digest !== code.challenge)
    return json({ error: "invalid_grant", error_description: "PKCE verification failed" }, 400);
  const { sub, email, name } = code;
  const accessToken = await seal(env, { sub, email, name, provider, exp: Date.now() + TTL_MS } satisfies TokenPayload);
  return json({ access_token: accessToken, token_type: "Bearer", expires_in: TTL_MS / 1000 });
}

/** GET /dev/oauth/:provider/userinfo: the real provider's answer shape. */
export async function standInUserinfo(env: Env, provider: Provider, request: Request): Promise<Response> {
  const bearer = (request.headers.get("Authorization") ?? "").replace(/^Bearer\s+/i, "");
  const token = await unseal<TokenPayload>(env, bearer);
  if (!token || token.provider !== provider) return json({ error: "invalid_token" }, 401);
  return provider === "google"
    ? json({ sub: token.sub, email: token.email, email_verified: true, name: token.name })
    : json({ id: token.sub, email: token.email, name: token.name });
}

/** A person typing their own address on the consent page gets a stable id derived from it. */
export function identityFromEmail(email: string, name: string): StandInIdentity {
  const clean = email.trim().toLowerCase();
  return { sub: `standin-${clean}`, email: clean, name: name.trim() || clean.split("@")[0]! };
}
