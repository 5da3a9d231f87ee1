// The "known device" cookie (OWASP's device-cookie pattern): after a successful sign-in this
// browser gets, per account, a random device id signed with APP_SECRET. A sign-in carrying a
// valid one for the address skips the per-account throttle, so a stranger's guesses can slow
// down only browsers that have never signed into that account (docs/product.md#security).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getConfig } from "../platform/context.server";
import { COOKIES, readCookie, setCookie } from "../http/cookies.server";
import { base64Url, randomToken } from "../platform/crypto.server";

export const KNOWN_DEVICE_COOKIE = COOKIES.knownDevice.name;
/** Accounts remembered per browser (a shared family computer); the oldest drops out. */
const MAX_ENTRIES = 5;

function hmacKey(secret: string): Promise<CryptoKey> {
  const raw = new TextEncoder().encode(`known-device:${secret}`);
  return crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

const signed = (account: string, deviceId: string) => new TextEncoder().encode(`${account}\n${deviceId}`);

async function sign(secret: string, account: string, deviceId: string): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), signed(account, deviceId))));
}

/** Constant-time check of one entry's signature. */
async function verify(secret: string, account: string, deviceId: string, sig: string): Promise<boolean> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = Uint8Array.from(atob(sig.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  } catch {
    return false;
  }
  return crypto.subtle.verify("HMAC", await hmacKey(secret), bytes, signed(account, deviceId));
}

function entries(request: Request): string[] {
  return (readCookie(request, KNOWN_DEVICE_COOKIE) ?? "").split("~").filter(Boolean).slice(0, MAX_ENTRIES);
}

async function findEntry(secret: string, request: Request, account: string) {
  for (const entry of entries(request)) {
    const [deviceId, sig] = entry.split(".");
    if (deviceId && sig && (await verify(secret, account, deviceId, sig))) return { entry, deviceId };
  }
  return null;
}

/** This browser's device id for `account` (a normalised e-mail), when its cookie proves one. */
export async function knownDeviceId(
  context: AppLoadContext,
  request: Request,
  account: string,
): Promise<string | null> {
  // APP_SECRET: production refuses to start without it (env.server.ts); local runs get a default.
  const secret = getConfig(context).appSecret;
  return (await findEntry(secret, request, account))?.deviceId ?? null;
}

/** The Set-Cookie value remembering this browser for `account` (keeping its other accounts). */
export async function rememberDevice(context: AppLoadContext, request: Request, account: string): Promise<string> {
  const { appSecret: secret, isLocal } = getConfig(context);
  const found = await findEntry(secret, request, account);
  const deviceId = found?.deviceId ?? randomToken(16);
  const entry = found?.entry ?? `${deviceId}.${await sign(secret, account, deviceId)}`;
  const others = entries(request).filter((e) => e !== entry);
  return setCookie(COOKIES.knownDevice, [entry, ...others].slice(0, MAX_ENTRIES).join("~"), {
    secure: !isLocal || new URL(request.url).protocol === "https:",
  });
}
