// HMAC-SHA256 signatures as Razorpay makes them: hex digests, checked in constant time
// (crypto.subtle.verify compares inside WebCrypto, never byte by byte in our code).
const encoder = new TextEncoder();

function hmacKey(secret: string, usage: "sign" | "verify"): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);
}

function bytes(message: string | ArrayBuffer | Uint8Array): Uint8Array<ArrayBuffer> {
  if (typeof message === "string") return encoder.encode(message);
  // A copy: WebCrypto wants a plain ArrayBuffer-backed view.
  return new Uint8Array(message instanceof Uint8Array ? message : new Uint8Array(message));
}

export async function hmacSha256Hex(secret: string, message: string | ArrayBuffer | Uint8Array): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret, "sign"), bytes(message));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function verifyHmacSha256Hex(
  secret: string,
  message: string | ArrayBuffer | Uint8Array,
  signatureHex: string | null | undefined,
): Promise<boolean> {
  if (!secret || typeof signatureHex !== "string" || !/^[0-9a-f]{64}$/i.test(signatureHex)) return false;
  const signature = new Uint8Array(32);
  for (let i = 0; i < 32; i++) signature[i] = Number.parseInt(signatureHex.slice(i * 2, i * 2 + 2), 16);
  return crypto.subtle.verify("HMAC", await hmacKey(secret, "verify"), signature, bytes(message));
}

/** What the checkout callback's razorpay_signature signs. */
export function paymentSignaturePayload(providerOrderId: string, paymentId: string): string {
  return `${providerOrderId}|${paymentId}`;
}
