// The per-address key of the AI search limits (docs/product.md#rate-limits): an IPv6 address
// counts by its /64, an IPv4 address by itself, and anything unreadable shares one bucket.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INVALID_IP_KEY, ipLimitKey } from "~/domain/ip-key";
import { budgetDay, budgetResetsAt, istClock } from "~/domain/ai-budget";

const group = fc.integer({ min: 0, max: 0xffff });
/** An IPv6 address in one of its spellings: full, zero-padded, upper case, or with "::" for a zero run. */
function spell(gs: number[], style: { pad: boolean; upper: boolean; compress: boolean }): string {
  let parts = gs.map((g) => {
    const hex = style.pad ? g.toString(16).padStart(4, "0") : g.toString(16);
    return style.upper ? hex.toUpperCase() : hex;
  });
  if (style.compress) {
    // The longest run of zero groups becomes "::".
    let best = { at: -1, len: 0 };
    for (let i = 0; i < 8; i++) {
      let len = 0;
      while (i + len < 8 && gs[i + len] === 0) len++;
      if (len > best.len) best = { at: i, len };
    }
    if (best.len > 0) {
      const head = parts.slice(0, best.at).join(":");
      const tail = parts.slice(best.at + best.len).join(":");
      return `${head}::${tail}`;
    }
  }
  parts = [...parts];
  return parts.join(":");
}

const style = fc.record({ pad: fc.boolean(), upper: fc.boolean(), compress: fc.boolean() });
// Not ::ffff:0:0/96 (IPv4-mapped, which counts as the IPv4 address).
const prefix = fc.array(group, { minLength: 4, maxLength: 4 }).filter((p) => p.some((g) => g !== 0));

describe("ipLimitKey", () => {
  it("any two addresses in the same /64 share a key, however they are written", () => {
    fc.assert(
      fc.property(
        prefix,
        fc.array(group, { minLength: 4, maxLength: 4 }),
        fc.array(group, { minLength: 4, maxLength: 4 }),
        style,
        style,
        (p, a, b, sa, sb) => {
          const ka = ipLimitKey(spell([...p, ...a], sa));
          expect(ka).not.toBe(INVALID_IP_KEY);
          expect(ka).toBe(ipLimitKey(spell([...p, ...b], sb)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("addresses in different /64s have different keys", () => {
    fc.assert(
      fc.property(prefix, prefix, fc.array(group, { minLength: 4, maxLength: 4 }), style, (p, q, host, s) => {
        fc.pre(p.join() !== q.join());
        expect(ipLimitKey(spell([...p, ...host], s))).not.toBe(ipLimitKey(spell([...q, ...host], s)));
      }),
      { numRuns: 2000 },
    );
  });

  it("IPv4 addresses count one by one (also seen as IPv4-mapped IPv6)", () => {
    const octet = fc.integer({ min: 0, max: 255 });
    const v4 = fc.tuple(octet, octet, octet, octet);
    fc.assert(
      fc.property(v4, v4, (a, b) => {
        const ka = ipLimitKey(a.join("."));
        expect(ka).toBe(`v4:${a.join(".")}`);
        expect(ipLimitKey(`::ffff:${a.join(".")}`)).toBe(ka);
        if (a.join() !== b.join()) expect(ipLimitKey(b.join("."))).not.toBe(ka);
      }),
      { numRuns: 2000 },
    );
    expect(ipLimitKey("203.0.113.9")).toBe("v4:203.0.113.9");
    expect(ipLimitKey("::ffff:cb00:7109")).toBe("v4:203.0.113.9");
  });

  it("examples: brackets, zones, compression", () => {
    expect(ipLimitKey("2001:db8:0:1:aaaa:bbbb:cccc:dddd")).toBe("v6:2001:db8:0:1::/64");
    expect(ipLimitKey("2001:0DB8:0000:0001::1")).toBe("v6:2001:db8:0:1::/64");
    expect(ipLimitKey("[2001:db8:0:1::2]")).toBe("v6:2001:db8:0:1::/64");
    expect(ipLimitKey("fe80::1%eth0")).toBe("v6:fe80:0:0:0::/64");
    expect(ipLimitKey("::1")).toBe("v6:0:0:0:0::/64");
    expect(ipLimitKey("2001:db8:0:2::1")).not.toBe(ipLimitKey("2001:db8:0:1::1"));
  });

  it("malformed input never throws and shares the one invalid bucket", () => {
    for (const bad of [
      "",
      "unknown",
      "1.2.3",
      "1.2.3.256",
      "1.2.3.4.5",
      "01.2.3.4x",
      "2001:db8::1::2",
      "2001:db8:0:1:2:3:4:5:6",
      "1::2:3:4:5:6:7:8",
      "12345::1",
      "g::1",
      ":1::",
      "1.2.3.4::1",
      "2001:db8::1.2.3",
      "x".repeat(1000),
    ]) {
      expect(ipLimitKey(bad), bad).toBe(INVALID_IP_KEY);
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const key = ipLimitKey(text);
        expect(key === INVALID_IP_KEY || /^v4:\d+\.\d+\.\d+\.\d+$|^v6:[0-9a-f:]+::\/64$/.test(key)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});

describe("the daily budget's day", () => {
  it("is the India calendar day: it turns at 00:00 IST (18:30 UTC)", () => {
    const beforeMidnight = Date.UTC(2026, 10, 26, 18, 29, 59);
    const afterMidnight = Date.UTC(2026, 10, 26, 18, 30, 0);
    expect(budgetDay(beforeMidnight)).toBe("2026-11-26");
    expect(budgetDay(afterMidnight)).toBe("2026-11-27");
    expect(budgetResetsAt(beforeMidnight)).toBe(afterMidnight);
    expect(istClock(budgetResetsAt(beforeMidnight))).toBe("00:00");
    expect(istClock(Date.UTC(2026, 10, 26, 8, 0))).toBe("13:30");
  });
});
