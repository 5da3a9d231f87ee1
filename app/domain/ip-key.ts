// The key a per-address limit counts under (docs/product.md#rate-limits). An IPv6 user is
// handed a whole /64 and can rotate through it at will, so an IPv6 address counts by its /64
// network; an IPv4 address counts by itself. Anything that is not an address (a damaged or
// forged header) shares one bucket, so inventing addresses never buys a fresh limit.

/** The one key every unreadable address counts under. */
export const INVALID_IP_KEY = "invalid";

function ipv4Parts(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const out: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    out.push(n);
  }
  return out;
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a trailing dotted IPv4), or null. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (half: string): number[] | null => {
    if (half === "") return [];
    const out: number[] = [];
    const pieces = half.split(":");
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && piece.includes(".")) {
        const v4 = ipv4Parts(piece);
        if (!v4) return null;
        out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        out.push(Number.parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!head || !tail) return null;
  // A dotted IPv4 may only end the address.
  if (halves.length === 2 && halves[0]!.includes(".")) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  // "::" stands for at least one group.
  if (missing < 1) return null;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}

/**
 * "v4:203.0.113.9" for IPv4 (and IPv4-mapped IPv6), "v6:2001:db8:0:1::/64" for IPv6 (its first
 * four groups), INVALID_IP_KEY for anything else. Brackets and a zone (`%eth0`) are ignored.
 */
export function ipLimitKey(address: string): string {
  let text = address.trim();
  if (text.length > 64) return INVALID_IP_KEY;
  const v4 = ipv4Parts(text);
  if (v4) return `v4:${v4.join(".")}`;
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  text = text.replace(/%[0-9a-z._~-]+$/i, "");
  const groups = ipv6Groups(text);
  if (!groups) return INVALID_IP_KEY;
  // ::ffff:a.b.c.d is an IPv4 client seen through an IPv6 socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `v4:${[groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".")}`;
  }
  return `v6:${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
