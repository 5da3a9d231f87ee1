// One-click unsubscribe of alert mails (RFC 8058; docs/product.md#alerts, decision 0048). The link
// carries a token: the target's text (app/domain/alerts-token.ts) and its HMAC-SHA256 under a key
// derived from APP_SECRET for this purpose only, so no other signed value of the app reads as one
// and any change to either half fails. Using it needs no sign-in and no cookie: it turns the named
// searches' alerts off (frequency off) and the named price alerts off, and doing so twice is fine.
import { and, eq, inArray } from "drizzle-orm";
import { readUnsubscribePayload, type UnsubscribeTarget, unsubscribePayload } from "~/domain/alerts-token";
import type { Db } from "../db/client.server";
import { favourites, listings, savedSearches } from "../db/schema.server";
import { base64Url, fromBase64Url } from "../platform/crypto.server";

/** The query parameter of the unsubscribe URL. */
export const UNSUBSCRIBE_PARAM = "t";

function hmacKey(secret: string): Promise<CryptoKey> {
  const raw = new TextEncoder().encode(`alerts-unsubscribe:${secret}`);
  return crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

/** "<payload>.<signature>", both URL-safe base64. */
export async function signUnsubscribe(secret: string, target: UnsubscribeTarget): Promise<string> {
  const payload = new TextEncoder().encode(unsubscribePayload(target));
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), payload));
  return `${base64Url(payload)}.${base64Url(mac)}`;
}

function bytesOf(base64: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(base64)) return null;
  try {
    return Uint8Array.from(fromBase64Url(base64), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The target of a token whose signature holds (checked in constant time), else null. */
export async function verifyUnsubscribe(secret: string, token: string): Promise<UnsubscribeTarget | null> {
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const payload = bytesOf(parts[0] ?? "");
  const mac = bytesOf(parts[1] ?? "");
  if (!payload || !mac || mac.length !== 32) return null;
  // Only the exact encoding signUnsubscribe writes (base64 has more than one spelling of some bytes).
  if (base64Url(payload) !== parts[0] || base64Url(mac) !== parts[1]) return null;
  if (!(await crypto.subtle.verify("HMAC", await hmacKey(secret), mac, payload))) return null;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(payload);
  } catch {
    return null;
  }
  return readUnsubscribePayload(text);
}

/** The unsubscribe URL of a target, for the mail's header and links. */
export async function unsubscribeUrl(origin: string, secret: string, target: UnsubscribeTarget): Promise<string> {
  return `${origin}/alerts/unsubscribe?${UNSUBSCRIBE_PARAM}=${await signUnsubscribe(secret, target)}`;
}

/** What the unsubscribe page names: the searches and favourites of the token that still exist. */
export async function describeTarget(db: Db, target: UnsubscribeTarget) {
  const searches = target.searchIds.length
    ? await db
        .select({ id: savedSearches.id, name: savedSearches.name, frequency: savedSearches.frequency })
        .from(savedSearches)
        .where(and(eq(savedSearches.userId, target.userId), inArray(savedSearches.id, target.searchIds)))
    : [];
  const priceAlerts = target.listingIds.length
    ? await db
        .select({ id: listings.id, title: listings.title, on: favourites.priceAlert })
        .from(favourites)
        .innerJoin(listings, eq(listings.id, favourites.listingId))
        .where(and(eq(favourites.userId, target.userId), inArray(favourites.listingId, target.listingIds)))
    : [];
  return { searches, priceAlerts };
}

/** Turns the target's alerts off; true when it named anything that still exists. */
export async function applyUnsubscribe(db: Db, target: UnsubscribeTarget, now = Date.now()): Promise<boolean> {
  const [searches, prices] = await db.batch([
    db
      .update(savedSearches)
      .set({ frequency: "off", updatedAt: now })
      .where(
        and(
          eq(savedSearches.userId, target.userId),
          inArray(savedSearches.id, target.searchIds.length ? target.searchIds : [-1]),
        ),
      ),
    db
      .update(favourites)
      .set({ priceAlert: false })
      .where(
        and(
          eq(favourites.userId, target.userId),
          inArray(favourites.listingId, target.listingIds.length ? target.listingIds : [-1]),
        ),
      ),
  ]);
  return searches.meta.changes + prices.meta.changes > 0;
}
