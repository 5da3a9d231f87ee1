// Password hashing with WebCrypto PBKDF2-SHA256. Stored as a versioned string
// "pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>" so the scheme can change later: a hash in an
// older format (or with fewer iterations) verifies once and is replaced at that sign-in.

/** Workers production refuses PBKDF2 above 100,000 iterations (local workerd allows more). */
export const PBKDF2_ITERATIONS = 100_000;
const SCHEME = "pbkdf2-sha256";
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
  bytes: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, bytes * 8);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS, KEY_BYTES);
  return `${SCHEME}$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

type Parsed = { iterations: number; salt: Uint8Array<ArrayBuffer>; hash: Uint8Array<ArrayBuffer> };

export function parsePasswordHash(stored: string): Parsed | null {
  const [scheme, iter, salt, hash, ...rest] = stored.split("$");
  if (scheme !== SCHEME || rest.length || !salt || !hash) return null;
  const iterations = Number(iter);
  // Refuse counts production cannot compute, so a bad row fails here and not only when deployed.
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS) return null;
  try {
    return { iterations, salt: fromBase64(salt), hash: fromBase64(hash) };
  } catch {
    return null;
  }
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/**
 * Stands in for a missing or unreadable hash (unknown address, social-only account) so every
 * sign-in costs one full PBKDF2, whether or not the account exists (docs/product.md#security).
 * Random bytes: no password matches it.
 */
const DUMMY_HASH = `${SCHEME}$${PBKDF2_ITERATIONS}$1THWcLQw6QRlvH1EloINQw==$B9eSEUdZNQ9sVCXiKiiaR51BEDICaKGZ3SQXl4fOFxA=`;

/** `needsRehash` tells the caller to store a fresh hash (older parameters). Never ok without a stored hash. */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<{ ok: boolean; needsRehash: boolean }> {
  const real = stored ? parsePasswordHash(stored) : null;
  const parsed = real ?? parsePasswordHash(DUMMY_HASH)!;
  const actual = await derive(password, parsed.salt, parsed.iterations, parsed.hash.length);
  const ok = real !== null && constantTimeEqual(actual, parsed.hash);
  return { ok, needsRehash: ok && (parsed.iterations < PBKDF2_ITERATIONS || parsed.hash.length !== KEY_BYTES) };
}
