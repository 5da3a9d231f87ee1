// A small per-isolate copy in front of the Cache API: a hit then costs no I/O at all. Same
// expiry as the Cache API entry, so the one-minute bound holds (docs/decisions/0009-edge-cache.md).
import type { Stored } from "./edge-cache-entry.server";

const MEMORY_MAX_BYTES = 8 * 1024 * 1024;
const memory = new Map<string, Stored>();
let memoryBytes = 0;
/** The body, and for HTML its cut copy (toResponse) too. */
const sizeOf = (stored: Stored) => stored.body.byteLength * (stored.nonce ? 2 : 1);

export function remember(key: string, stored: Stored) {
  forget(key);
  memory.set(key, stored);
  memoryBytes += sizeOf(stored);
  for (const [oldest, entry] of memory) {
    if (memoryBytes <= MEMORY_MAX_BYTES) break;
    memory.delete(oldest);
    memoryBytes -= sizeOf(entry);
  }
}

function forget(key: string) {
  const old = memory.get(key);
  if (!old) return;
  memory.delete(key);
  memoryBytes -= sizeOf(old);
}

export function recall(key: string, now: number): Stored | null {
  const entry = memory.get(key);
  if (!entry) return null;
  if (now - entry.storedAt <= entry.ttlMs) return entry;
  forget(key);
  return null;
}
